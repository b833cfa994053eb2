import { describe, expect, test } from 'vitest'
import { chatLeadStats, filterInquiries, isFiltering, melbourneDay } from './lead-filters'

const inquiries = [
  { fullName: 'Jane Citizen', email: 'jane@example.com.au', message: 'Need a chatbot', status: 'new', createdAt: '2026-04-06T01:00:00.000Z' },
  { fullName: 'Bob Builder', email: 'bob@build.example', message: 'Voice agent for my PLUMBING shop', status: 'contacted', createdAt: '2026-04-04T14:30:00.000Z' },
  { fullName: 'Spammer', email: 'x@spam.example', message: 'Buy now', status: 'spam', createdAt: '2026-04-04T12:59:00.000Z' },
]

const names = (list: readonly { fullName: string }[]) => list.map((inquiry) => inquiry.fullName)

describe('filterInquiries', () => {
  test('matches name, email or message, ignoring case and spaces around the search', () => {
    expect(filterInquiries(inquiries, { search: ' jane ', status: 'all' }).map((i) => i.fullName)).toEqual(['Jane Citizen'])
    expect(filterInquiries(inquiries, { search: 'build.example', status: 'all' }).map((i) => i.fullName)).toEqual(['Bob Builder'])
    expect(filterInquiries(inquiries, { search: 'plumbing', status: 'all' }).map((i) => i.fullName)).toEqual(['Bob Builder'])
    expect(filterInquiries(inquiries, { search: 'nobody', status: 'all' })).toEqual([])
  })

  test('filters by status, together with the search', () => {
    expect(filterInquiries(inquiries, { search: '', status: 'spam' }).map((i) => i.fullName)).toEqual(['Spammer'])
    expect(filterInquiries(inquiries, { search: 'jane', status: 'contacted' })).toEqual([])
    expect(filterInquiries(inquiries, { search: '', status: 'all' })).toHaveLength(3)
  })
})

describe('filterInquiries by received day', () => {
  // Melbourne left daylight saving at 3 am on Sunday 5 April 2026: 14:30Z on the 4th is 1:30 am AEDT on the 5th.
  test('compares the Melbourne calendar day, with both ends included', () => {
    expect(names(filterInquiries(inquiries, { search: '', status: 'all', from: '2026-04-05', to: '2026-04-05' }))).toEqual(['Bob Builder'])
    expect(names(filterInquiries(inquiries, { search: '', status: 'all', from: '2026-04-04', to: '2026-04-04' }))).toEqual(['Spammer'])
    expect(names(filterInquiries(inquiries, { search: '', status: 'all', from: '2026-04-05', to: '2026-04-06' }))).toEqual(['Jane Citizen', 'Bob Builder'])
  })

  test('either end may be left open', () => {
    expect(names(filterInquiries(inquiries, { search: '', status: 'all', from: '2026-04-06' }))).toEqual(['Jane Citizen'])
    expect(names(filterInquiries(inquiries, { search: '', status: 'all', from: '', to: '2026-04-05' }))).toEqual(['Bob Builder', 'Spammer'])
    expect(filterInquiries(inquiries, { search: '', status: 'all', from: '', to: '' })).toHaveLength(3)
  })

  test('a range that ends before it starts matches nothing, and the day combines with search and status', () => {
    expect(filterInquiries(inquiries, { search: '', status: 'all', from: '2026-04-06', to: '2026-04-04' })).toEqual([])
    expect(names(filterInquiries(inquiries, { search: 'b', status: 'contacted', from: '2026-04-05' }))).toEqual(['Bob Builder'])
    expect(filterInquiries(inquiries, { search: 'jane', status: 'all', to: '2026-04-05' })).toEqual([])
  })
})

describe('melbourneDay', () => {
  test('is the Melbourne date across midnight UTC, in daylight saving time and out of it', () => {
    expect(melbourneDay('2026-04-04T12:59:59Z')).toBe('2026-04-04')
    expect(melbourneDay('2026-04-04T13:00:00Z')).toBe('2026-04-05')
    expect(melbourneDay('2026-07-01T13:59:00Z')).toBe('2026-07-01')
    expect(melbourneDay('2026-07-01T14:00:00Z')).toBe('2026-07-02')
    expect(melbourneDay('2026-10-03T14:30:00Z')).toBe('2026-10-04')
    expect(melbourneDay('2026-12-31T13:00:00Z')).toBe('2027-01-01')
  })
})

describe('isFiltering', () => {
  test('is true once any filter narrows the list', () => {
    expect(isFiltering({ search: '  ', status: 'all', from: '', to: '' })).toBe(false)
    expect(isFiltering({ search: 'x', status: 'all' })).toBe(true)
    expect(isFiltering({ search: '', status: 'new' })).toBe(true)
    expect(isFiltering({ search: '', status: 'all', to: '2026-04-05' })).toBe(true)
  })
})

describe('chatLeadStats', () => {
  test('conversion rate is high-quality over all conversations, rounded; qualified counts high and medium', () => {
    const stats = chatLeadStats([{ leadQuality: 'high' }, { leadQuality: 'medium' }, { leadQuality: 'low' }])
    expect(stats).toEqual({ conversations: 3, highQuality: 1, qualified: 2, conversionRate: 33 })
  })

  test('no conversations is a 0% rate, not a division by zero', () => {
    expect(chatLeadStats([])).toEqual({ conversations: 0, highQuality: 0, qualified: 0, conversionRate: 0 })
  })
})
