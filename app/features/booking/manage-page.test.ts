import { describe, expect, test } from 'vitest'
import { greetingName, longDay, melbourneWhen, stepOf, stepPath } from './manage-page'

describe('the manage page in words', () => {
  test('a booking reads as its Melbourne day and time with the clock in force', () => {
    expect(melbourneWhen({ date: '2026-11-26', time: '9:00 AM', startsAt: '2026-11-25T22:00:00.000Z' })).toBe('Thursday 26 November 2026, 9:00 AM Melbourne time (AEDT)')
    expect(melbourneWhen({ date: '2027-06-01', time: '1:30 PM', startsAt: '2027-06-01T03:30:00.000Z' })).toBe('Tuesday 1 June 2027, 1:30 PM Melbourne time (AEST)')
  })
  test('a date that is not one is shown as it is', () => {
    expect(longDay('soon')).toBe('soon')
  })
  test('steps come from the address; anything else is the booking itself', () => {
    expect(stepOf('reschedule')).toBe('reschedule')
    expect(stepOf('cancel')).toBe('cancel')
    expect(stepOf('delete')).toBe('view')
    expect(stepOf(null)).toBe('view')
    expect(stepPath('abc', 'cancel')).toBe('/booking/abc?step=cancel')
    expect(stepPath('abc', 'view')).toBe('/booking/abc')
  })
})

describe('the greeting', () => {
  test.each([
    ['Priya Nair', 'Priya'],
    ['Dr Priya Nair', 'Priya'],
    ['dr. priya nair', 'priya'],
    ['Prof. Sam Lee', 'Sam'],
    ['  Jordan  ', 'Jordan'],
    ['Mrs', undefined],
  ])('%j is greeted as %j', (name, greeted) => {
    expect(greetingName(name)).toBe(greeted)
  })
})
