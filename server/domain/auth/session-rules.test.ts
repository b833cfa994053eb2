import { describe, expect, test } from 'vitest'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, isSessionExpired, parseSessionData, sessionExpiry, shouldRecordActivity } from './session-rules.ts'

const HOUR = 60 * 60_000
const signedIn = Date.parse('2026-04-05T01:30:00+11:00')

describe('session lifetime', () => {
  test('the limits are 8 hours idle and 7 days in all', () => {
    expect(SESSION_IDLE_MS).toBe(8 * HOUR)
    expect(SESSION_ABSOLUTE_MS).toBe(7 * 24 * HOUR)
  })

  test('a fresh session expires 8 hours after sign-in', () => {
    expect(sessionExpiry({ createdAt: signedIn, lastSeenAt: signedIn })).toBe(signedIn + 8 * HOUR)
  })

  test('activity moves the idle limit, but never past 7 days from sign-in', () => {
    expect(sessionExpiry({ createdAt: signedIn, lastSeenAt: signedIn + 3 * 24 * HOUR })).toBe(signedIn + 3 * 24 * HOUR + 8 * HOUR)
    expect(sessionExpiry({ createdAt: signedIn, lastSeenAt: signedIn + 7 * 24 * HOUR - HOUR })).toBe(signedIn + 7 * 24 * HOUR)
  })

  test('a session is expired from its expiry instant on', () => {
    const session = { createdAt: signedIn, lastSeenAt: signedIn }
    expect(isSessionExpired(session, signedIn + 8 * HOUR - 1)).toBe(false)
    expect(isSessionExpired(session, signedIn + 8 * HOUR)).toBe(true)
  })

  test('activity is recorded once a minute has passed since the last record', () => {
    expect(shouldRecordActivity({ lastSeenAt: signedIn }, signedIn + 59_999)).toBe(false)
    expect(shouldRecordActivity({ lastSeenAt: signedIn }, signedIn + 60_000)).toBe(true)
  })

  test('only a well-formed sess value is a session', () => {
    expect(parseSessionData({ userId: 3, createdAt: signedIn, lastSeenAt: signedIn })).toEqual({ userId: 3, createdAt: signedIn, lastSeenAt: signedIn })
    expect(parseSessionData({ userId: '3', createdAt: signedIn, lastSeenAt: signedIn })).toBeUndefined()
    expect(parseSessionData({ cookie: {}, passport: { user: 3 } })).toBeUndefined()
    expect(parseSessionData(null)).toBeUndefined()
  })
})
