import { describe, expect, test } from 'vitest'
import { greetingName, stepOf, stepPath } from './manage-page'

describe('the manage page in words', () => {
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
