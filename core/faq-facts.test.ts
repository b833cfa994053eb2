import { describe, expect, test } from 'vitest'
import type { PricingPlan, Service } from '../contract/content'
import { settingDefaults } from '../contract/site-settings'
import { FALLBACK_SERVICES } from './fallback-services'
import { FAQ_CATEGORIES, liveFaqCategories } from './faq-content'
import { FAQ_FACT_NAMES, type FaqFacts, faqFacts, fillTemplate, placeholdersIn, priceWithNote, serviceCategory } from './faq-facts'

const NOW = new Date('2026-03-10T03:00:00Z')
const [workforce, web, automation] = FALLBACK_SERVICES as [Service, Service, Service]

function plan(fields: Partial<PricingPlan> & Pick<PricingPlan, 'name' | 'price'>): PricingPlan {
  return {
    id: 1,
    serviceId: null,
    originalPrice: null,
    currency: 'AUD',
    billingPeriod: 'one-time',
    description: null,
    isActive: true,
    isFeatured: false,
    features: [],
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...fields,
  }
}

const snapshot = (services: Service[] = FALLBACK_SERVICES, plans: PricingPlan[] = [], settings: Record<string, unknown> = {}) => ({ services, plans, settings, now: NOW })

describe('faqFacts', () => {
  test('the seeded catalogue gives the spec prices with their notes, the default hours and contacts', () => {
    expect(faqFacts(snapshot())).toEqual({
      workforceFrom: '$699',
      websiteFrom: '$499 for up to 3 pages',
      automationFrom: '$899 per automation project',
      priceList: 'AI Workforce solutions (chatbots and voice agents) start from $699, websites from $499 for up to 3 pages and custom automation from $899 per automation project',
      duringBusinessHours: 'during business hours (Monday to Friday 9:00 AM - 6:00 PM, Saturday 10:00 AM - 4:00 PM, Melbourne time)',
      weekdayHours: '9:00 AM - 6:00 PM',
      businessPhone: settingDefaults.business_phone,
      contactEmail: settingDefaults.contact_email,
      supportEmail: settingDefaults.support_email,
    } satisfies FaqFacts)
  })

  test('"from" is the lowest current price of the kind: a sale inside its window counts, outside it does not', () => {
    // On sale Monday 9 and Tuesday 10 March, Melbourne days (stored as their AEDT midnights).
    const sale = { ...web, salePrice: 299, saleStartDate: '2026-03-08T13:00:00.000Z', saleEndDate: '2026-03-09T13:00:00.000Z' }
    expect(faqFacts(snapshot([workforce, sale, automation])).websiteFrom).toBe('$299 for up to 3 pages')
    expect(faqFacts({ ...snapshot([workforce, sale, automation]), now: new Date('2026-03-10T12:59:59Z') }).websiteFrom).toBe('$299 for up to 3 pages')
    expect(faqFacts({ ...snapshot([workforce, sale, automation]), now: new Date('2026-03-10T13:00:00Z') }).websiteFrom).toBe('$499 for up to 3 pages')
  })

  test('an active AUD plan cheaper than its service sets the price; inactive and foreign-currency plans do not', () => {
    const plans = [
      plan({ id: 1, serviceId: workforce.id, name: 'Starter Chat', price: '$549' }),
      plan({ id: 2, name: 'AI Voice Agent Lite', price: '$399', isActive: false }),
      plan({ id: 3, name: 'Website Basic', price: '$199', currency: 'USD' }),
    ]
    const facts = faqFacts(snapshot(FALLBACK_SERVICES, plans))
    expect(facts.workforceFrom).toBe('$549')
    expect(facts.websiteFrom).toBe('$499 for up to 3 pages')
  })

  test('a plan without a service is read by its name; a price equal to a service keeps the service note', () => {
    const facts = faqFacts(snapshot(FALLBACK_SERVICES, [plan({ name: 'Automation Pack', price: '$899' }), plan({ name: 'Website Development', price: '$450' })]))
    expect(facts.automationFrom).toBe('$899 per automation project')
    expect(facts.websiteFrom).toBe('$450')
  })

  test('a deleted or hidden service leaves its price out, and the list still reads as a sentence', () => {
    const facts = faqFacts(snapshot([{ ...workforce, isActive: false }, web, automation]))
    expect(facts.workforceFrom).toBeUndefined()
    expect(facts.priceList).toBe('websites start from $499 for up to 3 pages and custom automation from $899 per automation project')
    expect(faqFacts(snapshot([automation])).priceList).toBe('custom automation starts from $899 per automation project')
    expect(faqFacts(snapshot([])).priceList).toBeUndefined()
  })

  test('business hours come from the setting (object or JSON text); closed days are left out', () => {
    const hours = { 'monday-friday': '8:30 AM - 5:00 PM', saturday: 'Closed', sunday: 'Closed' }
    expect(faqFacts(snapshot(FALLBACK_SERVICES, [], { business_hours: hours })).duringBusinessHours).toBe('during business hours (Monday to Friday 8:30 AM - 5:00 PM, Melbourne time)')
    expect(faqFacts(snapshot(FALLBACK_SERVICES, [], { business_hours: JSON.stringify(hours) })).weekdayHours).toBe('8:30 AM - 5:00 PM')
    const closed = faqFacts(snapshot(FALLBACK_SERVICES, [], { business_hours: { 'monday-friday': 'Closed', saturday: 'Closed', sunday: 'Closed' } }))
    expect(closed.duringBusinessHours).toBe('during business hours')
    expect(closed.weekdayHours).toBeUndefined()
  })

  test('contacts come from the settings, their defaults only when unset', () => {
    const facts = faqFacts(snapshot(FALLBACK_SERVICES, [], { business_phone: '(03) 9000 0000', support_email: 'help@example.com.au', contact_email: '' }))
    expect(facts).toMatchObject({ businessPhone: '(03) 9000 0000', supportEmail: 'help@example.com.au', contactEmail: settingDefaults.contact_email })
  })
})

