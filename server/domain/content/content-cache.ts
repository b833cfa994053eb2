import { isDeepStrictEqual } from 'node:util'

type ContentCacheOptions = {
  /**
   * A backstop for a change this process never heard of (a notification lost while its database connection
   * was down); saves invalidate at once. Content that did not change keeps its snapshot past this age.
   */
  ttlMs?: number
  now?: () => number
}

/** A read of public content whose answer is shared until the content changes. */
type CachedRead<T> = () => Promise<T>

/**
 * Snapshots of public content reads, shared by every reader until `invalidate()`:
 * - readers get the same object (the same array instance) until the content changes, so a consumer can
 *   memoize on identity; a snapshot is deep-frozen, as every reader holds it;
 * - readers arriving together share one database read; a read that started before an invalidation is
 *   given to whoever asked for it then, but never kept, and nobody who asks afterwards joins it;
 * - a reload that finds what the cache already held (after an invalidation that changed another
 *   list, or after the time backstop) keeps the old snapshot, so its identity stays.
 */
export function createContentCache({ ttlMs = 60_000, now = Date.now }: ContentCacheOptions = {}) {
  let generation = 0

  function cached<T>(load: () => Promise<T>): CachedRead<T> {
    let kept: { generation: number; storedAt: number; value: T } | undefined
    let pending: { generation: number; promise: Promise<T> } | undefined

    function reload(): Promise<T> {
      const startedIn = generation
      const promise = load().then(
        (fresh) => {
          const previous = kept?.value
          const value = previous !== undefined && isDeepStrictEqual(previous, fresh) ? previous : deepFreeze(fresh)
          if (startedIn === generation) kept = { generation: startedIn, storedAt: now(), value }
          if (pending?.promise === promise) pending = undefined
          return value
        },
        (error: unknown) => {
          if (pending?.promise === promise) pending = undefined
          throw error
        },
      )
      pending = { generation: startedIn, promise }
      return promise
    }

    return () => {
      if (kept && kept.generation === generation && now() - kept.storedAt < ttlMs) return Promise.resolve(kept.value)
      if (pending && pending.generation === generation) return pending.promise
      return reload()
    }
  }

  return {
    cached,
    /** The content may have changed: every read from now on goes to the database once. */
    invalidate(): void {
      generation += 1
    },
  }
}

export type ContentCache = ReturnType<typeof createContentCache>

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
