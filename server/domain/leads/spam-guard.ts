import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FormGuard } from '../../../contract/contact.ts'

/** A human needs at least this long to fill in a form (architecture decision 10). */
export const MIN_FILL_MS = 2_000
/** A form older than this was scraped, not filled in. */
export const MAX_FORM_AGE_MS = 7 * 24 * 60 * 60 * 1000
export const HONEYPOT_PREFIX = 'hp_'

export type SpamVerdict = { spam: false } | { spam: true; reason: 'honeypot' | 'too_fast' | 'missing_token' | 'bad_token' | 'expired_token' }

/**
 * Honeypot and time trap for public forms. The token is the time the form was issued, signed, so a
 * bot can neither skip the wait nor forge an old form. Suspects are kept as spam, never dropped.
 */
export function createSpamGuard({ secret, now = () => Date.now() }: { secret: string; now?: () => number }) {
  const sign = (issuedAt: string) => createHmac('sha256', secret).update(`form:${issuedAt}`).digest('base64url')

  return {
    issue(): FormGuard {
      const issuedAt = String(now())
      return { token: `${issuedAt}.${sign(issuedAt)}`, honeypotName: `${HONEYPOT_PREFIX}${randomBytes(4).toString('hex')}` }
    },

    /** Reads the raw request body: any filled honeypot field, or a missing, forged, fresh or stale token. */
    judge(body: Record<string, unknown>): SpamVerdict {
      const honeypotFilled = Object.entries(body).some(([key, value]) => key.startsWith(HONEYPOT_PREFIX) && typeof value === 'string' && value.trim() !== '')
      if (honeypotFilled) return { spam: true, reason: 'honeypot' }
      const token = body.formToken
      if (typeof token !== 'string' || token === '') return { spam: true, reason: 'missing_token' }
      const [issuedAt = '', signature = ''] = token.split('.')
      const expected = Buffer.from(sign(issuedAt))
      const given = Buffer.from(signature)
      if (!/^\d{13}$/.test(issuedAt) || expected.length !== given.length || !timingSafeEqual(expected, given)) return { spam: true, reason: 'bad_token' }
      const age = now() - Number(issuedAt)
      if (age < MIN_FILL_MS) return { spam: true, reason: 'too_fast' }
      if (age > MAX_FORM_AGE_MS) return { spam: true, reason: 'expired_token' }
      return { spam: false }
    },
  }
}

export type SpamGuard = ReturnType<typeof createSpamGuard>
