import { Info } from 'lucide-react'
import { useId } from 'react'
import { Popover } from '~/components/ui/popover'
import type { CostBreakdown } from '../../../core/cost-breakdown'

/** 'Ongoing costs': what the buyer pays third parties after the one-time setup. */
export function CostBreakdownPopover({ breakdown, planName }: { breakdown: CostBreakdown; planName: string }) {
  const titleId = useId()
  return (
    <Popover
      label={titleId}
      triggerClassName="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-primary transition-colors hover:bg-primary-soft hover:text-primary-hover"
      trigger={
        <>
          <Info aria-hidden="true" className="size-4" />
          Ongoing costs
          <span className="sr-only"> for {planName}</span>
        </>
      }
    >
        <p id={titleId} className="text-base font-semibold text-ink">
          {breakdown.title}
        </p>
        <p className="mt-1 text-sm text-ink-soft">Paid directly to the providers, not to us. Estimates in AUD.</p>
        <dl className="mt-4 divide-y divide-line">
          {breakdown.lines.map((line) => (
            <div key={line.label} className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-ink-soft">{line.label}</dt>
              <dd className="text-right font-semibold text-ink">{line.amount}</dd>
            </div>
          ))}
          {breakdown.total ? (
            <div className="flex items-baseline justify-between gap-4 pt-3">
              <dt className="font-semibold text-ink">{breakdown.total.label}</dt>
              <dd className="text-right font-bold text-primary">{breakdown.total.amount}</dd>
            </div>
          ) : null}
        </dl>
    </Popover>
  )
}
