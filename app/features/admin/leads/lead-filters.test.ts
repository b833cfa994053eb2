import { describe, expect, test } from 'vitest'
import { chatLeadStats, filterInquiries } from './lead-filters'

const inquiries = [
  { fullName: 'Jane Citizen', email: 'jane@example.com.au', message: 'Need a chatbot', status: 'new' },
  { fullName: 'Bob Builder', email: 'bob@build.example', message: 'Voice agent for my PLUMBING shop', status: 'contacted' },
  { fullName: 'Spammer', email: 'x@spam.example', message: 'Buy now', status: 'spam' },
]

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

describe('chatLeadStats', () => {
  test('conversion rate is high-quality over all conversations, rounded; qualified counts high and medium', () => {
    const stats = chatLeadStats([{ leadQuality: 'high' }, { leadQuality: 'medium' }, { leadQuality: 'low' }])
    expect(stats).toEqual({ conversations: 3, highQuality: 1, qualified: 2, conversionRate: 33 })
  })

  test('no conversations is a 0% rate, not a division by zero', () => {
    expect(chatLeadStats([])).toEqual({ conversations: 0, highQuality: 0, qualified: 0, conversionRate: 0 })
  })
})
