import { LoadFailedPanel, LoadingPanel } from '../load-state'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '~/components/ui/toast'
import type { ZodType } from 'zod'
import { Badge, type BadgeTone } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { useSessionGuard } from '../session-guard'
import { type ContentPath, type ListOutcome, type SaveOutcome, deleteRow, listRows, saveRow } from './content-api'
import { ContentDialog, type DialogState } from './content-dialog'
import type { ContentField, FieldErrors } from './content-form'
import type { PriceHistoryConfig, PricedPath } from './price-history-format'
import { ConfirmDeleteDialog } from './confirm-dialog'

export type RowSummary = {
  title: string
  subtitle?: string
  badges?: { label: string; tone: BadgeTone }[]
  details?: ReactNode
  /** Drawn with the primary ring, e.g. a demo that is live. */
  highlighted?: boolean
}

export type ContentTabConfig<Row extends { id: number }> = {
  path: ContentPath
  heading: string
  intro: string
  /** 'service': 'Add service', 'Service saved'. */
  singular: string
  fields: readonly ContentField[]
  createSchema: ZodType
  updateSchema: ZodType
  extraCheck?: (body: Record<string, unknown>) => FieldErrors
  summary: (row: Row) => RowSummary
  /** A per-row Active/Inactive switch (PATCH isActive). */
  activeToggle?: boolean
  /** Services and plans: the dialog shows the price history and asks why a price changed (ADR 025). */
  priceHistory?: PriceHistoryConfig
}

type Load<Row> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'listed'; rows: Row[] }

