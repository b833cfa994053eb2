import { MELBOURNE_TIME_ZONE } from '../contract/melbourne-day'

export const MELBOURNE = MELBOURNE_TIME_ZONE

const timeFormatters = new Map<string, Intl.DateTimeFormat>()
const dayFormatters = new Map<string, Intl.DateTimeFormat>()

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { ...options, timeZone })
    cache.set(timeZone, formatter)
  }
  return formatter
}

/** '9:00 AM', as the slot labels are written, whatever spacing or case the runtime's ICU uses. */
export function wallClockTime(instant: Date, timeZone: string): string {
  const text = cached(timeFormatters, timeZone, { hour: 'numeric', minute: '2-digit', hour12: true }).format(instant)
  return text.replace(/\s+/g, ' ').replace(/\b(am|pm)\b/i, (half) => half.toUpperCase())
}

/** 'Sun 22 Nov': the calendar day of an instant in a zone. */
export function shortDay(instant: Date, timeZone: string): string {
  return cached(dayFormatters, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(instant).replace(',', '')
}

/** The browser's own zone, or undefined where Intl cannot tell (then no local times are shown). */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * What a Melbourne slot is on the visitor's clock ('2:00 PM Sun 22 Nov', or '2:00 PM Sun' where space is short), or undefined when their clock shows the same day
 * and time (then a second time would only be noise). The day is added when it differs, because
 * 9:00 AM in Melbourne is the evening before in much of the world.
 */
export function visitorLocalTime(startsAt: string, timeZone: string | undefined, day: 'date' | 'weekday' = 'date'): string | undefined {
  if (!timeZone || !isKnownZone(timeZone)) return undefined
  const instant = new Date(startsAt)
  if (Number.isNaN(instant.getTime())) return undefined
  const local = wallClockTime(instant, timeZone)
  const localDay = shortDay(instant, timeZone)
  const sameDay = localDay === shortDay(instant, MELBOURNE)
  if (sameDay && local === wallClockTime(instant, MELBOURNE)) return undefined
  if (sameDay) return local
  return day === 'date' ? `${local} ${localDay}` : `${local} ${localDay.split(' ')[0]}`
}

/** A readable name for the visitor's zone: 'Los Angeles' from 'America/Los_Angeles'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
}

/** Short weekday, day and month of a 'YYYY-MM-DD' calendar day, for the day picker. */
export function calendarDayParts(date: string): { weekday: string; day: string; month: string } | undefined {
  const part = calendarDayFormatter(date)
  return part && { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) }
}

/** 'Monday 23 November' for a 'YYYY-MM-DD' calendar day, as the offered days are labelled. */
export function calendarDayLabel(date: string): string | undefined {
  const part = calendarDayFormatter(date)
  // Assembled from parts, so the server's and the browser's ICU cannot differ in punctuation.
  return part && `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })}`
}

function calendarDayFormatter(date: string): ((options: Intl.DateTimeFormatOptions) => string) | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return undefined
  // Noon UTC keeps the calendar day the same when formatted as UTC.
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
  return (options) => new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'UTC' }).format(instant)
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone })
    return true
  } catch {
    return false
  }
}

/** 'AEDT' or 'AEST': which Melbourne clock an instant falls in, so the visitor knows which one we mean. */
export function melbourneZoneName(startsAt: string): string | undefined {
  const instant = new Date(startsAt)
  if (Number.isNaN(instant.getTime())) return undefined
  const part = new Intl.DateTimeFormat('en-AU', { timeZone: MELBOURNE, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')
  return part?.value
}

/**
 * 'Thursday 26 November 2026, 9:00 AM Melbourne time (AEDT)': a booking's day and time in words, assembled from
 * parts so the server's and the browser's ICU cannot differ in punctuation.
 */
export function melbourneWhen(booking: { date: string; time: string; startsAt: string }): string {
  const zone = melbourneZoneName(booking.startsAt)
  return `${longDay(booking.date)}, ${booking.time} Melbourne time${zone ? ` (${zone})` : ''}`
}

/** 'Thursday 26 November 2026' for a 'YYYY-MM-DD' calendar day; anything else as it is. */
export function longDay(date: string): string {
  const label = calendarDayLabel(date)
  return label ? `${label} ${date.slice(0, 4)}` : date
}
