import { eq, sql } from 'drizzle-orm'
import { type GoneReason, type ManagedBooking, manageBookingMessages } from '../../../contract/manage-booking.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { bookingEvents, bookings } from '../../db/schema/leads.ts'
import { businessAddress } from '../leads/inquiries.ts'
import { enqueueMessages } from '../notify/outbox.ts'
import type { OpsEvents } from '../ops/ops-events.ts'
import { SLOT_TAKEN_MESSAGE, type BookingService } from './bookings.ts'
import { isManageTokenShape, manageLink, manageTokenHash } from './manage-token.ts'
import type { Sender } from '../notify/emails/content.ts'
import { bookingInvite } from '../notify/emails/invite.ts'
import { plannedReminders, skipPendingReminders } from './reminders.ts'
import { plannedBrief, skipPendingBriefs } from '../people/brief-email.ts'
import type { SlotRejection } from './slots.ts'

type BookingRow = typeof bookings.$inferSelect

export type ManageLookup =
  | { kind: 'open'; booking: ManagedBooking }
  | { kind: 'gone'; why: GoneReason; booking: ManagedBooking }
  | { kind: 'not-found' }

export type RescheduleOutcome =
  | { kind: 'rescheduled'; booking: ManagedBooking }
  | Exclude<ManageLookup, { kind: 'open' }>
  | { kind: 'same-slot'; message: string }
  | { kind: 'slot-refused'; reason: SlotRejection; message: string }
  | { kind: 'slot-taken'; message: string }

export type CancelOutcome = { kind: 'cancelled'; booking: ManagedBooking } | Exclude<ManageLookup, { kind: 'open' }>

/**
 * Whether a booking's link may still change it at `now`: a cancelled booking (or one the owner closed as completed or
 * no-show) is gone, and so is one whose call has started: a call in the past cannot be moved or cancelled.
 */
export function manageVerdict(booking: Pick<BookingRow, 'status' | 'startsAt'>, now: Date): { open: true } | { open: false; why: GoneReason } {
  if (booking.status === 'cancelled') return { open: false, why: 'cancelled' }
  if (booking.status !== 'confirmed' || booking.startsAt.getTime() <= now.getTime()) return { open: false, why: 'past' }
  return { open: true }
}

export function managedBooking(row: Pick<BookingRow, 'date' | 'time' | 'startsAt' | 'service' | 'status' | 'name'>): ManagedBooking {
  return { date: row.date, time: row.time, startsAt: row.startsAt.toISOString(), service: row.service, status: row.status as ManagedBooking['status'], name: row.name }
}

function lookup(row: BookingRow | undefined, now: Date): ManageLookup {
  if (!row) return { kind: 'not-found' }
  const verdict = manageVerdict(row, now)
  return verdict.open ? { kind: 'open', booking: managedBooking(row) } : { kind: 'gone', why: verdict.why, booking: managedBooking(row) }
}

/**
 * What a visitor does with their booking's manage link: see it, move it to another free slot, or cancel it. The
 * link's token is the credential; only its hash is looked up. Each change is one transaction on the booking's row,
 * locked FOR UPDATE so a cancel and a reschedule of one booking never interleave: the booking, its history, the
 * visitor's updated invitation, the owner's notice and the reminders change together or not at all.
 */
