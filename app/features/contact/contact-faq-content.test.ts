import { describe, expect, test } from 'vitest'
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
})
