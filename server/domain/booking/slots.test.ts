// Every instant here is written in UTC ('...Z') with its Melbourne wall clock beside it, and no
// assertion reads the process time zone, so this file means the same under TZ=UTC and
// TZ=America/Los_Angeles (the issue asks for both runs).
import { beforeAll, describe, expect, test } from 'vitest'
import { BOOKING_TIMES } from '../../../contract/booking.ts'
import {
  DEFAULT_AVAILABILITY,
  bookableDays,
  checkSlot,
  melbourneDate,
  slotStart,
  visitorLocalTime,
  type BookableDay,
  type BookedSlot,
} from './slots.ts'
import { type HolidayCalendar, victorianHolidays } from './victorian-holidays.ts'

const at = (iso: string) => new Date(iso)
const dates = (days: BookableDay[]) => days.map((day) => day.date)
const times = (day: BookableDay | undefined) => day?.slots.map((slot) => slot.time)
/** The tests below were written for an hour's notice; the owner's rules may say anything (see slot-rules.test.ts). */
const rules = { ...DEFAULT_AVAILABILITY, minimumNoticeMinutes: 60 }
const SLOT_TIMES = BOOKING_TIMES

const allSlotsOf = (...days: string[]): BookedSlot[] => days.flatMap((date) => SLOT_TIMES.map((time) => ({ date, time })))

const melbourneLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Australia/Melbourne',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
})
/** The Melbourne wall clock of an instant in the slot labels' style, read straight from Intl. */
const melbourneClockOf = (instant: Date) => {
  const parts = melbourneLabel.formatToParts(instant)
  const value = (type: string) => parts.find((p) => p.type === type)?.value
  return `${value('hour')}:${value('minute')} ${value('dayPeriod')?.toUpperCase()}`
}

function* calendarDates(from: string, to: string) {
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    yield new Date(t).toISOString().slice(0, 10)
  }
}

describe('the default slot times', () => {
  test('are the spec\'s six times, Monday to Friday', () => {
    expect(DEFAULT_AVAILABILITY.weekdays.monday).toEqual(['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'])
    expect(DEFAULT_AVAILABILITY.weekdays.friday).toEqual([...BOOKING_TIMES])
    expect(DEFAULT_AVAILABILITY.weekdays.saturday).toEqual([])
    expect(DEFAULT_AVAILABILITY.weekdays.sunday).toEqual([])
  })
})

