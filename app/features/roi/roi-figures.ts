import type { RoiResult } from '../../../contract/roi'
import { formatMonths } from '../../../core/format'

const compactAud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 })

/** Axis labels: '$0', '$2.5K', '$1.2M'. */
export function formatAudCompact(amount: number): string {
  return compactAud.format(amount)
}

/** What the payback figure means in words, including the cases that are easy to misread. */
export function paybackSummary(result: Pick<RoiResult, 'paybackPeriod' | 'monthlySavings'>): string {
  const { paybackPeriod } = result
  if (paybackPeriod === null) return 'No payback: at these figures the savings do not cover the monthly running costs.'
  if (paybackPeriod < 1) return 'Pays for itself within the first month.'
  if (paybackPeriod <= 12) return `Pays for itself in about ${formatMonths(paybackPeriod)}.`
  return `Pays for itself in about ${formatMonths(paybackPeriod)}, after the 12 months shown in the chart.`
}

export type ChartBar = { month: number; savings: number; paidBack: boolean }
export type SavingsChartModel = {
  bars: ChartBar[]
  /** Axis ticks from the lowest to the highest, evenly spaced and including 0. */
  ticks: number[]
  min: number
  max: number
  /** The first month whose cumulative savings reach the investment, if any within the chart. */
  paybackMonth: number | undefined
}

/** Bars of cumulative savings and an investment line on one scale that holds both (and 0). */
export function savingsChartModel(cumulative: RoiResult['cumulative'], investment: number): SavingsChartModel {
  const values = [0, investment, ...cumulative.map((point) => point.savings)]
  const low = Math.min(...values)
  const high = Math.max(...values)
  const step = niceStep((high - low) / 4)
  const min = Math.floor(low / step) * step
  const max = Math.ceil(high / step) * step
  const ticks: number[] = []
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.abs(tick) < step / 2 ? 0 : tick)
  const bars = cumulative.map(({ month, savings }) => ({ month, savings, paidBack: savings >= investment }))
  return { bars, ticks, min, max, paybackMonth: bars.find((bar) => bar.paidBack)?.month }
}

/** 1, 2, 2.5 or 5 times a power of ten: the smallest such step at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1
  const power = 10 ** Math.floor(Math.log10(rough))
  const multiple = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= rough * (1 - 1e-9)) ?? 10
  return multiple * power
}
