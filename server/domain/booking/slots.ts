/**
 * The consultation slot rules (spec §9 'Booking', architecture product decision 5).
 *
 * Every rule is in Australia/Melbourne time whatever the process time zone, and across the DST
 * changes (first Sunday of October 2:00 AM -> 3:00 AM, first Sunday of April 3:00 AM -> 2:00 AM).
 * Wall clocks are turned into instants and back by @date-fns/tz (contract/melbourne-day.ts); the
 * process TZ never enters a calculation, because calendar dates are handled as UTC midnights.
 */
import { type AvailabilityRules, WEEKDAY_LABELS, weekdayOfDayNumber } from '../../../contract/availability.ts'
import { slotTimeMinutes } from '../../../contract/booking.ts'
import { MELBOURNE_TIME_ZONE, melbourneClock, melbourneDay, melbourneWallTime } from '../../../contract/melbourne-day.ts'
import { type HolidayCalendar, NO_HOLIDAYS } from './victorian-holidays.ts'

export { DEFAULT_AVAILABILITY } from '../../../contract/availability.ts'
export type { AvailabilityRules } from '../../../contract/availability.ts'

/** A slot time label, '9:00 AM' style; which labels a day offers is the owner's availability's say. */
export type SlotTime = string

export const BUSINESS_TIME_ZONE = MELBOURNE_TIME_ZONE

/** A Melbourne calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string

export type BookedSlot = { date: string; time: string }
export type OfferedSlot = { time: SlotTime; startsAt: string }
export type BookableDay = { date: CalendarDate; weekdayLabel: string; slots: OfferedSlot[] }

export type SlotRejection = 'invalid_date' | 'invalid_time' | 'closed' | 'blackout' | 'holiday' | 'past' | 'too_soon' | 'too_far' | 'not_offered'
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
  const minutes = slotTimeMinutes(time)
  return minutes === null ? null : { hour: Math.floor(minutes / 60), minute: minutes % 60 }
}

/** A '9:00 AM' style label (whether a day offers it is the rules' say). */
export function isSlotTime(time: string): time is SlotTime {
  return parseSlotTime(time) !== null
}

/** The Melbourne calendar date of an instant. */
export function melbourneDate(instant: Date): CalendarDate {
  return melbourneDay(instant)
}

/**
 * The UTC instant of a Melbourne wall-clock slot, correct on DST change days. A time in the skipped hour of the
 * October change does not exist on that day: slotExists tells.
 */
export function slotStart(date: CalendarDate, time: SlotTime): Date {
  const clock = parseSlotTime(time)
  if (parseCalendarDate(date) === null) throw new RangeError(`Not a calendar date: ${date}`)
  if (clock === null) throw new RangeError(`Not a slot time: ${time}`)
  return melbourneWallTime(date, clock.hour, clock.minute)
}

/**
 * A slot's instant and whether Melbourne's clock ever reads it, worked out once per slot: the zone's rules do not
 * change while the server runs, and every booking page, booking check and chat message about times asks for the
 * same weeks of slots again (the time-zone arithmetic was a tenth of a chat message's CPU).
 */
function slotInstant(date: CalendarDate, time: SlotTime): { startsAt: Date; exists: boolean } {
  const key = `${date} ${time}`
  let known = slotInstants.get(key)
  if (!known) {
    if (slotInstants.size >= MAX_SLOT_INSTANTS) slotInstants.clear()
    const startsAt = slotStart(date, time)
    known = { at: startsAt.getTime(), exists: slotExists(date, time, startsAt) }
    slotInstants.set(key, known)
  }
  return { startsAt: new Date(known.at), exists: known.exists }
}
const slotInstants = new Map<string, { at: number; exists: boolean }>()
const MAX_SLOT_INSTANTS = 10_000

/** False for a wall-clock time the October change skips (2:30 AM that Sunday): Melbourne's clock never reads it. */
function slotExists(date: CalendarDate, time: SlotTime, startsAt: Date): boolean {
  const clock = parseSlotTime(time)!
  const wall = melbourneClock(startsAt)
  return melbourneDate(startsAt) === date && wall.hour === clock.hour && wall.minute === clock.minute
}

/** Day of week of a calendar date: 0 Sunday ... 6 Saturday (the date's own, no time zone involved). */
function weekdayOf(utcMidnight: number): number {
  return new Date(utcMidnight).getUTCDay()
}

/** The times the owner offers on this weekday. */
const weekdayTimes = (rules: AvailabilityRules, utcMidnight: number): readonly SlotTime[] => rules.weekdays[weekdayOfDayNumber(weekdayOf(utcMidnight))]

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

const isFarEnoughAhead = (startsAt: Date, now: Date, rules: AvailabilityRules) => startsAt.getTime() - now.getTime() >= rules.minimumNoticeMinutes * MINUTE_MS

/**
 * Why a day is closed whatever the time: a blackout (the owner's word wins over everything), a Victorian public
 * holiday the owner has not opened, or a weekday without times. undefined on an open day.
 */
