import { History, LoaderCircle, RefreshCw } from 'lucide-react'
import { useCallback, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import type { PriceHistoryEntry } from '../../../../contract/price-history'
import { ADMIN_LOGIN } from '../sign-out-button'
import { type PriceHistoryOutcome, fetchPriceHistory } from './price-history-api'
import { type PricedPath, changeTypeBadge, priceLabel, whenLabel } from './price-history-format'

/** How many changes show before 'Show all'. */
const FIRST_SHOWN = 5

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'gone' } | { kind: 'listed'; entries: PriceHistoryEntry[] }

/** The price history of the service or plan a dialog edits, newest first, in Melbourne time (ADR 025). */
export function PriceHistorySection({ path, id }: { path: PricedPath; id: number }) {
  const navigate = useNavigate()
  const headingId = useId()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [showAll, setShowAll] = useState(false)

  const show = useCallback(
    (outcome: PriceHistoryOutcome) => {
      if (outcome.kind === 'signed-out') return void navigate(ADMIN_LOGIN, { replace: true })
      setLoad(outcome.kind === 'listed' ? { kind: 'listed', entries: outcome.entries } : { kind: outcome.kind })
    },
    [navigate],
  )

  useEffect(() => {
    let current = true
    void fetchPriceHistory(path, id).then((outcome) => current && show(outcome))
    return () => {
      current = false
    }
  }, [path, id, show])

  async function retry() {
    setLoad({ kind: 'loading' })
    show(await fetchPriceHistory(path, id))
  }

  const entries = load.kind === 'listed' ? (showAll ? load.entries : load.entries.slice(0, FIRST_SHOWN)) : []

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-5 sm:col-span-2">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Price history
      </h3>
      <p className="mt-1 text-sm text-ink-soft">Newest first, Melbourne time.</p>
      <div className="mt-3">
        {load.kind === 'loading' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-soft">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Loading price history...
          </p>
        ) : load.kind === 'failed' ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
            <p className="text-sm font-semibold text-red-800">The price history could not be loaded.</p>
            <Button variant="secondary" size="sm" onClick={() => void retry()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : load.kind === 'gone' ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            This item no longer exists.
          </p>
        ) : load.entries.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-ink-soft">
            <History aria-hidden="true" className="size-4 shrink-0" />
            No price changes recorded yet. Saved changes to the price will be listed here.
          </p>
        ) : (
          <>
            <ol className="grid gap-2">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <PriceHistoryItem path={path} entry={entry} />
                </li>
              ))}
            </ol>
            {load.entries.length > FIRST_SHOWN ? (
              <Button variant="ghostPrimary" size="sm" className="mt-2" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
                {showAll ? 'Show fewer changes' : `Show all ${load.entries.length} changes`}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  )
}

function PriceHistoryItem({ path, entry }: { path: PricedPath; entry: PriceHistoryEntry }) {
  const badge = changeTypeBadge(entry.changeType)
  return (
    <div className="rounded-xl border border-line px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-semibold break-words text-ink">
          {entry.oldPrice === null ? (
            priceLabel(path, entry.newPrice)
          ) : (
            <>
              {priceLabel(path, entry.oldPrice)}
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> to </span>
              {priceLabel(path, entry.newPrice)}
            </>
          )}
        </p>
        <Badge tone={badge.tone} size="sm">
          {badge.label}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        <time dateTime={entry.effectiveDate}>{whenLabel(entry)}</time>
      </p>
      {entry.changeReason ? <p className="mt-1 text-sm break-words text-ink">Reason: {entry.changeReason}</p> : null}
    </div>
  )
}
