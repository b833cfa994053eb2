import { describe, expect, it } from 'vitest'
import { doorsInWords, dueDayLabel, overdueLabel } from './overview-format'

describe('due days', () => {
  it('names the day, with the year only when it is another year', () => {
    expect(dueDayLabel('2026-11-20', '2026-11-26')).toBe('Fri, 20 Nov')
    expect(dueDayLabel('2025-12-30', '2026-01-02')).toBe('Tue, 30 Dec 2025')
  })
  it('counts calendar days overdue, across months and a DST change', () => {
    expect(overdueLabel('2026-11-25', '2026-11-26')).toBe('1 day overdue')
    expect(overdueLabel('2026-09-30', '2026-10-08')).toBe('8 days overdue')
  })
})

describe('doorsInWords', () => {
  it('lists the doors that had leads in the last 30 days', () => {
    expect(doorsInWords({ source: 'newsletter', recent: { home: 1, contact: 0, booking: 0, chat: 2 }, recentTotal: 3, allTime: 5 })).toBe('Home form 1 · Chat 2')
    expect(doorsInWords({ source: 'Direct', recent: { home: 0, contact: 0, booking: 0, chat: 0 }, recentTotal: 0, allTime: 5 })).toBe('None in the last 30 days')
  })
})
