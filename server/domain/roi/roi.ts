import type { RoiInput, RoiResult } from '../../../contract/roi.ts'
import { formatAud } from '../../../core/format.ts'
import { parsePrice } from '../../../contract/price-text.ts'
import { planKind } from '../../../core/pricing-rules.ts'

/** The labour cost reduction the site claims for AI call handling. */
export const LABOUR_COST_REDUCTION_PERCENT = 60
/** The top of the spec's voice cost breakdown ($25-65/month), so savings are not overstated. */
export const VOICE_RUNNING_COSTS_PER_MONTH = 65
/** The spec's fallback one-time setup price (AI workforce $699) when no voice plan price is known. */
export const DEFAULT_INVESTMENT = 699

const MINUTES_PER_HOUR = 60
const CHART_MONTHS = 12

export type VoicePlanPrice = { name: string; price: number }

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
 * The ROI of a voice agent for the visitor's figures. Only the outputs are rounded (money to cents,
 * percentages and months to one decimal place), never the values they are computed from.
 */
export function calculateRoi(input: RoiInput, options: { voicePlanPrice?: VoicePlanPrice } = {}): RoiResult {
  const { voicePlanPrice } = options
  if (voicePlanPrice && !(Number.isFinite(voicePlanPrice.price) && voicePlanPrice.price > 0)) {
    throw new RangeError(`Voice plan price must be a positive number, got ${voicePlanPrice.price}`)
  }

  const labourSaved = ((input.monthlyCalls * input.callDuration) / MINUTES_PER_HOUR) * input.hourlyRate * (LABOUR_COST_REDUCTION_PERCENT / 100)
  const revenueRecovered = ((input.missedCalls * input.conversionRate) / 100) * input.orderValue
  const monthly = labourSaved + revenueRecovered - VOICE_RUNNING_COSTS_PER_MONTH
  const investment = voicePlanPrice?.price ?? DEFAULT_INVESTMENT
  const annual = 12 * monthly

  const monthlySavings = roundTo(monthly, 2)
  // Decided on the shown amount, so '$0.00 a month' never comes with a payback period.
  const paybackPeriod = monthlySavings > 0 ? roundTo(investment / monthly, 1) : null

  return {
    monthlySavings,
    annualSavings: roundTo(annual, 2),
    annualROI: roundTo(((annual - investment) * 100) / investment, 1),
    paybackPeriod,
    breakdown: {
      labourSavedPerMonth: roundTo(labourSaved, 2),
      revenueRecoveredPerMonth: roundTo(revenueRecovered, 2),
      runningCostsPerMonth: VOICE_RUNNING_COSTS_PER_MONTH,
      investment,
      ...(voicePlanPrice ? { investmentSource: 'plan' as const, planName: voicePlanPrice.name } : { investmentSource: 'default' as const }),
    },
    assumptions: [
      `Labour saved is your call hours times your hourly rate, cut by ${LABOUR_COST_REDUCTION_PERCENT}%: the labour cost reduction we quote for AI call handling.`,
      'Revenue recovered assumes every missed call is answered and converts at your conversion rate, at your average order value.',
      `Running costs of ${formatAud(VOICE_RUNNING_COSTS_PER_MONTH)} a month are taken off your savings: the top of the $25-65 monthly range for phone service, number rental and call usage.`,
      voicePlanPrice
        ? `The investment is ${formatAud(investment)}, the one-time setup price of our cheapest voice agent plan (${voicePlanPrice.name}).`
        : `The investment is ${formatAud(investment)}, our standard one-time setup price.`,
    ],
    cumulative: Array.from({ length: CHART_MONTHS }, (_, index) => ({ month: index + 1, savings: roundTo(monthly * (index + 1), 2) })),
  }
}

/**
 * Rounds half away from zero at the decimal value meant, not at its binary approximation: 1.005
 * becomes 1.01 (Math.round(1.005 * 100) gives 100), and 10 x 15% x $19.99 = 29.985 becomes 29.99
 * even when the arithmetic gave 29.984999999999996. Fifteen significant digits are all a double
 * holds reliably, so the noise below them is dropped first.
 */
export function roundTo(value: number, places: number): number {
  const meant = Number(Math.abs(value).toPrecision(15))
  const magnitude = shiftDecimal(Math.round(shiftDecimal(meant, places)), -places)
  const rounded = Math.sign(value) * magnitude
  return rounded === 0 ? 0 : rounded // never -0
}

/** value x 10^places, done on the decimal exponent rather than by a binary multiplication. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = value.toExponential().split('e')
  return Number(`${mantissa}e${Number(exponent) + places}`)
}
