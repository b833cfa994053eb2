// The owner's availability rules in the slot lists and the server's check. Instants are written in UTC with their
// Melbourne wall clock beside them; nothing here reads the process time zone.
import { beforeAll, describe, expect, test } from 'vitest'
import { type AvailabilityRules, DEFAULT_AVAILABILITY } from '../../../contract/availability.ts'
import { bookableDays, checkSlot } from './slots.ts'
import { type HolidayCalendar, victorianHolidays } from './victorian-holidays.ts'

const at = (iso: string) => new Date(iso)
const rulesWith = (change: Partial<AvailabilityRules>): AvailabilityRules => ({
  ...DEFAULT_AVAILABILITY,
  ...change,
})
const weekdaysWith = (change: Partial<AvailabilityRules['weekdays']>) => ({
  ...DEFAULT_AVAILABILITY.weekdays,
  ...change,
})
const dates = (rules: AvailabilityRules, now: Date, holidays?: HolidayCalendar) => bookableDays({ now, booked: [], rules, holidays }).map((day) => day.date)

// Monday 23 November 2026, 8:00 AM AEDT
const mondayMorning = at('2026-11-22T21:00:00Z')

describe('minimum notice', () => {
  test('the default of 2 hours: at 8:00 AM, 9:00 AM is too soon and 10:30 AM is offered', () => {
    const [today] = bookableDays({
      now: mondayMorning,
      booked: [],
      rules: DEFAULT_AVAILABILITY,
    })
    expect(today?.slots.map((slot) => slot.time)).toEqual(['10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'])
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-23',
        time: '9:00 AM',
        rules: DEFAULT_AVAILABILITY,
      }),
    ).toEqual({
      ok: false,
      reason: 'too_soon',
      message: 'That time is too soon to book: bookings need at least 2 hours of notice. Please pick a later time.',
    })
    // 10:30 AM is exactly 2 hours and 30 minutes away; 2 hours is enough.
    expect(
      checkSlot({
        now: at('2026-11-22T21:30:00Z'),
        date: '2026-11-23',
        time: '10:30 AM',
        rules: DEFAULT_AVAILABILITY,
      }).ok,
    ).toBe(true)
  })

  test('a day of notice moves the first offered day to tomorrow afternoon', () => {
    const rules = rulesWith({ minimumNoticeMinutes: 24 * 60 })
    const [first] = bookableDays({
      now: at('2026-11-23T01:00:00Z'),
      booked: [],
      rules,
    }) // Monday 12:00 PM
    expect(first?.date).toBe('2026-11-24')
    expect(first?.slots[0]?.time).toBe('12:00 PM')
  })

  test('no notice offers a slot until it starts', () => {
    const rules = rulesWith({ minimumNoticeMinutes: 0 })
    expect(
      checkSlot({
        now: at('2026-11-22T21:59:00Z'),
        date: '2026-11-23',
        time: '9:00 AM',
        rules,
      }).ok,
    ).toBe(true)
    expect(
      checkSlot({
        now: at('2026-11-22T22:00:00Z'),
        date: '2026-11-23',
        time: '9:00 AM',
        rules,
      }),
    ).toMatchObject({ ok: false, reason: 'past' })
  })
})

describe('days ahead and days shown', () => {
  test('3 days ahead: today, tomorrow and the day after, and nothing later', () => {
    const rules = rulesWith({ daysAhead: 3 })
    expect(dates(rules, mondayMorning)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25'])
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-26',
        time: '9:00 AM',
        rules,
      }),
    ).toEqual({
      ok: false,
      reason: 'too_far',
      message: 'We take bookings up to 3 days ahead.',
    })
  })

  test('one day ahead is today only', () => {
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-24',
        time: '9:00 AM',
        rules: rulesWith({ daysAhead: 1 }),
      }),
    ).toMatchObject({ message: 'We take bookings for today only.' })
  })

  test('days shown caps the list but not what the server accepts', () => {
    const rules = rulesWith({ daysShown: 2 })
    expect(dates(rules, mondayMorning)).toEqual(['2026-11-23', '2026-11-24'])
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-12-04',
        time: '9:00 AM',
        rules,
      }).ok,
    ).toBe(true)
  })

  test('30 days ahead with 20 shown reaches the fourth week', () => {
    const shown = dates(rulesWith({ daysAhead: 30, daysShown: 20 }), mondayMorning)
    expect(shown).toHaveLength(20)
    expect(shown.at(-1)).toBe('2026-12-18')
  })
})

