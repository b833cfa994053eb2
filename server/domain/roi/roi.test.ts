import { describe, expect, test } from 'vitest'
import { roiResultSchema, type RoiInput } from '../../../contract/roi.ts'
import { DEFAULT_INVESTMENT, LOST_CALLER_PERCENT, TYPICAL_BUSINESS, VOICE_RUNNING_COSTS_PER_MONTH } from '../../../core/roi-assumptions.ts'
import { calculateRoi, cheapestVoicePlan } from './roi.ts'

/** 500 calls a month, 50 of them missed, 4 minutes each, staff at $35/h, 20% of callers buy, $300 an order. */
const tradie: RoiInput = { monthlyCalls: 500, missedCalls: 50, callDuration: 4, hourlyRate: 35, conversionRate: 20, orderValue: 300 }
const voicePlan = { name: 'AI Voice Agent', price: 899 }

describe('calculateRoi: the form\'s typical business against the $899 voice agent plan', () => {
  const result = calculateRoi(TYPICAL_BUSINESS, { voicePlanPrice: voicePlan })

  // 30 missed x 50% lost = 15 won back; x 20% = 3 customers; x $250 = $750 sales.
  // The other 15 callbacks: 15 x 4 / 60 x $38 = $38 staff time. Monthly 750 + 38 - 65 = 723; annual 8676.
  // First-year cost 899 + 12 x 65 = 1679; ROI (12 x 788 - 1679) / 1679 = 463.19% -> 463.2; payback 899 / 723 = 1.24 -> 1.2.
  test('saves $723 a month, a first-year ROI of 463.2%, paid back in 1.2 months', () => {
    expect(result).toMatchObject({ monthlySavings: 723, annualSavings: 8676, annualROI: 463.2, paybackPeriod: 1.2 })
    expect(result.breakdown).toEqual({
      labourSavedPerMonth: 38,
      revenueRecoveredPerMonth: 750,
      runningCostsPerMonth: 65,
      investment: 899,
      investmentSource: 'plan',
      planName: 'AI Voice Agent',
    })
  })

  test('is a believable result: below the return that must be called out as only an estimate, and not paid back in days', () => {
    expect(result.statedAsEstimate).toBe(false)
    expect(result.paybackPeriod).toBeGreaterThanOrEqual(1)
  })

  // Low: 7.5 won back -> 1.5 customers -> $375; 22.5 callbacks -> $57; monthly 367; ROI (12 x 432 - 1679) / 1679 = 208.76%.
  // High: 22.5 won back -> 4.5 customers -> $1,125; 7.5 callbacks -> $19; monthly 1079; ROI (12 x 1144 - 1679) / 1679 = 717.63%.
  test('comes with a low and a high estimate around it that move only the share of missed callers lost (25% and 75%, not 50%)', () => {
    expect(result.range).toEqual({
      low: { lostCallerPercent: 25, monthlySavings: 367, annualSavings: 4404, annualROI: 208.8, paybackPeriod: 2.4 },
      expected: { lostCallerPercent: 50, monthlySavings: 723, annualSavings: 8676, annualROI: 463.2, paybackPeriod: 1.2 },
      high: { lostCallerPercent: 75, monthlySavings: 1079, annualSavings: 12948, annualROI: 717.6, paybackPeriod: 0.8 },
    })
    expect([LOST_CALLER_PERCENT.low, LOST_CALLER_PERCENT.expected, LOST_CALLER_PERCENT.high]).toEqual([25, 50, 75])
  })

  test('shows its formula in words and numbers: what was multiplied by what', () => {
    expect(result.formula).toEqual([
      { label: 'Missed callers won back', working: '30 missed calls × 50% who would not have called back', value: '15 callers' },
      { label: 'New customers', working: '15 callers × 20% who become customers', value: '3 customers' },
      { label: 'Sales recovered', working: '3 customers × $250 average sale', value: '$750' },
      { label: 'Staff time saved', working: '15 callbacks × 4 min ÷ 60 × $38 an hour', value: '$38' },
      { label: 'Monthly savings', working: '$750 + $38 − $65 running costs', value: '$723' },
      { label: 'First-year cost', working: '$899 setup (AI Voice Agent) + 12 × $65 running costs', value: '$1,679' },
      { label: 'First-year ROI', working: '(12 × ($750 + $38) − $1,679) ÷ $1,679', value: '463.2%' },
      { label: 'Payback period', working: '$899 setup ÷ $723 a month', value: '1.2 months' },
    ])
  })

  test('states each assumption in plain English, with the constants and the visitor\'s own figures', () => {
    const [missed, customers, staff, running, setup] = result.assumptions
    expect(missed).toContain('Only missed calls count')
    expect(missed).toContain('50% would not have called back')
    expect(missed).toContain('from 25% (low estimate) to 75% (high estimate)')
    expect(customers).toContain('your own rate (20%)')
    expect(customers).toContain('average sale value ($250), counted before your own costs')
    expect(staff).toContain('4 minutes a call at $38 an hour')
    expect(staff).toContain('No time is counted as saved on the calls you already answer')
    expect(running).toContain('$65 a month')
    expect(running).toContain('$25-65')
    expect(setup).toBe(
      'The setup is $899, the one-time price of our cheapest voice agent plan (AI Voice Agent). The first-year ROI counts it and 12 months of running costs as what you spend.',
    )
    expect(calculateRoi(TYPICAL_BUSINESS).assumptions.at(-1)).toMatch(/^The setup is \$699, our standard one-time price\./)
  })

  test('charts the running total for months 1 to 12', () => {
    expect(result.cumulative.map((point) => point.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(result.cumulative[0]).toEqual({ month: 1, savings: 723 })
    expect(result.cumulative[5]).toEqual({ month: 6, savings: 4338 })
    expect(result.cumulative[11]).toEqual({ month: 12, savings: result.annualSavings })
  })
})

describe('calculateRoi: what the formula counts', () => {
  test('only missed calls: the calls a business already answers change nothing', () => {
    const { formula: _formula, ...few } = calculateRoi({ ...tradie, monthlyCalls: 50 })
    const { formula: _formulaToo, ...many } = calculateRoi({ ...tradie, monthlyCalls: 5000 })
    expect(many).toEqual(few)
  })

  test('not every caller won back buys: halving the conversion rate halves the sales recovered', () => {
    const half = calculateRoi({ ...tradie, conversionRate: 10 })
    expect(calculateRoi(tradie).breakdown.revenueRecoveredPerMonth).toBe(1500)
    expect(half.breakdown.revenueRecoveredPerMonth).toBe(750)
  })

  // 25 won back x 20% x $300 = $1,500; 25 callbacks x 4 / 60 x $35 = $58.33; monthly 1493.33; annual 17920.
  // ROI (12 x 1558.33 - 1679) / 1679 = 1013.76% -> 1013.8: over 1,000%, so stated plainly as an estimate.
  test('the first year counts the setup and twelve months of running costs: 500 calls, 50 missed gives 1,013.8%', () => {
    const result = calculateRoi(tradie, { voicePlanPrice: voicePlan })
    expect(result).toMatchObject({ monthlySavings: 1493.33, annualSavings: 17920, annualROI: 1013.8, paybackPeriod: 0.6 })
    expect(result.formula.find((step) => step.label === 'First-year cost')?.value).toBe('$1,679')
    expect(result.statedAsEstimate).toBe(true)
    expect(result.range.high.annualROI).toBe(1528.9)
  })

  // First-year cost 699 + 780 = 1479; ROI (18700 - 1479) / 1479 = 1164.37% -> 1164.4.
  test('without a voice plan price the setup is the default $699', () => {
    const result = calculateRoi(tradie)
    expect(DEFAULT_INVESTMENT).toBe(699)
    expect(result.annualROI).toBe(1164.4)
    expect(result.breakdown).toMatchObject({ investment: 699, investmentSource: 'default' })
    expect(result.breakdown).not.toHaveProperty('planName')
    expect(result.formula.find((step) => step.label === 'First-year cost')?.working).toBe('$699 setup + 12 × $65 running costs')
  })

  // 0.5 won back -> 0.025 customers -> $2.50; 0.5 callbacks x 2 / 60 x $30 = $0.50; monthly 3 - 65 = -62; annual -744;
  // ROI (36 - 1479) / 1479 = -97.57% -> -97.6: what comes back never goes below nothing, so neither does the loss below -100%.
  test('a business too small to cover the $65 running costs never pays back, and says why in its formula', () => {
    const result = calculateRoi({ monthlyCalls: 10, missedCalls: 1, callDuration: 2, hourlyRate: 30, conversionRate: 5, orderValue: 100 })
    expect(result).toMatchObject({ monthlySavings: -62, annualSavings: -744, annualROI: -97.6, paybackPeriod: null })
    expect(result.cumulative.at(-1)).toEqual({ month: 12, savings: -744 })
    expect(result.range.high.paybackPeriod).toBeNull()
    expect(result.formula[1]).toEqual({ label: 'New customers', working: '0.5 callers × 5% who become customers', value: '0.025 customers' })
    expect(result.formula.at(-1)).toEqual({ label: 'Payback period', working: '-$62 a month never pays back the $699 setup', value: 'No payback' })
  })

  // 5 won back x 35% x $20 = $35; 5 callbacks x 6 / 60 x $60 = $30; monthly 35 + 30 - 65 = 0; ROI (780 - 1479) / 1479 = -47.26%.
  test('savings of exactly $0 a month have no payback, and lose the setup', () => {
    const result = calculateRoi({ monthlyCalls: 10, missedCalls: 10, callDuration: 6, hourlyRate: 60, conversionRate: 35, orderValue: 20 })
    expect(result.monthlySavings).toBe(0)
    expect(Object.is(result.monthlySavings, -0)).toBe(false)
    expect(result.annualROI).toBe(-47.3)
    expect(result.paybackPeriod).toBeNull()
  })

  // 10 won back x 12.5% x $888.80 = $1,111; 10 callbacks x 2.5 / 60 x $31.50 = 13.125 -> 13.13; monthly 1059.125 -> 1059.13;
  // annual 12 x 1059.125 = 12709.50 (not 12 x 1059.13 = 12709.56); ROI (12 x 1124.125 - 1479) / 1479 = 812.07 -> 812.1;
  // payback 699 / 1059.125 = 0.66 -> 0.7.
  test('rounds only the outputs: money to cents, percent and months to one decimal place', () => {
    const result = calculateRoi({ monthlyCalls: 123, missedCalls: 20, callDuration: 2.5, hourlyRate: 31.5, conversionRate: 12.5, orderValue: 888.8 })
    expect(result.breakdown.labourSavedPerMonth).toBe(13.13)
    expect(result.breakdown.revenueRecoveredPerMonth).toBe(1111)
    expect(result).toMatchObject({ monthlySavings: 1059.13, annualSavings: 12709.5, annualROI: 812.1, paybackPeriod: 0.7 })
    // Each month of the chart from the unrounded monthly figure: 3 x 1059.125 = 3177.375 -> 3177.38, not 3 x 1059.13.
    expect(result.cumulative[2]).toEqual({ month: 3, savings: 3177.38 })
  })

  // 1 won back x 15% x $359.90 = 53.985 (53.98499999999999 in binary) -> 53.99; 1 callback x 6 / 60 x $10 = $1;
  // monthly 53.985 + 1 - 65 = -10.015 -> -10.02; annual -120.18.
  test('half a cent rounds away from zero, for savings and losses alike', () => {
    const result = calculateRoi({ monthlyCalls: 100, missedCalls: 2, callDuration: 6, hourlyRate: 10, conversionRate: 15, orderValue: 359.9 })
    expect(result.breakdown.revenueRecoveredPerMonth).toBe(53.99)
    expect(result.monthlySavings).toBe(-10.02)
    expect(result.annualSavings).toBe(-120.18)
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
