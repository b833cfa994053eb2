import { beforeAll, describe, expect, test } from 'vitest'
import type { ChatMessage } from '../../../contract/chat.ts'
import { seedKnowledge } from '../../../tests/support/seed-chat-knowledge.ts'
import { type KnowledgeIndex, knowledgeIndex } from '../chat/knowledge-index.ts'
import { offerFor } from '../chat/knowledge.ts'
import { languageModel } from '../chat/language-model.ts'
import { prepareLeadExtraction } from '../chat/lead-extraction.ts'
import { KEY_MESSAGE_MAX_LENGTH, interestWords, keyMessages, matchOffers } from './brief-matching.ts'

beforeAll(prepareLeadExtraction)

const at = (minute: number) => `2026-11-20T01:${String(minute).padStart(2, '0')}:00.000Z`
const visitor = (content: string, minute: number): ChatMessage => ({ role: 'user', content, timestamp: at(minute) })
const assistant = (content: string, minute: number): ChatMessage => ({ role: 'assistant', content, timestamp: at(minute) })

describe('keyMessages', () => {
  const conversation: ChatMessage[] = [
    visitor('hi', 0),
    assistant('Hello! How can I help?', 1),
    visitor('ok', 2),
    visitor('I run a dental clinic in Richmond and we miss a lot of calls after hours', 3),
    assistant('We can help with that. What is your budget?', 4),
    visitor('Does the voice agent work with our booking system?', 5),
    visitor('thanks', 6),
    visitor('My name is Priya Nair, email priya@brightsmile.com.au', 7),
    visitor('Budget is around $1,500', 8),
    visitor('It would be good to know more about the setup and also the monthly running costs involved for a small practice like ours', 9),
  ]

  test('chooses the messages with lead details, questions and substance, in the order written, never greetings or the assistant', () => {
    const chosen = keyMessages(conversation, 4).map((message) => message.text)
    expect(chosen).toHaveLength(4)
    expect(chosen).toContain('I run a dental clinic in Richmond and we miss a lot of calls after hours')
    expect(chosen).toContain('Does the voice agent work with our booking system?')
    expect(chosen).toContain('My name is Priya Nair, email priya@brightsmile.com.au')
    expect(chosen).not.toContain('hi')
    expect(chosen).not.toContain('thanks')
    expect(chosen.some((text) => text.startsWith('Hello'))).toBe(false)
    const order = chosen.map((text) => conversation.findIndex((message) => message.content === text))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  test('keeps each message time, caps the count and cuts a long message at a word', () => {
    const long = visitor(`Can you help? ${'We have many questions about automation. '.repeat(20)}`, 10)
    const [only] = keyMessages([long], 1)
    expect(only!.at).toBe(at(10))
    expect(only!.text.length).toBeLessThanOrEqual(KEY_MESSAGE_MAX_LENGTH)
    expect(only!.text.endsWith('…')).toBe(true)
    expect(keyMessages(conversation, 2)).toHaveLength(2)
    expect(keyMessages([visitor('hi', 0), visitor('ok', 1)])).toEqual([])
  })
})

describe('interest matching against the live catalogue', () => {
  const knowledge = seedKnowledge()
  let index: KnowledgeIndex
  const now = new Date('2026-11-20T01:00:00Z')
  beforeAll(async () => {
    index = knowledgeIndex(knowledge, await languageModel())
  })

  test('the words: interests split, the default service left out, duplicates once', () => {
    expect(interestWords({ interests: ['AI voice agent, website', 'website'], businesses: ['dental clinic'], service: 'Free Consultation', messages: ['Calls go unanswered'] })).toEqual([
      'AI voice agent',
      'website',
      'dental clinic',
      'Calls go unanswered',
    ])
    expect(interestWords({ interests: [], businesses: [], service: 'Voice Agents', messages: [] })).toEqual(['Voice Agents'])
  })

  test('an interest in a voice agent lists the offer the chat would quote for it first, with its live price', () => {
    const { offers } = matchOffers(knowledge, index, ['AI voice agent', 'dental clinic'], now)
    const quoted = offerFor(knowledge, 'voice', now)!
    expect(offers[0]).toMatchObject({ name: quoted.name, priceText: quoted.priceText, source: quoted.source })
    expect(offers.length).toBeLessThanOrEqual(3)
    expect(new Set(offers.map((offer) => offer.name)).size).toBe(offers.length)
  })

  test('a website interest finds the website offer and related AI tools by retrieval', () => {
    const { offers, tools } = matchOffers(knowledge, index, ['website', 'We need a new website with good SEO copy'], now)
    expect(offers.map((offer) => offer.name)).toContain(offerFor(knowledge, 'website', now)!.name)
    expect(tools.length).toBeGreaterThan(0)
    expect(tools.length).toBeLessThanOrEqual(3)
    for (const tool of tools) expect(knowledge.aiTools.map((known) => known.name)).toContain(tool.name)
  })

  test('no words, no matches', () => {
    expect(matchOffers(knowledge, index, [], now)).toEqual({ offers: [], tools: [] })
  })
})
