import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { PhoneMatch, TimelineEntry } from '../../../contract/people.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { bookingEvents, bookings, chatConversations, contactInquiries, outbox } from '../../db/schema/leads.ts'
import { people, personActivities, personEmailAliases } from '../../db/schema/people.ts'
import { containsPattern, newestFirst, normalisePhone, phoneTailDigits } from './people-rules.ts'

type Reader = Database | Transaction
type ActivityRow = typeof personActivities.$inferSelect

/**
 * Everything that happened with one person, newest first (issue 20 item 2): their inquiries, bookings and each
 * change of them, chat conversations with the transcript, the owner's notes, stage changes, next steps and merges,
 * and every email the outbox holds for one of their addresses (its facts only, never its payload).
 */
export async function personTimeline(db: Reader, personId: number, emailKeys: readonly string[], now: Date): Promise<TimelineEntry[]> {
  // One query at a time: the reader may be a transaction (an action answers with the person as it left them),
  // and a transaction's connection runs one query at a time.
  const inquiries = await db.select().from(contactInquiries).where(eq(contactInquiries.personId, personId))
  const bookingRows = await db.select().from(bookings).where(eq(bookings.personId, personId))
  const conversations = await db.select().from(chatConversations).where(eq(chatConversations.personId, personId))
  const activities = await db.select().from(personActivities).where(eq(personActivities.personId, personId))
  const emails =
    emailKeys.length === 0
      ? []
      : await db
          .select({ id: outbox.id, kind: outbox.kind, subject: outbox.subject, status: outbox.status, sentAt: outbox.sentAt, createdAt: outbox.createdAt })
          .from(outbox)
          .where(inArray(sql`lower(${outbox.recipient})`, [...emailKeys]))
  const events =
    bookingRows.length === 0
      ? []
      : await db
          .select()
          .from(bookingEvents)
          .where(
            inArray(
              bookingEvents.bookingId,
              bookingRows.map((booking) => booking.id),
            ),
          )
          .orderBy(asc(bookingEvents.id))
  const entries: TimelineEntry[] = [
    ...inquiries.map(
      (row): TimelineEntry => ({
        type: 'inquiry',
        at: row.createdAt.toISOString(),
        id: row.id,
        message: row.message,
        status: row.status,
        service: row.service,
        door: row.source,
        source: row.leadSource ?? null,
      }),
    ),
    ...bookingRows.map(
      (row): TimelineEntry => ({
        type: 'booking',
        at: row.createdAt.toISOString(),
        id: row.id,
        date: row.date,
        time: row.time,
        startsAt: row.startsAt.toISOString(),
        status: row.status,
        service: row.service,
        message: row.message,
        upcoming: row.status === 'confirmed' && row.startsAt > now,
      }),
    ),
    ...events.map(
      (row): TimelineEntry => ({
        type: 'booking_event',
        at: row.createdAt.toISOString(),
        id: row.id,
        bookingId: row.bookingId,
        kind: row.kind as 'booked',
        actor: row.actor,
        fromDate: row.fromDate,
        fromTime: row.fromTime,
        toDate: row.toDate,
        toTime: row.toTime,
        reason: row.reason,
      }),
    ),
    ...conversations.map(
      (row): TimelineEntry => ({
        type: 'chat',
        at: row.updatedAt.toISOString(),
        id: row.id,
        summary: row.summary,
        leadQuality: row.leadQuality,
        messageCount: row.messages.length,
        source: row.leadSource ?? null,
        // Only what was said: the booking state stored with a reply is the server's.
        transcript: row.messages.map(({ role, content, timestamp }) => ({ role, content, timestamp })),
      }),
    ),
    ...activities.map(activityEntry),
    ...emails.map(
      (row): TimelineEntry => ({
        type: 'email',
        at: (row.sentAt ?? row.createdAt).toISOString(),
        id: row.id,
        kind: row.kind,
        subject: row.subject,
        status: row.status,
        sentAt: row.sentAt?.toISOString() ?? null,
      }),
    ),
  ]
  return newestFirst(entries)
}

function activityEntry(row: ActivityRow): TimelineEntry {
  const facts = { id: row.id, at: row.createdAt.toISOString(), actorEmail: row.actorEmail }
  switch (row.kind) {
    case 'stage':
      return { type: 'stage', fromStage: row.fromStage, toStage: row.toStage, ...facts }
    case 'next_step':
      return { type: 'next_step', text: row.text, dueDate: row.dueDate, ...facts }
    case 'merged':
      return { type: 'merged', text: row.text, ...facts }
    default:
      return { type: 'note', text: row.text ?? '', ...facts }
  }
}

/** The addresses a person is known by: their own, and those of records merged into them. */
export async function emailKeysOf(db: Reader, person: { id: number; emailKey: string }): Promise<string[]> {
  const aliases = await db.select({ emailKey: personEmailAliases.emailKey }).from(personEmailAliases).where(eq(personEmailAliases.personId, person.id)).orderBy(asc(personEmailAliases.createdAt))
  return [person.emailKey, ...aliases.map((alias) => alias.emailKey)]
}

/** Other people whose phone is the same number once normalised (AU default): offered for a merge, never merged here. */
export async function phoneMatches(db: Reader, person: { id: number; phone: string | null }): Promise<PhoneMatch[]> {
  const number = normalisePhone(person.phone)
  if (!number) return []
  // The database narrows by the number's last digits; libphonenumber decides.
  const candidates = await db
    .select({ id: people.id, name: people.name, email: people.email, phone: people.phone })
    .from(people)
    .where(and(ne(people.id, person.id), sql`regexp_replace(coalesce(${people.phone}, ''), '\\D', '', 'g') like ${containsPattern(phoneTailDigits(number))}`))
    .orderBy(asc(people.id))
    .limit(50)
  return candidates.filter((candidate): candidate is PhoneMatch => candidate.phone !== null && normalisePhone(candidate.phone) === number)
}
