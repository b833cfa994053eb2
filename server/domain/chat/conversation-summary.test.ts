import { describe, expect, test } from 'vitest'
import type { ChatMessage } from '../../../contract/chat.ts'
import { SUMMARY_QUESTION_MAX_LENGTH, summarizeConversation } from './conversation-summary.ts'

const AT = '2026-11-23T01:00:00.000Z'
const visitor = (content: string): ChatMessage => ({ role: 'user', content, timestamp: AT })
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content, timestamp: AT })
const GREETING = assistant("Hi! I'm your AI assistant from the agency. How can I help you transform your business with AI solutions today?")

describe('summarizeConversation', () => {
  test('a full lead: who, how to reach them, what they want, budget, quality, length and their questions', () => {
    const messages = [
      GREETING,
      visitor("Hi, I'm Priya Nair from Smile Dental. We miss a lot of calls. Can an AI answer them?"),
      assistant('Yes, an AI voice agent answers every call. What would you like to know?'),
      visitor('How much is a voice agent? Does it work with Cliniko? My budget is around $2k.'),
      assistant('Setup is $699 one-time. What is the best way to reach you?'),
      visitor('priya@smiledental.com.au or 0412 345 678'),
    ]
    const lead = {
      name: 'Priya Nair',
      email: 'priya@smiledental.com.au',
      phone: '0412 345 678',
      company: 'Smile Dental',
      business: 'dental clinic',
      interest: 'AI voice agent',
      budget: 'around $2k',
    }
    expect(summarizeConversation(messages, lead, 'high')).toBe(
      [
        'Visitor: Priya Nair, Smile Dental (dental clinic)',
        'Contact: priya@smiledental.com.au, 0412 345 678',
        'Wants: AI voice agent',
        'Budget: around $2k',
        'Lead quality: high',
        'Messages: 6 (3 from the visitor)',
        'Asked: "Can an AI answer them?"; "How much is a voice agent?"; "Does it work with Cliniko?"',
      ].join('\n'),
    )
  })

  test('an anonymous visitor who asked nothing says what is missing', () => {
    expect(summarizeConversation([GREETING, visitor('just looking, thanks')], {}, 'low')).toBe(
      ['Visitor: name not given', 'Contact: not given', 'Wants: not stated', 'Budget: not stated', 'Lead quality: low', 'Messages: 2 (1 from the visitor)'].join('\n'),
    )
  })

  test('a company without a name, and a phone without an email', () => {
    const summary = summarizeConversation([GREETING, visitor('call 0412 345 678')], { company: 'Acme', phone: '0412 345 678' }, 'medium')
    expect(summary.split('\n').slice(0, 2)).toEqual(['Visitor: name not given, Acme', 'Contact: 0412 345 678'])
  })

  test('quotes at most three questions: substantive ones, once each, never the assistant’s', () => {
    const messages = [
      GREETING,
      visitor('Why? Really?'),
      assistant('Would you like a demo? Can I get your email?'),
      visitor('Do you build websites?\nDo you build websites?'),
      visitor('do you build websites?  What about   chatbots for cafes? And automation?'),
      visitor('Can I see a demo first?'),
    ]
    expect(summarizeConversation(messages, {}, 'low').split('\n').at(-1)).toBe('Asked: "Do you build websites?"; "What about chatbots for cafes?"; "Can I see a demo first?"')
  })

  test(`a long question is cut at a word to ${SUMMARY_QUESTION_MAX_LENGTH} characters`, () => {
    const long = `Can your voice agent ${'handle bookings and cancellations '.repeat(6)}for us?`
    const asked =
      summarizeConversation([visitor(long)], {}, 'low')
        .split('\n')
        .at(-1) ?? ''
    const quoted = asked.slice('Asked: "'.length, -1)
    expect(quoted.length).toBeLessThanOrEqual(SUMMARY_QUESTION_MAX_LENGTH)
    expect(quoted).toBe('Can your voice agent handle bookings and cancellations handle bookings and cancellations handle bookings and…')
  })

  test('the same conversation always gives the same summary', () => {
    const messages = [GREETING, visitor('How much is a chatbot?')]
    expect(summarizeConversation(messages, { interest: 'AI chatbot' }, 'medium')).toBe(summarizeConversation([...messages], { interest: 'AI chatbot' }, 'medium'))
  })
})
