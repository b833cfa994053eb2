import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { bookings, outbox } from '../../db/schema/leads.ts'
import type { OutboxMessage } from '../notify/outbox.ts'

/** The owner's copy of a booking's pre-call brief (issue 20 item 6), due an hour before the call. */
export const BRIEF_KIND = 'booking.brief'
export const BRIEF_LEAD_MS = 60 * 60_000

/**
 * The brief to queue for a booking made or moved at `now`: due an hour before the call, or at once when the call is
 * already less than an hour away (a late brief still helps the consultant; the booking rules' notice usually keeps
 * this from happening), none once the call has started. The payload holds only the booking and the time it was
 * planned for: the brief itself is composed from live data when it is sent.
 */
export function plannedBrief(booking: { bookingId: number; startsAt: Date; name: string; date: string; time: string }, recipient: string, now: Date): (OutboxMessage & { nextAttemptAt: Date })[] {
  if (booking.startsAt.getTime() <= now.getTime()) return []
  const due = new Date(Math.max(booking.startsAt.getTime() - BRIEF_LEAD_MS, now.getTime()))
  return [
    {
      kind: BRIEF_KIND,
      recipient,
      subject: `Pre-call brief: ${booking.name}, ${booking.date} ${booking.time}`,
      payload: { bookingId: booking.bookingId, startsAt: booking.startsAt.toISOString() },
      nextAttemptAt: due,
    },
  ]
}

/** Why a due brief is not sent, or null to send it: the booking is gone, no longer confirmed, or has moved since. */
export function briefSkipReason(payloadStartsAt: unknown, booking: { status: string; startsAt: Date } | undefined): string | null {
  if (!booking) return 'The booking no longer exists'
  if (booking.status !== 'confirmed') return `The booking is ${booking.status.replace('_', '-')}`
  if (typeof payloadStartsAt !== 'string' || new Date(payloadStartsAt).getTime() !== booking.startsAt.getTime()) return 'The booking has moved'
  return null
}

/** The worker's question for a due brief, answered in its transaction. */
export async function dueBriefSkipReason(tx: Transaction, payload: Record<string, unknown>): Promise<string | null> {
  const bookingId = Number(payload.bookingId)
  if (!Number.isSafeInteger(bookingId)) return 'The brief names no booking'
  const [booking] = await tx.select({ status: bookings.status, startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.id, bookingId))
  return briefSkipReason(payload.startsAt, booking)
}

/** A booking's brief still waiting, marked skipped at once when the booking moves or is cancelled. */
export async function skipPendingBriefs(tx: Transaction, bookingId: number, reason: string): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: 'skipped', lastError: reason })
    .where(and(eq(outbox.kind, BRIEF_KIND), eq(outbox.status, 'pending'), sql`${outbox.payload} ->> 'bookingId' = ${String(bookingId)}`))
}
