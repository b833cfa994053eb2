import type { AdminConversation } from '../../../../contract/admin-chat'

type ChatBooking = AdminConversation['bookings'][number]

const DAY = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
const STATUS_NOTES: Record<string, string> = { cancelled: ' (cancelled)', completed: ' (completed)', no_show: ' (no-show)' }

/** 'Thu 26 Nov' for a 'YYYY-MM-DD' calendar date (assembled from parts so no ICU punctuation varies). */
export function shortDay(date: string): string {
  const parts = DAY.formatToParts(new Date(`${date}T00:00:00Z`))
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
  return `${value('weekday')} ${value('day')} ${value('month')}`
}

/** 'Booked a consultation: Thu 26 Nov, 10:30 AM', with the booking's state when it is no longer upcoming. */
export function chatBookingLabel(booking: ChatBooking): string {
  return `Booked a consultation: ${shortDay(booking.date)}, ${booking.time}${STATUS_NOTES[booking.status] ?? ''}`
}

/** The Bookings tab, opened on this booking. */
export const bookingHref = (booking: Pick<ChatBooking, 'id'>) => `/admin?tab=bookings&booking=${booking.id}`
