import type { RoiEstimate, RoiInput, RoiResult } from '../../../contract/roi.ts'
import { parsePrice } from '../../../contract/price-text.ts'
import { planKind } from '../../../core/pricing-rules.ts'
import { DEFAULT_INVESTMENT, LOST_CALLER_PERCENT, VOICE_RUNNING_COSTS_PER_MONTH, needsPlainEstimate } from '../../../core/roi-assumptions.ts'
import { roiAssumptions, roiFormula } from './roi-explained.ts'
import { roundTo } from './rounding.ts'

const MINUTES_PER_HOUR = 60
const MONTHS_PER_YEAR = 12

export type VoicePlanPrice = { name: string; price: number }

/**
 * One month with a voice agent, unrounded. It counts only missed calls: the agent answers them, the callers who
 * would have been lost are won back and some of them buy, and staff no longer ring back the others. Calls the
 * business already answers are left as they are.
 */
export type RoiMonth = {
  lostCallerPercent: number
  callersWonBack: number
  newCustomers: number
  salesRecovered: number
  callbacksSaved: number
  staffTimeSaved: number
  runningCosts: number
  /** Sales recovered plus staff time saved, less the running costs. */
  savings: number
}

function roiMonth(input: RoiInput, lostCallerPercent: number): RoiMonth {
  const callersWonBack = (input.missedCalls * lostCallerPercent) / 100
  const newCustomers = (callersWonBack * input.conversionRate) / 100
  const salesRecovered = newCustomers * input.orderValue
  const callbacksSaved = input.missedCalls - callersWonBack
  const staffTimeSaved = ((callbacksSaved * input.callDuration) / MINUTES_PER_HOUR) * input.hourlyRate
  const runningCosts = VOICE_RUNNING_COSTS_PER_MONTH
  return { lostCallerPercent, callersWonBack, newCustomers, salesRecovered, callbacksSaved, staffTimeSaved, runningCosts, savings: salesRecovered + staffTimeSaved - runningCosts }
}

/** What the first year costs: the one-time setup and twelve months of running costs. */
function firstYearCost(month: Pick<RoiMonth, 'runningCosts'>, investment: number): number {
  return investment + MONTHS_PER_YEAR * month.runningCosts
}

/**
 * The headline figures of a month. The first-year ROI sets what comes back in twelve months (sales and staff time)
 * against everything spent in them (the setup and the running costs), not against the setup alone.
 */
function roiEstimate(month: RoiMonth, investment: number): RoiEstimate {
  const cost = firstYearCost(month, investment)
  const recovered = MONTHS_PER_YEAR * (month.salesRecovered + month.staffTimeSaved)
  const monthlySavings = roundTo(month.savings, 2)
  return {
    lostCallerPercent: month.lostCallerPercent,
    monthlySavings,
    annualSavings: roundTo(MONTHS_PER_YEAR * month.savings, 2),
    annualROI: roundTo(((recovered - cost) * 100) / cost, 1),
    // Decided on the shown amount, so '$0.00 a month' never comes with a payback period.
    paybackPeriod: monthlySavings > 0 ? roundTo(investment / month.savings, 1) : null,
  }
}

/**
 * The cheapest active voice-agent plan (name contains 'voice' or 'agent'), by its parsed price.
 * Plans without a readable, positive price are ignored: a $0 investment would make the ROI infinite.
 */
export function cheapestVoicePlan(plans: readonly { name: string; price: string; isActive: boolean }[]): VoicePlanPrice | undefined {
  let best: VoicePlanPrice | undefined
  for (const plan of plans) {
    if (!plan.isActive || planKind(plan.name) !== 'voice') continue
    const price = parsePrice(plan.price)
    if (price !== undefined && price > 0 && (best === undefined || price < best.price)) best = { name: plan.name, price }
  }
  return best
}

/**
 * The ROI of a voice agent for the visitor's figures: the expected case, the range around it and how it was
 * reached. Only the outputs are rounded (money to cents, percentages and months to one decimal place), never the
 * values they are computed from.
 */
export function calculateRoi(input: RoiInput, options: { voicePlanPrice?: VoicePlanPrice } = {}): RoiResult {
  const { voicePlanPrice } = options
  if (voicePlanPrice && !(Number.isFinite(voicePlanPrice.price) && voicePlanPrice.price > 0)) {
    throw new RangeError(`Voice plan price must be a positive number, got ${voicePlanPrice.price}`)
  }
  const investment = voicePlanPrice?.price ?? DEFAULT_INVESTMENT
  const month = roiMonth(input, LOST_CALLER_PERCENT.expected)
  const expected = roiEstimate(month, investment)
  const { lostCallerPercent: _expected, ...headline } = expected

  return {
    ...headline,
    breakdown: {
      labourSavedPerMonth: roundTo(month.staffTimeSaved, 2),
      revenueRecoveredPerMonth: roundTo(month.salesRecovered, 2),
      runningCostsPerMonth: month.runningCosts,
      investment,
      ...(voicePlanPrice ? { investmentSource: 'plan' as const, planName: voicePlanPrice.name } : { investmentSource: 'default' as const }),
    },
    assumptions: roiAssumptions(input, { investment, planName: voicePlanPrice?.name }),
    cumulative: Array.from({ length: MONTHS_PER_YEAR }, (_, index) => ({ month: index + 1, savings: roundTo(month.savings * (index + 1), 2) })),
    range: {
      low: roiEstimate(roiMonth(input, LOST_CALLER_PERCENT.low), investment),
      expected,
      high: roiEstimate(roiMonth(input, LOST_CALLER_PERCENT.high), investment),
    },
    statedAsEstimate: needsPlainEstimate(headline.annualROI),
    formula: roiFormula(input, month, { investment, planName: voicePlanPrice?.name, firstYearCost: firstYearCost(month, investment), estimate: headline }),
  }
}
