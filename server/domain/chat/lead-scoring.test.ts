import { describe, expect, test } from 'vitest'
import type { LeadData, LeadQuality } from '../../../contract/chat.ts'
import { scoreLead } from './lead-scoring.ts'

describe('scoreLead', () => {
  test.each<[string, LeadData, LeadQuality]>([
    ['an email and an interest', { email: 'priya@example.com', interest: 'AI voice agent' }, 'high'],
    ['a phone and an interest', { phone: '0412 345 678', interest: 'website' }, 'high'],
    ['an email and a budget', { email: 'priya@example.com', budget: '$2k' }, 'high'],
    ['a phone and a budget', { phone: '+44 20 7946 0958', budget: 'under 1k' }, 'high'],
    [
      'everything',
      { name: 'Priya', email: 'p@example.com', phone: '0412 345 678', company: 'Smile Dental', business: 'dental clinic', interest: 'AI chatbot', budget: '$2k' },
      'high',
    ],
    ['only an email', { email: 'priya@example.com' }, 'medium'],
    ['only a phone', { phone: '0412 345 678' }, 'medium'],
    ['a phone with a name and company but nothing wanted', { phone: '0412 345 678', name: 'Priya', company: 'Smile Dental', business: 'dental clinic' }, 'medium'],
    ['only an interest', { interest: 'automation' }, 'medium'],
    ['an interest and a budget but no way to reach them', { interest: 'website', budget: '$2k' }, 'medium'],
    ['only a budget', { budget: '$2k' }, 'low'],
    ['a name, company and business only', { name: 'Priya', company: 'Smile Dental', business: 'dental clinic' }, 'low'],
    ['nothing', {}, 'low'],
    ['blank values count as nothing', { email: ' ', phone: '', interest: '  ' }, 'low'],
  ])('%s is %s', (_label, lead, quality) => {
    expect(scoreLead(lead)).toBe(quality)
  })

  test('a visitor who booked in the chat is a high-quality lead, whatever else they said', () => {
    expect(scoreLead({ name: 'Sam Lee' }, [{}, { booked: true }])).toBe('high')
    expect(scoreLead({ name: 'Sam Lee' }, [{}, {}])).toBe('low')
  })
})
