import { describe, expect, test } from 'vitest'
import { periodStart, retentionCutoffs } from './retention-cutoffs'

describe('periodStart', () => {
  const now = new Date('2026-11-26T09:15:00Z')

  test('days count back whole 24-hour days', () => {
    expect(periodStart(now, { days: 30 }).toISOString()).toBe('2026-10-27T09:15:00.000Z')
  })

  test('months and years count back calendar months at the same time of day', () => {
    expect(periodStart(now, { months: 12 }).toISOString()).toBe('2025-11-26T09:15:00.000Z')
    expect(periodStart(now, { years: 3 }).toISOString()).toBe('2023-11-26T09:15:00.000Z')
    expect(periodStart(now, { months: 26 }).toISOString()).toBe('2024-09-26T09:15:00.000Z')
  })

  test('a day the earlier month lacks lands on its last day', () => {
    expect(periodStart(new Date('2027-03-31T00:00:00Z'), { months: 1 }).toISOString()).toBe('2027-02-28T00:00:00.000Z')
    expect(periodStart(new Date('2028-02-29T12:00:00Z'), { years: 1 }).toISOString()).toBe('2027-02-28T12:00:00.000Z')
    expect(periodStart(new Date('2027-01-15T00:00:00Z'), { months: 2 }).toISOString()).toBe('2026-11-15T00:00:00.000Z')
  })

  test('retentionCutoffs gives each rule its instant', () => {
    const cutoffs = retentionCutoffs(now)
    expect(cutoffs.spamSubmissions.toISOString()).toBe('2026-10-27T09:15:00.000Z')
    expect(cutoffs.customerRecords.toISOString()).toBe('2019-11-26T09:15:00.000Z')
    expect(cutoffs.anonymousChats.toISOString()).toBe('2025-11-26T09:15:00.000Z')
  })
})
