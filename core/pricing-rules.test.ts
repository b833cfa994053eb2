import { describe, expect, test } from 'vitest'
import type { PricingPlan } from '../contract/content'
import { parsePrice } from '../contract/price-text'
import { cheapestPlan, displayedOriginalPrice, homeDescription, percentOff, planKind } from './pricing-rules'

function plan(name: string, price: string, originalPrice: string | null = null): PricingPlan {
  return {
    id: Math.floor(Math.random() * 1e6),
    serviceId: null,
    name,
    price,
    originalPrice,
    currency: 'AUD',
    billingPeriod: 'one-time',
    description: null,
    isActive: true,
    isFeatured: false,
    features: [],
    createdAt: '',
    updatedAt: '',
  }
}

describe('parsePrice', () => {
  test.each([
    ['$499', 499],
    ['$1,299', 1299],
    ['AUD 699.50', 699.5],
    ['1199', 1199],
  ])('reads %s as %d', (text, expected) => expect(parsePrice(text)).toBe(expected))

  test('gives nothing for text without a number', () => {
    expect(parsePrice('Contact us')).toBeUndefined()
    expect(parsePrice(null)).toBeUndefined()
    expect(parsePrice('')).toBeUndefined()
  })
})

describe('percentOff', () => {
  test('rounds the saving against the original price', () => {
    expect(percentOff(899, 1299)).toBe(31)
    expect(percentOff(699, 1199)).toBe(42)
    expect(percentOff(499, 899)).toBe(44)
    expect(percentOff(699, 3499)).toBe(80)
  })

  test('shows nothing without an original price or without a saving', () => {
    expect(percentOff(499, undefined)).toBeUndefined()
    expect(percentOff(499, 499)).toBeUndefined()
    expect(percentOff(599, 499)).toBeUndefined()
    expect(percentOff(undefined, 899)).toBeUndefined()
  })
})

describe('displayedOriginalPrice', () => {
  test('uses the plan own original price first', () => {
    expect(displayedOriginalPrice(plan('AI Voice Agent', '$899', '$1,500'))).toBe(1500)
  })

  test('defaults by plan name when no original price is stored', () => {
    expect(displayedOriginalPrice(plan('AI Voice Agent', '$899'))).toBe(1299)
    expect(displayedOriginalPrice(plan('Phone Agent Pro', '$899'))).toBe(1299)
    expect(displayedOriginalPrice(plan('AI Chatbot', '$699'))).toBe(1199)
    expect(displayedOriginalPrice(plan('Live Chat Assistant', '$699'))).toBe(1199)
    expect(displayedOriginalPrice(plan('Website Development', '$499'))).toBe(899)
    expect(displayedOriginalPrice(plan('Web Starter', '$599'))).toBe(999)
  })

  test('has no default for other plan names', () => {
    expect(displayedOriginalPrice(plan('Custom Automation', '$899'))).toBeUndefined()
  })
})

describe('planKind', () => {
  test('voice and agent win over chat, chat over web', () => {
    expect(planKind('Voice Chat Agent')).toBe('voice')
    expect(planKind('Web Chatbot')).toBe('chatbot')
    expect(planKind('Website Development')).toBe('website')
    expect(planKind('Consulting')).toBeUndefined()
  })
})

describe('homeDescription', () => {
  test('states one-time setup from the lowest price and names that plan in lowercase', () => {
    const text = homeDescription([plan('AI Voice Agent', '$899'), plan('Website Development', '$499'), plan('AI Chatbot', '$699')])
    expect(text).toContain('One-time setup from $499 for website development')
  })

  test('states the single price when all prices are equal', () => {
    const text = homeDescription([plan('AI Voice Agent', '$699'), plan('AI Chatbot', '$699')])
    expect(text).toContain('One-time setup of $699 for every solution')
    expect(text).not.toContain('from $')
  })

  test('uses a generic text without a price when no plans load', () => {
    const text = homeDescription([])
    expect(text).not.toMatch(/\$\d/)
    expect(text).toContain('no monthly subscription')
  })

  test('ignores plans whose price cannot be read', () => {
    expect(cheapestPlan([plan('Enterprise', 'Contact us'), plan('AI Chatbot', '$699')])?.price).toBe(699)
  })
})
