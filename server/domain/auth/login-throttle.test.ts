import { describe, expect, test } from 'vitest'
import { ACCOUNT_SLOWDOWN, LOGIN_LIMITS, failureDelayMs, isAccountUnderAttack, keysOverLimit, throttleDelayMs } from './login-throttle.ts'

const MINUTE = 60_000
const now = Date.parse('2026-10-04T02:30:00+11:00')
const rule = { limit: 5, windowMs: 15 * MINUTE }
const failure = (minutesAgo: number, count = 1) => ({ at: now - minutesAgo * MINUTE, count })
const failures = (count: number, minutesAgo = 1) => [failure(minutesAgo, count)]

describe('login throttle', () => {
  test('the limits are 20 per client address and 5 per client address and email in 15 minutes, none per email alone', () => {
    expect(LOGIN_LIMITS).toEqual({ perClient: { limit: 20, windowMs: 15 * MINUTE }, perClientAndEmail: { limit: 5, windowMs: 15 * MINUTE } })
  })

  test('fewer failures than the limit means no wait', () => {
    expect(throttleDelayMs([], now, rule)).toBe(0)
    expect(throttleDelayMs([failure(1), failure(2), failure(3), failure(4)], now, rule)).toBe(0)
  })

  test('at the limit, the wait lasts until the oldest failure leaves the window', () => {
    expect(throttleDelayMs([failure(1), failure(2), failure(3), failure(4), failure(10)], now, rule)).toBe(5 * MINUTE)
  })

  test('over the limit, as many failures must leave as it takes to get below it', () => {
    const marks = [failure(12), failure(1), failure(2), failure(11), failure(3), failure(10), failure(4)]
    // Seven failures: the three oldest (12, 11 and 10 minutes ago) must leave; the wait ends with the third.
    expect(throttleDelayMs(marks, now, rule)).toBe(5 * MINUTE)
  })

  test('failures that share an instant count together', () => {
    expect(throttleDelayMs([failure(14, 3), failure(6, 2)], now, rule)).toBe(1 * MINUTE)
    expect(throttleDelayMs([failure(14, 1), failure(6, 5)], now, rule)).toBe(9 * MINUTE)
  })

  test('failures older than the window no longer count', () => {
    expect(throttleDelayMs([failure(15, 4), failure(16, 9), failure(1)], now, rule)).toBe(0)
  })
})

describe('which keys are over their limits', () => {
  const pair = (marks: { at: number; count: number }[]) => ({ key: 'pair', rule: LOGIN_LIMITS.perClientAndEmail, failures: marks })
  const client = (marks: { at: number; count: number }[]) => ({ key: 'client', rule: LOGIN_LIMITS.perClient, failures: marks })
  const attempt = { at: now, count: 1 }

  test('an attempt that brings a key to its limit is allowed; the next one is over it', () => {
    expect(keysOverLimit([pair([...failures(4), attempt]), client([...failures(19), attempt])], now)).toEqual([])
    expect(keysOverLimit([pair([...failures(5), attempt]), client([...failures(19), attempt])], now)).toEqual([{ key: 'pair', waitMs: 14 * MINUTE }])
    expect(keysOverLimit([pair([attempt]), client([...failures(20), attempt])], now)).toEqual([{ key: 'client', waitMs: expect.any(Number) }])
  })

  test('only the key over its limit is named, each with the wait its own failures decide', () => {
    const over = keysOverLimit([pair([failure(2), failure(3), failure(4), failure(5), failure(6), attempt]), client([...failures(20, 10), attempt])], now)
    // Pair: the oldest of its five earlier failures (6 minutes ago) leaves in 9 minutes; client: its oldest, 10 minutes ago, in 5.
    expect(over).toEqual([
      { key: 'pair', waitMs: 9 * MINUTE },
      { key: 'client', waitMs: 5 * MINUTE },
    ])
  })

  test('the attempt itself decides nothing about the wait: attempts sharing its instant count as earlier ones', () => {
    // Five earlier failures at this very millisecond (a parallel burst): over the limit, and the wait is the whole window.
    expect(keysOverLimit([pair([{ at: now, count: 6 }])], now)).toEqual([{ key: 'pair', waitMs: 15 * MINUTE }])
  })

  test('failures outside the window are not counted', () => {
    expect(keysOverLimit([pair([failure(15, 9), failure(20, 9), attempt])], now)).toEqual([])
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