describe('slotStart: a Melbourne wall-clock slot as a UTC instant', () => {
  test.each([
    ['a winter day (AEST, +10)', '2026-07-15', '9:00 AM', '2026-07-14T23:00:00.000Z'],
    ['a summer day (AEDT, +11)', '2026-11-23', '9:00 AM', '2026-11-22T22:00:00.000Z'],
    ['the afternoon slot crosses no UTC day', '2026-11-23', '4:30 PM', '2026-11-23T05:30:00.000Z'],
    ['noon is 12:00 PM', '2026-11-23', '12:00 PM', '2026-11-23T01:00:00.000Z'],
    ['Friday before the April change (still AEDT)', '2027-04-02', '9:00 AM', '2027-04-01T22:00:00.000Z'],
    ['Saturday before the April change', '2027-04-03', '4:30 PM', '2027-04-03T05:30:00.000Z'],
    ['the April change day, after 3:00 AM became 2:00 AM', '2027-04-04', '9:00 AM', '2027-04-03T23:00:00.000Z'],
    ['Monday after the April change (AEST)', '2027-04-05', '9:00 AM', '2027-04-04T23:00:00.000Z'],
    ['Friday before the October change (AEST)', '2026-10-02', '4:30 PM', '2026-10-02T06:30:00.000Z'],
    ['Saturday before the October change', '2026-10-03', '9:00 AM', '2026-10-02T23:00:00.000Z'],
    ['the October change day, after 2:00 AM became 3:00 AM', '2026-10-04', '9:00 AM', '2026-10-03T22:00:00.000Z'],
    ['Monday after the October change (AEDT)', '2026-10-05', '12:00 PM', '2026-10-05T01:00:00.000Z'],
    ['Friday before the October 2027 change (AEST)', '2027-10-01', '4:30 PM', '2027-10-01T06:30:00.000Z'],
    ['the October 2027 change day, after 2:00 AM became 3:00 AM', '2027-10-03', '9:00 AM', '2027-10-02T22:00:00.000Z'],
    ['Saturday before the April 2028 change (AEDT)', '2028-04-01', '9:00 AM', '2028-03-31T22:00:00.000Z'],
    ['the April 2028 change day, after 3:00 AM became 2:00 AM', '2028-04-02', '9:00 AM', '2028-04-01T23:00:00.000Z'],
    ['Saturday before the October 2028 change (AEST)', '2028-09-30', '4:30 PM', '2028-09-30T06:30:00.000Z'],
    ['the October 2028 change day', '2028-10-01', '9:00 AM', '2028-09-30T22:00:00.000Z'],
    ['New Year’s Day, the morning before in UTC', '2027-01-01', '9:00 AM', '2026-12-31T22:00:00.000Z'],
    ['New Year’s Eve, last slot', '2026-12-31', '4:30 PM', '2026-12-31T05:30:00.000Z'],
  ] as const)('%s: %s %s is %s', (_case, date, time, expected) => {
    expect(slotStart(date, time).toISOString()).toBe(expected)
  })

  test('every slot of 2026 to 2028 reads back as its own date and label in Melbourne', () => {
    for (const date of calendarDates('2026-01-01', '2028-12-31')) {
      for (const time of SLOT_TIMES) {
        const startsAt = slotStart(date, time)
        expect(melbourneDate(startsAt)).toBe(date)
        expect(melbourneClockOf(startsAt)).toBe(time)
      }
    }
  })

  test('rejects a date that is not on the calendar and a time that is not a slot', () => {
    expect(() => slotStart('2026-02-30', '9:00 AM')).toThrow(RangeError)
    expect(() => slotStart('2026-11-23', '13:00 PM')).toThrow(RangeError)
  })
})

describe('melbourneDate: the Melbourne calendar day of an instant', () => {
  test.each([
    ['Sunday 11:59:59 PM AEDT', '2026-11-22T12:59:59Z', '2026-11-22'],
    ['Monday midnight AEDT, still Sunday in UTC', '2026-11-22T13:00:00Z', '2026-11-23'],
    ['Monday 12:30 AM AEDT, still Sunday in UTC', '2026-11-22T13:30:00Z', '2026-11-23'],
    ['winter: 11:59 PM AEST', '2026-07-14T13:59:00Z', '2026-07-14'],
    ['winter: midnight AEST', '2026-07-14T14:00:00Z', '2026-07-15'],
    ['New Year’s Eve 11:59 PM', '2026-12-31T12:59:00Z', '2026-12-31'],
    ['New Year midnight, 31 December in UTC', '2026-12-31T13:00:00Z', '2027-01-01'],
    ['April change: the first 2:30 AM (AEDT)', '2027-04-03T15:30:00Z', '2027-04-04'],
    ['April change: the second 2:30 AM (AEST)', '2027-04-03T16:30:00Z', '2027-04-04'],
    ['October change: 1:59 AM AEST', '2026-10-03T15:59:00Z', '2026-10-04'],
    ['October change: 3:00 AM AEDT, a minute later', '2026-10-03T16:00:00Z', '2026-10-04'],
    ['October change eve: 11:59 PM AEST', '2026-10-03T13:59:00Z', '2026-10-03'],
    ['October 2027 change: 1:59 AM AEST', '2027-10-02T15:59:00Z', '2027-10-03'],
    ['October 2027 change: 3:00 AM AEDT, a minute later', '2027-10-02T16:00:00Z', '2027-10-03'],
    ['April 2028 change eve: 11:59 PM AEDT', '2028-04-01T12:59:00Z', '2028-04-01'],
    ['April 2028 change: the first 2:30 AM (AEDT)', '2028-04-01T15:30:00Z', '2028-04-02'],
    ['April 2028 change: the second 2:30 AM (AEST)', '2028-04-01T16:30:00Z', '2028-04-02'],
    ['October 2028 change: 1:59 AM AEST', '2028-09-30T15:59:00Z', '2028-10-01'],
    ['October 2028 change: 3:00 AM AEDT, a minute later', '2028-09-30T16:00:00Z', '2028-10-01'],
  ])('%s (%s) is %s', (_case, instant, expected) => {
    expect(melbourneDate(at(instant))).toBe(expected)
  })
})

