import { beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_AVAILABILITY as rules, bookableDays, checkSlot } from './slots.ts'
import { type HolidayCalendar, victorianHolidays } from './victorian-holidays.ts'

const at = (iso: string) => new Date(iso)

describe('Victorian public holidays (date-holidays, AU/VIC)', () => {
  let holidays: HolidayCalendar
  beforeAll(async () => {
    holidays = await victorianHolidays()
  })

  test.each([
    ['2026-09-25', 'AFL Grand Final Friday'],
    ['2026-11-03', 'Melbourne Cup'],
    ['2027-09-24', 'AFL Grand Final Friday'],
    ['2027-11-02', 'Melbourne Cup'],
    ['2028-09-29', 'AFL Grand Final Friday'],
    ['2028-11-07', 'Melbourne Cup'],
    ['2026-12-28', 'Boxing Day (substitute day)'],
    ['2027-12-27', 'Christmas Day (substitute day)'],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-03-08', 'Labour Day'],
    ['2027-06-14', "King's Birthday"],
    ['2027-01-26', 'Australia Day'],
  ])('%s is %s', (date, name) => {
    expect(holidays(date)).toBe(name)
  })

  test('working days, school holidays and observances are not public holidays', () => {
    // The day after the Cup, a school-holiday Monday, Mother's Day, and an ordinary Thursday.
    for (const date of ['2026-11-04', '2026-06-29', '2026-05-10', '2026-11-26']) expect(holidays(date), date).toBeUndefined()
  })

  test('the booking dialog skips Melbourne Cup Day and the Grand Final Friday', () => {
    // Monday 2 November 2026, 8:00 AM in Melbourne (AEDT).
    const cupWeek = bookableDays({ rules, now: at('2026-11-01T21:00:00Z'), booked: [], holidays }).map((day) => day.date)
    expect(cupWeek.slice(0, 3)).toEqual(['2026-11-02', '2026-11-04', '2026-11-05'])
    // Thursday 24 September 2026, 8:00 AM in Melbourne (AEST).
    const grandFinal = bookableDays({ rules, now: at('2026-09-23T22:00:00Z'), booked: [], holidays }).map((day) => day.date)
    expect(grandFinal.slice(0, 2)).toEqual(['2026-09-24', '2026-09-28'])
  })

  test('the server refuses a holiday with its name, and the same day without holidays is a working day', () => {
    const now = at('2026-11-01T21:00:00Z')
    expect(checkSlot({ rules, now, date: '2026-11-03', time: '10:30 AM', holidays })).toEqual({
      ok: false,
      reason: 'holiday',
      message: 'We are closed for Melbourne Cup, a public holiday in Victoria. Please pick another day.',
    })
    expect(checkSlot({ rules, now, date: '2026-11-03', time: '10:30 AM' })).toMatchObject({ ok: true })
  })

  test('over Christmas and New Year the week shown holds only working days', () => {
    // Wednesday 23 December 2026, 8:00 AM in Melbourne.
    const days = bookableDays({ rules, now: at('2026-12-22T21:00:00Z'), booked: [], holidays }).map((day) => day.date)
    expect(days).toEqual(['2026-12-23', '2026-12-24', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04', '2027-01-05'])
  })
})
