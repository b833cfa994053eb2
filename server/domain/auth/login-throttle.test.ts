import { describe, expect, test } from 'vitest'
import { LOGIN_LIMITS, throttleDelayMs } from './login-throttle.ts'

const MINUTE = 60_000
const now = Date.parse('2026-10-04T02:30:00+11:00')
const rule = { limit: 5, windowMs: 15 * MINUTE }
const failure = (minutesAgo: number, count = 1) => ({ at: now - minutesAgo * MINUTE, count })

describe('login throttle', () => {
  test('the limits are 5 per email and 20 per client address in 15 minutes', () => {
    expect(LOGIN_LIMITS).toEqual({ perEmail: { limit: 5, windowMs: 15 * MINUTE }, perClient: { limit: 20, windowMs: 15 * MINUTE } })
  })

  test('fewer failures than the limit means no wait', () => {
    expect(throttleDelayMs([], now, rule)).toBe(0)
    expect(throttleDelayMs([failure(1), failure(2), failure(3), failure(4)], now, rule)).toBe(0)
  })

  test('at the limit, the wait lasts until the oldest failure leaves the window', () => {
    expect(throttleDelayMs([failure(1), failure(2), failure(3), failure(4), failure(10)], now, rule)).toBe(5 * MINUTE)
  })

  test('over the limit, as many failures must leave as it takes to get below it', () => {
    const failures = [failure(12), failure(1), failure(2), failure(11), failure(3), failure(10), failure(4)]
    // Seven failures: the three oldest (12, 11 and 10 minutes ago) must leave; the wait ends with the third.
    expect(throttleDelayMs(failures, now, rule)).toBe(5 * MINUTE)
  })

  test('failures that share an instant count together', () => {
    expect(throttleDelayMs([failure(14, 3), failure(6, 2)], now, rule)).toBe(1 * MINUTE)
    expect(throttleDelayMs([failure(14, 1), failure(6, 5)], now, rule)).toBe(9 * MINUTE)
  })

  test('failures older than the window no longer count', () => {
    expect(throttleDelayMs([failure(15, 4), failure(16, 9), failure(1)], now, rule)).toBe(0)
  })
})
