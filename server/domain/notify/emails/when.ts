import { MELBOURNE_TIME_ZONE, melbourneWallTime } from '../../../../contract/melbourne-day.ts'

/*
 * Consultation times in words, as people say them in Melbourne: "Thursday 26 November 2026, 9:00 AM
 * Melbourne time (AEDT)". The zone's abbreviation (AEDT in summer, AEST in winter) comes from the
 * runtime's time zone data, so a reader elsewhere knows which offset is meant.
 */
const inWords = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: MELBOURNE_TIME_ZONE,
  timeZoneName: 'short',
})

/** "Thursday 26 November 2026, 9:00 AM Melbourne time (AEDT)" for an instant. */
export function melbourneTimeInWords(instant: Date): string {
  const part = Object.fromEntries(inWords.formatToParts(instant).map(({ type, value }) => [type, value])) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()} Melbourne time (${part.timeZoneName})`
}

/**
 * The instant a booking starts: the payload's startsAt when it is one, else its Melbourne day and time
 * label ("2026-11-26", "9:00 AM"); undefined when neither names a moment.
 */
export function bookingInstant(startsAt: unknown, date?: unknown, time?: unknown): Date | undefined {
  if (typeof startsAt === 'string' || startsAt instanceof Date) {
    const instant = new Date(startsAt)
    if (!Number.isNaN(instant.getTime())) return instant
  }
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof time !== 'string') return undefined
  const clock = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)
  if (!clock) return undefined
  const hour = (Number(clock[1]) % 12) + (clock[3] === 'PM' ? 12 : 0)
  const instant = melbourneWallTime(date, hour, Number(clock[2]))
  return Number.isNaN(instant.getTime()) ? undefined : instant
}

/** A booking's time in words, or `fallback` when the payload names no moment. */
export function bookingTimeInWords(fallback: string, startsAt: unknown, date?: unknown, time?: unknown): string {
  const instant = bookingInstant(startsAt, date, time)
  return instant ? melbourneTimeInWords(instant) : fallback
}
