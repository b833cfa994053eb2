import type { ManagedBooking } from '../../../contract/manage-booking'
import { melbourneZoneName } from './local-time'

/** A booking's manage page: the link in the visitor's emails. */
export const managePath = (token: string) => `/booking/${token}`

/** The page's steps, in its address so they work without JavaScript: the booking, then a new time or a cancel. */
export type ManageStep = 'view' | 'reschedule' | 'cancel'
export const STEP_PARAM = 'step'
/** Set by the redirect after a change, so the page says what just happened. */
export const DONE_PARAM = 'done'

export function stepOf(value: string | null): ManageStep {
  return value === 'reschedule' || value === 'cancel' ? value : 'view'
}

export const stepPath = (token: string, step: ManageStep) => (step === 'view' ? managePath(token) : `${managePath(token)}?${STEP_PARAM}=${step}`)

/** What the page's action answers when it did not redirect: the form shows it beside its fields. */
export type ManagePageAnswer =
  | { kind: 'invalid'; fields: Partial<Record<'slot' | 'reason', string>>; values: { slot?: string; reason?: string } }
  | { kind: 'slot-taken'; message: string; values: { slot?: string } }
  | { kind: 'rate-limited'; message: string; values: { slot?: string; reason?: string } }
  | { kind: 'failed' }

/**
 * 'Thursday 26 November 2026, 9:00 AM Melbourne time (AEDT)': a booking's day and time in words, assembled from
 * parts so the server's and the browser's ICU cannot differ in punctuation.
 */
export function melbourneWhen(booking: Pick<ManagedBooking, 'date' | 'time' | 'startsAt'>): string {
  const zone = melbourneZoneName(booking.startsAt)
  return `${longDay(booking.date)}, ${booking.time} Melbourne time${zone ? ` (${zone})` : ''}`
}

/** 'Thursday 26 November 2026' for a 'YYYY-MM-DD' calendar day. */
export function longDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  // Noon UTC keeps the calendar day the same when formatted as UTC.
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'UTC' }).format(instant)
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`
}

/** Titles a name may start with ('Dr Priya Nair'): a greeting uses the name after them. */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'professor', 'sir', 'dame', 'rev', 'reverend', 'fr', 'sr'])

/** Who the page greets: the first name of the booking's name, never a title ('Dr Priya Nair' is greeted as Priya). */
export function greetingName(name: string): string | undefined {
  return name
    .trim()
    .split(/\s+/)
    .find((word) => word !== '' && !TITLES.has(word.toLowerCase().replace(/\.$/, '')))
}
