import type { RoiEstimate, RoiInput, RoiResult } from '../../../contract/roi.ts'
import { formatAud, formatMonths, formatPercent } from '../../../core/format.ts'
import { LOST_CALLER_PERCENT, VOICE_RUNNING_COSTS_PER_MONTH } from '../../../core/roi-assumptions.ts'
import type { RoiMonth } from './roi.ts'
import { roundTo } from './rounding.ts'

/*
 * An ROI result in words as well as numbers (issue 33, item 10): what was multiplied by what, and what was assumed,
 * so a visitor can check every figure against their own business.
 */

type Investment = { investment: number; planName: string | undefined }

let countFormat: Intl.NumberFormat | undefined

/**
 * '15', '7.69', '0.025': callers and customers a month are averages. Two decimal places, or two significant digits
 * when that is more, so a fraction of a customer never reads as a rounder figure than the sum it feeds.
 */
function formatCount(value: number): string {
  countFormat ??= new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2, maximumSignificantDigits: 2, roundingPriority: 'morePrecision' })
  return countFormat.format(value)
}

function counted(value: number, one: string, many: string): string {
  const written = formatCount(value)
  return `${written} ${written === '1' ? one : many}`
}

const money = (amount: number) => formatAud(roundTo(amount, 2))

/** The expected case step by step, per month and then over the first year. */
export function roiFormula(
  input: RoiInput,
  month: RoiMonth,
  { investment, planName, firstYearCost, estimate }: Investment & { firstYearCost: number; estimate: Omit<RoiEstimate, 'lostCallerPercent'> },
): RoiResult['formula'] {
  const sales = money(month.salesRecovered)
  const staff = money(month.staffTimeSaved)
  const running = money(month.runningCosts)
  const setup = `${formatAud(investment)} setup${planName ? ` (${planName})` : ''}`
  return [
    {
      label: 'Missed callers won back',
      working: `${counted(input.missedCalls, 'missed call', 'missed calls')} × ${month.lostCallerPercent}% who would not have called back`,
      value: counted(month.callersWonBack, 'caller', 'callers'),
    },
    {
      label: 'New customers',
      working: `${counted(month.callersWonBack, 'caller', 'callers')} × ${formatPercent(input.conversionRate)} who become customers`,
      value: counted(month.newCustomers, 'customer', 'customers'),
    },
    {
      label: 'Sales recovered',
      working: `${counted(month.newCustomers, 'customer', 'customers')} × ${formatAud(input.orderValue)} average sale`,
      value: sales,
    },
    {
      label: 'Staff time saved',
      working: `${counted(month.callbacksSaved, 'callback', 'callbacks')} × ${formatCount(input.callDuration)} min ÷ 60 × ${formatAud(input.hourlyRate)} an hour`,
      value: staff,
    },
    {
      label: 'Monthly savings',
      working: `${sales} + ${staff} − ${running} running costs`,
      value: formatAud(estimate.monthlySavings),
    },
    {
      label: 'First-year cost',
      working: `${setup} + 12 × ${running} running costs`,
      value: money(firstYearCost),
    },
    {
      label: 'First-year ROI',
      working: `(12 × (${sales} + ${staff}) − ${money(firstYearCost)}) ÷ ${money(firstYearCost)}`,
      value: formatPercent(estimate.annualROI),
    },
    estimate.paybackPeriod === null
      ? { label: 'Payback period', working: `${formatAud(estimate.monthlySavings)} a month never pays back the ${formatAud(investment)} setup`, value: 'No payback' }
      : { label: 'Payback period', working: `${formatAud(investment)} setup ÷ ${formatAud(estimate.monthlySavings)} a month`, value: formatMonths(estimate.paybackPeriod) },
  ]
}

/** Every assumption the figures rest on, in plain English with the visitor's own figures. */
export function roiAssumptions(input: RoiInput, { investment, planName }: Investment): string[] {
  const { low, expected, high } = LOST_CALLER_PERCENT
  return [
    `Only missed calls count. Of the people whose call you miss, we assume ${expected}% would not have called back and are won back by the agent answering; the range runs from ${low}% (low estimate) to ${high}% (high estimate).`,
    `The callers won back become customers at your own rate (${formatPercent(input.conversionRate)}) and each spends your average sale value (${formatAud(input.orderValue)}), counted before your own costs.`,
    `Your staff would have rung back the other missed callers; the agent saves that time (${formatCount(input.callDuration)} minutes a call at ${formatAud(input.hourlyRate)} an hour). No time is counted as saved on the calls you already answer.`,
    `Running costs of ${formatAud(VOICE_RUNNING_COSTS_PER_MONTH)} a month are taken off every month: the top of the $25-65 monthly range for phone service, number rental and call usage.`,
    planName
      ? `The setup is ${formatAud(investment)}, the one-time price of our cheapest voice agent plan (${planName}). The first-year ROI counts it and 12 months of running costs as what you spend.`
      : `The setup is ${formatAud(investment)}, our standard one-time price. The first-year ROI counts it and 12 months of running costs as what you spend.`,
  ]
}
