import type { RoiResult } from '../../../contract/roi'
import { FiguresTable, LegendItem } from '~/components/ui/chart-parts'
import { formatAud } from '../../../core/format'
import { cn } from '~/lib/cn'
import { formatAudCompact, savingsChartModel } from './roi-figures'

type SavingsChartProps = { cumulative: RoiResult['cumulative']; investment: number }

/**
 * Cumulative savings per month against the one-time investment. Drawn in HTML rather than SVG so
 * its labels keep the page's type size at any width; the same figures follow as a table.
 */
export function SavingsChart({ cumulative, investment }: SavingsChartProps) {
  const { bars, ticks, min, max, paybackMonth } = savingsChartModel(cumulative, investment)
  const range = max - min
  const fromTop = (value: number) => `${((max - value) / range) * 100}%`
  const last = bars.at(-1)
  const summary =
    `Cumulative savings over 12 months, reaching ${formatAud(last?.savings ?? 0)} by month 12, against an investment of ${formatAud(investment)}. ` +
    (paybackMonth ? `The investment is paid back in month ${paybackMonth}.` : 'The investment is not paid back within 12 months.')

  return (
    <figure>
      <figcaption className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-soft">
        <span className="font-semibold text-ink">Savings over the first year</span>
        {bars.some((bar) => bar.paidBack) ? <LegendItem swatch="bg-primary">Paid back</LegendItem> : null}
        {bars.some((bar) => !bar.paidBack && bar.savings >= 0) ? <LegendItem swatch="bg-slate-500">Before payback</LegendItem> : null}
        {bars.some((bar) => bar.savings < 0) ? <LegendItem swatch="bg-red-700">Net loss</LegendItem> : null}
        <LegendItem swatch="h-0 border-t-2 border-dashed border-highlight-ink bg-transparent">{`Investment (${formatAud(investment)})`}</LegendItem>
      </figcaption>
      <div role="img" aria-label={summary} className="flex gap-2">
        <div aria-hidden="true" className="relative h-56 w-12 shrink-0 text-right text-xs text-ink-soft tabular-nums sm:h-64">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: fromTop(tick) }}>
              {formatAudCompact(tick)}
            </span>
          ))}
        </div>
        <div className="flex-1">
          <div aria-hidden="true" className="relative h-56 sm:h-64">
            {ticks.map((tick) => (
              <div key={tick} className={cn('absolute inset-x-0 border-t', tick === 0 ? 'border-slate-400' : 'border-line')} style={{ top: fromTop(tick) }} />
            ))}
            {bars.map((bar, index) => (
              <div
                key={bar.month}
                className={cn('absolute w-[5%] rounded-sm', bar.savings < 0 ? 'bg-red-700' : bar.paidBack ? 'bg-primary' : 'bg-slate-500')}
                style={{
                  left: `${((index + 0.2) / bars.length) * 100}%`,
                  top: fromTop(Math.max(bar.savings, 0)),
                  height: `${(Math.abs(bar.savings) / range) * 100}%`,
                }}
              />
            ))}
            <div className="absolute inset-x-0 border-t-2 border-dashed border-highlight-ink" style={{ top: fromTop(investment) }} />
          </div>
          <div aria-hidden="true" className="mt-2 grid grid-cols-12 text-center text-xs text-ink-soft tabular-nums">
            {bars.map((bar) => (
              <span key={bar.month}>{bar.month}</span>
            ))}
          </div>
          <p aria-hidden="true" className="mt-1 text-center text-xs text-ink-soft">
            Month
          </p>
        </div>
      </div>
      <FiguresTable
        caption="Cumulative savings by month"
        columns={['Month', 'Cumulative savings', 'Against the investment']}
        rows={bars.map((bar) => ({
          key: bar.month,
          cells: [bar.month, formatAud(bar.savings), formatAud(Math.round((bar.savings - investment) * 100) / 100)],
        }))}
      />
    </figure>
  )
}
