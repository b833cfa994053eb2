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
        <Legend swatch="bg-primary">Inquiries</Legend>
        <Legend swatch="bg-emerald-600">Chats</Legend>
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
      <details className="mt-4 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary underline-offset-4 hover:underline">
          Show the figures as a table
        </summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">Leads per week</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 font-semibold">
                Week starting
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Inquiries
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Chats
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart} className="border-b border-line last:border-0">
                <th scope="row" className="py-1.5 font-normal">
                  <time dateTime={week.weekStart}>{week.label}</time>
                </th>
                <td className="py-1.5 text-right">{week.inquiries}</td>
                <td className="py-1.5 text-right">{week.chats}</td>
                <td className="py-1.5 text-right">{week.inquiries + week.chats}</td>
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
      <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${swatch}`} />
      {children}
    </span>
  )
}
