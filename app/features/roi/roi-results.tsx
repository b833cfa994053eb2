import { CalendarCheck, CircleAlert, TriangleAlert } from 'lucide-react'
import type { RoiEstimate, RoiResult } from '../../../contract/roi'
import { BookCallButton } from '~/components/layout/book-call-button'
import { cn } from '~/lib/cn'
import { formatAud, formatMonths, formatPercent } from '../../../core/format'
import { paybackSummary } from './roi-figures'
import { SavingsChart } from './savings-chart'

type RoiResultsProps = { result: RoiResult }

/** The four headline figures, their range, how they were worked out, the first-year chart and the assumptions. */
export function RoiResults({ result }: RoiResultsProps) {
  const { breakdown } = result
  const losing = result.paybackPeriod === null
  // A return this high is said plainly to be an estimate, with what it assumes next to it rather than at the end.
  const plainEstimate = result.statedAsEstimate
  return (
    <div className="grid gap-8">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <Figure label="Monthly savings" value={formatAud(result.monthlySavings)} negative={result.monthlySavings < 0} />
        <Figure label="Annual savings" value={formatAud(result.annualSavings)} negative={result.annualSavings < 0} />
        <Figure label="First-year ROI" value={formatPercent(result.annualROI)} negative={result.annualROI < 0} />
        <Figure label="Payback period" value={payback(result)} negative={losing} />
      </dl>

      {plainEstimate ? <PlainEstimate annualROI={result.annualROI} assumptions={result.assumptions} /> : null}

      <p className={cn('flex items-start gap-2 rounded-xl p-4 text-sm', losing ? 'bg-red-50 text-red-800' : 'bg-primary-soft text-ink')}>
        {losing ? <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />}
        <span>
          {paybackSummary(result)}
          {losing
            ? ` The sales and staff time recovered (${formatAud(breakdown.labourSavedPerMonth + breakdown.revenueRecoveredPerMonth)} a month) are less than the ${formatAud(breakdown.runningCostsPerMonth)} running costs, so a voice agent would cost you money at this call volume.`
            : null}
        </span>
      </p>

      <EstimateRange result={result} />

      <div>
        <h4 className="text-base font-semibold text-ink">How we worked it out</h4>
        <p className="mt-1 text-sm text-ink-soft">The expected estimate, a month at a time and then over the first year.</p>
        <ol className="mt-3 divide-y divide-line rounded-xl border border-line text-sm">
          {result.formula.map((step) => (
            <li key={step.label} className="flex items-baseline justify-between gap-4 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-medium text-ink">{step.label}</span>
                <span className="block wrap-anywhere text-ink-soft">{step.working}</span>
              </span>
              <span className="shrink-0 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                <span className="sr-only"> = </span>
                {step.value}
              </span>
            </li>
          ))}
        </ol>
      </div>

      <SavingsChart cumulative={result.cumulative} investment={breakdown.investment} />

      {plainEstimate ? null : (
        <div>
          <h4 className="text-base font-semibold text-ink">Assumptions</h4>
          <Assumptions assumptions={result.assumptions} className="mt-3 text-ink-soft" />
        </div>
      )}

      <div className="flex flex-col gap-4 rounded-xl bg-ink p-5 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-200">Want these figures checked against your real call data? It takes 30 minutes, by phone, free.</p>
        <BookCallButton variant="inverse" size="sm">
          Book a free consultation
        </BookCallButton>
      </div>
    </div>
  )
}

function payback({ paybackPeriod }: Pick<RoiEstimate, 'paybackPeriod'>): string {
  return paybackPeriod === null ? 'No payback' : formatMonths(paybackPeriod)
}

function PlainEstimate({ annualROI, assumptions }: { annualROI: number; assumptions: string[] }) {
  return (
    <div className="rounded-xl border border-highlight bg-highlight-soft p-4 text-sm text-highlight-ink">
      <h4 className="flex items-start gap-2 text-base font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
        This is an estimate, not a promise
      </h4>
      <p className="mt-2">
        A first-year return of {formatPercent(annualROI)} is far more than most investments make. It holds only if all of these assumptions hold for your
        business:
      </p>
      <Assumptions assumptions={assumptions} className="mt-2" />
    </div>
  )
}

function Assumptions({ assumptions, className }: { assumptions: string[]; className?: string }) {
  return (
    <ul className={cn('grid list-disc gap-2 pl-5 text-sm', className)}>
      {assumptions.map((assumption) => (
        <li key={assumption}>{assumption}</li>
      ))}
    </ul>
  )
}

/** The headline figures beside the low and high estimates, which move only the share of missed callers lost. */
function EstimateRange({ result }: { result: RoiResult }) {
  const { low, expected, high } = result.range
  const columns = [
    { name: 'Low', estimate: low },
    { name: 'Expected', estimate: expected },
    { name: 'High', estimate: high },
  ]
  const rows: { label: string; figure: (estimate: RoiEstimate) => string }[] = [
    { label: 'Monthly savings', figure: (estimate) => formatAud(estimate.monthlySavings) },
    { label: 'First-year ROI', figure: (estimate) => formatPercent(estimate.annualROI) },
    { label: 'Payback', figure: payback },
  ]
  return (
    <div>
      <h4 className="text-base font-semibold text-ink">From a low to a high estimate</h4>
      <p className="mt-1 text-sm text-ink-soft">
        The same sums if {low.lostCallerPercent}% or {high.lostCallerPercent}% of your missed callers would have been lost, instead of {expected.lostCallerPercent}%.
      </p>
      {/* Figures stay on one line each; an absurdly large one scrolls the table, not the page. */}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">Low, expected and high estimates</caption>
          <thead>
            <tr className="border-b border-line">
              <td />
              {columns.map(({ name, estimate }) => (
                <th key={name} scope="col" className="py-2 pl-2 text-right align-bottom font-semibold text-ink">
                  {name}
                  <span className="block text-xs font-normal text-ink-soft">{estimate.lostCallerPercent}% lost</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, figure }) => (
              <tr key={label} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 text-left font-normal text-ink-soft">
                  {label}
                </th>
                {columns.map(({ name, estimate }) => (
                  <td key={name} className={cn('py-2 pl-2 text-right whitespace-nowrap', name === 'Expected' && 'font-semibold text-ink')}>
                    {figure(estimate)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function Figure({ label, value, negative }: { label: string; value: string; negative: boolean }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className={cn('mt-1 text-xl font-bold tracking-tight tabular-nums sm:text-2xl', negative ? 'text-red-700' : 'text-ink')}>{value}</dd>
    </div>
  )
}