describe('bookableDays: what the booking dialog offers', () => {
  test('a Monday morning visitor sees Monday first, with its full set of slots and labels', () => {
    // Monday 23 November 2026, 8:00 AM AEDT
    const days = bookableDays({ rules, now: at('2026-11-22T21:00:00Z'), booked: [] })
    expect(days[0]).toEqual({
      date: '2026-11-23',
      weekdayLabel: 'Monday 23 November',
      slots: [
        { time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z' },
        { time: '10:30 AM', startsAt: '2026-11-22T23:30:00.000Z' },
        { time: '12:00 PM', startsAt: '2026-11-23T01:00:00.000Z' },
        { time: '1:30 PM', startsAt: '2026-11-23T02:30:00.000Z' },
        { time: '3:00 PM', startsAt: '2026-11-23T04:00:00.000Z' },
        { time: '4:30 PM', startsAt: '2026-11-23T05:30:00.000Z' },
      ],
    })
  })

  test('shows at most 7 days although the 14-day window holds 10 weekdays', () => {
    const days = bookableDays({ rules, now: at('2026-11-22T21:00:00Z'), booked: [] })
    expect(dates(days)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ])
    expect(days.map((day) => day.weekdayLabel)).toEqual([
      'Monday 23 November',
      'Tuesday 24 November',
      'Wednesday 25 November',
      'Thursday 26 November',
      'Friday 27 November',
      'Monday 30 November',
      'Tuesday 1 December',
    ])
  })

  test('just after midnight Monday in Melbourne (still Sunday in UTC and Los Angeles) Monday is offered', () => {
    // 2026-11-22T13:30:00Z is Monday 12:30 AM AEDT
    const days = bookableDays({ rules, now: at('2026-11-22T13:30:00Z'), booked: [] })
    expect(days[0]?.date).toBe('2026-11-23')
    expect(times(days[0])).toEqual(SLOT_TIMES)
  })

  test('late on Sunday in Melbourne the list starts on Monday', () => {
    // Sunday 22 November 2026, 11:00 PM AEDT
    const days = bookableDays({ rules, now: at('2026-11-22T12:00:00Z'), booked: [] })
    expect(days[0]?.date).toBe('2026-11-23')
  })

  test.each([
    ['8:00 AM: 9:00 AM is exactly an hour away and still offered', '2026-11-26T21:00:00Z', SLOT_TIMES],
    ['8:01 AM: 9:00 AM is under an hour away', '2026-11-26T21:01:00Z', ['10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM']],
    ['10:00 AM: 9:00 AM has passed and 10:30 AM is too soon', '2026-11-26T23:00:00Z', ['12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM']],
    ['3:30 PM: only 4:30 PM is left', '2026-11-27T04:30:00Z', ['4:30 PM']],
  ])('a Friday morning visitor at %s', (_case, now, expected) => {
    const days = bookableDays({ rules, now: at(now), booked: [] })
    expect(days[0]?.date).toBe('2026-11-27')
    expect(times(days[0])).toEqual(expected)
  })

  test.each([
    ['3:45 PM, when 4:30 PM is under an hour away', '2026-11-27T04:45:00Z'],
    ['5:00 PM, after the last slot', '2026-11-27T06:00:00Z'],
    ['11:30 PM', '2026-11-27T12:30:00Z'],
  ])('on a Friday at %s the list starts on Monday', (_case, now) => {
    const days = bookableDays({ rules, now: at(now), booked: [] })
    expect(dates(days)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
    ])
    expect(times(days[0])).toEqual(SLOT_TIMES)
  })

  test('over a weekend the list starts on Monday', () => {
    // Saturday 28 November 2026, noon AEDT
    const days = bookableDays({ rules, now: at('2026-11-28T01:00:00Z'), booked: [] })
    expect(days[0]?.date).toBe('2026-11-30')
    expect(days.every((day) => !/^(Saturday|Sunday)/.test(day.weekdayLabel))).toBe(true)
  })

  test('a booked slot is hidden and the rest of the day stays', () => {
    const days = bookableDays({
      rules,
      now: at('2026-11-22T21:00:00Z'),
      booked: [
        { date: '2026-11-23', time: '10:30 AM' },
        { date: '2026-11-24', time: '4:30 PM' },
      ],
    })
    expect(times(days[0])).toEqual(['9:00 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'])
    expect(times(days[1])).toEqual(['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM'])
  })

  test('a booking on another date does not hide the same time elsewhere', () => {
    const days = bookableDays({ rules, now: at('2026-11-22T21:00:00Z'), booked: [{ date: '2026-11-30', time: '9:00 AM' }] })
    expect(times(days[0])).toEqual(SLOT_TIMES)
    expect(times(days.find((day) => day.date === '2026-11-30'))).not.toContain('9:00 AM')
  })

  test('a fully booked day is dropped and the next weekday fills the seventh place', () => {
    const days = bookableDays({ rules, now: at('2026-11-22T21:00:00Z'), booked: allSlotsOf('2026-11-24') })
    expect(dates(days)).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
  })

  test('today is dropped when its remaining slots are all booked', () => {
    // Monday 23 November 2026, 2:00 PM AEDT: only 3:00 PM and 4:30 PM are still ahead
    const days = bookableDays({
      rules,
      now: at('2026-11-23T03:00:00Z'),
      booked: [
        { date: '2026-11-23', time: '3:00 PM' },
        { date: '2026-11-23', time: '4:30 PM' },
      ],
    })
    expect(days[0]?.date).toBe('2026-11-24')
  })

  test('the 14-day window ends on day 14: with the first days booked out, the last day offered is today + 13', () => {
    // Wednesday 25 November 2026, 8:00 AM AEDT: the window is 25 November to 8 December
    const now = at('2026-11-24T21:00:00Z')
    const booked = allSlotsOf(
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    )
    expect(dates(bookableDays({ rules, now, booked }))).toEqual(['2026-12-07', '2026-12-08'])
    expect(bookableDays({ rules, now, booked: [...booked, ...allSlotsOf('2026-12-07', '2026-12-08')] })).toEqual([])
  })

  test('around the April DST change each day keeps its wall-clock times and gets the right offset', () => {
    // Thursday 1 April 2027, 6:00 PM AEDT
    const days = bookableDays({ rules, now: at('2027-04-01T07:00:00Z'), booked: [] })
    expect(dates(days)).toEqual([
      '2027-04-02',
      '2027-04-05',
      '2027-04-06',
      '2027-04-07',
      '2027-04-08',
      '2027-04-09',
      '2027-04-12',
    ])
    expect(days[0]?.weekdayLabel).toBe('Friday 2 April')
    expect(days[0]?.slots[0]).toEqual({ time: '9:00 AM', startsAt: '2027-04-01T22:00:00.000Z' })
    expect(days[0]?.slots[5]).toEqual({ time: '4:30 PM', startsAt: '2027-04-02T05:30:00.000Z' })
    expect(days[1]?.weekdayLabel).toBe('Monday 5 April')
    expect(days[1]?.slots[0]).toEqual({ time: '9:00 AM', startsAt: '2027-04-04T23:00:00.000Z' })
    expect(days[1]?.slots[5]).toEqual({ time: '4:30 PM', startsAt: '2027-04-05T06:30:00.000Z' })
  })

  test.each([
    ['in the repeated hour, first 2:30 AM (AEDT)', '2027-04-03T15:30:00Z'],
    ['in the repeated hour, second 2:30 AM (AEST)', '2027-04-03T16:30:00Z'],
    ['on Sunday evening after it', '2027-04-04T09:00:00Z'],
  ])('on the April change day, %s, the list starts on Monday 5 April', (_case, now) => {
    const days = bookableDays({ rules, now: at(now), booked: [] })
    expect(days[0]?.date).toBe('2027-04-05')
    expect(days[0]?.slots[0]?.startsAt).toBe('2027-04-04T23:00:00.000Z')
  })

  test('around the October DST change each day keeps its wall-clock times and gets the right offset', () => {
    // Friday 2 October 2026, 5:00 PM AEST
    const days = bookableDays({ rules, now: at('2026-10-02T07:00:00Z'), booked: [] })
    expect(days[0]?.date).toBe('2026-10-05')
    expect(days[0]?.weekdayLabel).toBe('Monday 5 October')
    expect(days[0]?.slots[0]).toEqual({ time: '9:00 AM', startsAt: '2026-10-04T22:00:00.000Z' })
  })

  test('on the October change night, just before and after the skipped hour, the list starts on Monday 5 October', () => {
    for (const now of ['2026-10-03T15:59:00Z', '2026-10-03T16:00:00Z']) {
      expect(bookableDays({ rules, now: at(now), booked: [] })[0]?.date).toBe('2026-10-05')
    }
  })

  test('a Friday morning before the October change offers Friday in AEST and Monday in AEDT', () => {
    // Friday 2 October 2026, 7:00 AM AEST
    const days = bookableDays({ rules, now: at('2026-10-01T21:00:00Z'), booked: [] })
    expect(days[0]?.slots[0]).toEqual({ time: '9:00 AM', startsAt: '2026-10-01T23:00:00.000Z' })
    expect(days[1]?.slots[0]).toEqual({ time: '9:00 AM', startsAt: '2026-10-04T22:00:00.000Z' })
  })

  test('on New Year’s Eve morning (still 30 December in UTC) the list runs into the new year', () => {
    // Thursday 31 December 2026, 10:00 AM AEDT
    const days = bookableDays({ rules, now: at('2026-12-30T23:00:00Z'), booked: [] })
    expect(days.slice(0, 3).map((day) => [day.date, day.weekdayLabel])).toEqual([
      ['2026-12-31', 'Thursday 31 December'],
      ['2027-01-01', 'Friday 1 January'],
      ['2027-01-04', 'Monday 4 January'],
    ])
    expect(times(days[0])).toEqual(['12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'])
    expect(days[1]?.slots[0]?.startsAt).toBe('2026-12-31T22:00:00.000Z')
  })

  test('at midnight on New Year’s Day (31 December in UTC) the list starts on 1 January', () => {
    const days = bookableDays({ rules, now: at('2026-12-31T13:00:00Z'), booked: [] })
    expect(days[0]?.date).toBe('2027-01-01')
    expect(times(days[0])).toEqual(SLOT_TIMES)
  })
})

