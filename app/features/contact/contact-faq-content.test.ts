import { describe, expect, test } from 'vitest'
import { FALLBACK_SERVICES } from '../../../core/fallback-services'
import { FAQ_FACT_NAMES, faqFacts, fillAnswers, placeholdersIn } from '../../../core/faq-facts'
import { CONTACT_FAQ } from './contact-faq-content'

describe('contact page FAQ', () => {
  test('has the 4 questions the spec asks for, each answered', () => {
    expect(CONTACT_FAQ).toHaveLength(4)
    for (const { question, answer } of CONTACT_FAQ) {
      expect(question.trim()).not.toBe('')
      expect(answer.trim()).not.toBe('')
    }
  })

  test('questions are distinct', () => {
    expect(new Set(CONTACT_FAQ.map((item) => item.question)).size).toBe(4)
  })

  test('answers name only known facts and type no price or hours of their own; filled, they quote the live prices', () => {
    for (const { answer } of CONTACT_FAQ) {
      for (const name of placeholdersIn(answer)) expect(FAQ_FACT_NAMES).toContain(name)
      expect(answer).not.toMatch(/\$\s?\d|\b\d{1,2}(:\d\d)?\s*(AM|PM)\b/i)
    }
    const filled = fillAnswers(CONTACT_FAQ, faqFacts({ services: FALLBACK_SERVICES, plans: [], settings: {}, now: new Date('2026-03-10T03:00:00Z') }))
    expect(filled).toHaveLength(4)
    expect(filled[2]?.answer).toContain('AI Workforce solutions (chatbots and voice agents) start from $699, websites from $499 for up to 3 pages')
    expect(filled[0]?.answer).toContain('during business hours (Monday to Friday 9:00 AM - 6:00 PM')
  })
})
