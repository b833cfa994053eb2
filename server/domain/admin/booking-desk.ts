import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import {
  type AdminBooking,
  BOOKING_LIST_LIMIT,
  type BookingHistoryEntry,
  type BookingList,
  type BookingMark,
  type BookingScope,
} from '../../../contract/admin-bookings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { bookingEvents, bookings } from '../../db/schema/leads.ts'
import { type AuditActor, recordAudit } from './audit.ts'
import { decideMark, displayStatus, mergeHistory } from './booking-history.ts'

type BookingRow = typeof bookings.$inferSelect
type Reader = Database | Transaction

export type MarkOutcome = { kind: 'saved'; booking: AdminBooking } | { kind: 'not-found' } | { kind: 'conflict'; message: string }

/**
 * The owner's view of the consultations (issue 19 item 9): upcoming and past bookings with their
 * history, and marking a call completed or no-show once it has started (or undoing that). Each mark,
 * its booking_events row and its audit row commit together.
 */
export function createBookingDesk({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    /** Upcoming (not started yet) soonest first, or past most recent first; at most BOOKING_LIST_LIMIT. */
    async list(scope: BookingScope): Promise<BookingList> {
      const upcoming = scope === 'upcoming'
      const rows = await db
        .select()
        .from(bookings)
        .where(upcoming ? gte(bookings.startsAt, now()) : lt(bookings.startsAt, now()))
        .orderBy(...(upcoming ? [asc(bookings.startsAt), asc(bookings.id)] : [desc(bookings.startsAt), desc(bookings.id)]))
        .limit(BOOKING_LIST_LIMIT + 1)
      const listed = rows.slice(0, BOOKING_LIST_LIMIT)
      return { bookings: await withHistories(db, listed), more: rows.length > BOOKING_LIST_LIMIT }
    },

    async find(id: number): Promise<AdminBooking | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      return row ? (await withHistories(db, [row]))[0] : undefined
    },

    async mark(actor: AuditActor, id: number, next: BookingMark): Promise<MarkOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
        if (!row) return { kind: 'not-found' }
        const decision = decideMark(row, next, now())
        if ('reason' in decision) return { kind: 'conflict', message: decision.message }
        const [before] = await withHistories(tx, [row])
        if (!decision.change) return { kind: 'saved', booking: before! }
        const [updated] = await tx.update(bookings).set({ status: next }).where(eq(bookings.id, id)).returning()
        // An undo has no booking_events kind: the audit row below is its record, and the history reads it from there.
        if (next !== 'confirmed') await tx.insert(bookingEvents).values({ bookingId: id, kind: next, actor: 'owner' })
        const [after] = await withHistories(tx, [updated!])
        await recordAudit(tx, { actor, action: 'update', entity: 'bookings', entityId: id, before: withoutHistory(before!), after: withoutHistory(after!) })
        // Read again: an undo's history entry is the audit row just written.
        const [answer] = next === 'confirmed' ? await withHistories(tx, [updated!]) : [after!]
        return { kind: 'saved', booking: answer! }
      })
    },
  }
}

export type BookingDesk = ReturnType<typeof createBookingDesk>

function withoutHistory({ history: _history, ...facts }: AdminBooking): Omit<AdminBooking, 'history'> {
  return facts
}

/** The rows in their admin shape, each with its history (two queries for the whole list). */
export async function withHistories(db: Reader, rows: readonly BookingRow[]): Promise<AdminBooking[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [events, reopenings] = await Promise.all([
    db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids)).orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id)),
    db
      .select({ bookingId: auditLog.entityId, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bookings'), inArray(auditLog.entityId, ids), eq(auditLog.action, 'update'), sql`${auditLog.after}->>'status' = 'confirmed'`))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
  ])
  return rows.map((row) => {
    const history = mergeHistory(
      events.filter((event) => event.bookingId === row.id).map(toHistoryEntry),
      reopenings.filter((entry) => entry.bookingId === row.id).map((entry) => reopened(entry.createdAt)),
    )
    return toAdminBooking(row, history)
  })
}

function toHistoryEntry(event: typeof bookingEvents.$inferSelect): BookingHistoryEntry {
  return {
    kind: event.kind as BookingHistoryEntry['kind'],
    actor: event.actor as BookingHistoryEntry['actor'],
    fromDate: event.fromDate,
    fromTime: event.fromTime,
    toDate: event.toDate,
    toTime: event.toTime,
    reason: event.reason,
    at: event.createdAt.toISOString(),
  }
}

function reopened(at: Date): BookingHistoryEntry {
  return { kind: 'reopened', actor: 'owner', fromDate: null, fromTime: null, toDate: null, toTime: null, reason: null, at: at.toISOString() }
}

function toAdminBooking(row: BookingRow, history: BookingHistoryEntry[]): AdminBooking {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    startsAt: row.startsAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    service: row.service,
    message: row.message,
    promoCode: row.promoCode,
    status: row.status as AdminBooking['status'],
    displayStatus: displayStatus(row, history),
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    inquiryId: row.inquiryId,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    history,
  }
}
