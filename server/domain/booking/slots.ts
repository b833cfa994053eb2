/**
 * The consultation slot rules (spec §9 'Booking', architecture product decision 5).
 *
 * Every rule is in Australia/Melbourne time whatever the process time zone, and across the DST
 * changes (first Sunday of October 2:00 AM -> 3:00 AM, first Sunday of April 3:00 AM -> 2:00 AM).
 * Wall clocks are turned into instants and back by @date-fns/tz (contract/melbourne-day.ts); the
 * process TZ never enters a calculation, because calendar dates are handled as UTC midnights.
 */
import { BOOKING_TIMES } from '../../../contract/booking.ts'
import { MELBOURNE_TIME_ZONE, melbourneClock, melbourneDay, melbourneWallTime } from '../../../contract/melbourne-day.ts'
import { type HolidayCalendar, NO_HOLIDAYS } from './victorian-holidays.ts'

export const SLOT_TIMES = BOOKING_TIMES
export type SlotTime = (typeof SLOT_TIMES)[number]

export const BUSINESS_TIME_ZONE = MELBOURNE_TIME_ZONE

/**
 * 'The next 14 days' counts today (Melbourne calendar) as the first day: the window is today up
 * to and including today + 13. Today's slots are offered while they are far enough ahead (below),
 * so a visitor on a Monday morning can still book Monday afternoon.
 */
export const BOOKING_WINDOW_DAYS = 14
/** The spec's display limit: at most 7 bookable days are listed. */
export const MAX_DAYS_SHOWN = 7
/**
 * A slot is offered only if it starts at least this long after now (a slot exactly 60 minutes
 * away is still offered). It gives the business time to see the booking before the call, and the
 * visitor time to finish the form without the slot expiring under them.
 */
export const LEAD_TIME_MINUTES = 60

/** A Melbourne calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string

export type BookedSlot = { date: string; time: string }
export type OfferedSlot = { time: SlotTime; startsAt: string }
export type BookableDay = { date: CalendarDate; weekdayLabel: string; slots: OfferedSlot[] }

export type SlotRejection = 'invalid_date' | 'invalid_time' | 'weekend' | 'holiday' | 'past' | 'too_far'
export type SlotCheck = { ok: true; startsAt: Date } | { ok: false; reason: SlotRejection; message: string }

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

function formatCalendarDate(utcMidnight: number): CalendarDate {
  const d = new Date(utcMidnight)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** The UTC midnight of a 'YYYY-MM-DD' date, or null when it is not a real calendar date. */
function parseCalendarDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const d = new Date(0)
  d.setUTCFullYear(year, month - 1, day)
  const midnight = d.getTime()
  // Date rolls 30 February over into March; a real date survives the round trip.
  return formatCalendarDate(midnight) === date ? midnight : null
}

function parseSlotTime(time: string): { hour: number; minute: number } | null {
  if (!(SLOT_TIMES as readonly string[]).includes(time)) return null
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)
  if (!match) return null
  const hour12 = Number(match[1]) % 12
  return { hour: match[3] === 'PM' ? hour12 + 12 : hour12, minute: Number(match[2]) }
}

export function isSlotTime(time: string): time is SlotTime {
  return parseSlotTime(time) !== null
}

/** The Melbourne calendar date of an instant. */
export function melbourneDate(instant: Date): CalendarDate {
  return melbourneDay(instant)
}

/**
 * The UTC instant of a Melbourne wall-clock slot, correct on DST change days (all slots are 9:00 AM
 * or later, so never in the October change's skipped hour).
 */
export function slotStart(date: CalendarDate, time: SlotTime): Date {
  const clock = parseSlotTime(time)
  if (parseCalendarDate(date) === null) throw new RangeError(`Not a calendar date: ${date}`)
  if (clock === null) throw new RangeError(`Not a slot time: ${time}`)
  return melbourneWallTime(date, clock.hour, clock.minute)
}

/** Day of week of a calendar date: 0 Sunday ... 6 Saturday (the date's own, no time zone involved). */
function weekdayOf(utcMidnight: number): number {
  return new Date(utcMidnight).getUTCDay()
}

const isWeekend = (utcMidnight: number) => {
  const day = weekdayOf(utcMidnight)
  return day === 0 || day === 6
}

const weekdayLabelFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
})

