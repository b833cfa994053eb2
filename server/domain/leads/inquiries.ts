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
  service?: string
  message: string
  source: 'home' | 'contact' | 'api' | 'booking'
}

/**
 * Stores a lead and, in the same transaction, the emails that announce it: one to the business with
 * every field, one confirmation to the visitor. A suspected bot is stored as spam (restorable) and
 * announces nothing.
 */
export function createInquiryService({ db, notifyEmail }: { db: Database; notifyEmail?: string }) {
  return {
    async submit(inquiry: NewInquiry, { spam }: { spam: boolean }): Promise<InquiryCreated> {
      // Read before the transaction: a connection held for fewer round trips serves more visitors at once.
      const business = spam ? undefined : await businessAddress(db, notifyEmail)
      return db.transaction((tx) => recordInquiry(tx, inquiry, { spam, announceTo: business }))
    },
  }
}

/** Inserts an inquiry inside the caller's transaction, queueing its announcements to `announceTo` when given (bookings send their own). */
export async function recordInquiry(
  tx: Transaction,
  inquiry: NewInquiry,
  { spam, announceTo }: { spam: boolean; announceTo?: string },
): Promise<InquiryCreated> {
  const [row] = await tx
    .insert(contactInquiries)
    .values({ ...inquiry, status: spam ? 'spam' : 'new' })
    .returning({ id: contactInquiries.id, status: contactInquiries.status, createdAt: contactInquiries.createdAt })
  if (!row) throw new Error('The inquiry was not stored')
  if (announceTo && !spam) await enqueueMessages(tx, announcements(row.id, inquiry, announceTo))
  return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() }
}

/** Where the business hears about leads: NOTIFY_EMAIL, else the contact_email setting. */
export async function businessAddress(tx: Transaction | Database, notifyEmail?: string): Promise<string> {
  return notifyEmail ?? (await settingString(tx, 'contact_email')) ?? settingDefaults.contact_email
}

function announcements(id: number, inquiry: NewInquiry, business: string) {
  const service = inquiry.service ? (CONTACT_SERVICE_LABELS[inquiry.service as keyof typeof CONTACT_SERVICE_LABELS] ?? inquiry.service) : undefined
  const fields = { inquiryId: id, fullName: inquiry.fullName, email: inquiry.email, phone: inquiry.phone, company: inquiry.company, service, message: inquiry.message, source: inquiry.source }
  return [
    { kind: 'inquiry.business', recipient: business, subject: `New inquiry from ${inquiry.fullName}`, payload: fields },
    { kind: 'inquiry.visitor', recipient: inquiry.email, subject: 'We received your message', payload: fields },
  ]
}

async function settingString(tx: Transaction | Database, key: string): Promise<string | undefined> {
  const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key))
  return typeof row?.value === 'string' && row.value.trim() !== '' ? row.value : undefined
}

export type InquiryService = ReturnType<typeof createInquiryService>
