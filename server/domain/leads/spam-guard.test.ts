import { describe, expect, test } from 'vitest'
import { FORM_TOKEN_TTL_MS, MAX_FORM_AGE_MS, MIN_FILL_MS, createSpamGuard } from './spam-guard.ts'

function guardAt(start: number) {
  let clock = start
  const guard = createSpamGuard({ secret: 'test-secret', now: () => clock })
  return { guard, advance: (ms: number) => (clock += ms) }
}

const START = 1_700_000_000_000

describe('spam guard', () => {
  test('a form filled in over a few seconds with an empty honeypot passes, with the claim of its one use', () => {
    const { guard, advance } = guardAt(START)
    const { token, honeypotName } = guard.issue()
    advance(5_000)
    const verdict = guard.judge({ formToken: token, [honeypotName]: '' })
    expect(verdict).toEqual({ spam: false, claim: { tokenId: expect.stringMatching(/^[\w-]{22}$/), keepUntil: new Date(START + MAX_FORM_AGE_MS + FORM_TOKEN_TTL_MS) } })
  })

  test('every token has an id of its own, so each allows its own single submission', () => {
    const { guard, advance } = guardAt(START)
    const first = guard.issue().token
    const second = guard.issue().token
    advance(5_000)
    const idOf = (token: string) => {
      const verdict = guard.judge({ formToken: token })
      return verdict.spam ? undefined : verdict.claim.tokenId
    }
    expect(idOf(first)).toBeDefined()
    expect(idOf(first)).not.toEqual(idOf(second))
  })

  test('a filled honeypot is spam, whatever its random name', () => {
    const { guard, advance } = guardAt(START)
    const { token, honeypotName } = guard.issue()
    advance(5_000)
    expect(honeypotName).toMatch(/^hp_[0-9a-f]{8}$/)
    expect(guard.judge({ formToken: token, [honeypotName]: 'http://spam.example' })).toEqual({ spam: true, reason: 'honeypot' })
  })

  test('a submission within 2 seconds of the form is spam', () => {
    const { guard, advance } = guardAt(START)
    const { token } = guard.issue()
    advance(MIN_FILL_MS - 500)
    expect(guard.judge({ formToken: token })).toEqual({ spam: true, reason: 'too_fast' })
  })

  test('the time trap is the configured one (FORM_TIME_TRAP_MS), and the form is told it; 0 turns it off', () => {
    let now = START
    const slower = createSpamGuard({ secret: 'test-secret', now: () => now, minFillMs: 5_000 })
    const slow = slower.issue()
    expect(slow.minFillMs).toBe(5_000)
    now += 4_000
    expect(slower.judge({ formToken: slow.token })).toEqual({ spam: true, reason: 'too_fast' })
    now += 1_000
    expect(slower.judge({ formToken: slow.token })).toMatchObject({ spam: false })
    const off = createSpamGuard({ secret: 'test-secret', now: () => now, minFillMs: 0 })
    const quick = off.issue()
    expect(quick.minFillMs).toBe(0)
    expect(off.judge({ formToken: quick.token })).toMatchObject({ spam: false })
    expect(guardAt(START).guard.issue().minFillMs).toBe(MIN_FILL_MS)
  })

  test('a missing or forged token is spam', () => {
    const { guard } = guardAt(START)
    const { token } = guard.issue()
    const [shownAt, issuedAt, id, signature] = token.split('.')
    expect(guard.judge({})).toEqual({ spam: true, reason: 'missing_token' })
    expect(guard.judge({ formToken: 42 })).toEqual({ spam: true, reason: 'missing_token' })
    expect(guard.judge({ formToken: `1600000000000.${issuedAt}.${id}.${signature}` })).toEqual({ spam: true, reason: 'bad_token' })
    expect(guard.judge({ formToken: `${shownAt}.${issuedAt}.${'A'.repeat(22)}.${signature}` })).toEqual({ spam: true, reason: 'bad_token' })
    expect(guard.judge({ formToken: 'garbage' })).toEqual({ spam: true, reason: 'bad_token' })
    expect(createSpamGuard({ secret: 'another-secret' }).judge({ formToken: token })).toEqual({ spam: true, reason: 'bad_token' })
  })

  test('a token is good for an hour after it was issued', () => {
    const { guard, advance } = guardAt(START)
    const { token } = guard.issue()
    advance(FORM_TOKEN_TTL_MS)
    expect(guard.judge({ formToken: token }).spam).toBe(false)
    advance(1)
    expect(guard.judge({ formToken: token })).toEqual({ spam: true, reason: 'expired_token' })
  })

  test('a renewed token keeps the form shown time: it passes the time trap at once and lasts another hour', () => {
    const { guard, advance } = guardAt(START)
    const { token } = guard.issue()
    advance(5 * 60 * 60_000)
    expect(guard.judge({ formToken: token })).toEqual({ spam: true, reason: 'expired_token' })
    const renewal = guard.renewal(token)
    expect(renewal?.token.split('.')[0]).toBe(String(START))
    expect(guard.judge({ formToken: renewal!.token }).spam).toBe(false)
    advance(FORM_TOKEN_TTL_MS + 1)
    expect(guard.judge({ formToken: renewal!.token })).toEqual({ spam: true, reason: 'expired_token' })
  })

  test('the renewal claims the old token, so one token renews once', () => {
    const { guard, advance } = guardAt(START)
    const { token } = guard.issue()
    advance(5_000)
    const verdict = guard.judge({ formToken: token })
    expect(guard.renewal(token)?.claim).toEqual(verdict.spam ? undefined : verdict.claim)
  })

  test('a forged token or a form shown more than a week ago is not renewed', () => {
    const { guard, advance } = guardAt(START)
    const { token } = guard.issue()
    expect(guard.renewal('garbage')).toBeUndefined()
    expect(guard.renewal(undefined)).toBeUndefined()
    expect(createSpamGuard({ secret: 'another-secret' }).renewal(token)).toBeUndefined()
    advance(MAX_FORM_AGE_MS + 1)
    expect(guard.renewal(token)).toBeUndefined()
  })
})
