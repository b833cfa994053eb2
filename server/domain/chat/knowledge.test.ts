import { describe, expect, test } from 'vitest'
import type { PricingPlan } from '../../../contract/content.ts'
import { formatAud } from '../../../core/format.ts'
import { parsePrice } from '../../../contract/price-text.ts'
import { catalogueOffers, loadChatKnowledge, offerFor, openState, parseDayHours } from './knowledge.ts'
import { seedKnowledge, withContent } from '../../../tests/support/seed-chat-knowledge.ts'

const seeded = seedKnowledge()
const planNamed = (name: string) => seeded.plans.find((plan) => plan.name === name) as PricingPlan
const voicePlan = planNamed('AI Voice Agent')
const websitePlan = planNamed('Website Development')

describe('loadChatKnowledge', () => {
  const catalogOf = (services = seeded.services, calls: string[] = []) => ({
    listServices: async () => (calls.push('services'), services),
    listActivePlans: async () => (calls.push('plans'), seeded.plans),
    listPublicSettings: async () => (calls.push('settings'), [{ key: 'business_phone', value: '(03) 9000 0000' }]),
    listAiTools: async () => (calls.push('tools'), seeded.aiTools),
    listDemoSites: async () => (calls.push('demos'), seeded.demos),
    listKnowledgeEntries: async () => (calls.push('knowledge'), []),
  })
  const answers = (knowledge: { faq: { questions: { answer: string }[] }[] }) => knowledge.faq.flatMap((category) => category.questions.map((item) => item.answer)).join(' ')

  test('reads each catalogue list once, keeps only active plans and maps the settings by key', async () => {
    const calls: string[] = []
    const inactive = { ...voicePlan, id: 99, name: 'Old Voice Plan', isActive: false }
    const catalog = { ...catalogOf(seeded.services, calls), listActivePlans: async () => (calls.push('plans'), [...seeded.plans, inactive]) }
    const knowledge = await loadChatKnowledge(catalog)
    expect(calls.sort()).toEqual(['demos', 'knowledge', 'plans', 'services', 'settings', 'tools'])
    expect(knowledge.plans.map((plan) => plan.name)).toEqual(seeded.plans.map((plan) => plan.name))
    expect(knowledge.settings).toEqual({ business_phone: '(03) 9000 0000' })
  })

  test('the FAQ answers carry the live prices and settings, as /faq shows them', async () => {
    const knowledge = await loadChatKnowledge(catalogOf(), new Date('2026-03-10T03:00:00Z'))
    const text = answers(knowledge)
    expect(text).toContain('call (03) 9000 0000')
    expect(text).toContain(`build one from ${formatAud(parsePrice(websitePlan.price) as number)} for up to 3 pages`)
    expect(text).not.toMatch(/\{\w+\}|undefined/)
  })

  test('a sale starting with no catalogue change gives a new FAQ from its first day', async () => {
    const web = seeded.services.find((service) => service.slug === 'web-development') as (typeof seeded.services)[number]
    const onSale = seeded.services.map((service) => (service === web ? { ...service, salePrice: 299, saleStartDate: '2026-03-11T13:00:00.000Z', saleEndDate: null } : service))
    const catalog = catalogOf(onSale)
    const before = await loadChatKnowledge(catalog, new Date('2026-03-11T12:59:00Z'))
    expect(answers(before)).not.toContain('$299')
    expect(await loadChatKnowledge(catalog, new Date('2026-03-11T12:59:30Z'))).toBe(before)
    const during = await loadChatKnowledge(catalog, new Date('2026-03-11T13:00:00Z'))
    expect(answers(during)).toContain('build one from $299 for up to 3 pages')
  })
})

describe('offers', () => {
  test('a product is priced by its cheapest active plan', () => {
    expect(offerFor(seeded, 'voice')?.priceText).toBe(formatAud(parsePrice(voicePlan.price) as number))
  })

  test('without a chatbot plan the chatbot falls back to the AI Workforce service, never to a remembered price', () => {
    const knowledge = withContent(seeded, { plans: seeded.plans.filter((plan) => plan.name !== 'AI Chatbot') })
    const workforce = seeded.services.find((service) => service.slug === 'ai-workforce')
    expect(offerFor(knowledge, 'chatbot')).toMatchObject({ source: 'service', name: workforce?.title, amount: workforce?.price })
  })

  test('without a website plan or service there is no website offer at all', () => {
    const knowledge = withContent(seeded, {
      plans: seeded.plans.filter((plan) => plan !== websitePlan),
      services: seeded.services.filter((service) => service.slug !== 'web-development'),
    })
    expect(offerFor(knowledge, 'website')).toBeUndefined()
    expect(catalogueOffers(knowledge).some((offer) => offer.kind === 'website')).toBe(false)
  })

  test('the price list has every active plan, then the services no plan covers', () => {
    const names = catalogueOffers(seeded).map((offer) => offer.name)
    const automation = seeded.services.find((service) => service.slug === 'automation')
    expect(names).toEqual([...seeded.plans.map((plan) => plan.name), automation?.title])
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
    expect(state.nextOpening).toEqual({ day: 'tomorrow', time: '10:00 AM', date: '2026-03-14' })
  })

  test('Saturday after 4:00 PM skips the closed Sunday and opens Monday', () => {
    const state = openState(settings, new Date('2026-03-14T06:30:00Z'))
    expect(state.open).toBe(false)
    expect(state.nextOpening).toEqual({ day: 'Monday', time: '9:00 AM', date: '2026-03-16' })
  })

  test('on the Monday after daylight saving ends (AEST), 8:59 AM is closed and 9:00 AM is open', () => {
    expect(openState(settings, new Date('2026-04-05T22:59:00Z'))).toMatchObject({ open: false, nextOpening: { day: 'today', time: '9:00 AM', date: '2026-04-06' } })
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