describe('priceWithNote', () => {
  test('joins notes that read as part of a price and leaves out the rest', () => {
    expect(priceWithNote({ price: 1299, note: 'per month' })).toBe('$1,299 per month')
    expect(priceWithNote({ price: 499, note: 'up to 5 pages' })).toBe('$499 for up to 5 pages')
    expect(priceWithNote({ price: 699, note: 'one-time setup' })).toBe('$699')
    expect(priceWithNote({ price: 12.5, note: null })).toBe('$12.50')
  })
})

describe('serviceCategory', () => {
  test('reads the slug first, then the title', () => {
    expect(FALLBACK_SERVICES.map(serviceCategory)).toEqual(['workforce', 'website', 'automation'])
    expect(serviceCategory({ slug: 'receptionist', title: 'After-hours phone answering' })).toBe('workforce')
    expect(serviceCategory({ slug: 'seo-audit', title: 'SEO audit' })).toBeUndefined()
  })
})

describe('fillTemplate', () => {
  const facts = faqFacts(snapshot())

  test('fills named facts and capitalises a sentence that starts with one', () => {
    expect(fillTemplate('Pay once. {priceList}. Prices include GST.', facts)).toBe(`Pay once. ${facts.priceList?.replace(/^a/, 'A')}. Prices include GST.`)
    expect(fillTemplate('{priceList}.', faqFacts(snapshot([web])))).toBe('Websites start from $499 for up to 3 pages.')
  })

  test('a sentence naming a missing or unknown fact is left out whole, never printing undefined or a bare $', () => {
    const without = { ...facts, websiteFrom: undefined }
    const text = fillTemplate('It works with any site. If you have none, we build one from {websiteFrom}. Ask us.', without)
    expect(text).toBe('It works with any site. Ask us.')
    expect(fillTemplate('Call {nobody}. Thanks.', facts)).toBe('Thanks.')
    expect(fillTemplate('From {websiteFrom}.', without)).toBe('')
  })
})

describe('the FAQ templates', () => {
  const templates = FAQ_CATEGORIES.flatMap((category) => category.questions.map((item) => item.answer))

  test('name only known facts, and type no price, phone number, email or hours of their own', () => {
    for (const template of templates) {
      for (const name of placeholdersIn(template)) expect(FAQ_FACT_NAMES).toContain(name)
      expect(template).not.toMatch(/\$\s?\d|@|\b\d{1,2}(:\d\d)?\s*(AM|PM)\b/i)
    }
  })

  test('with every price missing the FAQ keeps every question and never says undefined or a bare $', () => {
    const live = liveFaqCategories(faqFacts(snapshot([])))
    expect(live.flatMap((category) => category.questions)).toHaveLength(templates.length)
    const text = JSON.stringify(live)
    expect(text).not.toMatch(/undefined|\$(?!\d)|\{\w+\}/)
    expect(text).not.toMatch(/\$\d/)
  })
})
