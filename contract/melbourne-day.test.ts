import { describe, expect, test } from 'vitest'
import { melbourneClock, melbourneDay, melbourneDayStart, melbourneWallTime } from './melbourne-day'

describe('Melbourne days and wall clocks across the DST changes of 2026 to 2028', () => {
  test.each([
    ['a summer day (AEDT, +11)', '2026-11-26', '2026-11-25T13:00:00.000Z'],
    ['a winter day (AEST, +10)', '2026-07-15', '2026-07-14T14:00:00.000Z'],
    ['the April 2026 change day starts in AEDT', '2026-04-05', '2026-04-04T13:00:00.000Z'],
    ['the day after it starts in AEST', '2026-04-06', '2026-04-05T14:00:00.000Z'],
    ['the October 2026 change day starts in AEST', '2026-10-04', '2026-10-03T14:00:00.000Z'],
    ['the day after it starts in AEDT', '2026-10-05', '2026-10-04T13:00:00.000Z'],
    ['the April 2027 change day', '2027-04-04', '2027-04-03T13:00:00.000Z'],
    ['the October 2027 change day', '2027-10-03', '2027-10-02T14:00:00.000Z'],
    ['the day after the October 2027 change', '2027-10-04', '2027-10-03T13:00:00.000Z'],
    ['the April 2028 change day', '2028-04-02', '2028-04-01T13:00:00.000Z'],
    ['the day after the April 2028 change', '2028-04-03', '2028-04-02T14:00:00.000Z'],
    ['the October 2028 change day', '2028-10-01', '2028-09-30T14:00:00.000Z'],
    ['New Year 2028', '2028-01-01', '2027-12-31T13:00:00.000Z'],
  ])('%s: %s begins at %s', (_case, day, instant) => {
    expect(melbourneDayStart(day).toISOString()).toBe(instant)
    expect(melbourneDay(melbourneDayStart(day))).toBe(day)
    expect(melbourneDay(new Date(Date.parse(instant) - 1))).not.toBe(day)
  })

  test.each([
    ['the April 2027 change day, after 3:00 AM became 2:00 AM', '2027-04-04', 9, 30, '2027-04-03T23:30:00.000Z'],
    ['the October 2027 change day, after 2:00 AM became 3:00 AM', '2027-10-03', 16, 30, '2027-10-03T05:30:00.000Z'],
    ['the April 2028 change day', '2028-04-02', 12, 0, '2028-04-02T02:00:00.000Z'],
    ['the October 2028 change day', '2028-10-01', 9, 0, '2028-09-30T22:00:00.000Z'],
  ])('%s: %s %d:%d is %s, and reads back as that wall clock', (_case, day, hour, minute, instant) => {
    const at = melbourneWallTime(day, hour, minute)
    expect(at.toISOString()).toBe(instant)
    expect(melbourneClock(at)).toEqual({ hour, minute })
  })

  test('the repeated hour of an April change reads as 2:30 AM twice', () => {
    expect(melbourneClock(new Date('2028-04-01T15:30:00Z'))).toEqual({ hour: 2, minute: 30 })
    expect(melbourneClock(new Date('2028-04-01T16:30:00Z'))).toEqual({ hour: 2, minute: 30 })
  })
})
