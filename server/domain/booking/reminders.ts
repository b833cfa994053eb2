import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { bookings, outbox } from '../../db/schema/leads.ts'
import type { OutboxMessage } from '../notify/outbox.ts'

/** The reminders a confirmed booking gets, by how long before the call each is due. */
export const REMINDER_LEADS = { '24h': 24 * 60 * 60_000, '1h': 60 * 60_000 } as const
export type ReminderLead = keyof typeof REMINDER_LEADS

export const REMINDER_KIND = 'booking.reminder'

const REMINDER_SUBJECTS: Record<ReminderLead, string> = {
  '24h': 'Reminder: your free consultation is tomorrow',
  '1h': 'Reminder: your free consultation starts in an hour',
}

/** What a reminder is about: the booking as it is when the reminder is planned. */
export type RemindedBooking = { bookingId: number; date: string; time: string; startsAt: Date; service: string; email: string; manageToken: string }

/**
 * The reminders to queue for a booking made or moved at `now`: one per lead whose moment is still ahead. A booking
 * made inside a reminder's window never gets that one (booked 5 hours ahead: only the 1-hour reminder).
 */
export function plannedReminders(booking: RemindedBooking, now: Date): (OutboxMessage & { nextAttemptAt: Date })[] {
  return (Object.keys(REMINDER_LEADS) as ReminderLead[]).flatMap((lead) => {
    const due = new Date(booking.startsAt.getTime() - REMINDER_LEADS[lead])
    if (due.getTime() <= now.getTime()) return []
    const { startsAt, ...facts } = booking
    return [
      {
        kind: REMINDER_KIND,
        recipient: booking.email,
        subject: REMINDER_SUBJECTS[lead],
        payload: { ...facts, startsAt: startsAt.toISOString(), lead },
        nextAttemptAt: due,
      },
    ]
  })
}

/** What the worker knows when a reminder falls due: the booking now, and how its confirmation to the visitor went. */
export type ReminderFacts = {
  payloadStartsAt: unknown
  booking: { status: string; startsAt: Date } | undefined
  /** The outbox status of the booking's 'booking.visitor' confirmation; undefined when there is none. */
  confirmation: string | undefined
}

/**
 * Why a due reminder is not sent, or null to send it: the booking is gone or no longer confirmed, it has moved
 * since the reminder was planned, or its confirmation never went out (failed, still waiting, or suppressed under the
 * daily cap that applied before booking emails had their own), so the address never agreed to hear about it.
 */
export function reminderSkipReason({ payloadStartsAt, booking, confirmation }: ReminderFacts): string | null {
  if (!booking) return 'The booking no longer exists'
  if (booking.status !== 'confirmed') return `The booking is ${booking.status.replace('_', '-')}`
  if (typeof payloadStartsAt !== 'string' || new Date(payloadStartsAt).getTime() !== booking.startsAt.getTime()) return 'The booking has moved'
  if (confirmation !== 'sent') return `The booking's confirmation was ${confirmation === undefined ? 'never queued' : `not sent (${confirmation})`}`
  return null
}

/** The worker's question for a due reminder, answered from the database in its transaction. */
export async function dueReminderSkipReason(tx: Transaction, payload: Record<string, unknown>): Promise<string | null> {
  const bookingId = Number(payload.bookingId)
  if (!Number.isSafeInteger(bookingId)) return 'The reminder names no booking'
  const [booking] = await tx.select({ status: bookings.status, startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.id, bookingId))
  const [confirmation] = await tx
    .select({ status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.kind, 'booking.visitor'), sql`${outbox.payload} ->> 'bookingId' = ${String(bookingId)}`))
    .limit(1)
  return reminderSkipReason({ payloadStartsAt: payload.startsAt, booking, confirmation: confirmation?.status })
}

/** A manage link's token kept in a payload only until its message is sent, suppressed, skipped or given up on. */
export const payloadWithoutManageToken = sql`${outbox.payload} - 'manageToken'`

/**
 * A booking's reminders still waiting, marked skipped at once when it moves or is cancelled (the worker would skip
 * them when due anyway; this drops their copy of the token now).
 */
export async function skipPendingReminders(tx: Transaction, bookingId: number, reason: string): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: 'skipped', lastError: reason, payload: payloadWithoutManageToken })
    .where(and(eq(outbox.kind, REMINDER_KIND), eq(outbox.status, 'pending'), sql`${outbox.payload} ->> 'bookingId' = ${String(bookingId)}`))
}
