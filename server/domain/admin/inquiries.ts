import { desc } from 'drizzle-orm'
import type { AdminInquiry } from '../../../contract/admin-inquiries.ts'
import type { InquiryUpdate } from '../../../contract/admin-content.ts'
import type { Database } from '../../db/client.ts'
import { contactInquiries } from '../../db/schema/leads.ts'
import { createCollection, sentFields } from './collection.ts'

export function toAdminInquiry(row: typeof contactInquiries.$inferSelect): AdminInquiry {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    service: row.service,
    message: row.message,
    promoCode: row.promoCode,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * Inquiries as leads: the admin moves them along the pipeline (spam back to new restores one),
 * corrects their details or deletes them. Visitors create them (POST /api/contact and friends).
 */
export function createInquiryCollection(db: Database) {
  const { update, remove } = createCollection(db, {
    entity: 'contact-inquiries',
    table: contactInquiries,
    orderBy: [desc(contactInquiries.createdAt), desc(contactInquiries.id)],
    toShape: toAdminInquiry,
    // Only visitors create inquiries, so this collection offers no create.
    insertValues: (_tx, input: never) => input,
    updateValues: (_tx, patch: InquiryUpdate) => sentFields(patch),
  })
  return { update, remove }
}