describe('checkSlot: the server re-checks a requested slot', () => {
  // Wednesday 25 November 2026, 8:00 AM AEDT: the window is 25 November to 8 December
  const now = at('2026-11-24T21:00:00Z')

  test.each([
    ['today’s first slot, exactly an hour away', '2026-11-25', '9:00 AM', '2026-11-24T22:00:00.000Z'],
    ['a slot next week', '2026-12-01', '1:30 PM', '2026-12-01T02:30:00.000Z'],
    ['the last slot of the last day in the window (today + 13)', '2026-12-08', '4:30 PM', '2026-12-08T05:30:00.000Z'],
  ])('accepts %s', (_case, date, time, startsAt) => {
    expect(checkSlot({ rules, now, date, time })).toEqual({ ok: true, startsAt: new Date(startsAt) })
  })

  test.each([
    ['a date that is not on the calendar', '2026-11-31', '9:00 AM', 'invalid_date', 'Please pick one of the offered days.'],
    ['a month that does not exist', '2026-13-01', '9:00 AM', 'invalid_date', 'Please pick one of the offered days.'],
    ['an en-AU formatted date', '26/11/2026', '9:00 AM', 'invalid_date', 'Please pick one of the offered days.'],
    ['a date without padding', '2026-11-5', '9:00 AM', 'invalid_date', 'Please pick one of the offered days.'],
    ['a date with a time', '2026-11-26T00:00', '9:00 AM', 'invalid_date', 'Please pick one of the offered days.'],
    ['an empty date', '', '9:00 AM', 'invalid_date', 'Please pick one of the offered days.'],
    ['a time that is not offered', '2026-11-26', '5:00 PM', 'not_offered', 'That time is not offered that day. Please pick one of the offered times.'],
    ['a time on the grid between two offered ones', '2026-11-26', '9:15 AM', 'not_offered', 'That time is not offered that day. Please pick one of the offered times.'],
    ['a 24-hour time', '2026-11-26', '09:00', 'invalid_time', 'Please pick one of the offered times.'],
    ['a label in lower case', '2026-11-26', '9:00 am', 'invalid_time', 'Please pick one of the offered times.'],
    ['a zero-padded label', '2026-11-26', '09:00 AM', 'invalid_time', 'Please pick one of the offered times.'],
    ['a Saturday', '2026-11-28', '9:00 AM', 'closed', 'We do not take consultations on Saturdays. Please pick another day.'],
    ['a Sunday', '2026-12-06', '4:30 PM', 'closed', 'We do not take consultations on Sundays. Please pick another day.'],
    ['yesterday', '2026-11-24', '4:30 PM', 'past', 'That time has already passed. Please pick another.'],
    ['a past Saturday (past comes first)', '2026-11-21', '9:00 AM', 'past', 'That time has already passed. Please pick another.'],
    ['today + 14', '2026-12-09', '9:00 AM', 'too_far', 'We take bookings up to 14 days ahead.'],
    ['a weekend beyond the window (too far comes first)', '2026-12-12', '9:00 AM', 'too_far', 'We take bookings up to 14 days ahead.'],
    ['next year', '2027-11-25', '9:00 AM', 'too_far', 'We take bookings up to 14 days ahead.'],
  ])('rejects %s', (_case, date, time, reason, message) => {
    expect(checkSlot({ rules, now, date, time })).toEqual({ ok: false, reason, message })
  })

  test.each([
    ['already started', '2026-11-24T22:00:00Z', 'past', 'That time has already passed. Please pick another.'],
    ['starting in 59 minutes', '2026-11-24T21:01:00Z', 'too_soon', 'That time is too soon to book: bookings need at least 1 hour of notice. Please pick a later time.'],
  ])('rejects a slot today that has %s', (_case, nowIso, reason, message) => {
    expect(checkSlot({ rules, now: at(nowIso), date: '2026-11-25', time: '9:00 AM' })).toEqual({ ok: false, reason, message })
  })

  test('on the April change weekend it gives the Monday slot its AEST instant', () => {
    const result = checkSlot({ rules, now: at('2027-04-03T16:30:00Z'), date: '2027-04-05', time: '9:00 AM' })
    expect(result).toEqual({ ok: true, startsAt: new Date('2027-04-04T23:00:00.000Z') })
  })

  test('at 12:30 AM Monday in Melbourne (Sunday in UTC) Monday 9:00 AM is bookable and Sunday is the past', () => {
    const now = at('2026-11-22T13:30:00Z')
    expect(checkSlot({ rules, now, date: '2026-11-23', time: '9:00 AM' }).ok).toBe(true)
    expect(checkSlot({ rules, now, date: '2026-11-22', time: '4:30 PM' })).toMatchObject({ ok: false, reason: 'past' })
  })

  test('at New Year the window runs across the year end', () => {
    const now = at('2026-12-30T23:00:00Z') // Thursday 31 December, 10:00 AM AEDT
    expect(checkSlot({ rules, now, date: '2027-01-13', time: '4:30 PM' }).ok).toBe(true)
    expect(checkSlot({ rules, now, date: '2027-01-14', time: '9:00 AM' })).toMatchObject({ ok: false, reason: 'too_far' })
  })
})

