import { beforeAll, describe, expect, test } from 'vitest'
import { LEGAL_STATEMENTS } from '../../../core/legal-facts.ts'
import { seedKnowledge } from '../../../tests/support/seed-chat-knowledge.ts'
import { contactFacts } from './knowledge.ts'
import { prepareLeadExtraction } from './lead-extraction.ts'
import { offlineReply } from './offline-assistant.ts'
import { MOST_SOURCES, replySources } from './reply-sources.ts'

beforeAll(prepareLeadExtraction)

// Every expected source is read from the seed data, so the table follows the catalogue.
const knowledge = seedKnowledge()
const faq = knowledge.faq.flatMap((category) => category.questions)
const paymentQuestion = faq.find((item) => /payment terms/i.test(item.question))!
const [firstPlan, secondPlan] = knowledge.plans
const now = new Date('2026-03-03T01:00:00.000Z')
const ask = (message: string) => offlineReply({ message, history: [], lead: {}, knowledge, now })

describe('replySources', () => {
  test('an FAQ answer quoted is sourced to its question on /faq', () => {
    expect(replySources(`Sure. ${paymentQuestion.answer}`, knowledge)).toContainEqual({ title: paymentQuestion.question, url: '/faq#what-payment-terms-do-you-offer' })
  })

  test('a legal figure is sourced to its section of the terms', () => {
    expect(replySources(LEGAL_STATEMENTS.warranty, knowledge)).toEqual([{ title: 'Warranty', url: '/terms-of-service#warranty' }])
  })

  test('a plan named is sourced to its card on /pricing; more than two plans named are the pricing page', () => {
    expect(replySources(`The ${firstPlan!.name} is our most popular.`, knowledge)).toEqual([{ title: firstPlan!.name, url: expect.stringMatching(/^\/pricing#plan-[a-z0-9-]+$/) }])
    const list = knowledge.plans.map((plan) => `${plan.name}: ${plan.price}`).join('\n')
    expect(knowledge.plans.length).toBeGreaterThan(2)
    expect(replySources(list, knowledge)).toEqual([{ title: 'Pricing', url: '/pricing' }])
  })

  test('sources come in the order the reply states them, each once, at most three', () => {
    const phone = contactFacts(knowledge.settings).phone
    const reply = `Call ${phone}. ${LEGAL_STATEMENTS.termination} The ${secondPlan!.name} and the ${firstPlan!.name}. ${LEGAL_STATEMENTS.warranty} Call ${phone} again.`
    const sources = replySources(reply, knowledge)
    expect(sources).toHaveLength(MOST_SOURCES)
    expect(sources.map((source) => source.url)).toEqual(['/contact', '/terms-of-service#termination', expect.stringMatching(/^\/pricing#plan-/)])
  })

  test('a name inside another word is not a mention, and a reply that states no knowledge has no sources', () => {
    expect(replySources(`Ask about ${firstPlan!.name.toLowerCase()}s any time`, knowledge)).toEqual([])
    expect(replySources('Hi there! What kind of business are you in?', knowledge)).toEqual([])
  })

  test.each([
    ['how long does it take to get up and running?', '/faq#how-long-does-it-take-to-get-up-and-running'],
    ['what are your payment terms?', '/terms-of-service#payment-terms'],
    ['is there a warranty?', '/terms-of-service#warranty'],
    ['how can I contact you?', '/contact'],
  ])('the built-in assistant’s answer to %j states a source at %s', async (question, url) => {
    const sources = replySources(await ask(question), knowledge)
    expect(sources.map((source) => source.url)).toContain(url)
  })
})
