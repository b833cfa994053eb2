import { eq } from 'drizzle-orm'
import type { InquiryCreated } from '../../../contract/contact.ts'
import { CONTACT_SERVICE_LABELS } from '../../../contract/contact.ts'
import { settingDefaults } from '../../../contract/site-settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/content.ts'
import { contactInquiries } from '../../db/schema/leads.ts'
import { enqueueMessages } from '../notify/outbox.ts'

export type NewInquiry = {
  fullName: string
  email: string
  phone?: string
  company?: string
  service?: keyof typeof CONTACT_SERVICE_LABELS
  message: string
  source: 'home' | 'contact' | 'api'
}

/**
 * Stores a lead and, in the same transaction, the emails that announce it: one to the business with
 * every field, one confirmation to the visitor. A suspected bot is stored as spam (restorable) and
 * announces nothing.
 */
export function createInquiryService({ db, notifyEmail }: { db: Database; notifyEmail?: string }) {
  return {
    async submit(inquiry: NewInquiry, { spam }: { spam: boolean }): Promise<InquiryCreated> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactInquiries)
          .values({ ...inquiry, status: spam ? 'spam' : 'new' })
          .returning({ id: contactInquiries.id, status: contactInquiries.status, createdAt: contactInquiries.createdAt })
        if (!row) throw new Error('The inquiry was not stored')
        if (!spam) await enqueueMessages(tx, await announcements(tx, row.id, inquiry, notifyEmail))
        return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() }
      })
    },
  }
}

async function announcements(tx: Transaction, id: number, inquiry: NewInquiry, notifyEmail?: string) {
  const business = notifyEmail ?? (await settingString(tx, 'contact_email')) ?? settingDefaults.contact_email
  const service = inquiry.service ? CONTACT_SERVICE_LABELS[inquiry.service] : undefined
  const fields = { inquiryId: id, fullName: inquiry.fullName, email: inquiry.email, phone: inquiry.phone, company: inquiry.company, service, message: inquiry.message, source: inquiry.source }
  return [
    { kind: 'inquiry.business', recipient: business, subject: `New inquiry from ${inquiry.fullName}`, payload: fields },
    { kind: 'inquiry.visitor', recipient: inquiry.email, subject: 'We received your message', payload: fields },
  ]
}

async function settingString(tx: Transaction, key: string): Promise<string | undefined> {
  const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key))
  return typeof row?.value === 'string' && row.value.trim() !== '' ? row.value : undefined
}

export type InquiryService = ReturnType<typeof createInquiryService>
