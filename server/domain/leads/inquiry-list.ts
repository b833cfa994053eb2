import { desc } from 'drizzle-orm'
import type { AdminInquiry } from '../../../contract/admin-inquiries.ts'
import type { Database } from '../../db/client.ts'
import { contactInquiries } from '../../db/schema/leads.ts'

/** The admin's read of contact inquiries: every one, spam included (it is restorable), newest first. */
export function createInquiryList({ db }: { db: Database }) {
  return {
    async newestFirst(): Promise<AdminInquiry[]> {
      const rows = await db.select().from(contactInquiries).orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
      return rows.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        email: row.email,
        phone: row.phone,
        company: row.company,
        service: row.service,
        message: row.message,
        source: row.source,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }))
    },
  }
}

export type InquiryList = ReturnType<typeof createInquiryList>
