import { TZDateMini } from '@date-fns/tz'

/** The business's calendar: sale days and consultation times are Melbourne's, whatever the server's or the browser's time zone. */
export const MELBOURNE_TIME_ZONE = 'Australia/Melbourne'

let dayFormat: Intl.DateTimeFormat | undefined

/** The Melbourne calendar day (YYYY-MM-DD) an instant falls on, across DST; a YYYY-MM-DD day is that day. */
export function melbourneDay(instant: Date | string | number): string {
  if (typeof instant === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(instant)) return instant
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MELBOURNE_TIME_ZONE })
  return dayFormat.format(new Date(instant))
}

/**
 * The instant a Melbourne wall-clock time on a calendar day (YYYY-MM-DD) happens, across DST; the
 * zone rules are @date-fns/tz's (the runtime's time zone data). Times in the skipped hour of the
 * October change do not exist; every caller asks for midnight or a business hour.
 */
export function melbourneWallTime(day: string, hour = 0, minute = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDateMini(year, month - 1, date, hour, minute, MELBOURNE_TIME_ZONE).getTime())
}

/** The instant a Melbourne calendar day (YYYY-MM-DD) begins: its midnight (DST changes happen at 2 or 3 am, never at midnight). */
export function melbourneDayStart(day: string): Date {
  return melbourneWallTime(day)
}

/** The start of the Melbourne day an instant (or a YYYY-MM-DD day) falls on: how whole-day windows are stored. */
export function melbourneDayStartOf(instant: Date | string | number): Date {
  return melbourneDayStart(melbourneDay(instant))
}

/** The day after a calendar day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/**
 * The instants a run of whole Melbourne days starts and stops applying: the first day's midnight and
 * the midnight after the last day; an open end (null) has no instant.
 */
export function dayRunEdges(first: Date | string | null | undefined, last: Date | string | null | undefined): Date[] {
  const edges: Date[] = []
  if (first) edges.push(melbourneDayStartOf(first))
  if (last) edges.push(melbourneDayStart(nextDay(melbourneDay(last))))
  return edges
}

/** The earliest of these instants after `now`, for caches that must not outlive it. */
export function firstEdgeAfter(edges: Iterable<Date>, now: Date | number): Date | undefined {
  const at = new Date(now).getTime()
  let next: Date | undefined
  for (const edge of edges) if (edge.getTime() > at && (next === undefined || edge < next)) next = edge
  return next
}

/** Melbourne's wall clock at an instant: the hour (0-23) and minute. */
export function melbourneClock(instant: Date | number): { hour: number; minute: number } {
  const wall = new TZDateMini(new Date(instant).getTime(), MELBOURNE_TIME_ZONE)
  return { hour: wall.getHours(), minute: wall.getMinutes() }
}

let dayInWordsFormat: Intl.DateTimeFormat | undefined

/** 'Thursday 26 November' for a 'YYYY-MM-DD' date. */
export function dayInWords(date: string): string {
  // One formatter for every call: making one costs more than the formatting (it showed in the chat's profile).
  dayInWordsFormat ??= new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })
  const parts = dayInWordsFormat.formatToParts(new Date(`${date}T00:00:00Z`))
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? ''
  return `${value('weekday')} ${value('day')} ${value('month')}`
}
