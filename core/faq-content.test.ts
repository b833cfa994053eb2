import { describe, expect, test } from 'vitest'
import { FAQ_CATEGORIES } from './faq-content'

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
    const answers = FAQ_CATEGORIES.flatMap((category) => category.questions.map((q) => q.answer)).join(' ')
    expect(answers).toContain('one-time setup fee')
    expect(answers).toContain('no monthly subscription')
    expect(answers).toMatch(/language.model/)
    expect(answers).toContain('1-2 weeks')
    expect(answers).toContain('quoted separately')
    expect(answers).toContain('include GST')
    for (const price of ['$699', '$499', '$899']) expect(answers).toContain(price)
  })

  test('every question and answer has text', () => {
    for (const { question, answer } of FAQ_CATEGORIES.flatMap((category) => category.questions)) {
      expect(question.trim()).not.toBe('')
      expect(answer.trim()).not.toBe('')
    }
  })
})
