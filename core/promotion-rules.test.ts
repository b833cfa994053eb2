import { describe, expect, test } from 'vitest'
import type { Promotion } from '../contract/promotions'
import { discountText, nextPromotionChange, promotionAppliesTo, promotionEndText, promotionEndedAt, promotionRunsAt, runningPromotions } from './promotion-rules'
import { melbourneDayStartOf } from '../contract/melbourne-day'

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    title: 'Spring launch',
    description: null,
    discountType: 'percentage',
    discountValue: 20,
    applicableServices: [],
    startDate: melbourneDayStartOf('2026-04-01').toISOString(),
    endDate: melbourneDayStartOf('2026-04-05').toISOString(),
    promoCode: 'SPRING20',
    ...overrides,
  }
}

describe('a promotion runs whole Melbourne days, inclusive', () => {
  const spring = promotion()
  test('from the first minute of its first day', () => {
    expect(promotionRunsAt(spring, new Date('2026-03-31T12:59:59Z'))).toBe(false) // 11:59:59 pm on 31 March (summer time)
    expect(promotionRunsAt(spring, new Date('2026-03-31T13:00:00Z'))).toBe(true) // midnight, 1 April
  })
  test('to the last minute of its last day, across the April DST change', () => {
    // Summer time ends at 3 am on 5 April 2026: the last day is 25 hours long and ends at 14:00 UTC.
    expect(promotionRunsAt(spring, new Date('2026-04-05T13:59:59Z'))).toBe(true)
    expect(promotionRunsAt(spring, new Date('2026-04-05T14:00:00Z'))).toBe(false)
    expect(promotionEndedAt(spring, new Date('2026-04-05T14:00:00Z'))).toBe(true)
    expect(promotionEndedAt(spring, new Date('2026-03-20T00:00:00Z'))).toBe(false)
  })
  test('a one-day promotion runs that day', () => {
    const oneDay = promotion({ startDate: melbourneDayStartOf('2026-10-04').toISOString(), endDate: melbourneDayStartOf('2026-10-04').toISOString() })
    expect(promotionRunsAt(oneDay, new Date('2026-10-04T05:00:00Z'))).toBe(true)
    expect(promotionRunsAt(oneDay, new Date('2026-10-04T13:00:00Z'))).toBe(false) // midnight of 5 October, summer time
  })
  test('the page cache expires at the next edge', () => {
    expect(nextPromotionChange([spring], new Date('2026-03-20T00:00:00Z'))?.toISOString()).toBe('2026-03-31T13:00:00.000Z')
    expect(nextPromotionChange([spring], new Date('2026-04-02T00:00:00Z'))?.toISOString()).toBe('2026-04-05T14:00:00.000Z')
    expect(nextPromotionChange([spring], new Date('2026-04-06T00:00:00Z'))).toBeUndefined()
  })
})

describe('which services a promotion is for', () => {
  test('none named means every service', () => {
    expect(promotionAppliesTo(promotion(), 'voice-agents')).toBe(true)
  })
  test('named slugs only', () => {
    const chatbots = promotion({ applicableServices: ['ai-chatbots'] })
    expect(promotionAppliesTo(chatbots, 'ai-chatbots')).toBe(true)
    expect(promotionAppliesTo(chatbots, 'voice-agents')).toBe(false)
    const now = new Date('2026-04-02T00:00:00Z')
    expect(runningPromotions([chatbots, promotion({ id: 2, startDate: melbourneDayStartOf('2026-05-01').toISOString(), endDate: melbourneDayStartOf('2026-05-02').toISOString() })], now, 'ai-chatbots').map((p) => p.id)).toEqual([1])
    expect(runningPromotions([chatbots], now, 'voice-agents')).toEqual([])
  })
})

describe('what the banner says', () => {
  test('the discount', () => {
    expect(discountText({ discountType: 'percentage', discountValue: 20 })).toBe('20% off')
    expect(discountText({ discountType: 'percentage', discountValue: 12.5 })).toBe('12.5% off')
    expect(discountText({ discountType: 'fixed', discountValue: 100 })).toBe('$100 off')
    expect(discountText({ discountType: 'fixed', discountValue: 1499.5 })).toBe('$1,499.50 off')
  })
  test('the last day, on the Melbourne calendar', () => {
    expect(promotionEndText({ endDate: melbourneDayStartOf('2026-11-29').toISOString() })).toBe('Ends Sunday 29 November')
    expect(promotionEndText({ endDate: '2026-11-29T13:00:00Z' })).toBe('Ends Monday 30 November')
  })
})
