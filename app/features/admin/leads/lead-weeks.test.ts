import { describe, expect, test } from 'vitest'
import { leadsPerWeek } from './lead-weeks'

describe('leadsPerWeek', () => {
  // Saturday 21 November 2026, 10 pm in Melbourne (UTC+11): the week began on Monday 16 November.
  const now = new Date('2026-11-21T11:00:00Z')

  test('twelve Melbourne weeks starting on Mondays, this week last', () => {
    const weeks = leadsPerWeek({ inquiries: [], chats: [], now })
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-11-16', label: '16 Nov', inquiries: 0, chats: 0 })
    expect(weeks[0]?.weekStart).toBe('2026-08-31')
  })

  test('counts inquiries and chats apart, by the Melbourne day they arrived', () => {
    const weeks = leadsPerWeek({
      inquiries: [
        // 12:30 UTC on Sunday 15 November is 11:30 pm that Sunday in Melbourne: the week before.
        '2026-11-15T12:30:00Z',
        // Sunday 15 November 13:30 UTC is Monday 16 November, 0:30 am in Melbourne: this week.
        '2026-11-15T13:30:00Z',
      ],
      chats: ['2026-11-20T00:00:00Z', '2026-11-19T00:00:00Z'],
      now,
    })
    expect(weeks.at(-1)).toMatchObject({ inquiries: 1, chats: 2 })
    expect(weeks.at(-2)).toMatchObject({ weekStart: '2026-11-09', inquiries: 1, chats: 0 })
  })

  test('leads older than the twelve weeks are left out', () => {
    const weeks = leadsPerWeek({ inquiries: ['2026-08-01T00:00:00Z'], chats: [], now })
    expect(weeks.reduce((sum, week) => sum + week.inquiries + week.chats, 0)).toBe(0)
  })
})
