import { describe, expect, test } from 'vitest'
import { amountText, planPriceChanges, servicePriceChanges } from './price-history.ts'

const now = new Date('2026-04-01T10:00:00+11:00')
/** Melbourne midnight of 4 April 2026 (daylight time), as a sale's first day is stored. */
const april4 = new Date('2026-04-03T13:00:00Z')
/** Melbourne midnight of 1 March 2026: a sale that started before the change. */
const march1 = new Date('2026-02-28T13:00:00Z')

const service = (price: number, salePrice: number | null = null, saleStartDate: Date | null = null) => ({ price, salePrice, saleStartDate })

describe('servicePriceChanges', () => {
  test('a new service records its price as the first one', () => {
    expect(servicePriceChanges(undefined, service(699), now)).toEqual([{ changeType: 'create', oldPrice: null, newPrice: '699.00', effectiveDate: now }])
  })

  test('a new service on sale records its price, then its sale price from the first sale day', () => {
    expect(servicePriceChanges(undefined, service(699, 377, april4), now)).toEqual([
      { changeType: 'create', oldPrice: null, newPrice: '699.00', effectiveDate: now },
      { changeType: 'sale', oldPrice: null, newPrice: '377.00', effectiveDate: april4 },
    ])
  })

  test('a changed price records old and new, effective at once', () => {
    expect(servicePriceChanges(service(699), service(749.5), now)).toEqual([{ changeType: 'price', oldPrice: '699.00', newPrice: '749.50', effectiveDate: now }])
  })

  test('a save that changes no amount records nothing, even when it moves the sale days', () => {
    expect(servicePriceChanges(service(699), service(699), now)).toEqual([])
    expect(servicePriceChanges(service(699, 377, april4), service(699, 377, march1), now)).toEqual([])
    expect(servicePriceChanges(service(699, 377, null), service(699, 377, april4), now)).toEqual([])
  })

  test('a sale price set with a first day still to come takes effect on that day', () => {
    expect(servicePriceChanges(service(699), service(699, 377, april4), now)).toEqual([{ changeType: 'sale', oldPrice: null, newPrice: '377.00', effectiveDate: april4 }])
  })

  test('a sale price set with no first day, or one already begun, takes effect at once', () => {
    expect(servicePriceChanges(service(699), service(699, 377), now)[0]?.effectiveDate).toBe(now)
    expect(servicePriceChanges(service(699), service(699, 377, march1), now)[0]?.effectiveDate).toBe(now)
  })

  test('a changed sale price records the old sale price', () => {
    expect(servicePriceChanges(service(699, 377), service(699, 350), now)).toEqual([{ changeType: 'sale', oldPrice: '377.00', newPrice: '350.00', effectiveDate: now }])
  })

  test('a cleared sale price records the regular price it sells at again', () => {
    expect(servicePriceChanges(service(699, 377, april4), service(699), now)).toEqual([{ changeType: 'sale_removed', oldPrice: '377.00', newPrice: '699.00', effectiveDate: now }])
    // Cleared in the save that also raises the price: the sale ends at the new price.
    expect(servicePriceChanges(service(699, 377), service(799), now)).toEqual([
      { changeType: 'price', oldPrice: '699.00', newPrice: '799.00', effectiveDate: now },
      { changeType: 'sale_removed', oldPrice: '377.00', newPrice: '799.00', effectiveDate: now },
    ])
  })

  test('the price and the sale price changed in one save give one row each, price first', () => {
    expect(servicePriceChanges(service(699, 377), service(899, 499), now).map((change) => change.changeType)).toEqual(['price', 'sale'])
  })

  test('a free service is a price too', () => {
    expect(servicePriceChanges(service(0), service(99), now)).toEqual([{ changeType: 'price', oldPrice: '0.00', newPrice: '99.00', effectiveDate: now }])
  })
})

describe('planPriceChanges', () => {
  test('a new plan records its price text as the first one', () => {
    expect(planPriceChanges(undefined, { price: '$899' }, now)).toEqual([{ changeType: 'create', oldPrice: null, newPrice: '$899', effectiveDate: now }])
  })

  test('a changed price text records old and new; the same text records nothing', () => {
    expect(planPriceChanges({ price: '$899' }, { price: '$999' }, now)).toEqual([{ changeType: 'price', oldPrice: '$899', newPrice: '$999', effectiveDate: now }])
    expect(planPriceChanges({ price: '$899' }, { price: '$899' }, now)).toEqual([])
  })
})

test('amounts are stored as numeric(10,2) prints them', () => {
  expect([amountText(699), amountText(12.5), amountText(0), amountText(99_999_999.99)]).toEqual(['699.00', '12.50', '0.00', '99999999.99'])
})
