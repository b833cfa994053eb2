import { RateLimiterRes } from 'rate-limiter-flexible'
import type { Database } from '../../db/client.ts'
import { enqueueMessages } from '../notify/outbox.ts'
import type { RateLimitStore } from '../security/rate-limit-store.ts'
import { keyDigest } from './login-throttle.ts'

export const LOGIN_ATTACK_KIND = 'security.login-attack'
export const LOGIN_ATTACK_SUBJECT = 'Many failed sign-ins to your account'

const HOUR_MS = 60 * 60_000

/** The clock hour an instant falls in (UTC hours are Melbourne's hours too: its offsets are whole hours). */
export function alertHour(at: number): number {
  return Math.floor(at / HOUR_MS) * HOUR_MS
}

/**
 * Tells an account's owner that sign-ins to it keep failing from many addresses, at most once per
 * clock hour per account while that lasts. The hour is claimed in the rate-limit store (one point per
 * account and hour: the store's atomic count lets one instance win) before the email is queued, and
 * given back when queueing fails, so two instances never send two and a failed insert sends none.
 */
export function createLoginAttackAlerts({ db, limits, now }: { db: Database; limits: RateLimitStore; now: () => number }) {
  // A claim outlives its hour at most by the time it was made into it; the key names the hour, so the next hour claims afresh.
  const claims = limits.limiter({ name: 'login-attack-alert', points: 1, windowMs: HOUR_MS })

  /** True when this call claimed the hour for the account. */
  async function claim(key: string): Promise<boolean> {
    try {
      await claims.consume(key)
      return true
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false
      throw refusal
    }
  }

  return {
    /**
     * Queues the warning to `accountEmail`, which must be the stored address of an existing account
     * (never an address someone typed: that would make the form a mail relay). True when it was
     * queued by this call, false when this hour's warning was already queued.
     */
    async warn(accountEmail: string, { failures, windowMs }: { failures: number; windowMs: number }): Promise<boolean> {
      const key = `${keyDigest(accountEmail)}:${alertHour(now())}`
      if (!(await claim(key))) return false
      try {
        // Only numbers go in: the email text is fixed words, nothing a stranger typed.
        await db.transaction((tx) =>
          enqueueMessages(tx, [{ kind: LOGIN_ATTACK_KIND, recipient: accountEmail, subject: LOGIN_ATTACK_SUBJECT, payload: { failures, windowMinutes: Math.round(windowMs / 60_000) } }]),
        )
      } catch (error) {
        await claims.delete(key).catch(() => undefined)
        throw error
      }
      return true
    },
  }
}

export type LoginAttackAlerts = ReturnType<typeof createLoginAttackAlerts>
