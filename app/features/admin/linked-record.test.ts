import { describe, expect, test } from 'vitest'
import { linkedRecordId } from './linked-record'

describe('linkedRecordId', () => {
  test('reads the id an email links to', () => {
    expect(linkedRecordId(new URLSearchParams('tab=inquiries&inquiry=12'), 'inquiry')).toBe(12)
  })

  test('anything but a positive whole number links to nothing', () => {
    for (const value of ['', '0', '-3', '1.5', '12abc', ' 12', '1e3', '99999999999999999999']) {
      expect(linkedRecordId(new URLSearchParams({ inquiry: value }), 'inquiry')).toBeUndefined()
    }
    expect(linkedRecordId(new URLSearchParams('tab=inquiries'), 'inquiry')).toBeUndefined()
  })
})
