import { describe, expect, test } from 'vitest'
import { MAX_FORM_AGE_MS, createSpamGuard } from './spam-guard.ts'

function guardAt(start: number) {
  let clock = start
  const guard = createSpamGuard({ secret: 'test-secret', now: () => clock })
  return { guard, advance: (ms: number) => (clock += ms) }
}

describe('spam guard', () => {
  test('a form filled in over a few seconds with an empty honeypot passes', () => {
    const { guard, advance } = guardAt(1_700_000_000_000)
    const { token, honeypotName } = guard.issue()
    advance(5_000)
    expect(guard.judge({ formToken: token, [honeypotName]: '' })).toEqual({ spam: false })
  })

  test('a filled honeypot is spam, whatever its random name', () => {
    const { guard, advance } = guardAt(1_700_000_000_000)
    const { token, honeypotName } = guard.issue()
    advance(5_000)
    expect(honeypotName).toMatch(/^hp_[0-9a-f]{8}$/)
    expect(guard.judge({ formToken: token, [honeypotName]: 'http://spam.example' })).toEqual({ spam: true, reason: 'honeypot' })
  })

  test('a submission within 2 seconds of the form is spam', () => {
    const { guard, advance } = guardAt(1_700_000_000_000)
    const { token } = guard.issue()
    advance(1_500)
    expect(guard.judge({ formToken: token })).toEqual({ spam: true, reason: 'too_fast' })
  })

  test('a missing, forged or expired token is spam', () => {
    const { guard, advance } = guardAt(1_700_000_000_000)
    const { token } = guard.issue()
    expect(guard.judge({})).toEqual({ spam: true, reason: 'missing_token' })
    expect(guard.judge({ formToken: `1600000000000.${token.split('.')[1]}` })).toEqual({ spam: true, reason: 'bad_token' })
    expect(guard.judge({ formToken: 'garbage' })).toEqual({ spam: true, reason: 'bad_token' })
    expect(createSpamGuard({ secret: 'another-secret' }).judge({ formToken: token })).toEqual({ spam: true, reason: 'bad_token' })
    advance(MAX_FORM_AGE_MS + 1)
    expect(guard.judge({ formToken: token })).toEqual({ spam: true, reason: 'expired_token' })
  })
})