export function createManageBooking({
  db,
  bookings: bookingService,
  notifyEmail,
  sender,
  events,
  now = () => new Date(),
}: {
  db: Database
  bookings: Pick<BookingService, 'checkRequestedSlot'>
  notifyEmail?: string
  /** Who the calendar file is from (the business's current name and address) and the site its links point to. */
  sender: () => Promise<Sender>
  /** Told of each move and cancellation once its transaction committed. */
  events?: OpsEvents
  now?: () => Date
}) {
  async function findRow(executor: Database | Transaction, token: string, { lock = false } = {}): Promise<BookingRow | undefined> {
    if (!isManageTokenShape(token)) return undefined
    const query = executor.select().from(bookings).where(eq(bookings.manageTokenHash, manageTokenHash(token)))
    const [row] = lock ? await query.for('update') : await query
    return row
  }

  return {
    async find(token: string): Promise<ManageLookup> {
      return lookup(await findRow(db, token), now())
    },

    /**
     * The booking as a calendar file (PUBLISH, the booking's own UID and sequence), for the link's holder to add to
     * any calendar at once; the emailed invitation, when it arrives, updates the same event. Only while the booking
     * is open: a cancelled or past call has nothing to add.
     */
    async invite(token: string): Promise<string | undefined> {
      const row = await findRow(db, token)
      if (!row || !manageVerdict(row, now()).open) return undefined
      const identity = await sender()
      return bookingInvite({ bookingId: row.id, startsAt: row.startsAt, email: row.email, sequence: row.sequence, manageLink: manageLink(identity.publicUrl, token) }, identity, 'publish')[0]?.content
    },

    async reschedule(token: string, to: { date: string; time: string }): Promise<RescheduleOutcome> {
      const current = lookup(await findRow(db, token), now())
      if (current.kind !== 'open') return current
      if (current.booking.date === to.date && current.booking.time === to.time) return { kind: 'same-slot', message: manageBookingMessages.sameSlot }
      // The same rules as a new booking; whether the slot is free is the unique index's answer.
      const slot = await bookingService.checkRequestedSlot(to.date, to.time)
      if (!slot.ok) return { kind: 'slot-refused', reason: slot.reason, message: slot.message }
      try {
        const outcome = await db.transaction(async (tx): Promise<RescheduleOutcome> => {
          const row = await findRow(tx, token, { lock: true })
          const locked = lookup(row, now())
          if (locked.kind !== 'open') return locked
          if (!row) return { kind: 'not-found' }
          if (row.date === to.date && row.time === to.time) return { kind: 'same-slot', message: manageBookingMessages.sameSlot }
          const [moved] = await tx
            .update(bookings)
            .set({ date: to.date, time: to.time, startsAt: slot.startsAt, sequence: sql`${bookings.sequence} + 1`, updatedAt: now() })
            .where(eq(bookings.id, row.id))
            .returning()
          await tx.insert(bookingEvents).values({ bookingId: row.id, kind: 'rescheduled', actor: 'visitor', fromDate: row.date, fromTime: row.time, toDate: to.date, toTime: to.time })
          await skipPendingReminders(tx, row.id, 'The booking has moved')
          await skipPendingBriefs(tx, row.id, 'The booking has moved')
          const owner = await businessAddress(tx, notifyEmail)
          const when = { date: moved!.date, time: moved!.time, startsAt: moved!.startsAt.toISOString() }
          const previous = { previousDate: row.date, previousTime: row.time }
          await enqueueMessages(tx, [
            {
              kind: 'booking.visitor-rescheduled',
              recipient: row.email,
              subject: 'Your free consultation has moved',
              payload: { bookingId: row.id, ...when, ...previous, previousStartsAt: row.startsAt.toISOString(), service: row.service, email: row.email, sequence: moved!.sequence, manageToken: token },
            },
            {
              kind: 'booking.business-rescheduled',
              recipient: owner,
              subject: `Consultation moved: ${row.name}, ${to.date} ${to.time}`,
              payload: { bookingId: row.id, name: row.name, email: row.email, phone: row.phone, company: row.company ?? undefined, ...previous, ...when, actor: 'visitor' },
            },
            ...plannedReminders({ bookingId: row.id, date: to.date, time: to.time, startsAt: slot.startsAt, service: row.service, email: row.email, manageToken: token }, now()),
            ...plannedBrief({ bookingId: row.id, startsAt: slot.startsAt, name: row.name, date: to.date, time: to.time }, owner, now()),
          ])
          return { kind: 'rescheduled', booking: managedBooking(moved!) }
        })
        if (outcome.kind === 'rescheduled') events?.emit('bookingChanged', { change: 'rescheduled', actor: 'visitor', at: now() })
        return outcome
      } catch (error) {
        // Another booking (or another reschedule) took the slot first: this transaction changed nothing.
        if (isUniqueViolation(error, 'bookings_slot_unique')) return { kind: 'slot-taken', message: SLOT_TAKEN_MESSAGE }
        throw error
      }
    },

    async cancel(token: string, { reason }: { reason?: string } = {}): Promise<CancelOutcome> {
      if (!isManageTokenShape(token)) return { kind: 'not-found' }
      const outcome = await db.transaction(async (tx): Promise<CancelOutcome> => {
        const row = await findRow(tx, token, { lock: true })
        const locked = lookup(row, now())
        if (locked.kind !== 'open') return locked
        if (!row) return { kind: 'not-found' }
        const at = now()
        const [cancelled] = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason ?? null, sequence: sql`${bookings.sequence} + 1`, updatedAt: at })
          .where(eq(bookings.id, row.id))
          .returning()
        await tx.insert(bookingEvents).values({ bookingId: row.id, kind: 'cancelled', actor: 'visitor', fromDate: row.date, fromTime: row.time, reason: reason ?? null })
        await skipPendingReminders(tx, row.id, 'The booking was cancelled')
        await skipPendingBriefs(tx, row.id, 'The booking was cancelled')
        const when = { date: row.date, time: row.time, startsAt: row.startsAt.toISOString() }
        await enqueueMessages(tx, [
          {
            kind: 'booking.visitor-cancelled',
            recipient: row.email,
            subject: 'Your free consultation is cancelled',
            payload: { bookingId: row.id, ...when, service: row.service, email: row.email, sequence: cancelled!.sequence },
          },
          {
            kind: 'booking.business-cancelled',
            recipient: await businessAddress(tx, notifyEmail),
            subject: `Consultation cancelled: ${row.name}, ${row.date} ${row.time}`,
            payload: { bookingId: row.id, name: row.name, email: row.email, phone: row.phone, company: row.company ?? undefined, ...when, reason, actor: 'visitor' },
          },
        ])
        return { kind: 'cancelled', booking: managedBooking(cancelled!) }
      })
      if (outcome.kind === 'cancelled') events?.emit('bookingChanged', { change: 'cancelled', actor: 'visitor', at: now() })
      return outcome
    },
  }
}

export type ManageBooking = ReturnType<typeof createManageBooking>
