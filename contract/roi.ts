import { z } from './zod.ts'

/**
 * A positive, finite number with the field's own messages. z.number() already refuses NaN,
 * Infinity and numeric strings; the upper bound refuses absurd input so the results stay finite
 * and meaningful.
 */
function positiveNumber(label: string, max: number, tooBig: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .gt(0, `${label} must be more than 0`)
    .max(max, tooBig)
}

const fields = {
  monthlyCalls: positiveNumber('Monthly calls', 1_000_000, 'Monthly calls cannot be more than 1,000,000'),
  missedCalls: positiveNumber('Missed calls', 1_000_000, 'Missed calls cannot be more than 1,000,000'),
  callDuration: positiveNumber('Call duration', 600, 'Call duration cannot be more than 600 minutes'),
  hourlyRate: positiveNumber('Hourly rate', 10_000, 'Hourly rate cannot be more than $10,000'),
  conversionRate: positiveNumber('Conversion rate', 100, 'Conversion rate cannot be more than 100%'),
  orderValue: positiveNumber('Order value', 10_000_000, 'Order value cannot be more than $10,000,000'),
}

const callCountsSchema = z.object({ monthlyCalls: fields.monthlyCalls, missedCalls: fields.missedCalls })

/** POST /api/calculate-roi body. Call duration in minutes, money in AUD, conversion rate in percent. */
export const roiInputSchema = z.object(fields).refine((input) => input.missedCalls <= input.monthlyCalls, {
  message: 'Missed calls cannot be more than monthly calls',
  path: ['missedCalls'],
  // Checked as soon as both call counts are valid, so the form can show it while another field is still wrong.
  when: (payload) => callCountsSchema.safeParse(payload.value).success,
})
export type RoiInput = z.infer<typeof roiInputSchema>

/**
 * The figures of a calculation a lead keeps (contract/people.ts roiSnapshot; the pre-call brief reads them). Snapshots
 * taken before the range and the formula were added have only these.
 */
export const roiSummarySchema = z.object({
  /** AUD per month, after running costs; may be negative. */
  monthlySavings: z.number(),
  annualSavings: z.number(),
  /** Percent over the first year: what comes back in 12 months, less the setup and 12 months of running costs, against those costs. */
  annualROI: z.number(),
  /** Months until the investment is paid back; null when the savings never pay it back. */
  paybackPeriod: z.number().nullable(),
  breakdown: z.object({
    /** Staff time no longer spent ringing back the missed callers who would have been rung back. */
    labourSavedPerMonth: z.number(),
    /** Sales from the missed callers the agent wins back. */
    revenueRecoveredPerMonth: z.number(),
    runningCostsPerMonth: z.number(),
    investment: z.number(),
    investmentSource: z.enum(['plan', 'default']),
    planName: z.string().optional(),
  }),
  assumptions: z.array(z.string()),
  /** Months 1 to 12, for the chart of cumulative savings against the investment. */
  cumulative: z.array(z.object({ month: z.number().int(), savings: z.number() })),
})

/** The headline figures again under one assumption of the range. */
const roiEstimateSchema = z.object({
  /** Percent of missed callers taken to be lost without the agent: the one assumption the range moves. */
  lostCallerPercent: z.number(),
  monthlySavings: z.number(),
  annualSavings: z.number(),
  annualROI: z.number(),
  paybackPeriod: z.number().nullable(),
})

export const roiResultSchema = roiSummarySchema.extend({
  /** The headline figures (expected) beside the same sums with fewer and with more of the missed callers lost. */
  range: z.object({ low: roiEstimateSchema, expected: roiEstimateSchema, high: roiEstimateSchema }),
  /** A first-year ROI so high (over 1,000%) that the result must say plainly it is an estimate and list its assumptions. */
  statedAsEstimate: z.boolean(),
  /** How the expected figures were reached, step by step: 'Sales recovered', '3 customers × $250', '$750'. */
  formula: z.array(z.object({ label: z.string(), working: z.string(), value: z.string() })),
})
export type RoiResult = z.infer<typeof roiResultSchema>
export type RoiEstimate = z.infer<typeof roiEstimateSchema>