describe('times per weekday', () => {
  test('a closed Wednesday is never offered and the server names the weekday', () => {
    const rules = rulesWith({ weekdays: weekdaysWith({ wednesday: [] }) })
    expect(dates(rules, mondayMorning)).not.toContain('2026-11-25')
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-25',
        time: '9:00 AM',
        rules,
      }),
    ).toEqual({
      ok: false,
      reason: 'closed',
      message: 'We do not take consultations on Wednesdays. Please pick another day.',
    })
  })

  test('each weekday offers its own times, in the order of the day', () => {
    const rules = rulesWith({
      weekdays: weekdaysWith({ tuesday: ['8:15 AM', '7:00 PM'] }),
    })
    const tuesday = bookableDays({
      now: mondayMorning,
      booked: [],
      rules,
    }).find((day) => day.date === '2026-11-24')
    expect(tuesday?.slots).toEqual([
      { time: '8:15 AM', startsAt: '2026-11-23T21:15:00.000Z' },
      { time: '7:00 PM', startsAt: '2026-11-24T08:00:00.000Z' },
    ])
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-24',
        time: '9:00 AM',
        rules,
      }),
    ).toMatchObject({ ok: false, reason: 'not_offered' })
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-24',
        time: '7:00 PM',
        rules,
      }).ok,
    ).toBe(true)
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-23',
        time: '7:00 PM',
        rules,
      }),
    ).toMatchObject({ ok: false, reason: 'not_offered' })
  })

  test('a Saturday the owner opens is offered with its times', () => {
    const rules = rulesWith({
      weekdays: weekdaysWith({ saturday: ['10:00 AM', '11:00 AM'] }),
    })
    const saturday = bookableDays({
      now: mondayMorning,
      booked: [],
      rules,
    }).find((day) => day.date === '2026-11-28')
    expect(saturday?.weekdayLabel).toBe('Saturday 28 November')
    expect(saturday?.slots.map((slot) => slot.time)).toEqual(['10:00 AM', '11:00 AM'])
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-28',
        time: '10:00 AM',
        rules,
      }).ok,
    ).toBe(true)
    expect(dates(rules, mondayMorning)).not.toContain('2026-11-29')
  })

  test('a late-evening time keeps its Melbourne date across UTC midnight', () => {
    const rules = rulesWith({
      weekdays: weekdaysWith({ monday: ['11:30 PM'] }),
    })
    const [first] = bookableDays({ now: mondayMorning, booked: [], rules })
    expect(first).toMatchObject({
      date: '2026-11-23',
      slots: [{ time: '11:30 PM', startsAt: '2026-11-23T12:30:00.000Z' }],
    })
  })

  test('on the October change Sunday a time in the skipped hour is not offered, and the other times are', () => {
    const rules = rulesWith({
      weekdays: weekdaysWith({ sunday: ['2:30 AM', '9:00 AM'] }),
      minimumNoticeMinutes: 0,
    })
    // Saturday 3 October 2026, noon AEST
    const now = at('2026-10-03T02:00:00Z')
    const sunday = bookableDays({ now, booked: [], rules }).find((day) => day.date === '2026-10-04')
    expect(sunday?.slots.map((slot) => slot.time)).toEqual(['9:00 AM'])
    expect(checkSlot({ now, date: '2026-10-04', time: '2:30 AM', rules })).toMatchObject({ ok: false, reason: 'not_offered' })
    expect(checkSlot({ now, date: '2026-10-11', time: '2:30 AM', rules }).ok).toBe(true)
  })
})

describe('blackout dates and opened holidays', () => {
  let holidays: HolidayCalendar
  beforeAll(async () => {
    holidays = await victorianHolidays()
  })

  test('a blackout date is never offered and the server refuses it', () => {
    const rules = rulesWith({
      blackoutDates: [{ date: '2026-11-24', note: 'Leave' }],
    })
    expect(dates(rules, mondayMorning)).toEqual(['2026-11-23', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'])
    expect(
      checkSlot({
        now: mondayMorning,
        date: '2026-11-24',
        time: '9:00 AM',
        rules,
      }),
    ).toEqual({
      ok: false,
      reason: 'blackout',
      message: 'We are closed that day. Please pick another day.',
    })
  })

  test('a blackout on an opened holiday keeps the day closed', () => {
    const rules = rulesWith({
      blackoutDates: [{ date: '2026-11-03', note: '' }],
      openedDates: [{ date: '2026-11-03', note: 'Cup Day calls' }],
    })
    const now = at('2026-11-01T21:00:00Z')
    expect(dates(rules, now, holidays)).not.toContain('2026-11-03')
    expect(checkSlot({ now, date: '2026-11-03', time: '10:30 AM', rules, holidays })).toMatchObject({ ok: false, reason: 'blackout' })
  })

  test('Melbourne Cup Day, opened by the owner, offers its weekday times', () => {
    // Monday 2 November 2026, 8:00 AM AEDT
    const now = at('2026-11-01T21:00:00Z')
    const closed = rulesWith({})
    const opened = rulesWith({
      openedDates: [{ date: '2026-11-03', note: 'Working the Cup' }],
    })
    expect(dates(closed, now, holidays)).not.toContain('2026-11-03')
    const cup = bookableDays({ now, booked: [], rules: opened, holidays }).find((day) => day.date === '2026-11-03')
    expect(cup?.slots.map((slot) => slot.time)).toEqual(DEFAULT_AVAILABILITY.weekdays.tuesday)
    expect(
      checkSlot({
        now,
        date: '2026-11-03',
        time: '10:30 AM',
        rules: opened,
        holidays,
      }).ok,
    ).toBe(true)
  })

  test('an opened holiday on a closed weekday stays closed: opening a holiday does not add times', () => {
    // Boxing Day 2026 is a Saturday; its substitute day is Monday 28 December.
    const now = at('2026-12-21T21:00:00Z')
    const rules = rulesWith({
      daysAhead: 14,
      daysShown: 14,
      openedDates: [
        { date: '2026-12-26', note: '' },
        { date: '2026-12-28', note: '' },
      ],
    })
    const shown = dates(rules, now, holidays)
    expect(shown).not.toContain('2026-12-26')
    expect(shown).toContain('2026-12-28')
    expect(checkSlot({ now, date: '2026-12-26', time: '9:00 AM', rules, holidays })).toMatchObject({ ok: false, reason: 'closed' })
  })
})
