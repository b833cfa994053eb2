import { describe, expect, test } from 'vitest'
import { roiInputSchema } from '../contract/roi'
import { PLAIN_ESTIMATE_ABOVE_ROI_PERCENT, TYPICAL_BUSINESS, needsPlainEstimate } from './roi-assumptions'

describe('what the ROI calculator assumes', () => {
  test('the typical business is a small one: a few hundred calls a month, one in ten missed, one caller in five buying', () => {
    expect(roiInputSchema.parse(TYPICAL_BUSINESS)).toEqual(TYPICAL_BUSINESS)
    expect(TYPICAL_BUSINESS.monthlyCalls).toBeGreaterThanOrEqual(100)
    expect(TYPICAL_BUSINESS.monthlyCalls).toBeLessThan(1000)
    expect(TYPICAL_BUSINESS.missedCalls / TYPICAL_BUSINESS.monthlyCalls).toBe(0.1)
    expect(TYPICAL_BUSINESS.conversionRate).toBe(20)
  })

  test('a first-year return over 1,000% is stated as an estimate; 1,000% itself is not', () => {
    expect(PLAIN_ESTIMATE_ABOVE_ROI_PERCENT).toBe(1000)
    expect(needsPlainEstimate(1000)).toBe(false)
    expect(needsPlainEstimate(1000.1)).toBe(true)
    expect(needsPlainEstimate(463.2)).toBe(false)
    expect(needsPlainEstimate(-97.6)).toBe(false)
  })
})
