import { LoadFailedPanel, LoadingPanel } from '../load-state'
import { CalendarClock, ChevronLeft, ChevronRight, RefreshCw, Search, Users } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { PERSON_STAGES, type PersonStage, type PersonSummary } from '../../../../contract/people'
import { melbourneDay } from '../../../../contract/melbourne-day'
import { EmptyState } from '../dashboard-parts'
import { controlClass } from '../form-control'
import { ExportCsvLink } from '../leads/export-csv-link'
import { useSessionGuard } from '../session-guard'
import { type PeopleQuery, fetchPeople, peopleSearch } from './people-api'
import { dayLabel, doorsLabel, dueState, melbourneTimeLabel, sourceLabel, stageLabel, stageTone } from './people-format'

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'listed'; people: PersonSummary[]; total: number; offset: number; limit: number }

/** How long typing may pause before the list is searched. */
const SEARCH_DELAY_MS = 300

function isStage(value: string | null): value is PersonStage {
  return (PERSON_STAGES as readonly string[]).includes(value ?? '')
}

/**
 * The People tab (issue 20 item 3): everyone who reached out, by last activity, with stage, the doors they came
 * by and their source, and the next step. The search and stage filter are a GET form (`?tab=people&q=&stage=`),
 * so a link or a reload keeps them; with JavaScript the list follows the typing.
 */