/** 'Monday 23 November' (en-AU, assembled from parts so no ICU punctuation varies). */
function weekdayLabel(utcMidnight: number): string {
  const parts = weekdayLabelFormat.formatToParts(new Date(utcMidnight))
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${value('weekday')} ${value('day')} ${value('month')}`
}

const isFarEnoughAhead = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() >= LEAD_TIME_MINUTES * MINUTE_MS

/** Every slot of a working day (a weekday that is no public holiday) in the window that is far enough ahead, before bookings and the display cap. */
type WindowDay = { midnight: number; slots: { time: SlotTime; startsAt: Date }[] }

function openSlotsInWindow(now: Date, holidays: HolidayCalendar): WindowDay[] {
  const today = parseCalendarDate(melbourneDate(now)) as number
  const days: WindowDay[] = []
  for (let offset = 0; offset < BOOKING_WINDOW_DAYS; offset++) {
    const midnight = today + offset * DAY_MS
    if (isWeekend(midnight)) continue
    const date = formatCalendarDate(midnight)
    if (holidays(date)) continue
    const slots = SLOT_TIMES.map((time) => ({ time, startsAt: slotStart(date, time) })).filter((slot) =>
      isFarEnoughAhead(slot.startsAt, now),
    )
    days.push({ midnight, slots })
  }
  return days
}

/**
 * The days and free slots the booking dialog offers: weekdays in the 14-day window that are not
 * Victorian public holidays, minus booked slots and slots starting within the lead time, days without
 * a free slot dropped, at most 7 days.
 */
export function bookableDays({ now, booked, holidays = NO_HOLIDAYS }: { now: Date; booked: readonly BookedSlot[]; holidays?: HolidayCalendar }): BookableDay[] {
  const taken = new Set(booked.map((slot) => `${slot.date} ${slot.time}`))
  const days: BookableDay[] = []
  for (const { midnight, slots } of openSlotsInWindow(now, holidays)) {
    const date = formatCalendarDate(midnight)
    const free = slots
      .filter((slot) => !taken.has(`${date} ${slot.time}`))
      .map((slot) => ({ time: slot.time, startsAt: slot.startsAt.toISOString() }))
    if (free.length > 0) days.push({ date, weekdayLabel: weekdayLabel(midnight), slots: free })
    if (days.length === MAX_DAYS_SHOWN) break
  }
  return days
}

export const slotMessages = {
  invalid_date: 'Please pick one of the offered days.',
  invalid_time: 'Please pick one of the offered times.',
  weekend: 'Consultations run Monday to Friday.',
  holiday: (name: string) => `We are closed for ${name}, a public holiday in Victoria. Please pick another day.`,
  past: 'That time has already passed. Please pick another.',
  too_soon: 'That time is too soon to book. Please pick a later time.',
  too_far: `We take bookings up to ${BOOKING_WINDOW_DAYS} days ahead.`,
} as const

/**
 * The server's re-check of a requested slot. It accepts exactly the slots bookableDays can offer
 * with the same clock and holidays: any working-day slot in the window that is far enough ahead. The 7-day cap is
 * only a display limit (once the first days fill up, later days are shown), and whether the slot
 * is already taken is the unique index's answer, not this function's.
 */
export function checkSlot({ now, date, time, holidays = NO_HOLIDAYS }: { now: Date; date: string; time: string; holidays?: HolidayCalendar }): SlotCheck {
  const midnight = parseCalendarDate(date)
  if (midnight === null) return { ok: false, reason: 'invalid_date', message: slotMessages.invalid_date }
  if (!isSlotTime(time)) return { ok: false, reason: 'invalid_time', message: slotMessages.invalid_time }

  const startsAt = slotStart(date, time)
  if (startsAt.getTime() <= now.getTime()) return { ok: false, reason: 'past', message: slotMessages.past }
  if (!isFarEnoughAhead(startsAt, now)) return { ok: false, reason: 'past', message: slotMessages.too_soon }

  const today = parseCalendarDate(melbourneDate(now)) as number
  if (midnight >= today + BOOKING_WINDOW_DAYS * DAY_MS) {
    return { ok: false, reason: 'too_far', message: slotMessages.too_far }
  }
  if (isWeekend(midnight)) return { ok: false, reason: 'weekend', message: slotMessages.weekend }
  const holiday = holidays(date)
  if (holiday) return { ok: false, reason: 'holiday', message: slotMessages.holiday(holiday) }
  return { ok: true, startsAt }
}

const visitorFormats = new Map<string, Intl.DateTimeFormat>()

function visitorFormat(timeZone: string): Intl.DateTimeFormat | null {
  const cached = visitorFormats.get(timeZone)
  if (cached) return cached
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    })
    visitorFormats.set(timeZone, format)
    return format
  } catch (error) {
    // A browser can report a zone this runtime's ICU does not know; showing Melbourne time alone is fine.
    if (error instanceof RangeError) return null
    throw error
  }
}

/**
 * The slot's start in the visitor's own zone, in the slot labels' style: '6:00 AM', or with the
 * weekday when the visitor's calendar date differs from Melbourne's: 'Sun 10:00 PM'. null when
 * the visitor's wall clock reads the same as Melbourne's (or the zone is unknown).
 */
export function visitorLocalTime(startsAt: Date, timeZone: string): string | null {
  const format = visitorFormat(timeZone)
  if (!format) return null
  const parts = format.formatToParts(startsAt)
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const visitorDate = `${value('year')}-${value('month')}-${value('day')}`
  const melbourneWall = melbourneClock(startsAt)
  const visitorHour = (Number(value('hour')) % 12) + (value('dayPeriod').toUpperCase() === 'PM' ? 12 : 0)
  const sameDate = visitorDate === melbourneDate(startsAt)
  if (sameDate && visitorHour === melbourneWall.hour && Number(value('minute')) === melbourneWall.minute) return null
  const time = `${value('hour')}:${value('minute')} ${value('dayPeriod').toUpperCase()}`
  return sameDate ? time : `${value('weekday')} ${time}`
}
