import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createOpsEvents } from '../ops/ops-events.ts'
import { createMemoryStore } from '../security/rate-limit-store.ts'
import { ACCOUNT_SLOWDOWN, LOGIN_LIMITS, createLoginThrottle, failureDelayMs, isAccountUnderAttack } from './login-throttle.ts'

const MINUTE = 60_000
const START = Date.parse('2026-10-04T02:30:00+11:00')

/** The throttle on rate-limiter-flexible's memory store, whose windows read Date, pinned here and moved by hand. */
function throttle() {
  return createLoginThrottle({ limits: createMemoryStore() })
}
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

/** `count` failed attempts for `email` from `client`, one after another, each waiting its turn, checked and failed. */
async function fail(subject: ReturnType<typeof throttle>, email: string, client: string, count = 1) {
  for (let i = 0; i < count; i++) {
    const verdict = await subject.begin(email, client)
    if (!verdict.allowed) throw new Error(`attempt ${i + 1} was refused`)
    later(verdict.waitMs)
    await subject.failed(verdict.attempt)
  }
}

beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: START }))
afterEach(() => void vi.useRealTimers())

describe('login throttle', () => {
  test('the limits are 20 per client address and 5 per client address and email in 15 minutes, none per email alone', () => {
    expect(LOGIN_LIMITS).toEqual({ perClient: { limit: 20, windowMs: 15 * MINUTE }, perClientAndEmail: { limit: 5, windowMs: 15 * MINUTE } })
  })

  test('after 5 failures from an address for an email, the 6th attempt is refused until 15 minutes after the first', async () => {
    const subject = throttle()
    await fail(subject, 'owner@example.com.au', '192.0.2.1', 3)
    later(4 * MINUTE)
    await fail(subject, 'owner@example.com.au', '192.0.2.1', 2)
    expect(await subject.begin('owner@example.com.au', '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 11 * 60 })
    later(10 * MINUTE)
    expect(await subject.begin('Owner@Example.com.au', '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    later(1 * MINUTE)
    expect(await subject.begin('owner@example.com.au', '192.0.2.1')).toMatchObject({ allowed: true })
  })

  test('a refused attempt is not counted: knocking every minute does not make the refusal last longer', async () => {
    const subject = throttle()
    await fail(subject, 'owner@example.com.au', '192.0.2.1', 5)
    for (let minute = 0; minute < 14; minute++) {
      expect(await subject.begin('owner@example.com.au', '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: (15 - minute) * 60 })
      later(MINUTE)
    }
    // Nor do the refusals count against the address: it has 15 of its 20 left.
    for (let i = 0; i < 15; i++) await fail(subject, `other${i}@example.com.au`, '192.0.2.1')
    expect(await subject.begin('another@example.com.au', '192.0.2.1')).toMatchObject({ allowed: false })
    later(MINUTE)
    await fail(subject, 'owner@example.com.au', '192.0.2.1', 5)
  })

  test('the same address with another email, and the same email from another address, are not refused', async () => {
    const subject = throttle()
    await fail(subject, 'owner@example.com.au', '192.0.2.1', 5)
    expect(await subject.begin('owner@example.com.au', '192.0.2.1')).toMatchObject({ allowed: false })
    expect(await subject.begin('someone@example.com.au', '192.0.2.1')).toMatchObject({ allowed: true })
    expect(await subject.begin('owner@example.com.au', '198.51.100.7')).toMatchObject({ allowed: true })
  })

  test('after 20 failures from one address, whatever the emails, the address is refused for every email', async () => {
    const subject = throttle()
    for (let i = 0; i < 20; i++) await fail(subject, `guess${i}@example.com.au`, '192.0.2.200')
    later(2 * MINUTE)
    expect(await subject.begin('new@example.com.au', '192.0.2.200')).toEqual({ allowed: false, retryAfterSeconds: 13 * 60 })
    expect(await subject.begin('new@example.com.au', '192.0.2.201')).toMatchObject({ allowed: true })
  })

  test('when both limits are passed, the longer wait is the answer', async () => {
    const subject = throttle()
    for (let i = 0; i < 15; i++) await fail(subject, `guess${i}@example.com.au`, '192.0.2.9')
    later(5 * MINUTE)
    await fail(subject, 'owner@example.com.au', '192.0.2.9', 5)
    // The address's window started 5 minutes before the pair's: the pair's ends last.
    expect(await subject.begin('owner@example.com.au', '192.0.2.9')).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
  })

  test('a burst of parallel attempts is counted before any is checked, so no more than the limit get through', async () => {
    const subject = throttle()
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => subject.begin('burst@example.com.au', '192.0.2.88')))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5)
  })

  test('a success forgives the address its failures for the email, but not the email its failures from elsewhere', async () => {
    const subject = throttle()
    await fail(subject, 'owner@example.com.au', '198.51.100.1', 3)
    await fail(subject, 'owner@example.com.au', '192.0.2.10', 4)
    const success = await subject.begin('owner@example.com.au', '192.0.2.10')
    if (!success.allowed) throw new Error('refused')
    await subject.succeeded(success.attempt)
    await fail(subject, 'owner@example.com.au', '192.0.2.10', 5)
    expect(await subject.begin('owner@example.com.au', '192.0.2.10')).toMatchObject({ allowed: false })
    // The account: 3 + 4 + 5 failures, the success taken back.
    const next = await subject.begin('owner@example.com.au', '203.0.113.1')
    if (!next.allowed) throw new Error('refused')
    expect(next.waitMs).toBe(400)
    expect(await subject.failed(next.attempt)).toEqual({ accountFailures: 13 })
  })

  test("an email's failures from every address are counted for 15 minutes from the first", async () => {
    const subject = throttle()
    for (let i = 1; i <= 10; i++) await fail(subject, 'target@example.com.au', `203.0.113.${i}`)
    const eleventh = await subject.begin('TARGET@example.com.au', '203.0.113.11')
    if (!eleventh.allowed) throw new Error('refused')
    expect(eleventh.waitMs).toBe(100)
    expect(await subject.failed(eleventh.attempt)).toEqual({ accountFailures: 11 })
    later(15 * MINUTE)
    const fresh = await subject.begin('target@example.com.au', '203.0.113.12')
    if (!fresh.allowed) throw new Error('refused')
    expect(fresh.waitMs).toBe(0)
    expect(await subject.failed(fresh.attempt)).toEqual({ accountFailures: 1 })
  })
})

describe('past the threshold, the checks of one email take turns before the password is hashed', () => {
  const waitsOf = (verdicts: Awaited<ReturnType<ReturnType<typeof throttle>['begin']>>[]) => verdicts.map((verdict) => (verdict.allowed ? verdict.waitMs : `refused, retry in ${verdict.retryAfterSeconds} s`))

  test('one guess after another: each waits its own delay, as the attempt before it did', async () => {
    const subject = throttle()
    for (let i = 1; i <= 10; i++) await fail(subject, 'target@example.com.au', `203.0.113.${i}`)
    const waits: number[] = []
    for (let i = 11; i <= 15; i++) {
      const verdict = await subject.begin('target@example.com.au', `203.0.113.${i}`)
      if (!verdict.allowed) throw new Error('refused')
      waits.push(verdict.waitMs)
      later(verdict.waitMs)
      await subject.failed(verdict.attempt)
    }
    expect(waits).toEqual([100, 200, 400, 800, 1600])
  })

  test('the same guesses sent at once from many addresses wait in turn: no more checks than one after another', async () => {
    const subject = throttle()
    for (let i = 1; i <= 10; i++) await fail(subject, 'target@example.com.au', `203.0.113.${i}`)
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => subject.begin('target@example.com.au', `198.51.100.${i + 1}`)))
    expect(waitsOf(burst).sort((a, b) => Number(a) - Number(b))).toEqual([100, 300, 700, 1500, 3100])
  })

  test('a turn more than 10 s away is refused with 429 and given back, whoever asks', async () => {
    const subject = throttle()
    for (let i = 1; i <= 10; i++) await fail(subject, 'target@example.com.au', `203.0.113.${i}`)
    const burst = []
    for (let i = 1; i <= 8; i++) burst.push(await subject.begin('target@example.com.au', `198.51.100.${i}`))
    expect(waitsOf(burst)).toEqual([100, 300, 700, 1500, 3100, 6100, 9100, 'refused, retry in 3 s'])
    // The refused turn was given back: three seconds on, the next turn is the one after 9.1 s, 6.1 s away.
    later(3_000)
    expect(waitsOf([await subject.begin('target@example.com.au', '192.0.2.50')])).toEqual([9_100])
  })
})

describe('slowing a run against one account', () => {
  test('up to the threshold of 10 failures in 15 minutes a failed answer does not wait', () => {
    expect(ACCOUNT_SLOWDOWN).toMatchObject({ threshold: 10, windowMs: 15 * MINUTE })
    for (const count of [0, 1, 5, 10]) {
      expect(failureDelayMs(count)).toBe(0)
      expect(isAccountUnderAttack(count)).toBe(false)
    }
    expect(isAccountUnderAttack(11)).toBe(true)
  })

  test('each failure beyond it waits twice as long as the one before', () => {
    expect([11, 12, 13, 14, 15].map((count) => failureDelayMs(count))).toEqual([100, 200, 400, 800, 1600])
  })

  test('the wait is capped at 3 seconds, however many failures there are', () => {
    expect(failureDelayMs(16)).toBe(3_000)
    expect(failureDelayMs(500)).toBe(3_000)
    expect(failureDelayMs(Number.MAX_SAFE_INTEGER)).toBe(3_000)
  })

  test('the rule can be given: threshold, first wait and cap', () => {
    const quick = { threshold: 2, windowMs: MINUTE, firstDelayMs: 10, maxDelayMs: 25 }
    expect([1, 2, 3, 4, 5, 6].map((count) => failureDelayMs(count, quick))).toEqual([0, 0, 10, 20, 25, 25])
    expect(isAccountUnderAttack(3, quick)).toBe(true)
  })
})

describe('login throttle refusals for the metrics', () => {
  test('a refusal is told under the limit it came from: the address with the email, or the address alone', async () => {
    const events = createOpsEvents()
    const told: string[] = []
    events.on('rateLimited', ({ limit }) => told.push(limit))
    const subject = createLoginThrottle({ limits: createMemoryStore(), events })
    await fail(subject, 'owner@example.com.au', '192.0.2.1', LOGIN_LIMITS.perClientAndEmail.limit)
    expect(told).toEqual([])
    expect(await subject.begin('owner@example.com.au', '192.0.2.1')).toMatchObject({ allowed: false })
    expect(told).toEqual(['login-pair'])

    for (let i = 0; i < LOGIN_LIMITS.perClient.limit; i++) await fail(subject, `someone${i}@example.com.au`, '192.0.2.9')
    expect(await subject.begin('another@example.com.au', '192.0.2.9')).toMatchObject({ allowed: false })
    expect(told).toEqual(['login-pair', 'login-client'])
  })
})
