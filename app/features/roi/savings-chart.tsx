import type { RoiResult } from '../../../contract/roi'
import { formatAud } from '~/lib/format'
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
        {bars.some((bar) => bar.paidBack) ? <Legend swatch="bg-primary">Paid back</Legend> : null}
        {bars.some((bar) => !bar.paidBack && bar.savings >= 0) ? <Legend swatch="bg-slate-500">Before payback</Legend> : null}
        {bars.some((bar) => bar.savings < 0) ? <Legend swatch="bg-red-700">Net loss</Legend> : null}
        <Legend swatch="h-0 border-t-2 border-dashed border-highlight-ink bg-transparent">{`Investment (${formatAud(investment)})`}</Legend>
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
      <details className="group mt-4 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary underline-offset-4 hover:underline">
          Show the figures as a table
        </summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">Cumulative savings by month</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 font-semibold">
                Month
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Cumulative savings
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Against the investment
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.month} className="border-b border-line last:border-0">
                <th scope="row" className="py-1.5 font-normal">
                  {bar.month}
                </th>
                <td className="py-1.5 text-right">{formatAud(bar.savings)}</td>
                <td className="py-1.5 text-right">{formatAud(Math.round((bar.savings - investment) * 100) / 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

function Legend({ swatch, children }: { swatch: string; children: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={cn('inline-block h-3 w-4 rounded-sm', swatch)} />
      {children}
    </span>
  )
}
