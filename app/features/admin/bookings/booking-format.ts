import type { BadgeTone } from '~/components/ui/badge'
import type { AdminBooking, BookingDisplayStatus, BookingHistoryEntry } from '../../../../contract/admin-bookings'
import { receivedLabel } from '../inquiry-format'

// The stored day is already a Melbourne calendar day: it is read as UTC so no zone moves it.
const slotDayFormat = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
const slotYearFormat = new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone: 'UTC' })

/**
 * A Melbourne slot in words: 'Thu 26 Nov, 9:00 AM', with the year when it is not `thisYear`
 * ('Mon 2 Mar 2026, 9:00 AM'). en-AU writes 'Thu, 26 Nov'; the comma after the weekday is dropped.
 */
export function slotLabel(date: string, time: string, thisYear?: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  const words = slotDayFormat.format(day).replace(',', '')
  const year = Number(slotYearFormat.format(day))
  return `${thisYear === undefined || year === thisYear ? words : `${words} ${year}`}, ${time}`
}

const STATUS_LABELS: Record<BookingDisplayStatus, string> = { booked: 'Booked', rescheduled: 'Rescheduled', cancelled: 'Cancelled', completed: 'Completed', no_show: 'No-show' }
const STATUS_TONES: Record<BookingDisplayStatus, BadgeTone> = { booked: 'primary', rescheduled: 'purple', cancelled: 'gray', completed: 'green', no_show: 'orange' }

export function bookingStatusLabel(status: BookingDisplayStatus): string {
  return STATUS_LABELS[status]
}

export function bookingStatusTone(status: BookingDisplayStatus): BadgeTone {
  return STATUS_TONES[status]
}

const ACTORS: Record<BookingHistoryEntry['actor'], string> = { visitor: 'the visitor', owner: 'you', chat: 'the chat assistant' }

/**
 * One history entry as a sentence: 'Booked by the visitor for Thu 26 Nov, 9:00 AM', 'Rescheduled from
 * Wed 25 Nov, 3:00 PM to Thu 26 Nov, 9:00 AM by the visitor', 'Cancelled by the visitor: <reason>'.
 */
export function historySentence(entry: BookingHistoryEntry, thisYear?: number): string {
  const by = ACTORS[entry.actor]
  const slot = (date: string | null, time: string | null) => (date && time ? slotLabel(date, time, thisYear) : null)
  const from = slot(entry.fromDate, entry.fromTime)
  const to = slot(entry.toDate, entry.toTime)
  switch (entry.kind) {
    case 'booked':
      return to ? `Booked by ${by} for ${to}` : `Booked by ${by}`
    case 'rescheduled':
      return from && to ? `Rescheduled from ${from} to ${to} by ${by}` : `Rescheduled by ${by}`
    case 'cancelled':
      return entry.reason?.trim() ? `Cancelled by ${by}: ${entry.reason.trim()}` : `Cancelled by ${by} (no reason given)`
    case 'completed':
      return `Marked completed by ${by}`
    case 'no_show':
      return `Marked no-show by ${by}`
    case 'reopened':
      return `Set back to booked by ${by}`
  }
}

/** When a history entry happened, in Melbourne time ('20 Nov 2026, 3:05 pm'). */
export function historyTime(entry: BookingHistoryEntry): string {
  return receivedLabel(entry.at)
}

/** The owner's marks: after the call, completed or no-show; an undo only for those two. */
export function availableMarks(booking: Pick<AdminBooking, 'status' | 'startsAt'>, now: Date): ('completed' | 'no_show' | 'confirmed')[] {
  if (booking.status === 'completed' || booking.status === 'no_show') return ['confirmed']
  if (booking.status === 'confirmed' && new Date(booking.startsAt).getTime() <= now.getTime()) return ['completed', 'no_show']
  return []
}

/** An upcoming call that still stands has a pre-call brief to read (issue 20 item 6). */
export function hasPreCallBrief(booking: Pick<AdminBooking, 'status' | 'startsAt'>, now: Date): boolean {
  return booking.status === 'confirmed' && new Date(booking.startsAt).getTime() > now.getTime()
}
