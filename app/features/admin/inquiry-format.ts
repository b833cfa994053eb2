import type { InquiryWithBooking } from '../../../contract/admin-inquiries'
import { CONTACT_SERVICE_LABELS } from '../../../contract/contact-options'
import type { BadgeTone } from '~/components/ui/badge'
import { MELBOURNE_TIME_ZONE } from '../../../core/format'

const receivedFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: MELBOURNE_TIME_ZONE })

/**
 * When an inquiry arrived, in Melbourne time ('5 Mar 2026, 9:05 am'). Formatted by the loader on the
 * server, so the browser never re-formats it with a different locale library (a hydration mismatch).
 */
export function receivedLabel(createdAt: string): string {
  return receivedFormat.format(new Date(createdAt))
}

const SOURCE_LABELS: Record<string, string> = {
  home: 'Home page form',
  contact: 'Contact page form',
  booking: 'Consultation booking',
  api: 'Inquiry form',
}

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source
}

/** The contact form's service values by their names; a booking's free-text service as it is. */
export function serviceLabel(service: string | null): string | null {
  if (!service) return null
  return CONTACT_SERVICE_LABELS[service as keyof typeof CONTACT_SERVICE_LABELS] ?? service
}

const STATUS_TONES: Record<string, BadgeTone> = { new: 'primary', contacted: 'blue', qualified: 'purple', won: 'green', lost: 'gray', spam: 'red' }

export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status] ?? 'neutral'
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

const bookedDayFormat = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** A booking's Melbourne slot as words ('Thu, 3 Dec 2026, 10:30 AM'); the stored day is already a Melbourne date. */
export function bookingLabel(booking: InquiryWithBooking['booking']): string | null {
  if (!booking) return null
  return `${bookedDayFormat.format(new Date(`${booking.date}T00:00:00Z`))}, ${booking.time}`
}

export type ListedInquiry = InquiryWithBooking & { received: string; bookedFor: string | null }