export function PeopleTab() {
  const { refused: signedOut } = useSessionGuard()
  const [searchParams] = useSearchParams()
  const id = useId()
  const [q, setQ] = useState(() => searchParams.get('q') ?? '')
  const [stage, setStage] = useState<PersonStage | ''>(() => {
    const requested = searchParams.get('stage')
    return isStage(requested) ? requested : ''
  })
  const [query, setQuery] = useState<PeopleQuery>({ q, stage, offset: 0 })
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [generation, setGeneration] = useState(0)
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    const controller = new AbortController()
    void fetchPeople(query, { signal: controller.signal }).then((outcome) => {
      if (controller.signal.aborted) return
      if (outcome.kind === 'signed-out') return signedOut()
      setLoad(outcome.kind === 'listed' ? { kind: 'listed', ...outcome.list } : { kind: 'failed' })
    })
    return () => controller.abort()
  }, [query, generation, signedOut])

  useEffect(() => () => clearTimeout(typing.current), [])

  // The address keeps the filters, so a reload or a link back from a person lands on the same list.
  function remember(next: PeopleQuery) {
    const url = new URL(window.location.href)
    url.searchParams.set('tab', 'people')
    for (const key of ['q', 'stage'] as const) {
      if (next[key]) url.searchParams.set(key, next[key])
      else url.searchParams.delete(key)
    }
    window.history.replaceState(window.history.state, '', url)
  }

  function search(next: PeopleQuery) {
    setLoad({ kind: 'loading' })
    setQuery(next)
    remember(next)
  }

  function typed(value: string) {
    setQ(value)
    clearTimeout(typing.current)
    typing.current = setTimeout(() => search({ q: value, stage, offset: 0 }), SEARCH_DELAY_MS)
  }

  const loading = load.kind === 'loading'
  const today = melbourneDay(new Date())
  const exportHref = `/api/admin/people.csv${peopleSearch({ ...query, offset: 0 })}`

  return (
    <section aria-labelledby="people-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="people-heading" className="text-2xl font-bold tracking-tight">
            People
          </h2>
          <p className="mt-1 text-ink-soft">Everyone who wrote, booked or chatted, one record each, most recent activity first.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvLink href={exportHref} label="Export people as CSV" />
          <Button variant="secondary" size="sm" onClick={() => !loading && (setLoad({ kind: 'loading' }), setGeneration((count) => count + 1))} aria-disabled={loading}>
            <RefreshCw aria-hidden="true" className={cn('size-4', loading && 'animate-spin motion-reduce:animate-none')} />
            Refresh
          </Button>
        </div>
      </div>

      <form
        method="get"
        action="/admin"
        role="search"
        aria-label="People"
        className="mb-6 grid gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(typing.current)
          search({ q, stage, offset: 0 })
        }}
      >
        <input type="hidden" name="tab" value="people" />
        <div>
          <label htmlFor={`${id}-q`} className="mb-2 block text-sm font-semibold text-ink">
            Search
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft" />
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={q}
              onChange={(event) => typed(event.target.value)}
              placeholder="Name, email, phone or company"
              autoComplete="off"
              maxLength={200}
              className={cn(controlClass, 'pl-10')}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-stage`} className="mb-2 block text-sm font-semibold text-ink">
            Stage
          </label>
          <select
            id={`${id}-stage`}
            name="stage"
            value={stage}
            onChange={(event) => {
              const next = isStage(event.target.value) ? event.target.value : ''
              setStage(next)
              clearTimeout(typing.current)
              search({ q, stage: next, offset: 0 })
            }}
            className={cn(controlClass, 'min-w-40')}
          >
            <option value="">All stages</option>
            {PERSON_STAGES.map((value) => (
              <option key={value} value={value}>
                {stageLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" className="sm:self-end">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>

      <p aria-live="polite" className="sr-only">
        {loading ? 'Loading people' : load.kind === 'listed' ? `${load.total} ${load.total === 1 ? 'person' : 'people'} found` : ''}
      </p>

      {loading ? (
        <LoadingPanel>Loading people...</LoadingPanel>
      ) : load.kind === 'failed' ? (
        <LoadFailedPanel onRetry={() => (setLoad({ kind: 'loading' }), setGeneration((count) => count + 1))}>The people could not be loaded.</LoadFailedPanel>
      ) : load.people.length === 0 ? (
        <EmptyState icon={Users} title={query.q || query.stage ? 'Nobody matches' : 'No people yet'}>
          <p>{query.q || query.stage ? 'Try another search or stage.' : 'Everyone who sends a message, books a call or leaves an email in the chat appears here.'}</p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="People, most recent activity first" className="grid gap-3">
            {load.people.map((person) => (
              <li key={person.id}>
                <PersonRow person={person} today={today} />
              </li>
            ))}
          </ul>
          <Pager load={load} onPage={(offset) => search({ ...query, offset })} />
        </>
      )}
    </section>
  )
}

function PersonRow({ person, today }: { person: PersonSummary; today: string }) {
  const source = sourceLabel(person.source)
  const due = person.nextStepDue ? dueState(person.nextStepDue, today) : null
  return (
    <article className="relative rounded-card border border-line bg-white p-4 shadow-card transition-colors duration-150 focus-within:border-primary hover:border-slate-300 motion-reduce:transition-none sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">
            <Link
              to={`/admin/people/${person.id}`}
              className="text-ink underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:text-primary hover:underline focus-visible:outline-none"
            >
              {person.name ?? person.email}
            </Link>
          </h3>
          <p className="text-sm break-all text-ink-soft">
            {person.email}
            {person.company ? <span className="break-words"> · {person.company}</span> : null}
          </p>
        </div>
        <Badge tone={stageTone(person.stage)}>{stageLabel(person.stage)}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="inline font-semibold text-ink">Came by: </dt>
          <dd className="inline break-words text-ink-soft">
            {doorsLabel(person.doors) || 'Unknown'}
            {source ? ` · ${source}` : ''}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="inline font-semibold text-ink">Next step: </dt>
          <dd className="inline break-words text-ink-soft">
            {person.nextStep ?? 'None'}
            {person.nextStepDue ? (
              <span className={cn('ml-1 inline-flex items-center gap-1 whitespace-nowrap', due === 'overdue' ? 'font-semibold text-red-800' : due === 'today' ? 'font-semibold text-highlight-ink' : '')}>
                <CalendarClock aria-hidden="true" className="size-3.5" />
                {due === 'overdue' ? 'Overdue, ' : due === 'today' ? 'Due today, ' : 'Due '}
                {dayLabel(person.nextStepDue)}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink">Last activity: </dt>
          <dd className="inline text-ink-soft">
            <time dateTime={person.lastActivityAt}>{melbourneTimeLabel(person.lastActivityAt)}</time>
          </dd>
        </div>
      </dl>
    </article>
  )
}

function Pager({ load, onPage }: { load: Extract<Load, { kind: 'listed' }>; onPage: (offset: number) => void }) {
  if (load.total <= load.limit) return null
  const first = load.offset + 1
  const last = load.offset + load.people.length
  return (
    <nav aria-label="Pages of people" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft">
        {first}-{last} of {load.total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={load.offset === 0} onClick={() => onPage(Math.max(0, load.offset - load.limit))}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Newer
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= load.total} onClick={() => onPage(load.offset + load.limit)}>
          Older
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  )
}
