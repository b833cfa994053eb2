import { describe, expect, test } from 'vitest'
import { roiInputSchema, roiResultSchema, roiSummarySchema, type RoiInput } from './roi'

const valid: RoiInput = { monthlyCalls: 500, missedCalls: 50, callDuration: 4, hourlyRate: 35, conversionRate: 20, orderValue: 300 }

const labels: Record<keyof RoiInput, string> = {
  monthlyCalls: 'Monthly calls',
  missedCalls: 'Missed calls',
  callDuration: 'Call duration',
  hourlyRate: 'Hourly rate',
  conversionRate: 'Conversion rate',
  orderValue: 'Order value',
}
const fieldNames = Object.keys(labels) as (keyof RoiInput)[]

/** Field -> first message, as the form shows them. */
function errorsFor(input: unknown): Record<string, string> {
  const result = roiInputSchema.safeParse(input)
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe('roiInputSchema', () => {
  test('accepts the six figures of a typical business', () => {
    expect(roiInputSchema.parse(valid)).toEqual(valid)
  })

  test('accepts decimals and missed calls equal to monthly calls', () => {
    const input = { ...valid, missedCalls: 500, callDuration: 2.5, hourlyRate: 31.5, conversionRate: 12.5, orderValue: 88.88 }
    expect(roiInputSchema.parse(input)).toEqual(input)
  })

  test('drops fields it does not know', () => {
    expect(roiInputSchema.parse({ ...valid, admin: true })).toEqual(valid)
  })

  test.each(fieldNames)('%s of 0 is refused with "must be more than 0"', (field) => {
    expect(errorsFor({ ...valid, [field]: 0 })).toEqual({ [field]: `${labels[field]} must be more than 0` })
  })

  test.each(fieldNames)('negative %s is refused with "must be more than 0"', (field) => {
    expect(errorsFor({ ...valid, [field]: -5 })).toEqual({ [field]: `${labels[field]} must be more than 0` })
  })

  test.each(fieldNames)('%s of NaN, Infinity or -Infinity is refused as not a number', (field) => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: `${labels[field]} must be a number` })
    }
  })

  test.each(fieldNames)('%s sent as a numeric string is refused: the server takes numbers only', (field) => {
    expect(errorsFor({ ...valid, [field]: String(valid[field]) })).toEqual({ [field]: `${labels[field]} must be a number` })
  })

  test('a missing field is reported as required', () => {
    const { orderValue: _orderValue, ...rest } = valid
    expect(errorsFor(rest)).toEqual({ orderValue: 'Order value is required' })
  })

  test('every field of an empty body is reported', () => {
    expect(Object.keys(errorsFor({}))).toEqual(fieldNames)
  })

  test('51 missed calls out of 50 is refused on missed calls', () => {
    expect(errorsFor({ ...valid, monthlyCalls: 50, missedCalls: 51 })).toEqual({
      missedCalls: 'Missed calls cannot be more than monthly calls',
    })
  })

  test('missed calls above monthly calls is reported even while another field is wrong', () => {
    expect(errorsFor({ ...valid, monthlyCalls: 50, missedCalls: 51, orderValue: 0 })).toEqual({
      missedCalls: 'Missed calls cannot be more than monthly calls',
      orderValue: 'Order value must be more than 0',
    })
  })

  test('a conversion rate of 100% is accepted, 100.1% is not', () => {
    expect(roiInputSchema.safeParse({ ...valid, conversionRate: 100 }).success).toBe(true)
    expect(errorsFor({ ...valid, conversionRate: 100.1 })).toEqual({ conversionRate: 'Conversion rate cannot be more than 100%' })
  })

  test.each([
    ['monthlyCalls', 1_000_000, 'Monthly calls cannot be more than 1,000,000'],
    ['callDuration', 600, 'Call duration cannot be more than 600 minutes'],
    ['hourlyRate', 10_000, 'Hourly rate cannot be more than $10,000'],
    ['orderValue', 10_000_000, 'Order value cannot be more than $10,000,000'],
  ] as const)('%s up to %d is accepted, above it is refused as absurd', (field, max, message) => {
    expect(roiInputSchema.safeParse({ ...valid, [field]: max }).success).toBe(true)
    expect(errorsFor({ ...valid, [field]: max + 1 })).toEqual({ [field]: message })
  })
})

describe('roiResultSchema', () => {
  const summary = {
    monthlySavings: -62,
    annualSavings: -744,
    annualROI: -97.6,
    paybackPeriod: null,
    breakdown: { labourSavedPerMonth: 0.5, revenueRecoveredPerMonth: 2.5, runningCostsPerMonth: 65, investment: 699, investmentSource: 'default' },
    assumptions: ['The setup is $699, our standard one-time price.'],
    cumulative: [{ month: 1, savings: -62 }],
  }
  const estimate = (lostCallerPercent: number, monthlySavings: number) => ({ lostCallerPercent, monthlySavings, annualSavings: 12 * monthlySavings, annualROI: -98, paybackPeriod: null })
  const result = {
    ...summary,
    range: { low: estimate(25, -63), expected: estimate(50, -62), high: estimate(75, -61) },
    statedAsEstimate: false,
    formula: [{ label: 'Payback period', working: '-$62 a month never pays back the $699 setup', value: 'No payback' }],
  }

  test('accepts a result with no payback and no plan name', () => {
    expect(roiResultSchema.parse(result)).toEqual(result)
  })

  test('refuses an unknown investment source', () => {
    expect(roiResultSchema.safeParse({ ...result, breakdown: { ...result.breakdown, investmentSource: 'guess' } }).success).toBe(false)
  })

  test('a result always carries its range and formula; the figures a lead keeps may come from before them', () => {
    expect(roiResultSchema.safeParse(summary).success).toBe(false)
    expect(roiSummarySchema.parse(summary)).toEqual(summary)
    expect(roiSummarySchema.parse(result)).toEqual(summary)
  })
})
