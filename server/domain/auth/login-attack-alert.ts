import { and, like, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rateLimitHits } from '../../db/schema/auth.ts'
import { enqueueMessages } from '../notify/outbox.ts'
import { keyDigest } from './login-throttle.ts'

export const LOGIN_ATTACK_KIND = 'security.login-attack'
export const LOGIN_ATTACK_SUBJECT = 'Many failed sign-ins to your account'

const HOUR_MS = 60 * 60_000
// Not under the throttle's 'login-' prefix: its sweep drops rows after 15 minutes, and a claim must live an hour.
const CLAIM_PREFIX = 'alert:login-attack:'

/** The clock hour an instant falls in (UTC hours are Melbourne's hours too: its offsets are whole hours). */
export function alertHour(at: number): number {
  return Math.floor(at / HOUR_MS) * HOUR_MS
}

/**
 * Tells an account's owner that sign-ins to it keep failing from many addresses, at most once per
 * clock hour per account while that lasts. The hour is claimed with a row in the shared rate-limit
 * table (its primary key lets one instance win), in the same transaction as the queued email, so
 * two instances never send two and a failed insert sends none.
 */
export function createLoginAttackAlerts({ db, now }: { db: Database; now: () => number }) {
  return {
    /**
     * Queues the warning to `accountEmail`, which must be the stored address of an existing account
     * (never an address someone typed: that would make the form a mail relay). True when it was
     * queued by this call, false when this hour's warning was already queued.
     */
    async warn(accountEmail: string, { failures, windowMs }: { failures: number; windowMs: number }): Promise<boolean> {
      const hour = alertHour(now())
      const key = `${CLAIM_PREFIX}${keyDigest(accountEmail)}`
      const queued = await db.transaction(async (tx) => {
        const claimed = await tx.insert(rateLimitHits).values({ key, windowStart: new Date(hour), hits: 1 }).onConflictDoNothing().returning({ key: rateLimitHits.key })
        if (claimed.length === 0) return false
        // Only numbers go in: the email text is fixed words, nothing a stranger typed.
        await enqueueMessages(tx, [{ kind: LOGIN_ATTACK_KIND, recipient: accountEmail, subject: LOGIN_ATTACK_SUBJECT, payload: { failures, windowMinutes: Math.round(windowMs / 60_000) } }])
        return true
      })
      // Claims of past hours are spent; warnings are rare, so clearing them then is often enough.
      if (queued) await db.delete(rateLimitHits).where(and(like(rateLimitHits.key, `${CLAIM_PREFIX}%`), lt(rateLimitHits.windowStart, new Date(hour))))
      return queued
    },
  }
}

export type LoginAttackAlerts = ReturnType<typeof createLoginAttackAlerts>
