import { describe, expect, test } from 'vitest'
import type { PricingPlan } from '../../../contract/content.ts'
import { FAQ_CATEGORIES } from '../../../core/faq-content.ts'
import { formatAud } from '../../../core/format.ts'
import { parsePrice } from '../../../contract/price-text.ts'
import { catalogueOffers, liveFaq, loadChatKnowledge, offerFor, openState, parseDayHours, withLivePrices } from './knowledge.ts'
import { seedKnowledge, withPlan } from '../../../tests/support/seed-chat-knowledge.ts'

const seeded = seedKnowledge()
const planNamed = (name: string) => seeded.plans.find((plan) => plan.name === name) as PricingPlan
const voicePlan = planNamed('AI Voice Agent')
const websitePlan = planNamed('Website Development')

describe('loadChatKnowledge', () => {
  test('reads each catalogue list once, keeps only active plans and maps the settings by key', async () => {
    const calls: string[] = []
    const inactive = { ...voicePlan, id: 99, name: 'Old Voice Plan', isActive: false }
    const catalog = {
      listServices: async () => (calls.push('services'), seeded.services),
      listActivePlans: async () => (calls.push('plans'), [...seeded.plans, inactive]),
      listPublicSettings: async () => (calls.push('settings'), [{ key: 'business_phone', value: '(03) 9000 0000' }]),
      listAiTools: async () => (calls.push('tools'), seeded.aiTools),
      listDemoSites: async () => (calls.push('demos'), seeded.demos),
    }
    const knowledge = await loadChatKnowledge(catalog)
    expect(calls.sort()).toEqual(['demos', 'plans', 'services', 'settings', 'tools'])
    expect(knowledge.plans.map((plan) => plan.name)).toEqual(seeded.plans.map((plan) => plan.name))
    expect(knowledge.settings).toEqual({ business_phone: '(03) 9000 0000' })
    expect(knowledge.faq).toBe(FAQ_CATEGORIES)
  })
})

describe('offers', () => {
  test('a product is priced by its cheapest active plan', () => {
    expect(offerFor(seeded, 'voice')?.priceText).toBe(formatAud(parsePrice(voicePlan.price) as number))
  })

  test('without a chatbot plan the chatbot falls back to the AI Workforce service, never to a remembered price', () => {
    const knowledge = { ...seeded, plans: seeded.plans.filter((plan) => plan.name !== 'AI Chatbot') }
    const workforce = seeded.services.find((service) => service.slug === 'ai-workforce')
    expect(offerFor(knowledge, 'chatbot')).toMatchObject({ source: 'service', name: workforce?.title, amount: workforce?.price })
  })

  test('without a website plan or service there is no website offer at all', () => {
    const knowledge = {
      ...seeded,
      plans: seeded.plans.filter((plan) => plan !== websitePlan),
      services: seeded.services.filter((service) => service.slug !== 'web-development'),
    }
    expect(offerFor(knowledge, 'website')).toBeUndefined()
    expect(catalogueOffers(knowledge).some((offer) => offer.kind === 'website')).toBe(false)
  })

  test('the price list has every active plan, then the services no plan covers', () => {
    const names = catalogueOffers(seeded).map((offer) => offer.name)
    const automation = seeded.services.find((service) => service.slug === 'automation')
    expect(names).toEqual([...seeded.plans.map((plan) => plan.name), automation?.title])
  })
})

describe('withLivePrices', () => {
  const pricingAnswer = FAQ_CATEGORIES[0]?.questions[0]?.answer as string

  test('keeps FAQ prices the catalogue confirms', () => {
    expect(withLivePrices(pricingAnswer, seeded)).toBe(pricingAnswer)
  })

  test('drops a sentence whose price the catalogue no longer has, and keeps the rest', () => {
    const knowledge = withPlan(seeded, websitePlan.name, { price: '$549' })
    const webService = { ...seeded.services.find((service) => service.slug === 'web-development'), price: 549 } as (typeof seeded.services)[number]
    const changed = { ...knowledge, services: knowledge.services.map((service) => (service.slug === 'web-development' ? webService : service)) }
    const text = withLivePrices(pricingAnswer, changed)
    expect(text).not.toContain('$499')
    expect(text).toContain('one-time setup fee')
    expect(
      liveFaq(changed)
        .flatMap((category) => category.questions)
        .some((item) => item.answer.includes('$499')),
    ).toBe(false)
  })

  test('a price is checked against the product its clause names', () => {
    // $899 is still the automation price, so the automation clause survives a voice agent price change.
    const knowledge = withPlan(seeded, voicePlan.name, { price: '$950' })
    expect(withLivePrices('Custom automation from $899 per project.', knowledge)).toBe('Custom automation from $899 per project.')
    expect(withLivePrices('A voice agent is $899.', knowledge)).toBe('')
    // Products are read by the assistant's own product words: an AI receptionist is a voice agent.
    expect(withLivePrices('An AI receptionist is $899.', knowledge)).toBe('')
  })
})

describe('openState (Melbourne time, business_hours setting)', () => {
  const settings = seeded.settings

  test('Tuesday 2:00 PM AEDT is open', () => {
    const state = openState(settings, new Date('2026-03-10T03:00:00Z'))
    expect(state).toMatchObject({ open: true, clock: { weekdayName: 'Tuesday', time: '2:00 PM' } })
  })

  test('Friday 6:00 PM is closed (closing time) and opens Saturday morning', () => {
    const state = openState(settings, new Date('2026-03-13T07:00:00Z'))
    expect(state.open).toBe(false)
    expect(state.nextOpening).toEqual({ day: 'tomorrow', time: '10:00 AM' })
  })

  test('Saturday after 4:00 PM skips the closed Sunday and opens Monday', () => {
    const state = openState(settings, new Date('2026-03-14T06:30:00Z'))
    expect(state.open).toBe(false)
    expect(state.nextOpening).toEqual({ day: 'Monday', time: '9:00 AM' })
  })

  test('on the Monday after daylight saving ends (AEST), 8:59 AM is closed and 9:00 AM is open', () => {
    expect(openState(settings, new Date('2026-04-05T22:59:00Z'))).toMatchObject({ open: false, nextOpening: { day: 'today', time: '9:00 AM' } })
    expect(openState(settings, new Date('2026-04-05T23:00:00Z')).open).toBe(true)
  })

  test('hours stored as JSON text are read; hours that are not times give no open/closed claim', () => {
    const json = { business_hours: JSON.stringify({ 'monday-friday': '8am-4pm', saturday: 'Closed', sunday: 'Closed' }) }
    expect(openState(json, new Date('2026-03-10T05:30:00Z')).open).toBe(false)
    expect(openState(json, new Date('2026-03-10T04:30:00Z')).open).toBe(true)
    const vague = { business_hours: { 'monday-friday': 'By appointment', saturday: 'Closed', sunday: 'Closed' } }
    expect(openState(vague, new Date('2026-03-10T03:00:00Z')).open).toBeUndefined()
  })

  test('parseDayHours reads the usual ways of writing hours', () => {
    expect(parseDayHours('9:00 AM - 6:00 PM')).toMatchObject({ opens: 540, closes: 1080 })
    expect(parseDayHours('9am-5pm')).toMatchObject({ opens: 540, closes: 1020 })
    expect(parseDayHours('10:30 to 2:30')).toMatchObject({ opens: 630, closes: 870 })
    expect(parseDayHours('Closed')).toMatchObject({ closed: true })
    expect(parseDayHours('By appointment')).toEqual({ text: 'By appointment', closed: false })
  })
})
