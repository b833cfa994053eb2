import { describe, expect, test } from 'vitest'
import { calendarDayLabel, calendarDayParts, longDay, melbourneWhen, melbourneZoneName, visitorLocalTime, wallClockTime, zoneCity } from './local-time'

// 9:00 AM on Monday 23 November 2026 in Melbourne (AEDT, UTC+11).
const nineAmMelbourne = '2026-11-22T22:00:00.000Z'
// 9:00 AM on Monday 20 July 2026 in Melbourne (AEST, UTC+10).
const nineAmWinter = '2026-07-19T23:00:00.000Z'

describe('the visitor local time beside a Melbourne slot', () => {
  test('a visitor in Melbourne sees no second time', () => {
    expect(visitorLocalTime(nineAmMelbourne, 'Australia/Melbourne')).toBeUndefined()
  })

  test('a visitor in Sydney (same clock in summer) sees no second time', () => {
    expect(visitorLocalTime(nineAmMelbourne, 'Australia/Sydney')).toBeUndefined()
  })

  test('a visitor in Perth sees their earlier time on the same day', () => {
    expect(visitorLocalTime(nineAmMelbourne, 'Australia/Perth')).toBe('6:00 AM')
  })

  test('a visitor in Brisbane sees an hour earlier in summer but the same time in winter', () => {
    expect(visitorLocalTime(nineAmMelbourne, 'Australia/Brisbane')).toBe('8:00 AM')
    expect(visitorLocalTime(nineAmWinter, 'Australia/Brisbane')).toBeUndefined()
  })

  test('a visitor in Los Angeles sees the evening before, with the day', () => {
    expect(visitorLocalTime(nineAmMelbourne, 'America/Los_Angeles')).toBe('2:00 PM Sun 22 Nov')
    expect(visitorLocalTime(nineAmMelbourne, 'America/Los_Angeles', 'weekday')).toBe('2:00 PM Sun')
  })

  test('a visitor in Auckland sees the same day, two hours later', () => {
    expect(visitorLocalTime(nineAmMelbourne, 'Pacific/Auckland')).toBe('11:00 AM')
  })

  test('an unknown zone or a broken instant shows nothing rather than a wrong time', () => {
    expect(visitorLocalTime(nineAmMelbourne, undefined)).toBeUndefined()
    expect(visitorLocalTime(nineAmMelbourne, 'Mars/Olympus_Mons')).toBeUndefined()
    expect(visitorLocalTime('not a date', 'Australia/Perth')).toBeUndefined()
  })
})

describe('labels', () => {
  test('times read like the slot labels', () => {
    expect(wallClockTime(new Date(nineAmMelbourne), 'Australia/Melbourne')).toBe('9:00 AM')
    expect(wallClockTime(new Date('2026-11-23T05:30:00.000Z'), 'Australia/Melbourne')).toBe('4:30 PM')
  })

  test('a zone is named by its city', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles')
    expect(zoneCity('UTC')).toBe('UTC')
  })

  test('a calendar day splits into weekday, day and month whatever the runtime zone', () => {
    expect(calendarDayParts('2026-11-23')).toEqual({ weekday: 'Mon', day: '23', month: 'Nov' })
    expect(calendarDayParts('2027-01-01')).toEqual({ weekday: 'Fri', day: '1', month: 'Jan' })
    expect(calendarDayParts('23/11/2026')).toBeUndefined()
  })

  test('a calendar day reads as the offered days are labelled', () => {
    expect(calendarDayLabel('2026-11-23')).toBe('Monday 23 November')
    expect(calendarDayLabel('2027-01-01')).toBe('Friday 1 January')
    expect(calendarDayLabel('soon')).toBeUndefined()
  })
})

describe('which Melbourne clock', () => {
  test('summer slots are AEDT and winter slots AEST', () => {
    expect(melbourneZoneName(nineAmMelbourne)).toBe('AEDT')
    expect(melbourneZoneName(nineAmWinter)).toBe('AEST')
  })
})

describe('a booking in words', () => {
  test('a booking reads as its Melbourne day and time with the clock in force', () => {
    expect(melbourneWhen({ date: '2026-11-26', time: '9:00 AM', startsAt: '2026-11-25T22:00:00.000Z' })).toBe('Thursday 26 November 2026, 9:00 AM Melbourne time (AEDT)')
    expect(melbourneWhen({ date: '2027-06-01', time: '1:30 PM', startsAt: '2027-06-01T03:30:00.000Z' })).toBe('Tuesday 1 June 2027, 1:30 PM Melbourne time (AEST)')
  })
  test('a date that is not one is shown as it is', () => {
    expect(longDay('soon')).toBe('soon')
  })
})
