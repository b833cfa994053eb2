import { createHash } from 'node:crypto'
import { and, eq, gt, inArray, like, lt, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rateLimitHits } from '../../db/schema/auth.ts'
import { normalizeEmail } from './accounts.ts'

export type ThrottleRule = { limit: number; windowMs: number }

const WINDOW_MS = 15 * 60_000

/**
 * Who gets 429, following OWASP's advice as rate-limiter-flexible's "login endpoint protection"
 * example does: a client address (20 failures in 15 minutes, whatever the emails) and a client
 * address with one email (5). Never an email alone: a stranger's failures for the admin's email
 * would otherwise lock the admin out from everywhere.
 */
export const LOGIN_LIMITS = {
  perClient: { limit: 20, windowMs: WINDOW_MS },
  perClientAndEmail: { limit: 5, windowMs: WINDOW_MS },
} as const satisfies Record<string, ThrottleRule>

/**
 * A guessing run spread over many addresses stays under both limits, so the failures for one
 * email from every address are counted too; past `threshold` each failed answer for it waits.
 * It only slows failures: the right password is never delayed and never refused.
 */
export const ACCOUNT_SLOWDOWN = {
  // Twice the per-address limit: a forgetful owner meets 429 on their own address long before this,
  // so only failures from several addresses reach it.
  threshold: 10,
  windowMs: WINDOW_MS,
  // Small enough that the first delays go unnoticed by a person, doubling so a scripted run reaches
  // the cap within a few more guesses (100, 200, 400, 800, 1600 ms, then 3 s).
  firstDelayMs: 100,
  // A delayed answer holds a connection (and a request slot on the proxy) open, and a parallel run is
  // not slowed by waiting at all, so the wait stays short: a few seconds per failure is where
  // sequential guessing becomes uneconomic, and far below any proxy's timeout.
  maxDelayMs: 3_000,
} as const

export type SlowdownRule = { threshold: number; windowMs: number; firstDelayMs: number; maxDelayMs: number }

/** How long a failed answer waits when the email has `accountFailures` failures (this one included) in the window. */
export function failureDelayMs(accountFailures: number, rule: SlowdownRule = ACCOUNT_SLOWDOWN): number {
  const beyond = accountFailures - rule.threshold
  if (beyond <= 0) return 0
  // The exponent is bounded so a huge count reaches the cap instead of Infinity.
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(beyond - 1, 30))
}

/** Failures for one email past the threshold: a run against the account, whose owner is warned. */
export function isAccountUnderAttack(accountFailures: number, rule: SlowdownRule = ACCOUNT_SLOWDOWN): boolean {
  return accountFailures > rule.threshold
}

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

export type LimitCheck = { key: string; rule: ThrottleRule; failures: readonly FailureMark[] }

/**
 * The keys over their limits once the attempt made at `at` (already among the failures) is counted,
 * each with its wait. The wait is decided by the failures before the attempt: it is refused, so it
 * will not count.
 */
export function keysOverLimit(checks: readonly LimitCheck[], at: number): { key: string; waitMs: number }[] {
  const over: { key: string; waitMs: number }[] = []
  for (const { key, rule, failures } of checks) {
    const total = failures.filter((mark) => mark.at > at - rule.windowMs).reduce((sum, mark) => sum + mark.count, 0)
    if (total <= rule.limit) continue
    const earlier = failures.map((mark) => (mark.at === at ? { ...mark, count: mark.count - 1 } : mark))
    over.push({ key, waitMs: throttleDelayMs(earlier, at, rule) })
  }
  return over
}

export type LoginAttempt = { at: number; keys: { client: string; pair: string; account: string } }
export type AttemptVerdict = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number }
export type FailureVerdict = { accountFailures: number; delayMs: number }

const KEY_PREFIX = 'login-'

/**
 * Counts failed sign-ins per client address, per client address and email, and per email in the
 * shared rate-limit table, one row per failure instant, so every instance sees the same counts.
 *
 * Each attempt is recorded before the password is checked and taken back when it succeeds: a
 * burst of parallel guesses therefore sees its own earlier members and cannot slip past the limit
 * while the hashes are being computed. A refused attempt is not counted, so a refusal ends 15
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
    const all = Object.values(keys)
    await db
      .update(rateLimitHits)
      .set({ hits: sql`${rateLimitHits.hits} - 1` })
      .where(and(inArray(rateLimitHits.key, all), eq(rateLimitHits.windowStart, instant)))
    await db.delete(rateLimitHits).where(and(inArray(rateLimitHits.key, all), lte(rateLimitHits.hits, 0)))
  }

  async function failuresOf(key: string, since: number): Promise<FailureMark[]> {
    const rows = await db
      .select({ at: rateLimitHits.windowStart, count: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, new Date(since))))
    return rows.map((row) => ({ at: row.at.getTime(), count: row.count }))
  }

  async function failureCount(key: string, since: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`coalesce(sum(${rateLimitHits.hits}), 0)::int` })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, new Date(since))))
    return row?.count ?? 0
  }

  async function sweep(time: number) {
    if (time - lastSweep < 10 * 60_000) return
    lastSweep = time
    await db.delete(rateLimitHits).where(and(like(rateLimitHits.key, `${KEY_PREFIX}%`), lt(rateLimitHits.windowStart, new Date(time - WINDOW_MS))))
  }

  return {
    /** Records an attempt, or refuses it with the wait when its address, or its address with this email, is over its limit. */
    async begin(email: string, client: string): Promise<AttemptVerdict> {
      const at = now()
      const attempt: LoginAttempt = { at, keys: attemptKeys(email, client) }
      await sweep(at)
      await record(Object.values(attempt.keys), at)
      const over = keysOverLimit(
        [
          { key: attempt.keys.client, rule: LOGIN_LIMITS.perClient, failures: await failuresOf(attempt.keys.client, at - LOGIN_LIMITS.perClient.windowMs) },
          { key: attempt.keys.pair, rule: LOGIN_LIMITS.perClientAndEmail, failures: await failuresOf(attempt.keys.pair, at - LOGIN_LIMITS.perClientAndEmail.windowMs) },
        ],
        at,
      )
      if (over.length === 0) return { allowed: true, attempt }
      await withdraw(attempt)
      const waitMs = Math.max(...over.map((key) => key.waitMs))
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    },

    /** The attempt failed (it stays counted): how many failures the email has from every address, and how long the answer waits. */
    async failed(attempt: LoginAttempt): Promise<FailureVerdict> {
      const accountFailures = await failureCount(attempt.keys.account, attempt.at - ACCOUNT_SLOWDOWN.windowMs)
      return { accountFailures, delayMs: failureDelayMs(accountFailures) }
    },

    /**
     * The attempt succeeded: it was no failure, and this address's earlier failures for the email
     * are forgiven. The email's failures from other addresses stay: they may be a run still going on.
     */
    async succeeded(attempt: LoginAttempt) {
      await withdraw(attempt)
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, attempt.keys.pair))
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>

/** A short, stable digest for a key: the key column is short, and the table need not list who was targeted. */
export function keyDigest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40)
}

function attemptKeys(email: string, client: string): LoginAttempt['keys'] {
  const normalized = normalizeEmail(email)
  return {
    client: `${KEY_PREFIX}client:${client}`,
    // The newline cannot occur in an address, so no two (address, email) pairs share a digest input.
    pair: `${KEY_PREFIX}pair:${keyDigest(`${client}\n${normalized}`)}`,
    account: `${KEY_PREFIX}account:${keyDigest(normalized)}`,
  }
}
