import { describe, expect, test } from 'vitest'
import type { PricingPlan } from '../contract/content'
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd } from './structured-data'

// JSON-LD is plain nested data; the tests read it by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonLd = Record<string, any>

const plan = (name: string, price: string): PricingPlan => ({
  id: 1, serviceId: null, name, price, originalPrice: null, currency: 'AUD', billingPeriod: 'one-time', description: null,
  isActive: true, isFeatured: false, features: [], createdAt: '', updatedAt: '',
})

describe('localBusinessJsonLd', () => {
  const data = localBusinessJsonLd({}, [plan('AI Chatbot', '$699'), plan('Website Development', '$499')], 'https://x.com.au') as JsonLd

  test('is a Melbourne business with offers and a price range from the live plans', () => {
    expect(data.address).toMatchObject({ addressLocality: 'Melbourne', addressRegion: 'VIC', postalCode: '3000', addressCountry: 'AU' })
    expect(data.makesOffer).toEqual([
      expect.objectContaining({ name: 'AI Chatbot', price: 699, priceCurrency: 'AUD' }),
      expect.objectContaining({ name: 'Website Development', price: 499, priceCurrency: 'AUD' }),
    ])
    expect(data.priceRange).toBe('$499-$699')
  })

  test('turns the business hours into opening hours and leaves out closed days', () => {
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' }),
    ])
  })
})

test('breadcrumbs start at Home with absolute URLs', () => {
  const data = breadcrumbJsonLd('https://x.com.au', [{ name: 'Pricing', path: '/pricing' }]) as JsonLd
  expect(data.itemListElement.map((item: { position: number; item: string }) => [item.position, item.item])).toEqual([
    [1, 'https://x.com.au/'],
    [2, 'https://x.com.au/pricing'],
  ])
})

test('FAQPage lists every question with its answer', () => {
  const data = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]) as JsonLd
  expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }])
})
