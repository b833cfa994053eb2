import { FiguresTable, LegendItem } from '~/components/ui/chart-parts'
import type { LeadWeek } from './lead-weeks'

/**
 * Leads per Melbourne week, inquiries and chats stacked. Drawn in HTML like the ROI chart, so the
 * labels keep the page's type size; the same figures follow as a table.
 */
export function LeadChart({ weeks }: { weeks: readonly LeadWeek[] }) {
  const max = Math.max(1, ...weeks.map((week) => week.inquiries + week.chats))
  const inquiries = weeks.reduce((sum, week) => sum + week.inquiries, 0)
  const chats = weeks.reduce((sum, week) => sum + week.chats, 0)
  const summary = `Leads per week over the last ${weeks.length} weeks: ${inquiries} inquiries and ${chats} chat conversations; at most ${max} in one week.`
  const height = (count: number) => `${(count / max) * 100}%`

  return (
    <figure className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <figcaption className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-soft">
        <span className="font-semibold text-ink">Leads per week (Melbourne weeks, Monday to Sunday)</span>
        <LegendItem swatch="bg-primary">Inquiries</LegendItem>
        <LegendItem swatch="bg-emerald-600">Chats</LegendItem>
      </figcaption>
      <div role="img" aria-label={summary}>
        <div aria-hidden="true" className="flex h-40 items-end gap-1 border-b border-slate-400 sm:h-48 sm:gap-2">
          {weeks.map((week) => (
            <div key={week.weekStart} className="flex h-full flex-1 flex-col justify-end">
              <span className="mb-1 text-center text-xs text-ink-soft tabular-nums">{week.inquiries + week.chats || ''}</span>
              <div className="rounded-t-sm bg-emerald-600" style={{ height: height(week.chats) }} />
              <div className="bg-primary" style={{ height: height(week.inquiries) }} />
            </div>
          ))}
        </div>
        <div aria-hidden="true" className="mt-2 flex gap-1 text-center text-[0.6875rem] text-ink-soft sm:gap-2 sm:text-xs">
          {weeks.map((week, index) => (
            // Every other label on a phone, so they never run into each other.
            <span key={week.weekStart} className={index % 2 === 1 ? 'flex-1 max-sm:invisible' : 'flex-1'}>
              {week.label}
            </span>
          ))}
        </div>
      </div>
      <FiguresTable
        caption="Leads per week"
        columns={['Week starting', 'Inquiries', 'Chats', 'Total']}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          cells: [<time dateTime={week.weekStart}>{week.label}</time>, week.inquiries, week.chats, week.inquiries + week.chats],
        }))}
      />
    </figure>
  )
}