describe('checkSlot accepts exactly the slots bookableDays can offer, Victorian public holidays included', () => {
  let holidays: HolidayCalendar
  beforeAll(async () => {
    holidays = await victorianHolidays()
  })
  // The hard instants, plus a stride of 7 h 13 min through both DST changes so every time of day
  // and every weekday comes up.
  const hardInstants = [
    '2026-11-22T13:30:00Z',
    '2026-11-27T05:29:00Z',
    '2026-11-27T05:31:00Z',
    '2026-11-27T06:00:00Z',
    '2026-12-30T23:00:00Z',
    '2026-12-31T13:00:00Z',
    '2026-10-03T15:59:00Z',
    '2026-10-03T16:00:00Z',
    '2027-04-03T15:30:00Z',
    '2027-04-03T16:30:00Z',
  ].map(at)
  const stride: Date[] = []
  for (let t = Date.parse('2026-09-20T00:00:00Z'); t < Date.parse('2027-04-20T00:00:00Z'); t += (7 * 60 + 13) * 60_000) {
    stride.push(new Date(t))
  }

  test.each([...hardInstants, ...stride].map((now) => [now.toISOString(), now] as const))('at %s', (_iso, now) => {
    const firstWeek = bookableDays({ rules, now, booked: [], holidays })
    // Booking out everything shown brings the rest of the window into view.
    const rest = bookableDays({ rules, now, booked: firstWeek.flatMap((day) => day.slots.map((s) => ({ date: day.date, time: s.time }))), holidays })
    // 14 days hold 10 weekdays; without holidays 7 are shown even with today over, and never a holiday.
    const workingDays = new Set([...firstWeek, ...rest].map((day) => day.date))
    expect(firstWeek).toHaveLength(Math.min(7, workingDays.size))
    expect(workingDays.size).toBeGreaterThanOrEqual(6)
    expect([...workingDays].filter((date) => holidays(date))).toEqual([])

    const offered = new Map<string, string>()
    for (const day of [...firstWeek, ...rest]) {
      for (const slot of day.slots) offered.set(`${day.date} ${slot.time}`, slot.startsAt)
    }

    const today = melbourneDate(now)
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10)
    const to = new Date(Date.parse(`${today}T00:00:00Z`) + 16 * 86_400_000).toISOString().slice(0, 10)
    const accepted = new Map<string, string>()
    for (const date of calendarDates(from, to)) {
      for (const time of SLOT_TIMES) {
        const result = checkSlot({ rules, now, date, time, holidays })
        if (result.ok) accepted.set(`${date} ${time}`, result.startsAt.toISOString())
      }
    }
    expect(accepted).toEqual(offered)
  })
})

