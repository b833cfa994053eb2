import { AlarmClock, CalendarCheck, CircleCheck, Inbox, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '~/components/ui/badge'
import { cn } from '~/lib/cn'
import { type DueStep, LEAD_DOORS, LEAD_DOOR_LABELS, type LeadOverview as Overview, type LeadSourceTable, RECENT_DAYS } from '../../../../contract/lead-overview'
import { doorsInWords, dueDayLabel, overdueLabel } from './overview-format'

// min-w-0: a grid item as wide as its longest word would widen the whole grid past a phone's screen.
const card = 'min-w-0 rounded-card border border-line bg-white p-5 shadow-card sm:p-6'

/**
 * The dashboard's overview above its tabs (issue 20): the people whose next step is due today or overdue, each
 * linked to their page, and a small table of where the leads came from.
 */
export function LeadOverview({ overview }: { overview: Overview }) {
  const { steps, sources } = overview
  return (
    <section aria-label="Overview" className="mb-10 grid gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <DueList
          title="Due today"
          icon={CalendarCheck}
          tone="primary"
          steps={steps.dueToday}
          describe={() => 'Today'}
          empty="Nothing is due today. Next steps you set on a person show here on their due day."
        />
        <DueList
          title="Overdue"
          icon={AlarmClock}
          tone="red"
          steps={steps.overdue}
          describe={(step) => `${overdueLabel(step.due, steps.today)} · due ${dueDayLabel(step.due, steps.today)}`}
          empty="Nothing is overdue. Every next step is on time."
        />
      </div>
      <SourceTable table={sources} />
    </section>
  )
}

type DueListProps = { title: string; icon: LucideIcon; tone: BadgeTone; steps: DueStep[]; describe: (step: DueStep) => string; empty: string }

function DueList({ title, icon: Icon, tone, steps, describe, empty }: DueListProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Icon aria-hidden="true" className={cn('size-5', tone === 'red' ? 'text-red-700' : 'text-primary')} />
          {title}
        </h2>
        <Badge tone={steps.length > 0 ? tone : 'gray'} size="sm">
          {steps.length}
          <span className="sr-only">{steps.length === 1 ? ' person' : ' people'}</span>
        </Badge>
      </div>
      {steps.length === 0 ? (
        <p className="mt-4 flex items-start gap-2 text-sm text-ink-soft">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          {empty}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {steps.map((step) => (
            <li key={step.personId} className="py-3 first:pt-1 last:pb-0">
              <Link
                to={`/admin/people/${step.personId}`}
                className="-mx-2 block rounded-lg px-2 py-1 transition-colors duration-150 hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <span className="block font-semibold wrap-anywhere text-primary underline-offset-4 hover:underline">{step.name ?? step.email}</span>
                {step.name ? <span className="block text-sm break-all text-ink-soft">{step.email}</span> : null}
                <span className="mt-1 block text-ink">{step.nextStep ?? 'Next step without a description'}</span>
                <span className={cn('mt-0.5 block text-sm font-medium', tone === 'red' ? 'text-red-800' : 'text-ink-soft')}>{describe(step)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const numberCell = 'px-3 py-2.5 text-right tabular-nums'
const doorCell = cn(numberCell, 'hidden sm:table-cell')

function SourceTable({ table }: { table: LeadSourceTable }) {
  const headingId = useId()
  const noteId = useId()
  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Inbox aria-hidden="true" className="size-5 text-primary" />
          Leads by source
        </h2>
        <p id={noteId} className="text-sm text-ink-soft">
          By UTM source, else the referring site; spam not counted. Counts by door are the last {RECENT_DAYS} days.
        </p>
      </div>
      {table.rows.length === 0 ? (
        <p className="mt-4 text-sm text-ink-soft">No leads yet. Their sources show here once visitors send a form, book a call or leave their details in the chat.</p>
      ) : (
        <table aria-labelledby={headingId} aria-describedby={noteId} className="mt-4 w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left text-ink-soft">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Source
              </th>
              {LEAD_DOORS.map((door) => (
                <th key={door} scope="col" className={cn(doorCell, 'font-semibold')}>
                  {LEAD_DOOR_LABELS[door]}
                </th>
              ))}
              <th scope="col" className={cn(numberCell, 'font-semibold')}>
                Last {RECENT_DAYS} days
              </th>
              <th scope="col" className={cn(numberCell, 'pr-0 font-semibold')}>
                All time
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.source} className="border-b border-line last:border-b-0">
                <th scope="row" className="py-2.5 pr-3 text-left font-semibold break-all text-ink">
                  {row.source}
                  <span className="block text-xs font-normal break-normal text-ink-soft sm:hidden">{doorsInWords(row)}</span>
                </th>
                {LEAD_DOORS.map((door) => (
                  <td key={door} className={cn(doorCell, row.recent[door] === 0 && 'text-slate-500')}>
                    {row.recent[door]}
                  </td>
                ))}
                <td className={cn(numberCell, 'font-semibold text-ink')}>{row.recentTotal}</td>
                <td className={cn(numberCell, 'pr-0 text-ink')}>{row.allTime}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-line">
              <th scope="row" className="py-2.5 pr-3 text-left font-semibold">
                All sources
              </th>
              {LEAD_DOORS.map((door) => (
                <td key={door} className={cn(doorCell, 'font-semibold')}>
                  {table.rows.reduce((sum, row) => sum + row.recent[door], 0)}
                </td>
              ))}
              <td className={cn(numberCell, 'font-bold')}>{table.recentTotal}</td>
              <td className={cn(numberCell, 'pr-0 font-bold')}>{table.allTime}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  )
}
