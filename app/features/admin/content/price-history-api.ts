import { type PriceHistoryEntry, priceHistoryEntrySchema } from '../../../../contract/price-history'
import type { PricedPath } from './price-history-format'

export type PriceHistoryOutcome = { kind: 'listed'; entries: PriceHistoryEntry[] } | { kind: 'signed-out' } | { kind: 'gone' } | { kind: 'failed' }

/** GET /api/admin/{services, pricing-plans}/{id}/price-history: the row's price changes, newest first. */
export async function fetchPriceHistory(path: PricedPath, id: number, fetcher: typeof fetch = fetch): Promise<PriceHistoryOutcome> {
  try {
    const response = await fetcher(`/api/admin/${path}/${id}/price-history`, { headers: { Accept: 'application/json' } })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (response.status === 404) return { kind: 'gone' }
    if (!response.ok) return { kind: 'failed' }
    const entries = priceHistoryEntrySchema.array().safeParse(await response.json())
    return entries.success ? { kind: 'listed', entries: entries.data } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}
