import { type SQL, eq, inArray, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../../db/client.ts'
import { bookings, chatConversations, contactInquiries, outbox } from '../../db/schema/leads.ts'
import { people, personEmailAliases } from '../../db/schema/people.ts'

type Reader = Database | Transaction
export type PersonRow = typeof people.$inferSelect

/**
 * Every row that names a person (issue 20 items 7 and 8), found the way the database links them (ADR 032): by
 * `person_id`, and by the address trimmed and lower-cased, theirs or one merged into them. The address also finds
 * what the triggers leave unlinked: spam sent with it, and a chat whose lead data names it.
 */
export type PersonRecords = {
  person: PersonRow
  /** The person's address key and the keys of the addresses merged into them. */
  emailKeys: string[]
  inquiryIds: number[]
  bookingIds: number[]
  conversationIds: number[]
  /** Outbox messages addressed to them, or about one of their leads (a business notification). */
  outboxIds: number[]
}

/** The person with every row that names them, or undefined when there is no such person; `lock` holds the person row until the transaction ends. */
export async function findPersonRecords(db: Reader, personId: number, { lock = false } = {}): Promise<PersonRecords | undefined> {
  const query = db.select().from(people).where(eq(people.id, personId))
  const [person] = lock ? await query.for('update') : await query
  if (!person) return undefined
  const aliases = await db.select({ emailKey: personEmailAliases.emailKey }).from(personEmailAliases).where(eq(personEmailAliases.personId, personId))
  const emailKeys = [...new Set([person.emailKey, ...aliases.map((alias) => alias.emailKey)])]

  const bookingRows = await db
    .select({ id: bookings.id, inquiryId: bookings.inquiryId, conversationId: bookings.conversationId })
    .from(bookings)
    .where(or(eq(bookings.personId, personId), inArray(emailKey(bookings.email), emailKeys)))
  const inquiryRows = await db
    .select({ id: contactInquiries.id })
    .from(contactInquiries)
    .where(or(eq(contactInquiries.personId, personId), inArray(emailKey(contactInquiries.email), emailKeys)))
  const conversationRows = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(or(eq(chatConversations.personId, personId), inArray(sql`lower(btrim(${chatConversations.leadData}->>'email'))`, emailKeys)))

  const bookingIds = bookingRows.map((row) => row.id)
  const inquiryIds = unique([...inquiryRows.map((row) => row.id), ...bookingRows.map((row) => row.inquiryId)])
  const conversationIds = unique([...conversationRows.map((row) => row.id), ...bookingRows.map((row) => row.conversationId)])
  const outboxRows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(messagesAbout({ emailKeys, inquiryIds, bookingIds, conversationIds }))
  return { person, emailKeys, inquiryIds, bookingIds, conversationIds, outboxIds: outboxRows.map((row) => row.id) }
}

/**
 * The outbox messages that name the person: sent to one of their addresses, or carrying one of their leads' ids or
 * their address in the payload (the business's notifications: `inquiryId`, `bookingId`, `conversationId`, `email`,
 * a chat lead's `lead.email`).
 */
function messagesAbout({ emailKeys, inquiryIds, bookingIds, conversationIds }: Omit<PersonRecords, 'person' | 'outboxIds'>): SQL {
  const payloadId = (key: string, ids: number[]) => inArray(sql`${outbox.payload}->>${key}`, ids.map(String))
  return or(
    inArray(emailKey(outbox.recipient), emailKeys),
    inArray(sql`lower(btrim(${outbox.payload}->>'email'))`, emailKeys),
    inArray(sql`lower(btrim(${outbox.payload}->'lead'->>'email'))`, emailKeys),
    payloadId('inquiryId', inquiryIds),
    payloadId('bookingId', bookingIds),
    payloadId('conversationId', conversationIds),
  )!
}

/** A column's address as the database matches people: trimmed and lower-cased. */
function emailKey(column: AnyPgColumn): SQL {
  return sql`lower(btrim(${column}))`
}

function unique(ids: readonly (number | null)[]): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))]
}
