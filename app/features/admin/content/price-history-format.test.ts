import { describe, expect, it } from 'vitest'
import type { ContentField } from './content-form'
import { PRICE_CHANGE_REASON_FIELD, changeTypeBadge, priceLabel, pricesChanged, whenLabel, withReasonField } from './price-history-format'

const serviceFields: ContentField[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'price', label: 'Price (AUD)', kind: 'number', required: true },
  { name: 'originalPrice', label: 'Original price (AUD)', kind: 'number', nullable: true },
  { name: 'salePrice', label: 'Sale price (AUD)', kind: 'number', nullable: true },
  { name: 'saleStartDate', label: 'Sale first day', kind: 'date' },
]
const serviceConfig = { priceFields: ['price', 'salePrice'], reasonAfter: 'salePrice' }
const savedService = { title: 'Chatbots', price: 699, originalPrice: null, salePrice: null, saleStartDate: null }
const form = (values: Record<string, string>) => (name: string) => values[name] ?? null

describe('pricesChanged', () => {
  it('sees no change while the boxes hold the saved prices, whatever else changed', () => {
    expect(pricesChanged(serviceFields, serviceConfig, form({ title: 'New title', price: '699', originalPrice: '999', salePrice: '', saleStartDate: '2026-05-01' }), savedService)).toBe(false)
    expect(pricesChanged(serviceFields, serviceConfig, form({ price: ' 699.00 ', salePrice: '' }), savedService)).toBe(false)
  })

  it('sees a new price, a sale price set or cleared, and a price box being retyped', () => {
    expect(pricesChanged(serviceFields, serviceConfig, form({ price: '749', salePrice: '' }), savedService)).toBe(true)
    expect(pricesChanged(serviceFields, serviceConfig, form({ price: '699', salePrice: '377' }), savedService)).toBe(true)
    expect(pricesChanged(serviceFields, serviceConfig, form({ price: '699', salePrice: '' }), { ...savedService, salePrice: 377 })).toBe(true)
    expect(pricesChanged(serviceFields, serviceConfig, form({ price: '', salePrice: '' }), savedService)).toBe(true)
    expect(pricesChanged(serviceFields, serviceConfig, form({ price: '69x', salePrice: '' }), savedService)).toBe(true)
  })

  it("compares a plan's price text as it is sent", () => {
    const planFields: ContentField[] = [{ name: 'price', label: 'Price', kind: 'text', required: true }]
    const config = { priceFields: ['price'], reasonAfter: 'price' }
    expect(pricesChanged(planFields, config, form({ price: ' $899 ' }), { price: '$899' })).toBe(false)
    expect(pricesChanged(planFields, config, form({ price: '$999' }), { price: '$899' })).toBe(true)
  })
})

describe('withReasonField', () => {
  it('puts the reason box after the named field, or last when there is none', () => {
    expect(withReasonField(serviceFields, serviceConfig).map((field) => field.name)).toEqual(['title', 'price', 'originalPrice', 'salePrice', 'priceChangeReason', 'saleStartDate'])
    expect(withReasonField(serviceFields, { ...serviceConfig, reasonAfter: 'missing' }).at(-1)).toBe(PRICE_CHANGE_REASON_FIELD)
  })
})

describe('history labels', () => {
  it("shows a service's amounts in AUD and a plan's text as typed", () => {
    expect(priceLabel('services', '699.00')).toBe('$699')
    expect(priceLabel('services', '749.50')).toBe('$749.50')
    expect(priceLabel('pricing-plans', '$1,299 one-time')).toBe('$1,299 one-time')
  })

  it('names each kind of change', () => {
    expect(['create', 'price', 'sale', 'sale_removed'].map((type) => changeTypeBadge(type as 'create').label)).toEqual(['First price', 'Price change', 'Sale price', 'Sale removed'])
  })

  it('gives the Melbourne time a price applies from, and when a scheduled one was set', () => {
    expect(whenLabel({ effectiveDate: '2026-11-26T02:05:00.000Z', createdAt: '2026-11-26T02:05:00.120Z' })).toBe('26 Nov 2026, 1:05 pm')
    // A sale from its first day's Melbourne midnight (daylight time in January).
    expect(whenLabel({ effectiveDate: '2030-01-14T13:00:00.000Z', createdAt: '2026-07-01T00:30:00.000Z' })).toBe('From 15 Jan 2030, 12:00 am (set 1 July 2026, 10:30 am)')
  })
})
