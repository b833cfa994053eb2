import { asc, getTableColumns, inArray } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { strToU8, zipSync } from 'fflate'
import type { Database } from '../../db/client.ts'
import { bookingEvents, bookings, chatConversations, contactInquiries, outbox } from '../../db/schema/leads.ts'
import { people, personActivities, personEmailAliases } from '../../db/schema/people.ts'
import { type CsvCell, toCsv } from '../admin/csv.ts'
import { findPersonRecords } from './person-records.ts'

type Row = Record<string, unknown>

/** The file name of an export made at `at`: `person-12-2026-11-26`, plus `.json` or `.zip`. */
export function exportBaseName(personId: number, at: Date): string {
  return `person-${personId}-${at.toISOString().slice(0, 10)}`
}

/**
 * Everything held about a person (issue 20 item 7): the person, their activities and merged addresses, every
 * inquiry (spam sent with their address too, with its source and ROI calculation), booking with its events, chat
 * conversation with its messages and lead data, and the emails addressed to them or about their leads. The manage
 * link's token (and its hash) are left out: they are a key to the booking, not information about the person.
 */
export type PersonExport = {
  exportedAt: string
  person: Row
  activities: Row[]
  emailAliases: Row[]
  inquiries: Row[]
  bookings: (Row & { events: Row[] })[]
  chatConversations: Row[]
  emails: Row[]
}

export function createPersonExport({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    /** The person's data, or undefined when there is no such person. */
    async gather(personId: number): Promise<PersonExport | undefined> {
      // One snapshot (repeatable read): a lead written while the export reads is either wholly in it or not at all.
      return db.transaction(async (tx) => {
        const records = await findPersonRecords(tx, personId)
        if (!records) return undefined
        // One after another: a transaction is one connection, which runs one query at a time.
        const activities = await tx.select().from(personActivities).where(inArray(personActivities.personId, [personId])).orderBy(asc(personActivities.createdAt), asc(personActivities.id))
        const emailAliases = await tx.select().from(personEmailAliases).where(inArray(personEmailAliases.personId, [personId])).orderBy(asc(personEmailAliases.createdAt))
        const inquiries = await tx.select().from(contactInquiries).where(inArray(contactInquiries.id, records.inquiryIds)).orderBy(asc(contactInquiries.createdAt), asc(contactInquiries.id))
        const bookingRows = await tx.select().from(bookings).where(inArray(bookings.id, records.bookingIds)).orderBy(asc(bookings.startsAt), asc(bookings.id))
        const events = await tx.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, records.bookingIds)).orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id))
        const conversations = await tx.select().from(chatConversations).where(inArray(chatConversations.id, records.conversationIds)).orderBy(asc(chatConversations.createdAt), asc(chatConversations.id))
        const emails = await tx.select().from(outbox).where(inArray(outbox.id, records.outboxIds)).orderBy(asc(outbox.createdAt), asc(outbox.id))
        return {
          exportedAt: now().toISOString(),
          person: plain(records.person),
          activities: activities.map(plain),
          emailAliases: emailAliases.map(plain),
          inquiries: inquiries.map(plain),
          bookings: bookingRows.map(({ manageTokenHash: _hash, ...booking }) => ({
            ...plain(booking),
            events: events.filter((event) => event.bookingId === booking.id).map(plain),
          })),
          chatConversations: conversations.map(plain),
          emails: emails.map(({ payload: { manageToken: _token, ...payload }, ...email }) => plain({ ...email, payload })),
        }
      }, { isolationLevel: 'repeatable read', accessMode: 'read only' })
    },
  }
}

export type PersonExporter = ReturnType<typeof createPersonExport>

/** The export as pretty-printed JSON. */
export function exportJson(data: PersonExport): string {
  return `${JSON.stringify(data, null, 2)}\n`
}

/** A zip of the JSON and one CSV per table (chat messages one per row), for a spreadsheet. */
export function exportZip(data: PersonExport, baseName: string): Uint8Array {
  const files: Record<string, Uint8Array> = { [`${baseName}.json`]: strToU8(exportJson(data)) }
  for (const [name, csv] of Object.entries(exportCsvFiles(data))) files[`${baseName}/${name}.csv`] = strToU8(csv)
  return zipSync(files)
}

/** One CSV per table, named after it; a table with no rows still has its header. */
export function exportCsvFiles(data: PersonExport): Record<string, string> {
  const messages = data.chatConversations.flatMap((conversation) =>
    (Array.isArray(conversation.messages) ? (conversation.messages as Row[]) : []).map((message, index) => ({ conversationId: conversation.id, index, ...message })),
  )
  return {
    people: table(columnsOf(people), [data.person]),
    person_activities: table(columnsOf(personActivities), data.activities),
    person_email_aliases: table(columnsOf(personEmailAliases), data.emailAliases),
    contact_inquiries: table(columnsOf(contactInquiries), data.inquiries),
    bookings: table(
      columnsOf(bookings).filter((column) => column !== 'manageTokenHash'),
      data.bookings.map(({ events: _events, ...booking }) => booking),
    ),
    booking_events: table(
      columnsOf(bookingEvents),
      data.bookings.flatMap((booking) => booking.events),
    ),
    chat_conversations: table(columnsOf(chatConversations), data.chatConversations),
    chat_messages: table(['conversationId', 'index', 'role', 'content', 'timestamp', 'booking'], messages),
    outbox: table(columnsOf(outbox), data.emails),
  }
}

function table(header: readonly string[], rows: readonly Row[]): string {
  return toCsv(
    header,
    rows.map((row) => header.map((column) => cell(row[column]))),
  )
}

function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number') return value
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return JSON.stringify(value)
}

function columnsOf(tableOf: PgTable): string[] {
  return Object.keys(getTableColumns(tableOf))
}

/** A row with its instants as ISO text, as the JSON and the CSV both show them. */
function plain(row: object): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]))
}
