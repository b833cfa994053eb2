import { describe, expect, test } from 'vitest'
import { roiResultSchema, type RoiInput } from '../../../contract/roi.ts'
import { calculateRoi, cheapestVoicePlan, DEFAULT_INVESTMENT, roundTo, VOICE_RUNNING_COSTS_PER_MONTH } from './roi.ts'

/** 500 calls a month, 50 of them missed, 4 minutes each, staff at $35/h, 20% of callers buy, $300 an order. */
const tradie: RoiInput = { monthlyCalls: 500, missedCalls: 50, callDuration: 4, hourlyRate: 35, conversionRate: 20, orderValue: 300 }
const voicePlan = { name: 'AI Voice Agent', price: 899 }

describe('calculateRoi', () => {
  // labour 500 x 4 / 60 x 35 x 0.60 = 700; revenue 50 x 20 / 100 x 300 = 3000;
  // monthly 700 + 3000 - 65 = 3635; annual 12 x 3635 = 43620.
  test('500 calls, 50 missed, 4 min, $35/h, 20%, $300: saves $3,635 a month and $43,620 a year', () => {
    const result = calculateRoi(tradie, { voicePlanPrice: voicePlan })
    expect(result.breakdown.labourSavedPerMonth).toBe(700)
    expect(result.breakdown.revenueRecoveredPerMonth).toBe(3000)
    expect(result.breakdown.runningCostsPerMonth).toBe(65)
    expect(result.monthlySavings).toBe(3635)
    expect(result.annualSavings).toBe(43620)
  })

  // ROI (43620 - 899) / 899 x 100 = 4752.06% -> 4752.1; payback 899 / 3635 = 0.247 months -> 0.2.
  test('against the $899 voice agent plan: ROI 4752.1% and payback in 0.2 months', () => {
    const result = calculateRoi(tradie, { voicePlanPrice: voicePlan })
    expect(result.annualROI).toBe(4752.1)
    expect(result.paybackPeriod).toBe(0.2)
    expect(result.breakdown).toMatchObject({ investment: 899, investmentSource: 'plan', planName: 'AI Voice Agent' })
  })

  // ROI (43620 - 699) / 699 x 100 = 6140.34% -> 6140.3; payback 699 / 3635 = 0.192 -> 0.2.
  test('without a voice plan price the investment is the default $699: ROI 6140.3%', () => {
    const result = calculateRoi(tradie)
    expect(DEFAULT_INVESTMENT).toBe(699)
    expect(result.annualROI).toBe(6140.3)
    expect(result.paybackPeriod).toBe(0.2)
    expect(result.breakdown.investment).toBe(699)
    expect(result.breakdown.investmentSource).toBe('default')
    expect(result.breakdown).not.toHaveProperty('planName')
  })

  // labour 10 x 2 / 60 x 30 x 0.60 = 6; revenue 1 x 5 / 100 x 100 = 5; monthly 6 + 5 - 65 = -54;
  // annual -648; ROI (-648 - 699) / 699 x 100 = -192.70% -> -192.7.
  test('a business too small to cover the $65 running costs never pays back and has a negative ROI', () => {
    const result = calculateRoi({ monthlyCalls: 10, missedCalls: 1, callDuration: 2, hourlyRate: 30, conversionRate: 5, orderValue: 100 })
    expect(result.monthlySavings).toBe(-54)
    expect(result.annualSavings).toBe(-648)
    expect(result.annualROI).toBe(-192.7)
    expect(result.paybackPeriod).toBeNull()
    expect(result.cumulative.at(-1)).toEqual({ month: 12, savings: -648 })
  })

  // labour 10 x 5 / 60 x 60 x 0.60 = 30; revenue 1 x 35 / 100 x 100 = 35; monthly 30 + 35 - 65 = 0.
  test('savings of exactly $0 a month have no payback and lose the whole investment (-100%)', () => {
    const result = calculateRoi({ monthlyCalls: 10, missedCalls: 1, callDuration: 5, hourlyRate: 60, conversionRate: 35, orderValue: 100 })
    expect(result.monthlySavings).toBe(0)
    expect(Object.is(result.monthlySavings, -0)).toBe(false)
    expect(result.annualROI).toBe(-100)
    expect(result.paybackPeriod).toBeNull()
  })

  // labour 123 x 2.5 / 60 x 31.5 x 0.60 = 96.8625 -> 96.86; revenue 7 x 12.5 / 100 x 88.88 = 77.77;
  // monthly 96.8625 + 77.77 - 65 = 109.6325 -> 109.63; annual 12 x 109.6325 = 1315.59
  // (not 12 x 109.63 = 1315.56); ROI (1315.59 - 699) / 699 x 100 = 88.21 -> 88.2; payback 699 / 109.6325 = 6.376 -> 6.4.
  test('rounds only the outputs: money to cents, percent and months to one decimal place', () => {
    const result = calculateRoi({ monthlyCalls: 123, missedCalls: 7, callDuration: 2.5, hourlyRate: 31.5, conversionRate: 12.5, orderValue: 88.88 })
    expect(result.breakdown.labourSavedPerMonth).toBe(96.86)
    expect(result.breakdown.revenueRecoveredPerMonth).toBe(77.77)
    expect(result.monthlySavings).toBe(109.63)
    expect(result.annualSavings).toBe(1315.59)
    expect(result.annualROI).toBe(88.2)
    expect(result.paybackPeriod).toBe(6.4)
  })

  // labour 100 x 1 / 60 x 25 x 0.60 = 25 (25.000000000000004 in binary); revenue 10 x 15 / 100 x 19.99 = 29.985 -> 29.99;
  // monthly 25 + 29.985 - 65 = -10.015 -> -10.02; annual -120.18; ROI (-120.18 - 699) / 699 x 100 = -117.19 -> -117.2.
  test('half a cent rounds away from zero, for savings and losses alike', () => {
    const result = calculateRoi({ monthlyCalls: 100, missedCalls: 10, callDuration: 1, hourlyRate: 25, conversionRate: 15, orderValue: 19.99 })
    expect(result.breakdown.labourSavedPerMonth).toBe(25)
    expect(result.breakdown.revenueRecoveredPerMonth).toBe(29.99)
    expect(result.monthlySavings).toBe(-10.02)
    expect(result.annualSavings).toBe(-120.18)
    expect(result.annualROI).toBe(-117.2)
    expect(result.paybackPeriod).toBeNull()
  })

  test('cumulative savings for months 1 to 12 chart the running total against the investment', () => {
    const result = calculateRoi(tradie, { voicePlanPrice: voicePlan })
    expect(result.cumulative.map((point) => point.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(result.cumulative[0]).toEqual({ month: 1, savings: 3635 })
    expect(result.cumulative[5]).toEqual({ month: 6, savings: 21810 })
    expect(result.cumulative[11]).toEqual({ month: 12, savings: result.annualSavings })
  })

  // 109.6325 x 2 = 219.265 -> 219.27 and x 6 = 657.795 -> 657.80: each month from the unrounded monthly figure.
  test('each cumulative month is rounded on its own, from the unrounded monthly savings', () => {
    const result = calculateRoi({ monthlyCalls: 123, missedCalls: 7, callDuration: 2.5, hourlyRate: 31.5, conversionRate: 12.5, orderValue: 88.88 })
    expect(result.cumulative[1]).toEqual({ month: 2, savings: 219.27 })
    expect(result.cumulative[5]).toEqual({ month: 6, savings: 657.8 })
  })

  test('the assumptions state each constant in plain English', () => {
    const [labour, revenue, running, investment] = calculateRoi(tradie, { voicePlanPrice: voicePlan }).assumptions
    expect(labour).toContain('60%')
    expect(revenue).toContain('missed call')
    expect(running).toContain('$65 a month')
    expect(running).toContain('$25-65')
    expect(investment).toBe('The investment is $899, the one-time setup price of our cheapest voice agent plan (AI Voice Agent).')
    expect(calculateRoi(tradie).assumptions.at(-1)).toBe('The investment is $699, our standard one-time setup price.')
  })

  test('the result matches the API contract, even for the largest input the schema accepts', () => {
    const largest = { monthlyCalls: 1_000_000, missedCalls: 1_000_000, callDuration: 600, hourlyRate: 10_000, conversionRate: 100, orderValue: 10_000_000 }
    for (const result of [calculateRoi(tradie, { voicePlanPrice: voicePlan }), calculateRoi(tradie), calculateRoi(largest)]) {
      expect(roiResultSchema.parse(result)).toEqual(result)
    }
    expect(VOICE_RUNNING_COSTS_PER_MONTH).toBe(65)
  })

  test('a plan price that is not a positive number is a programming error, not a silent $0 investment', () => {
    expect(() => calculateRoi(tradie, { voicePlanPrice: { name: 'Free Voice Trial', price: 0 } })).toThrow(RangeError)
    expect(() => calculateRoi(tradie, { voicePlanPrice: { name: 'Voice', price: Number.NaN } })).toThrow(RangeError)
  })
})

describe('cheapestVoicePlan', () => {
  const plan = (name: string, price: string, isActive = true) => ({ name, price, isActive })

  test("'AI Voice Agent' and 'Phone Agent' are both voice-agent plans; the cheaper wins", () => {
    expect(cheapestVoicePlan([plan('AI Voice Agent', '$1,299'), plan('Phone Agent', '$899')])).toEqual({ name: 'Phone Agent', price: 899 })
    expect(cheapestVoicePlan([plan('AI Voice Agent', '$699'), plan('Phone Agent', '$899')])).toEqual({ name: 'AI Voice Agent', price: 699 })
  })

  test('matches voice or agent in any case', () => {
    expect(cheapestVoicePlan([plan('VOICE Assistant', '$999')])).toEqual({ name: 'VOICE Assistant', price: 999 })
    expect(cheapestVoicePlan([plan('Booking AGENT', '1,050')])).toEqual({ name: 'Booking AGENT', price: 1050 })
  })

  test('an inactive plan is ignored even when it is cheaper', () => {
    expect(cheapestVoicePlan([plan('Voice Agent Lite', '$299', false), plan('AI Voice Agent', '$899')])).toEqual({ name: 'AI Voice Agent', price: 899 })
  })

  test('chatbot and website plans are ignored even when they are cheaper', () => {
    expect(cheapestVoicePlan([plan('AI Chatbot', '$499'), plan('Website', '$399'), plan('AI Voice Agent', '$899')])).toEqual({
      name: 'AI Voice Agent',
      price: 899,
    })
  })

  test('plans without a readable positive price are ignored', () => {
    expect(cheapestVoicePlan([plan('Enterprise Voice', 'Contact us'), plan('Voice Trial', '$0'), plan('AI Voice Agent', '$899')])).toEqual({
      name: 'AI Voice Agent',
      price: 899,
    })
  })

  test('no active voice-agent plan gives undefined, and the calculator falls back to $699', () => {
    const plans = [plan('AI Chatbot', '$699'), plan('AI Voice Agent', '$899', false)]
    expect(cheapestVoicePlan(plans)).toBeUndefined()
    expect(cheapestVoicePlan([])).toBeUndefined()
    expect(calculateRoi(tradie, { voicePlanPrice: cheapestVoicePlan(plans) }).breakdown.investment).toBe(699)
  })
})

describe('roundTo', () => {
  test.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [0.1 + 0.2, 2, 0.3],
    [4752.0578, 1, 4752.1],
    [0.2473, 1, 0.2],
    [0.05, 1, 0.1],
    [-0.05, 1, -0.1],
    [43620, 2, 43620],
    [1e-7, 2, 0],
  ])('rounds %d to %d places as %d', (value, places, expected) => {
    expect(roundTo(value, places)).toBe(expected)
  })

  test('a tiny loss rounds to 0, never -0', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true)
  })
})
