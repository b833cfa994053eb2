import type { BookingDisplayStatus, BookingHistoryEntry, BookingMark } from '../../../contract/admin-bookings.ts'

type StoredStatus = 'confirmed' | 'cancelled' | 'completed' | 'no_show'

/**
 * The state the Bookings tab shows: the stored status, except that a confirmed booking reads
 * 'rescheduled' once it has moved (its invitation SEQUENCE raised, or a 'rescheduled' event in its history).
 */
export function displayStatus(booking: { status: string; sequence: number }, history: readonly Pick<BookingHistoryEntry, 'kind'>[]): BookingDisplayStatus {
  if (booking.status !== 'confirmed') return booking.status as Exclude<StoredStatus, 'confirmed'>
  return booking.sequence > 0 || history.some((entry) => entry.kind === 'rescheduled') ? 'rescheduled' : 'booked'
}

/** The booking_events rows and the owner's undos (from the audit log) as one history, oldest first. */
export function mergeHistory(events: readonly BookingHistoryEntry[], reopenings: readonly BookingHistoryEntry[]): BookingHistoryEntry[] {
  return [...events, ...reopenings].sort((a, b) => a.at.localeCompare(b.at))
}

export type MarkRefusal = { reason: 'conflict'; message: string }
export type MarkDecision = { change: true } | { change: false } | MarkRefusal

/**
 * Whether the owner may set a booking to `next` now: completed and no-show only for a call whose start
 * has passed and that was not cancelled; back to confirmed only from completed or no-show (an undo).
 * Setting the status it already has changes nothing.
 */
export function decideMark(booking: { status: string; startsAt: Date }, next: BookingMark, now: Date): MarkDecision {
  if (booking.status === next) return { change: false }
  if (booking.status === 'cancelled') return { reason: 'conflict', message: 'This booking was cancelled, so it cannot be marked.' }
  if (next === 'confirmed') return { change: true }
  if (booking.startsAt.getTime() > now.getTime()) {
    return { reason: 'conflict', message: `This call has not started yet, so it cannot be marked ${next === 'completed' ? 'completed' : 'no-show'}.` }
  }
  return { change: true }
}
