import { describe, expect, test } from 'vitest'
import { formatAudCompact, niceStep, paybackSummary, savingsChartModel } from './roi-figures'

const months = (monthly: number) => Array.from({ length: 12 }, (_, index) => ({ month: index + 1, savings: monthly * (index + 1) }))

describe('figures', () => {
  test('compact money reads naturally', () => {
    expect(formatAudCompact(0)).toBe('$0')
    expect(formatAudCompact(2500)).toBe('$2.5K')
    expect(formatAudCompact(-1000)).toBe('-$1K')
  })

  test('the payback sentence says plainly when there is none, and when it falls after the chart', () => {
    expect(paybackSummary({ paybackPeriod: null, monthlySavings: -54 })).toMatch(/^No payback/)
    expect(paybackSummary({ paybackPeriod: 0.2, monthlySavings: 3635 })).toBe('Pays for itself within the first month.')
    expect(paybackSummary({ paybackPeriod: 3.4, monthlySavings: 200 })).toBe('Pays for itself in about 3.4 months.')
    expect(paybackSummary({ paybackPeriod: 18.4, monthlySavings: 40 })).toMatch(/after the 12 months shown/)
  })
})

describe('niceStep', () => {
  test.each([
    [0.7, 1],
    [1, 1],
    [1.3, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [9_100, 10_000],
    [11_000, 20_000],
  ])('%d rounds up to %d', (rough, step) => expect(niceStep(rough)).toBe(step))

  test('degenerate ranges fall back to 1', () => {
    expect(niceStep(0)).toBe(1)
    expect(niceStep(Number.NaN)).toBe(1)
  })
})

describe('savingsChartModel', () => {
  test('one scale holds 0, the investment and every month; ticks are evenly spaced', () => {
    const model = savingsChartModel(months(3635), 899)
    expect(model.min).toBe(0)
    expect(model.max).toBeGreaterThanOrEqual(43_620)
    expect(model.ticks[0]).toBe(0)
    expect(model.ticks.at(-1)).toBe(model.max)
    const steps = model.ticks.slice(1).map((tick, index) => tick - model.ticks[index]!)
    expect(new Set(steps).size).toBe(1)
    expect(model.paybackMonth).toBe(1)
    expect(model.bars.every((bar) => bar.paidBack)).toBe(true)
  })

  test('slow savings: paid back in the month the total first reaches the investment', () => {
    const model = savingsChartModel(months(200), 899)
    expect(model.paybackMonth).toBe(5)
    expect(model.bars.map((bar) => bar.paidBack)).toEqual([false, false, false, false, true, true, true, true, true, true, true, true])
    expect(model.max).toBeGreaterThanOrEqual(2400)
  })

  test('losses: the scale goes below zero, includes 0 as a tick, and nothing is paid back', () => {
    const model = savingsChartModel(months(-54), 899)
    expect(model.min).toBeLessThanOrEqual(-648)
    expect(model.max).toBeGreaterThanOrEqual(899)
    expect(model.ticks).toContain(0)
    expect(model.paybackMonth).toBeUndefined()
  })
})
