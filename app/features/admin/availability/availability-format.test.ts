import { describe, expect, test } from 'vitest'
import { dayLabel, errorUnder } from './availability-format'

describe('dayLabel', () => {
  test.each([
    ['2026-11-03', 'Tue 3 Nov 2026'],
    ['2027-01-01', 'Fri 1 Jan 2027'],
    ['soon', 'soon'],
  ])('%s reads %s', (date, label) => expect(dayLabel(date)).toBe(label))
})

describe('errorUnder', () => {
  const errors = {
    'weekdays.monday.1': 'Each time can be offered only once a day.',
    daysAhead: 'Days ahead must be a whole number from 1 to 90.',
  }
  test('finds a message at the path or below it, and not at a path that only starts alike', () => {
    expect(errorUnder(errors, 'weekdays.monday')).toBe('Each time can be offered only once a day.')
    expect(errorUnder(errors, 'daysAhead')).toBe('Days ahead must be a whole number from 1 to 90.')
    expect(errorUnder(errors, 'weekdays.mon')).toBeUndefined()
    expect(errorUnder(errors, 'weekdays.tuesday')).toBeUndefined()
  })
})