/** One content tab: the full list, fetched in the browser and refreshed in place after each change. */
export function ContentTab<Row extends { id: number; isActive?: boolean }>({ config }: { config: ContentTabConfig<Row> }) {
  const { path, heading, intro, singular, fields, createSchema, updateSchema, extraCheck, summary, activeToggle, priceHistory } = config
  const { refused } = useSessionGuard()
  const [load, setLoad] = useState<Load<Row>>({ kind: 'loading' })
  const [dialog, setDialog] = useState<DialogState<Row>>(null)
  const [deleting, setDeleting] = useState<Row | undefined>()
  // The deleted row's button is gone when the confirmation closes, so focus goes to Add instead.
  const addButton = useRef<HTMLButtonElement>(null)
  const deleted = useRef(false)
  // Runs after the confirmation's own effect has closed it (child effects run first).
  useEffect(() => {
    if (deleting !== undefined || !deleted.current) return
    deleted.current = false
    addButton.current?.focus()
  }, [deleting])
  const headingId = `${path}-heading`
  const capital = singular.charAt(0).toUpperCase() + singular.slice(1)

  const show = useCallback(
    (outcome: ListOutcome<Row>) => {
      if (outcome.kind === 'signed-out') return refused()
      setLoad(outcome.kind === 'listed' ? { kind: 'listed', rows: outcome.rows } : { kind: 'failed' })
    },
    [refused],
  )
  const refresh = async () => show(await listRows<Row>(path))

  useEffect(() => {
    let current = true
    void listRows<Row>(path).then((outcome) => current && show(outcome))
    return () => {
      current = false
    }
  }, [path, show])

  /** Toasts the outcome of a write and refreshes the list; field messages stay with the dialog. */
  async function afterWrite(outcome: SaveOutcome, success: string): Promise<SaveOutcome> {
    switch (outcome.kind) {
      case 'saved':
        toast.success(success)
        await refresh()
        break
      case 'signed-out':
        // The session guard takes the admin to the sign-in page, or, while the dialog holds typed values,
        // keeps them and says so in the dialog.
        refused()
        break
      case 'failed':
        toast.error('Error', { description: outcome.message })
        await refresh()
        break
      default:
        break
    }
    return outcome
  }

  async function toggleActive(row: Row) {
    const active = !row.isActive
    await afterWrite(await saveRow(path, row.id, { isActive: active }), `${summary(row).title} is now ${active ? 'active' : 'inactive'}`)
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-1 text-ink-soft">{intro}</p>
        </div>
        <Button ref={addButton} onClick={() => setDialog({ mode: 'add' })} aria-haspopup="dialog">
          <Plus aria-hidden="true" className="size-5" />
          Add {singular}
        </Button>
      </div>

      <div aria-live="polite" className="sr-only">
        {load.kind === 'listed' ? `${load.rows.length} ${load.rows.length === 1 ? singular : `${singular} items`} listed` : ''}
      </div>
      {load.kind === 'loading' ? (
        <LoadingPanel>Loading...</LoadingPanel>
      ) : load.kind === 'failed' ? (
        <LoadFailedPanel onRetry={() => void refresh()}>The list could not be loaded.</LoadFailedPanel>
      ) : load.rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-ink-soft">
          Nothing here yet. Use Add {singular} to create the first one.
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {load.rows.map((row) => {
            const { title, subtitle, badges, details, highlighted } = summary(row)
            return (
              <li key={row.id}>
                <article
                  aria-label={title}
                  className={cn(
                    'flex h-full flex-col rounded-card border bg-white p-5 shadow-card sm:p-6',
                    highlighted ? 'border-primary/50 ring-2 ring-primary/25' : 'border-line',
                  )}
                >
                  <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                    <div className="min-w-0">
                      <h3 className="text-lg font-semibold break-words">{title}</h3>
                      {subtitle ? <p className="text-sm break-words text-ink-soft">{subtitle}</p> : null}
                    </div>
                    {badges && badges.length > 0 ? (
                      <div className="flex flex-wrap gap-2">
                        {badges.map((badge) => (
                          <Badge key={badge.label} tone={badge.tone}>
                            {badge.label}
                          </Badge>
                        ))}
                      </div>
                    ) : null}
                  </header>
                  {details ? <div className="mt-3 text-sm break-words text-ink-soft">{details}</div> : null}
                  <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
                    {activeToggle ? <ActiveSwitch active={row.isActive === true} name={title} onToggle={() => toggleActive(row)} /> : null}
                    <div className="ml-auto flex gap-2">
                      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setDialog({ mode: 'edit', row })}>
                        <Pencil aria-hidden="true" className="size-4" />
                        Edit<span className="sr-only"> {title}</span>
                      </Button>
                      <Button variant="dangerSecondary" size="sm" aria-haspopup="dialog" onClick={() => setDeleting(row)}>
                        <Trash2 aria-hidden="true" className="size-4" />
                        Delete<span className="sr-only"> {title}</span>
                      </Button>
                    </div>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}

      <ContentDialog<Row>
        key={dialog === null ? 'closed' : dialog.mode === 'add' ? 'add' : `edit-${dialog.row.id}`}
        state={dialog}
        singular={singular}
        fields={fields}
        createSchema={createSchema}
        updateSchema={updateSchema}
        extraCheck={extraCheck}
        priceHistory={priceHistory && isPriced(path) ? { ...priceHistory, path } : undefined}
        onSave={async (row, body) => afterWrite(await saveRow(path, row?.id, body), row ? `${capital} saved` : `${capital} added`)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDeleteDialog
        itemName={deleting ? summary(deleting).title : undefined}
        onConfirm={async () => {
          if (!deleting) return
          const outcome = await afterWrite(await deleteRow(path, deleting.id), `${capital} deleted`)
          deleted.current = outcome.kind === 'saved'
        }}
        onClose={() => setDeleting(undefined)}
      />
    </section>
  )
}

function ActiveSwitch({ active, name, onToggle }: { active: boolean; name: string; onToggle: () => Promise<void> }) {
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`${name} active`}
      disabled={pending}
      onClick={async () => {
        setPending(true)
        await onToggle()
        setPending(false)
      }}
      className="inline-flex min-h-10 items-center gap-3 rounded-xl px-2 text-sm font-semibold text-ink transition-colors duration-150 hover:bg-surface disabled:opacity-60"
    >
      <span aria-hidden="true" className={cn('relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors duration-150', active ? 'bg-green-600' : 'bg-slate-300')}>
        <span className={cn('absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform duration-150', active && 'translate-x-5')} />
      </span>
      <span aria-hidden="true">{active ? 'Active' : 'Inactive'}</span>
    </button>
  )
}

function isPriced(path: ContentPath): path is PricedPath {
  return path === 'services' || path === 'pricing-plans'
}
