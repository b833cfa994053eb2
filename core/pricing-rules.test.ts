import { describe, expect, test } from 'vitest'
import type { PricingPlan } from '../contract/content'
import { parsePrice } from '../contract/price-text'
import { cheapestPlan, displayedOriginalPrice, homeDescription, isOnSale, nextPriceChange, percentOff, planKind, priceAt } from './pricing-rules'
import { melbourneDayStartOf } from '../contract/melbourne-day'

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

describe('sale prices in Melbourne days', () => {
  const sale = (saleStartDate: string | null, saleEndDate: string | null) => ({ price: 699, salePrice: 377, saleStartDate, saleEndDate })
  // A sale from Saturday 4 April 2026 (DST ends at 3 am on the 5th) to Sunday 5 April, stored as the admin's days.
  const april = sale(melbourneDayStartOf('2026-04-04').toISOString(), melbourneDayStartOf('2026-04-05').toISOString())
  // A sale over the start of DST (2 am on Sunday 4 October 2026), from the 3rd to the 4th.
  const october = sale(melbourneDayStartOf('2026-10-03').toISOString(), melbourneDayStartOf('2026-10-04').toISOString())

  test('a day is stored as its Melbourne midnight, in summer and in winter time', () => {
    expect(melbourneDayStartOf('2026-01-15').toISOString()).toBe('2026-01-14T13:00:00.000Z')
    expect(melbourneDayStartOf('2026-07-15').toISOString()).toBe('2026-07-14T14:00:00.000Z')
    expect(melbourneDayStartOf('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z')
    expect(melbourneDayStartOf('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z')
    expect(melbourneDayStartOf('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z')
    expect(melbourneDayStartOf('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z')
    // An instant stands for the Melbourne day it falls on.
    expect(melbourneDayStartOf('2026-07-31T00:00:00Z').toISOString()).toBe('2026-07-30T14:00:00.000Z')
  })

  test.each([
    ['the last minute before the first day', '2026-04-03T23:59:00+11:00', 699],
    ['the first minute of the first day', '2026-04-04T00:00:00+11:00', 377],
    ['the repeated hour as DST ends, first pass', '2026-04-05T02:30:00+11:00', 377],
    ['the repeated hour as DST ends, second pass', '2026-04-05T02:30:00+10:00', 377],
    ['the last minute of the last day (standard time)', '2026-04-05T23:59:00+10:00', 377],
    ['the first minute after the last day', '2026-04-06T00:00:00+10:00', 699],
  ])('across the end of DST: %s', (_name, at, expected) => expect(priceAt(april, new Date(at)).price).toBe(expected))

  test.each([
    ['the last minute before the first day', '2026-10-02T23:59:00+10:00', 699],
    ['the first minute of the first day', '2026-10-03T00:00:00+10:00', 377],
    ['just before the skipped hour', '2026-10-04T01:59:00+10:00', 377],
    ['just after the skipped hour', '2026-10-04T03:00:00+11:00', 377],
    ['the last minute of the last day (summer time)', '2026-10-04T23:59:00+11:00', 377],
    ['the first minute after the last day', '2026-10-05T00:00:00+11:00', 699],
  ])('across the start of DST: %s', (_name, at, expected) => expect(priceAt(october, new Date(at)).price).toBe(expected))

  test('inside the window: the sale price, the regular price and the last day', () => {
    expect(priceAt(april, new Date('2026-04-05T12:00:00+10:00'))).toEqual({ price: 377, regularPrice: 699, saleLastDay: '2026-04-05' })
    expect(isOnSale(april, new Date('2026-04-05T12:00:00+10:00'))).toBe(true)
    expect(priceAt(april, new Date('2026-04-07T12:00:00+10:00'))).toEqual({ price: 699 })
  })

  test('open start or end', () => {
    const openStart = sale(null, melbourneDayStartOf('2026-04-05').toISOString())
    expect(priceAt(openStart, new Date('2020-01-01T00:00:00Z')).price).toBe(377)
    expect(priceAt(openStart, new Date('2026-04-05T23:59:00+10:00')).price).toBe(377)
    expect(priceAt(openStart, new Date('2026-04-06T00:00:00+10:00')).price).toBe(699)
    const openEnd = sale(melbourneDayStartOf('2026-04-04').toISOString(), null)
    expect(priceAt(openEnd, new Date('2026-04-03T23:59:00+11:00')).price).toBe(699)
    expect(priceAt(openEnd, new Date('2099-01-01T00:00:00Z'))).toEqual({ price: 377, regularPrice: 699, saleLastDay: null })
    expect(priceAt(sale(null, null), new Date()).price).toBe(377)
  })

  test('a one-day sale, and a stored instant read as its Melbourne day', () => {
    const oneDay = sale('2026-07-01T09:00:00Z', '2026-07-01T09:00:00Z')
    expect(priceAt(oneDay, new Date('2026-07-01T00:00:00+10:00')).price).toBe(377)
    expect(priceAt(oneDay, new Date('2026-07-01T23:59:59+10:00')).price).toBe(377)
    expect(priceAt(oneDay, new Date('2026-07-02T00:00:00+10:00')).price).toBe(699)
  })

  test('no sale without a sale price below the price', () => {
    expect(priceAt({ ...april, salePrice: null }, new Date('2026-04-04T12:00:00+11:00'))).toEqual({ price: 699 })
    expect(priceAt({ ...april, salePrice: 699 }, new Date('2026-04-04T12:00:00+11:00'))).toEqual({ price: 699 })
    expect(priceAt({ ...april, salePrice: 800 }, new Date('2026-04-04T12:00:00+11:00'))).toEqual({ price: 699 })
  })

  test('the next price change is the next midnight at a window edge', () => {
    expect(nextPriceChange([april, october], new Date('2026-03-01T00:00:00Z'))?.toISOString()).toBe('2026-04-03T13:00:00.000Z')
    expect(nextPriceChange([april, october], new Date('2026-04-04T12:00:00+11:00'))?.toISOString()).toBe('2026-04-05T14:00:00.000Z')
    expect(nextPriceChange([april, october], new Date('2026-10-03T12:00:00+10:00'))?.toISOString()).toBe('2026-10-04T13:00:00.000Z')
    expect(nextPriceChange([april, october], new Date('2026-11-01T00:00:00Z'))).toBeUndefined()
    expect(nextPriceChange([{ ...april, salePrice: null }], new Date('2026-03-01T00:00:00Z'))).toBeUndefined()
  })
})
