import { describe, expect, test } from 'vitest'
import { FAQ_CATEGORIES, liveFaqCategories } from './faq-content'
import { faqFacts } from './faq-facts'
import { FALLBACK_SERVICES } from './fallback-services'

describe('FAQ content', () => {
  test('has six categories with the spec question counts', () => {
    expect(FAQ_CATEGORIES.map((category) => [category.title, category.questions.length])).toEqual([
      ['Pricing & Payments', 5],
      ['Implementation & Timeline', 4],
      ['Technical Integration', 4],
      ['AI Voice Agents & Chatbots', 4],
      ['Support & Training', 4],
      ['Getting Started', 4],
    ])
  })

  test('category ids are unique so each can be linked to', () => {
    const ids = FAQ_CATEGORIES.map((category) => category.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('answers state the ownership model, the installation time and that extras are quoted separately', () => {
    const live = liveFaqCategories(faqFacts({ services: FALLBACK_SERVICES, plans: [], settings: {}, now: new Date('2026-03-10T03:00:00Z') }))
    const answers = live.flatMap((category) => category.questions.map((q) => q.answer)).join(' ')
    expect(answers).toContain('one-time setup fee')
    expect(answers).toContain('no monthly subscription')
    expect(answers).toMatch(/language.model/)
    expect(answers).toContain('1-2 weeks')
    expect(answers).toContain('quoted separately')
    expect(answers).toContain('include GST')
    // The spec's prices, as the built-in services state them, filled into the answers.
    for (const price of ['$699', '$499', '$899']) expect(answers).toContain(price)
    expect(answers).toContain('9:00 AM - 6:00 PM')
  })

  test('every question and answer has text', () => {
    for (const { question, answer } of FAQ_CATEGORIES.flatMap((category) => category.questions)) {
      expect(question.trim()).not.toBe('')
      expect(answer.trim()).not.toBe('')
    }
  })
})
