import { lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rateLimitHits } from '../../db/schema/auth.ts'

export type RateLimitRule = { name: string; limit: number; windowMs: number }
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Fixed-window counters kept in the database, so several instances share one budget per client.
 * One upsert per request; old windows are swept now and then.
 */
export function createRateLimiter({ db, now = () => Date.now() }: { db: Database; now?: () => number }) {
  let lastSweep = 0
  return {
    async hit(rule: RateLimitRule, client: string): Promise<RateLimitResult> {
      const time = now()
      const windowStart = new Date(Math.floor(time / rule.windowMs) * rule.windowMs)
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key: `${rule.name}:${client}`, windowStart, hits: 1 })
        .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
        .returning({ hits: rateLimitHits.hits })
      if (time - lastSweep > 10 * 60_000) {
        lastSweep = time
        await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(time - 24 * 60 * 60_000)))
      }
      if ((row?.hits ?? 1) <= rule.limit) return { allowed: true }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - time) / 1000)) }
    },

    ready: async (): Promise<void> => undefined,
    /** Nothing to let go: the counters live in the app's database. */
    async close(): Promise<void> {},
  }
}

export type RateLimiter = { hit(rule: RateLimitRule, client: string): Promise<RateLimitResult>; ready(): Promise<void>; close(): Promise<void> }
