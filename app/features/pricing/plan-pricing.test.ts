import { describe, expect, test } from 'vitest'
import type { PricingPlan } from '../../../contract/content'
import { priceRange } from '../../../core/pricing-rules'
import { offerCatalogJsonLd, planPriceView, pricingDescription, pricingTitle } from './plan-pricing'

function plan(name: string, price: string, originalPrice: string | null = null, currency = 'AUD'): PricingPlan {
  return {
    id: 1,
    serviceId: null,
    name,
    price,
    originalPrice,
    currency,
    billingPeriod: 'one-time',
    description: `${name} description`,
    isActive: true,
    isFeatured: false,
    features: [],
    createdAt: '',
    updatedAt: '',
  }
}

const seeded = [plan('AI Chatbot', '$699', '$1,199'), plan('AI Voice Agent', '$899', '$1,299'), plan('Website Development', '$499', '$899')]

describe('a plan card price', () => {
  test('shows its own original price struck through with the rounded saving', () => {
    expect(planPriceView(plan('AI Chatbot', '$699', '$1,199'))).toEqual({
      price: '$699',
      currency: 'AUD',
      saving: { original: '$1,199', percentOff: 42 },
    })
  })

  test('falls back to the default original price for its kind of plan', () => {
    expect(planPriceView(plan('Website Starter', '$499')).saving).toEqual({ original: '$899', percentOff: 44 })
  })

  test('shows no saving for a plan of unknown kind without an original price', () => {
    expect(planPriceView(plan('Custom Automation', '$899')).saving).toBeUndefined()
  })

  test('shows no saving when the original price is not higher', () => {
    expect(planPriceView(plan('AI Chatbot', '$1,500', '$1,199')).saving).toBeUndefined()
  })

  test('shows the currency code in capitals', () => {
    expect(planPriceView(plan('AI Chatbot', '$699', null, 'usd')).currency).toBe('USD')
  })
})

describe('pricing page title and description', () => {
  test('name the live price range', () => {
    expect(priceRange(seeded)).toEqual({ min: 499, max: 899 })
    expect(pricingTitle(seeded)).toBe('Pricing from $499 to $899')
    expect(pricingDescription(seeded)).toContain('one-time setup fee of $499 to $899')
  })

  test('name a single price when every plan costs the same', () => {
    const same = [plan('A', '$699'), plan('B', '$699')]
    expect(pricingTitle(same)).toBe('Pricing: $699 One-Time Setup')
    expect(pricingDescription(same)).toContain('one-time setup fee of $699.')
  })

  test('name no price when no plans load', () => {
    expect(priceRange([])).toBeUndefined()
    expect(pricingTitle([])).not.toMatch(/\$/)
    expect(pricingDescription([])).not.toMatch(/\$\d/)
  })
})

describe('offer catalogue structured data', () => {
  test('lists each plan with its parsed price and own currency', () => {
    const catalog = offerCatalogJsonLd([plan('AI Voice Agent', '$1,299', null, 'AUD'), plan('Quote Only', 'Ask us')], 'https://example.com.au') as {
      itemListElement: Record<string, unknown>[]
    }
    expect(catalog.itemListElement[0]).toMatchObject({ '@type': 'Offer', name: 'AI Voice Agent', price: 1299, priceCurrency: 'AUD' })
    expect(catalog.itemListElement[1]).not.toHaveProperty('price')
  })
})
