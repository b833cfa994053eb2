import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { FORM_TOKEN_TTL_MS, type FormGuard } from '../../../contract/contact-options.ts'

/** A human needs at least this long to fill in a form (architecture decision 10); FORM_TIME_TRAP_MS sets another. */
export const MIN_FILL_MS = 2_000
/** A form shown longer ago than this was scraped, not filled in: its token is no longer renewed. */
export const MAX_FORM_AGE_MS = 7 * 24 * 60 * 60 * 1000
export { FORM_TOKEN_TTL_MS }
export const HONEYPOT_PREFIX = 'hp_'

/**
 * A token's one use, to be recorded in the same transaction as the write it allows (form-token-uses.ts): a second
 * submission with the same token finds it taken and is kept as spam. `keepUntil` is when no token derived from it
 * can be sent or renewed any more, so its record may go.
 */
export type TokenClaim = { tokenId: string; keepUntil: Date }

export type SpamReason = 'honeypot' | 'too_fast' | 'missing_token' | 'bad_token' | 'expired_token' | 'replayed_token'
export type SpamVerdict = { spam: false; claim: TokenClaim } | { spam: true; reason: SpamReason }

/** What a genuine token says: when its form was first shown, when this token was issued, and its one-time id. */
type TokenFacts = { shownAt: number; issuedAt: number; tokenId: string }

/**
 * Honeypot, time trap and single-use tokens for public forms. A token is signed and carries when its form was
 * first shown (the time trap counts from there, also after a renewal), when it was issued (it expires an hour
 * later) and a random id (each token allows one submission). Suspects are kept as spam, never dropped, and
 * answered exactly like everyone else, so a bot never learns which trick caught it.
 */
export function createSpamGuard({ secret, now = () => Date.now(), minFillMs = MIN_FILL_MS }: { secret: string; now?: () => number; minFillMs?: number }) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`form:${payload}`).digest('base64url')

  function issueToken(shownAt: number): string {
    const payload = `${shownAt}.${now()}.${randomBytes(16).toString('base64url')}`
    return `${payload}.${sign(payload)}`
  }

  /** The token's facts when it is genuine (signed with our secret, well formed), else undefined. */
  function read(token: unknown): TokenFacts | undefined {
    if (typeof token !== 'string') return undefined
    const match = TOKEN_PATTERN.exec(token)
    if (!match) return undefined
    const [, payload = '', shownAt = '', issuedAt = '', tokenId = '', signature = ''] = match
    const expected = Buffer.from(sign(payload))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
    return { shownAt: Number(shownAt), issuedAt: Number(issuedAt), tokenId }
  }

  const claimOf = ({ tokenId, shownAt }: TokenFacts): TokenClaim => ({ tokenId, keepUntil: new Date(shownAt + MAX_FORM_AGE_MS + FORM_TOKEN_TTL_MS) })

  return {
    /** A new form: its token, the random name of its honeypot field, and how soon it may be sent. */
    issue(): FormGuard {
      return { token: issueToken(now()), honeypotName: `${HONEYPOT_PREFIX}${randomBytes(4).toString('hex')}`, minFillMs }
    },

    /** A token that keeps the old one's shown time, or undefined when the old one is not genuine or its form is too old. */
    renewal(oldToken: unknown): { claim: TokenClaim; token: string } | undefined {
      const facts = read(oldToken)
      if (!facts || now() - facts.shownAt > MAX_FORM_AGE_MS) return undefined
      return { claim: claimOf(facts), token: issueToken(facts.shownAt) }
    },

    /**
     * Reads the raw request body: any filled honeypot field, or a missing, forged, fresh or expired token. A token
     * that passes still has to be claimed in the write's transaction (only its first use is not spam).
     */
    judge(body: Record<string, unknown>): SpamVerdict {
      const honeypotFilled = Object.entries(body).some(([key, value]) => key.startsWith(HONEYPOT_PREFIX) && typeof value === 'string' && value.trim() !== '')
      if (honeypotFilled) return { spam: true, reason: 'honeypot' }
      if (typeof body.formToken !== 'string' || body.formToken === '') return { spam: true, reason: 'missing_token' }
      const facts = read(body.formToken)
      if (!facts) return { spam: true, reason: 'bad_token' }
      if (now() - facts.shownAt < minFillMs) return { spam: true, reason: 'too_fast' }
      if (now() - facts.issuedAt > FORM_TOKEN_TTL_MS) return { spam: true, reason: 'expired_token' }
      return { spam: false, claim: claimOf(facts) }
    },
  }
}

// shownAt.issuedAt.id.signature: two 13-digit millisecond times, 16 random bytes and an HMAC-SHA256, base64url.
const TOKEN_PATTERN = /^((\d{13})\.(\d{13})\.([\w-]{22}))\.([\w-]{43})$/

export type SpamGuard = ReturnType<typeof createSpamGuard>
