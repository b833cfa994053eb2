import { describe, expect, test } from 'vitest'
import { tooManyAttemptsMessage } from './auth'

describe('the throttle message', () => {
  test('rounds the wait up to whole minutes, never less than one', () => {
    expect(tooManyAttemptsMessage('sign-in', 900)).toBe('Too many sign-in attempts. Please try again in 15 minutes.')
    expect(tooManyAttemptsMessage('sign-in', 61)).toBe('Too many sign-in attempts. Please try again in 2 minutes.')
    expect(tooManyAttemptsMessage('password', 1)).toBe('Too many password attempts. Please try again in 1 minute.')
  })
})
