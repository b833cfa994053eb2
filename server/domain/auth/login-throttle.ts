import { createHash } from 'node:crypto'
import { and, eq, gt, inArray, like, lt, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rateLimitHits } from '../../db/schema/auth.ts'

export type ThrottleRule = { limit: number; windowMs: number }

/** Spec of the admin login: 5 failures for one email or 20 from one client address in 15 minutes. */
export const LOGIN_LIMITS = {
  perEmail: { limit: 5, windowMs: 15 * 60_000 },
  perClient: { limit: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, ThrottleRule>

/** Failed attempts recorded at one instant (several when they share a millisecond). */
export type FailureMark = { at: number; count: number }

/**
 * How long until fewer than `limit` failures are left in the sliding window, or 0 when there
 * already are: the oldest failures leave the window first.
 */
export function throttleDelayMs(failures: readonly FailureMark[], now: number, { limit, windowMs }: ThrottleRule): number {
  const live = failures.filter((mark) => mark.count > 0 && mark.at > now - windowMs).sort((a, b) => a.at - b.at)
  let remaining = live.reduce((total, mark) => total + mark.count, 0)
  if (remaining < limit) return 0
  for (const mark of live) {
    remaining -= mark.count
    if (remaining < limit) return mark.at + windowMs - now
  }
  return 0
}

export type LoginAttempt = { keys: string[]; at: number }
export type AttemptVerdict = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number }

const KEY_PREFIX = 'login-'

/**
 * Counts failed sign-ins per email and per client address in the shared rate-limit table, one row
 * per failure instant, so every instance sees the same counts.
 *
 * Each attempt is recorded before the password is checked and taken back when it succeeds: a
 * burst of parallel guesses therefore sees its own earlier members and cannot slip past the limit
 * while the hashes are being computed. A refused attempt is not counted, so a lockout ends 15
 * minutes after the failures that caused it, however long someone keeps knocking.
 */
export function createLoginThrottle({ db, now }: { db: Database; now: () => number }) {
  let lastSweep = 0

  async function record(keys: string[], at: number) {
    for (const key of keys) {
      await db
        .insert(rateLimitHits)
        .values({ key, windowStart: new Date(at), hits: 1 })
        .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    }
  }

  async function withdraw({ keys, at }: LoginAttempt) {
    const instant = new Date(at)
    await db
      .update(rateLimitHits)
      .set({ hits: sql`${rateLimitHits.hits} - 1` })
      .where(and(inArray(rateLimitHits.key, keys), eq(rateLimitHits.windowStart, instant)))
    await db.delete(rateLimitHits).where(and(inArray(rateLimitHits.key, keys), lte(rateLimitHits.hits, 0)))
  }

  async function failuresOf(key: string, since: number): Promise<FailureMark[]> {
    const rows = await db
      .select({ at: rateLimitHits.windowStart, count: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, new Date(since))))
    return rows.map((row) => ({ at: row.at.getTime(), count: row.count }))
  }

  async function sweep(time: number) {
    if (time - lastSweep < 10 * 60_000) return
    lastSweep = time
    const oldest = Math.max(LOGIN_LIMITS.perEmail.windowMs, LOGIN_LIMITS.perClient.windowMs)
    await db.delete(rateLimitHits).where(and(like(rateLimitHits.key, `${KEY_PREFIX}%`), lt(rateLimitHits.windowStart, new Date(time - oldest))))
  }

  return {
    /** Records an attempt for this email and client, or refuses it with the wait when either is over its limit. */
    async begin(email: string, client: string): Promise<AttemptVerdict> {
      const at = now()
      const checks = [
        { key: emailKey(email), rule: LOGIN_LIMITS.perEmail },
        { key: clientKey(client), rule: LOGIN_LIMITS.perClient },
      ]
      const attempt = { keys: checks.map((check) => check.key), at }
      await sweep(at)
      await record(attempt.keys, at)
      let waitMs = 0
      for (const { key, rule } of checks) {
        const marks = await failuresOf(key, at - rule.windowMs)
        const total = marks.reduce((sum, mark) => sum + mark.count, 0)
        if (total <= rule.limit) continue
        // Over the limit counting this attempt: the wait is decided by the failures before it.
        const earlier = marks.map((mark) => (mark.at === at ? { ...mark, count: mark.count - 1 } : mark))
        waitMs = Math.max(waitMs, throttleDelayMs(earlier, at, rule))
      }
      if (waitMs === 0) return { allowed: true, attempt }
      await withdraw(attempt)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    },

    /** The attempt succeeded: it was no failure, and the email's earlier failures are forgiven. */
    async succeeded(attempt: LoginAttempt, email: string) {
      await withdraw(attempt)
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, emailKey(email)))
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>

// Emails are hashed: the key column is short, and the table need not list who was targeted.
function emailKey(email: string): string {
  return `${KEY_PREFIX}email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40)}`
}

function clientKey(client: string): string {
  return `${KEY_PREFIX}client:${client}`
}
