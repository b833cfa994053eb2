import { CalendarCheck, CircleAlert } from 'lucide-react'
import type { RoiResult } from '../../../contract/roi'
import { BookCallButton } from '~/components/layout/book-call-button'
import { cn } from '~/lib/cn'
import { formatAud } from '../../../core/format'
import { formatMonths, formatPercent, paybackSummary } from './roi-figures'
import { SavingsChart } from './savings-chart'

type RoiResultsProps = { result: RoiResult }

/** The four headline figures, how they were reached, the first-year chart and the assumptions. */
export function RoiResults({ result }: RoiResultsProps) {
  const { breakdown } = result
  const losing = result.paybackPeriod === null
  return (
    <div className="grid gap-8">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <Figure label="Monthly savings" value={formatAud(result.monthlySavings)} negative={result.monthlySavings < 0} />
        <Figure label="Annual savings" value={formatAud(result.annualSavings)} negative={result.annualSavings < 0} />
        <Figure label="First-year ROI" value={formatPercent(result.annualROI)} negative={result.annualROI < 0} />
        <Figure label="Payback period" value={losing ? 'No payback' : formatMonths(result.paybackPeriod!)} negative={losing} />
      </dl>

      <p className={cn('flex items-start gap-2 rounded-xl p-4 text-sm', losing ? 'bg-red-50 text-red-800' : 'bg-primary-soft text-ink')}>
        {losing ? <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />}
        <span>
          {paybackSummary(result)}
          {losing
            ? ` The labour and sales recovered (${formatAud(breakdown.labourSavedPerMonth + breakdown.revenueRecoveredPerMonth)} a month) are less than the ${formatAud(breakdown.runningCostsPerMonth)} running costs, so a voice agent would cost you money at this call volume.`
            : null}
        </span>
      </p>

      <div>
        <h4 className="text-base font-semibold text-ink">How we got there, per month</h4>
        <dl className="mt-3 divide-y divide-line rounded-xl border border-line text-sm tabular-nums">
          <BreakdownRow label="Staff time saved on calls" value={formatAud(breakdown.labourSavedPerMonth)} />
          <BreakdownRow label="Sales recovered from missed calls" value={formatAud(breakdown.revenueRecoveredPerMonth)} />
          <BreakdownRow label="Running costs (phone, number, call usage)" value={`-${formatAud(breakdown.runningCostsPerMonth)}`} />
          <BreakdownRow label="Monthly savings" value={formatAud(result.monthlySavings)} strong />
          <BreakdownRow
            label={breakdown.planName ? `One-time investment (${breakdown.planName} setup)` : 'One-time investment (standard setup)'}
            value={formatAud(breakdown.investment)}
          />
        </dl>
      </div>

      <SavingsChart cumulative={result.cumulative} investment={breakdown.investment} />

      <div>
        <h4 className="text-base font-semibold text-ink">Assumptions</h4>
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-ink-soft">
          {result.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-4 rounded-xl bg-ink p-5 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-200">Want these figures checked against your real call data? It takes 30 minutes, by phone, free.</p>
        <BookCallButton variant="inverse" size="sm">
          Book a free consultation
        </BookCallButton>
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

function BreakdownRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 px-4 py-3', strong && 'bg-surface font-semibold text-ink')}>
      <dt className={strong ? undefined : 'text-ink-soft'}>{label}</dt>
      <dd className="text-right whitespace-nowrap">{value}</dd>
    </div>
  )
}
