import { createHash } from 'node:crypto'
import type { RateLimiterRes } from 'rate-limiter-flexible'
import type { OpsEvents } from '../ops/ops-events.ts'
import type { RateLimitStore } from '../security/rate-limit-store.ts'
import { retryAfterSeconds } from '../security/rate-limiter.ts'
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
 * A guessing run spread over many addresses stays under both limits, so the attempts for one email
 * from every address are counted too; past `threshold` each check of a password for it waits its
 * turn before the password is hashed: 100 ms after the previous turn, doubling, at most 3 s. Turns
 * are kept per email in the shared store, so guesses sent in parallel from many addresses get no
 * more checks than the same guesses sent one after another. The owner's right password waits its
 * turn too (a few seconds); a turn further away than `maxTurnWaitMs` is refused with 429 rather than
 * held open, which only a run from many addresses at once can cause.
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
  // Longer than any turn a run sent one guess at a time meets (3 s), short enough for a proxy to hold.
  maxTurnWaitMs: 10_000,
} as const

/** The store's key prefixes, which are also the names a refusal is counted under in the metrics. */
const LIMITER_NAMES = { perClient: 'login-client', perClientAndEmail: 'login-pair', perAccount: 'login-account', turns: 'login-turns' } as const

export type SlowdownRule = { threshold: number; windowMs: number; firstDelayMs: number; maxDelayMs: number }

/** How long a check waits after the previous turn when the email has `accountFailures` attempts (this one included) in the window. */
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

export type LoginAttempt = { keys: { client: string; pair: string; account: string } }
/** An allowed attempt checks its password after `waitMs`: its turn among the email's checks (0 below the threshold). */
export type AttemptVerdict = { allowed: true; attempt: LoginAttempt; waitMs: number } | { allowed: false; retryAfterSeconds: number }
export type FailureVerdict = { accountFailures: number }

/**
 * Counts failed sign-ins per client address, per client address and email, and per email, in the
 * rate-limit store (shared by every instance but on the embedded database), each in a 15-minute
 * window that starts at the key's first failure.
 *
 * Each attempt is counted before the password is checked and taken back when it succeeds: a burst
 * of parallel guesses therefore sees its own earlier members and cannot slip past the limit while
 * the hashes are being computed. A refused attempt is taken back too, so a refusal ends 15 minutes
 * after the first failure that caused it, however long someone keeps knocking.
 */
export function createLoginThrottle({ limits, events }: { limits: RateLimitStore; events?: OpsEvents }) {
  const perClient = limits.limiter({ name: LIMITER_NAMES.perClient, points: LOGIN_LIMITS.perClient.limit, windowMs: LOGIN_LIMITS.perClient.windowMs })
  const perPair = limits.limiter({ name: LIMITER_NAMES.perClientAndEmail, points: LOGIN_LIMITS.perClientAndEmail.limit, windowMs: LOGIN_LIMITS.perClientAndEmail.windowMs })
  // Never refuses (it is only ever given penalties and rewards): its count decides the slowdown and the warning.
  const perAccount = limits.limiter({ name: LIMITER_NAMES.perAccount, points: ACCOUNT_SLOWDOWN.threshold, windowMs: ACCOUNT_SLOWDOWN.windowMs })
  // The milliseconds of turns handed out for an email since its first turn in the window: where its next turn is.
  const turns = limits.limiter({ name: LIMITER_NAMES.turns, points: Number.MAX_SAFE_INTEGER, windowMs: ACCOUNT_SLOWDOWN.windowMs })

  /**
   * The attempt's turn: every check past the threshold takes `delay` after the previous one, counted from the first
   * turn of the window (the sum of the delays handed out, this one's included), and never less than `delay` from now.
   */
  async function takeTurn(account: string, delay: number): Promise<number> {
    const taken = await turns.penalty(account, delay)
    const firstTurnAt = Date.now() - (ACCOUNT_SLOWDOWN.windowMs - taken.msBeforeNext)
    return Math.max(delay, firstTurnAt + taken.consumedPoints - Date.now())
  }

  const withdraw = ({ keys }: LoginAttempt) => Promise.all([perClient.reward(keys.client), perPair.reward(keys.pair), perAccount.reward(keys.account)])

  return {
    /** Counts an attempt, or refuses it with the wait when its address, or its address with this email, is over its limit. */
    async begin(email: string, client: string): Promise<AttemptVerdict> {
      const attempt: LoginAttempt = { keys: attemptKeys(email, client) }
      const [byClient, byPair, byAccount] = await Promise.all([perClient.penalty(attempt.keys.client), perPair.penalty(attempt.keys.pair), perAccount.penalty(attempt.keys.account)])
      const over = overLimit([
        { name: LIMITER_NAMES.perClient, count: byClient, limit: LOGIN_LIMITS.perClient.limit },
        { name: LIMITER_NAMES.perClientAndEmail, count: byPair, limit: LOGIN_LIMITS.perClientAndEmail.limit },
      ])
      if (over.length === 0) {
        const delay = failureDelayMs(byAccount.consumedPoints)
        if (delay === 0) return { allowed: true, attempt, waitMs: 0 }
        const waitMs = await takeTurn(attempt.keys.account, delay)
        if (waitMs <= ACCOUNT_SLOWDOWN.maxTurnWaitMs) return { allowed: true, attempt, waitMs }
        // Too many checks of this email are queued (a run from many addresses at once): refused, and its turn given back.
        await Promise.all([withdraw(attempt), turns.reward(attempt.keys.account, delay)])
        events?.emit('rateLimited', { limit: LIMITER_NAMES.perAccount, at: new Date() })
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(waitMs - ACCOUNT_SLOWDOWN.maxTurnWaitMs) }
      }
      await withdraw(attempt)
      // Counted under the limit whose wait is the longest: the one the refusal's Retry-After comes from.
      const deciding = over.reduce((longest, count) => (count.refusal.msBeforeNext > longest.refusal.msBeforeNext ? count : longest))
      events?.emit('rateLimited', { limit: deciding.name, at: new Date() })
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(deciding.refusal.msBeforeNext) }
    },

    /** The attempt failed (it stays counted): how many failures the email has from every address. */
    async failed(attempt: LoginAttempt): Promise<FailureVerdict> {
      return { accountFailures: (await perAccount.get(attempt.keys.account))?.consumedPoints ?? 0 }
    },

    /**
     * The attempt succeeded: it was no failure, and this address's earlier failures for the email
     * are forgiven. The email's failures from other addresses stay: they may be a run still going on.
     */
    async succeeded(attempt: LoginAttempt) {
      await Promise.all([perClient.reward(attempt.keys.client), perAccount.reward(attempt.keys.account), perPair.delete(attempt.keys.pair)])
    },
  }
}

/** The counts, this attempt included, that are over their limits, each with its limiter's name. */
function overLimit(counts: { name: string; count: RateLimiterRes; limit: number }[]): { name: string; refusal: RateLimiterRes }[] {
  return counts.filter(({ count, limit }) => count.consumedPoints > limit).map(({ name, count }) => ({ name, refusal: count }))
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>

/** A short, stable digest for a key: the store need not list who was targeted. */
export function keyDigest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40)
}

/** The keys an attempt counts under (each limiter adds its own name: login-client:, login-pair:, login-account:). */
function attemptKeys(email: string, client: string): LoginAttempt['keys'] {
  const normalized = normalizeEmail(email)
  return {
    client,
    // The newline cannot occur in an address, so no two (address, email) pairs share a digest input.
    pair: keyDigest(`${client}\n${normalized}`),
    account: keyDigest(normalized),
  }
}
