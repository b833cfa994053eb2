import { type SQL, and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm'
import { confirmsEmail } from '../../../contract/person-privacy.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { bookings, chatConversations, contactInquiries, outbox } from '../../db/schema/leads.ts'
import { people } from '../../db/schema/people.ts'
import { type AuditActor, recordAudit } from '../admin/audit.ts'
import { type PersonRecords, findPersonRecords } from './person-records.ts'

/** What an erased email keeps: that a message of its kind went out, when, and how it fared; nothing of whom or what. */
export const ERASED_PLACEHOLDER = '(erased)'

export type ErasureCounts = {
  /** Future confirmed bookings cancelled (their times freed) before they went. */
  cancelledBookings: number
  inquiries: number
  bookings: number
  conversations: number
  /** Unsent messages deleted, and sent ones whose recipient, subject and payload were replaced. */
  emailsDeleted: number
  emailsScrubbed: number
  /** Audit rows whose before and after named the person, now cleared. */
  auditRowsCleared: number
}

export type ErasureOutcome = { kind: 'erased'; counts: ErasureCounts } | { kind: 'not-found' } | { kind: 'mismatch' }

/**
 * The admin's erasure of a person (issue 20 item 7): after the typed email confirms whom, everything that names
 * them goes in one transaction (see erasePersonWithin), and one audit row says that an erasure happened, by whom
 * and when, not whom.
 */
export function createPersonErasure({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async erase(actor: AuditActor, personId: number, confirmEmail: string): Promise<ErasureOutcome> {
      return db.transaction(async (tx) => {
        const records = await findPersonRecords(tx, personId, { lock: true })
        if (!records) return { kind: 'not-found' }
        if (!confirmsEmail(confirmEmail, records.person.email)) return { kind: 'mismatch' }
        const counts = await eraseRecords(tx, records, now())
        await recordErasure(tx, actor)
        return { kind: 'erased', counts }
      })
    },
  }
}

export type PersonErasure = ReturnType<typeof createPersonErasure>

/** The audit row of an erasure: who and when; entity id, before and after are empty, so it does not say whom. */
export async function recordErasure(tx: Transaction, actor: AuditActor): Promise<void> {
  await recordAudit(tx, { actor, action: 'delete', entity: 'people', entityId: null, before: null, after: null })
}

/**
 * Erases a person in the caller's transaction (the admin's erasure and the retention job's): a future confirmed
 * booking is cancelled first (its slot freed; nobody is emailed), then their inquiries (spam sent with their
 * address too), bookings (their events cascade), chat conversations, notes and other activities, merged addresses
 * and the person go. Unsent emails that name them are deleted; sent ones keep only kind, status and times. Audit
 * rows that recorded their leads or their address lose their before and after.
 */
export async function eraseRecords(tx: Transaction, records: PersonRecords, at: Date): Promise<ErasureCounts> {
  const { person, emailKeys, inquiryIds, bookingIds, conversationIds, outboxIds } = records
  const cancelled = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: at, sequence: sql`${bookings.sequence} + 1`, updatedAt: at })
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, 'confirmed'), gt(bookings.startsAt, at)))
    .returning({ id: bookings.id })

  const emailsDeleted = await tx.delete(outbox).where(and(inArray(outbox.id, outboxIds), ne(outbox.status, 'sent'))).returning({ id: outbox.id })
  const emailsScrubbed = await scrubEmails(tx, and(inArray(outbox.id, outboxIds), eq(outbox.status, 'sent'))!)

  const namesThem = or(
    and(eq(auditLog.entity, 'contact-inquiries'), inArray(auditLog.entityId, inquiryIds)),
    and(eq(auditLog.entity, 'bookings'), inArray(auditLog.entityId, bookingIds)),
    and(eq(auditLog.entity, 'people'), eq(auditLog.entityId, person.id)),
    ...emailKeys.map((key) => sql`position(${key} in lower(coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, ''))) > 0`),
  )
  const cleared = await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(namesThem, or(sql`${auditLog.before} is not null`, sql`${auditLog.after} is not null`)))
    .returning({ id: auditLog.id })

  // Bookings first: they point to the inquiries and conversations. Their events cascade; so do the person's
  // activities and merged addresses when the person goes.
  const erasedBookings = await tx.delete(bookings).where(inArray(bookings.id, bookingIds)).returning({ id: bookings.id })
  const erasedInquiries = await tx.delete(contactInquiries).where(inArray(contactInquiries.id, inquiryIds)).returning({ id: contactInquiries.id })
  const erasedConversations = await tx.delete(chatConversations).where(inArray(chatConversations.id, conversationIds)).returning({ id: chatConversations.id })
  await tx.delete(people).where(eq(people.id, person.id))
  return {
    cancelledBookings: cancelled.length,
    inquiries: erasedInquiries.length,
    bookings: erasedBookings.length,
    conversations: erasedConversations.length,
    emailsDeleted: emailsDeleted.length,
    emailsScrubbed: emailsScrubbed,
    auditRowsCleared: cleared.length,
  }
}

/** Replaces the recipient, subject and payload of the messages `where` picks with placeholders; answers how many. */
export async function scrubEmails(tx: Transaction | Database, where: SQL): Promise<number> {
  const scrubbed = await tx
    .update(outbox)
    .set({ recipient: ERASED_PLACEHOLDER, subject: ERASED_PLACEHOLDER, payload: {}, lastError: null })
    .where(and(where, ne(outbox.recipient, ERASED_PLACEHOLDER)))
    .returning({ id: outbox.id })
  return scrubbed.length
}