function closedDay(date: CalendarDate, midnight: number, rules: AvailabilityRules, holidays: HolidayCalendar): { reason: SlotRejection; message: string } | undefined {
  const blackout = rules.blackoutDates.find((entry) => entry.date === date)
  if (blackout) return { reason: 'blackout', message: slotMessages.blackout }
  const holiday = holidays(date)
  if (holiday && !rules.openedDates.some((entry) => entry.date === date)) return { reason: 'holiday', message: slotMessages.holiday(holiday) }
  if (weekdayTimes(rules, midnight).length === 0) return { reason: 'closed', message: slotMessages.closed(WEEKDAY_LABELS[weekdayOfDayNumber(weekdayOf(midnight))]) }
  return undefined
}

/** Every slot of an open day in the window that is far enough ahead, before bookings and the display cap. */
type WindowDay = { midnight: number; slots: { time: SlotTime; startsAt: Date }[] }

function openSlotsInWindow(now: Date, holidays: HolidayCalendar, rules: AvailabilityRules): WindowDay[] {
  const today = parseCalendarDate(melbourneDate(now)) as number
  const days: WindowDay[] = []
  for (let offset = 0; offset < rules.daysAhead; offset++) {
    const midnight = today + offset * DAY_MS
    const date = formatCalendarDate(midnight)
    if (closedDay(date, midnight, rules, holidays)) continue
    const slots = weekdayTimes(rules, midnight)
      .map((time) => ({ time, ...slotInstant(date, time) }))
      .filter((slot) => slot.exists && isFarEnoughAhead(slot.startsAt, now, rules))
      .map(({ time, startsAt }) => ({ time, startsAt }))
    days.push({ midnight, slots })
  }
  return days
}

/**
 * The days and free slots the booking dialog offers, by the owner's rules: the open days in the window (today and
 * `daysAhead - 1` days after it) that are no blackout and no Victorian public holiday the owner has not opened,
 * with the weekday's times minus booked ones and ones within the minimum notice; days without a free slot dropped,
 * at most `daysShown` days.
 */
export function bookableDays({ now, booked, rules, holidays = NO_HOLIDAYS }: { now: Date; booked: readonly BookedSlot[]; rules: AvailabilityRules; holidays?: HolidayCalendar }): BookableDay[] {
  const taken = new Set(booked.map((slot) => `${slot.date} ${slot.time}`))
  const days: BookableDay[] = []
  for (const { midnight, slots } of openSlotsInWindow(now, holidays, rules)) {
    if (days.length === rules.daysShown) break
    const date = formatCalendarDate(midnight)
    const free = slots.filter((slot) => !taken.has(`${date} ${slot.time}`)).map((slot) => ({ time: slot.time, startsAt: slot.startsAt.toISOString() }))
    if (free.length > 0) days.push({ date, weekdayLabel: weekdayLabel(midnight), slots: free })
  }
  return days
}

const daysAheadText = (days: number) => (days === 1 ? 'for today only' : `up to ${days} days ahead`)
const noticeText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`)

export const slotMessages = {
  invalid_date: 'Please pick one of the offered days.',
  invalid_time: 'Please pick one of the offered times.',
  closed: (weekday: string) => `We do not take consultations on ${weekday}s. Please pick another day.`,
  blackout: 'We are closed that day. Please pick another day.',
  holiday: (name: string) => `We are closed for ${name}, a public holiday in Victoria. Please pick another day.`,
  past: 'That time has already passed. Please pick another.',
  too_soon: (minutes: number) => `That time is too soon to book: bookings need at least ${noticeText(minutes)} of notice. Please pick a later time.`,
  too_far: (days: number) => `We take bookings ${daysAheadText(days)}.`,
  not_offered: 'That time is not offered that day. Please pick one of the offered times.',
} as const

/**
 * The server's re-check of a requested slot. It accepts exactly the slots bookableDays can offer with the same
 * clock, rules and holidays: a time the day offers, on an open day in the window, far enough ahead. The display cap
 * (`daysShown`) is only a display limit (once the first days fill up, later days are shown), and whether the slot
 * is already taken is the unique index's answer, not this function's.
 */
export function checkSlot({ now, date, time, rules, holidays = NO_HOLIDAYS }: { now: Date; date: string; time: string; rules: AvailabilityRules; holidays?: HolidayCalendar }): SlotCheck {
  const midnight = parseCalendarDate(date)
  if (midnight === null) return { ok: false, reason: 'invalid_date', message: slotMessages.invalid_date }
  if (!isSlotTime(time)) return { ok: false, reason: 'invalid_time', message: slotMessages.invalid_time }

  const startsAt = slotStart(date, time)
  if (startsAt.getTime() <= now.getTime()) return { ok: false, reason: 'past', message: slotMessages.past }
  if (!isFarEnoughAhead(startsAt, now, rules)) return { ok: false, reason: 'too_soon', message: slotMessages.too_soon(rules.minimumNoticeMinutes) }

  const today = parseCalendarDate(melbourneDate(now)) as number
  if (midnight >= today + rules.daysAhead * DAY_MS) return { ok: false, reason: 'too_far', message: slotMessages.too_far(rules.daysAhead) }
  const closed = closedDay(date, midnight, rules, holidays)
  if (closed) return { ok: false, ...closed }
  if (!weekdayTimes(rules, midnight).includes(time) || !slotExists(date, time, startsAt)) return { ok: false, reason: 'not_offered', message: slotMessages.not_offered }
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