describe('visitorLocalTime: the slot in the visitor’s own zone', () => {
  // Monday 23 November 2026, 9:00 AM AEDT
  const summerNine = at('2026-11-22T22:00:00Z')
  // Wednesday 15 July 2026, 9:00 AM AEST
  const winterNine = at('2026-07-14T23:00:00Z')

  test.each([
    ['Melbourne itself', summerNine, 'Australia/Melbourne', null],
    ['Sydney, the same clock', summerNine, 'Australia/Sydney', null],
    ['Brisbane, no DST, an hour behind in summer', summerNine, 'Australia/Brisbane', '8:00 AM'],
    ['Brisbane in winter, the same clock', winterNine, 'Australia/Brisbane', null],
    ['Adelaide, half an hour behind', summerNine, 'Australia/Adelaide', '8:30 AM'],
    ['Perth in summer', summerNine, 'Australia/Perth', '6:00 AM'],
    ['Perth in winter', winterNine, 'Australia/Perth', '7:00 AM'],
    ['Kolkata', summerNine, 'Asia/Kolkata', '3:30 AM'],
    ['Auckland, ahead', summerNine, 'Pacific/Auckland', '11:00 AM'],
    ['Los Angeles, the day before', summerNine, 'America/Los_Angeles', 'Sun 2:00 PM'],
    ['UTC, the day before', summerNine, 'UTC', 'Sun 10:00 PM'],
    ['London at midnight, the same date', winterNine, 'Europe/London', '12:00 AM'],
    ['New York in winter, the day before', winterNine, 'America/New_York', 'Tue 7:00 PM'],
  ])('%s', (_case, startsAt, timeZone, expected) => {
    expect(visitorLocalTime(startsAt, timeZone)).toBe(expected)
  })

  test('a 4:30 PM slot in Los Angeles during the April change week', () => {
    // Monday 5 April 2027, 4:30 PM AEST = 06:30Z = 11:30 PM Sunday PDT
    expect(visitorLocalTime(slotStart('2027-04-05', '4:30 PM'), 'America/Los_Angeles')).toBe('Sun 11:30 PM')
  })

  test('an unknown zone shows nothing extra instead of failing', () => {
    expect(visitorLocalTime(summerNine, 'Mars/Olympus_Mons')).toBeNull()
  })
})
