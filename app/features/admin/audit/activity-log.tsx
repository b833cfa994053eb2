import { LoadFailedPanel, LoadingPanel } from '../load-state'
import { ChevronRight, History, KeyRound, LoaderCircle, LogIn, LogOut, Pencil, Plus, RefreshCw, ShieldAlert, Trash2, type LucideIcon } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import type { AuditAction, AuditEntry } from '../../../../contract/admin-content'
import { receivedLabel } from '../inquiry-format'
import { useSessionGuard } from '../session-guard'
import { actionLabel, actionTone, changedFields, entrySentence, type FieldChange, type FieldValue, isPasswordChange, rowFields, valueText } from './activity-format'
import { type AuditPageOutcome, fetchAuditPage } from './audit-api'
import { EmptyState } from '../dashboard-parts'

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'listed'; entries: AuditEntry[]; nextBefore: number | null }
type Older = 'idle' | 'loading' | 'failed'

/** The Activity Log tab: who signed in and what they changed, newest first, a page at a time. */
export function ActivityLog() {
  const { refused: signedOut } = useSessionGuard()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [older, setOlder] = useState<Older>('idle')
  const [refreshing, setRefreshing] = useState(false)
  // A refresh replaces the list, so a slower 'Load older' answer that arrives after it is dropped.
  const generation = useRef(0)

  const showFirstPage = useCallback(
    (outcome: AuditPageOutcome) => {
      if (outcome.kind === 'signed-out') return signedOut()
      setLoad(outcome.kind === 'page' ? { kind: 'listed', ...outcome.page } : { kind: 'failed' })
    },
    [signedOut],
  )

  useEffect(() => {
    let current = true
    void fetchAuditPage().then((outcome) => current && showFirstPage(outcome))
    return () => {
      current = false
    }
  }, [showFirstPage])

  const refreshBusy = refreshing || load.kind === 'loading'

  async function refresh() {
    if (refreshBusy) return
    generation.current += 1
    setRefreshing(true)
    setOlder('idle')
    showFirstPage(await fetchAuditPage())
    setRefreshing(false)
  }

  async function loadOlder() {
    if (load.kind !== 'listed' || load.nextBefore === null || older === 'loading') return
    const started = generation.current
    setOlder('loading')
    const outcome = await fetchAuditPage(load.nextBefore)
    if (started !== generation.current) return
    if (outcome.kind === 'signed-out') return signedOut()
    if (outcome.kind === 'failed') return setOlder('failed')
    setOlder('idle')
    setLoad((shown) => (shown.kind === 'listed' ? { kind: 'listed', entries: [...shown.entries, ...outcome.page.entries], nextBefore: outcome.page.nextBefore } : shown))
  }

  return (
    <section aria-labelledby="activity-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="activity-heading" className="text-2xl font-bold tracking-tight">
            Activity Log
          </h2>
          <p className="mt-1 text-ink-soft">Sign-ins and every change made in the admin area, newest first. Times are Melbourne time.</p>
        </div>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus while it waits. */}
        <Button variant="secondary" onClick={() => void refresh()} aria-disabled={refreshBusy}>
          <RefreshCw aria-hidden="true" className={cn('size-4', refreshing && 'animate-spin motion-reduce:animate-none')} />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>

      <p aria-live="polite" className="sr-only">
        {refreshing ? 'Refreshing the activity log' : load.kind === 'listed' ? `${load.entries.length} ${load.entries.length === 1 ? 'entry' : 'entries'} shown` : ''}
      </p>
      {load.kind === 'loading' ? (
        <LoadingPanel>Loading activity...</LoadingPanel>
      ) : load.kind === 'failed' ? (
        <LoadFailedPanel onRetry={() => void refresh()}>The activity log could not be loaded.</LoadFailedPanel>
      ) : load.entries.length === 0 ? (
        <EmptyState icon={History} title="No activity yet">
          <p>Sign-ins and changes to the site's content will appear here.</p>
        </EmptyState>
      ) : (
        <>
          <ol aria-label="Activity, newest first" className="grid gap-3">
            {load.entries.map((entry) => (
              <li key={entry.id}>
                <ActivityEntry entry={entry} />
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-col items-center gap-3">
            {load.nextBefore === null ? (
              <p className="text-sm text-ink-soft">This is the oldest entry.</p>
            ) : (
              <Button variant="secondary" onClick={() => void loadOlder()} aria-disabled={older === 'loading'}>
                {older === 'loading' ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                ) : (
                  <History aria-hidden="true" className="size-4" />
                )}
                {older === 'loading' ? 'Loading...' : 'Load older entries'}
              </Button>
            )}
            {older === 'failed' ? (
              <p role="alert" className="text-sm font-semibold text-red-800">
                Older entries could not be loaded. Please try again.
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}

const ACTION_ICONS: Record<AuditAction, LucideIcon> = { create: Plus, update: Pencil, delete: Trash2, login: LogIn, logout: LogOut, login_failed: ShieldAlert }

function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const headingId = useId()
  const password = isPasswordChange(entry)
  const Icon = password ? KeyRound : ACTION_ICONS[entry.action]
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start gap-3 sm:gap-4">
        <span aria-hidden="true" className="mt-0.5 hidden size-10 shrink-0 items-center justify-center rounded-full bg-surface text-ink-soft sm:inline-flex">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <h3 id={headingId} className="min-w-0 font-semibold break-words text-ink">
              {entrySentence(entry)}
            </h3>
            <Badge tone={actionTone(entry.action)} size="xs" className="shrink-0">
              {password ? 'Password' : actionLabel(entry.action)}
            </Badge>
          </div>
          <p className="mt-1 text-sm break-words text-ink-soft">
            <time dateTime={entry.createdAt}>{receivedLabel(entry.createdAt)}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, by </span>
            <span className="break-all">{entry.action === 'login_failed' ? `tried as ${entry.actorEmail ?? 'an unknown email'}` : (entry.actorEmail ?? 'Unknown user')}</span>
          </p>
          {password ? null : <EntryDetails entry={entry} />}
        </div>
      </div>
    </article>
  )
}

function EntryDetails({ entry }: { entry: AuditEntry }) {
  if (entry.action === 'update') {
    const changes = changedFields(entry.before, entry.after)
    if (changes.length === 0) return null
    return (
      <Disclosure summary={changes.length === 1 ? `Show the changed field: ${changes[0]?.label}` : `Show ${changes.length} changed fields`}>
        <ChangeList changes={changes} />
      </Disclosure>
    )
  }
  if (entry.action === 'create' || entry.action === 'delete') {
    const fields = rowFields(entry.action === 'create' ? entry.after : entry.before)
    if (fields.length === 0) return null
    return (
      <Disclosure summary={entry.action === 'create' ? 'Show what was created' : 'Show what was deleted'}>
        <ValueList fields={fields} />
      </Disclosure>
    )
  }
  return null
}

function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2">
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform duration-150 group-open:rotate-90 motion-reduce:transition-none" />
        {summary}
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  )
}

function ChangeList({ changes }: { changes: FieldChange[] }) {
  return (
    <dl className="grid gap-3">
      {changes.map((change) => (
        <div key={change.field} className="rounded-xl border border-line bg-surface p-3">
          <dt className="font-semibold text-ink">{change.label}</dt>
          <dd className="mt-2 grid gap-2 sm:grid-cols-2">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Before</p>
              <Value value={change.before} className="mt-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-950" />
            </div>
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">After</p>
              <Value value={change.after} className="mt-1 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-950" />
            </div>
          </dd>
        </div>
      ))}
    </dl>
  )
}

function ValueList({ fields }: { fields: FieldValue[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-line bg-surface p-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {fields.map((field) => (
        <div key={field.field} className="contents">
          <dt className="font-semibold text-ink">{field.label}</dt>
          <dd className="min-w-0">
            <Value value={field.value} className="text-ink" />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A stored value as text (never markup): lists and objects as indented JSON in a monospace font, the rest as it reads. */
function Value({ value, className }: { value: unknown; className?: string }) {
  const structured = typeof value === 'object' && value !== null
  return <pre className={cn('whitespace-pre-wrap break-words', structured ? 'font-mono text-[0.8125rem]' : 'font-sans text-sm', className)}>{valueText(value)}</pre>
}
