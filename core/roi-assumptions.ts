import type { RoiInput } from '../contract/roi'

/*
 * What the ROI calculator takes as known (issue 33, item 10), in one place for the form, the server's formula
 * and the results alike. The prices of the plans are not here: they come from the catalogue.
 */

/**
 * The figures the form starts with: a small Melbourne service business (a trade, a clinic, a salon) that
 * takes about 14 calls a working day, misses 1 in 10, turns 1 caller in 5 into a customer, and pays its
 * front-desk staff about $38 an hour with on-costs.
 */
export const TYPICAL_BUSINESS: RoiInput = {
  monthlyCalls: 300,
  missedCalls: 30,
  callDuration: 4,
  hourlyRate: 38,
  conversionRate: 20,
  orderValue: 250,
}

/**
 * Of the people whose call is missed, the percent who would not have called back and are lost: the only
 * callers the agent wins back. Many callers do try again or are rung back, so the expected case is one in
 * two; the range's low and high estimates move only this assumption.
 */
export const LOST_CALLER_PERCENT = { low: 25, expected: 50, high: 75 } as const

/** The top of the spec's voice cost breakdown ($25-65/month), so savings are not overstated. */
export const VOICE_RUNNING_COSTS_PER_MONTH = 65

/** The spec's fallback one-time setup price (AI workforce $699) when the catalogue has no voice plan price. */
export const DEFAULT_INVESTMENT = 699

/** A first-year return above this percent is said plainly to be an estimate, with its assumptions beside it. */
export const PLAIN_ESTIMATE_ABOVE_ROI_PERCENT = 1000

/** Whether a first-year ROI is high enough that the result must say it is an estimate and what it assumes. */
export function needsPlainEstimate(annualROI: number): boolean {
  return annualROI > PLAIN_ESTIMATE_ABOVE_ROI_PERCENT
}
