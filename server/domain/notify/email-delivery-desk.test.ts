import { describe, expect, test } from 'vitest'
import { lastTriedAt, melbourneDayWindow } from './email-delivery-desk.ts'
import { retryDelayMs } from './outbox-worker.ts'

describe('the Melbourne day "sent today" counts in', () => {
  test('late evening UTC is already the next day in Melbourne', () => {
    // 14:30 UTC on 26 November is 01:30 on the 27th in Melbourne (AEDT, UTC+11).
    expect(melbourneDayWindow(new Date('2026-11-26T14:30:00Z'))).toEqual({ from: new Date('2026-11-26T13:00:00Z'), to: new Date('2026-11-27T13:00:00Z') })
  })

  test('just before Melbourne midnight is still the same day', () => {
    expect(melbourneDayWindow(new Date('2026-11-26T12:59:59Z')).from).toEqual(new Date('2026-11-25T13:00:00Z'))
  })

  test('the day daylight saving ends is 25 hours long', () => {
    const { from, to } = melbourneDayWindow(new Date('2026-04-05T06:00:00Z'))
    expect(from).toEqual(new Date('2026-04-04T13:00:00Z'))
    expect(to.getTime() - from.getTime()).toBe(25 * 60 * 60_000)
  })

  test('the day daylight saving starts is 23 hours long', () => {
    const { from, to } = melbourneDayWindow(new Date('2026-10-04T06:00:00Z'))
    expect(from).toEqual(new Date('2026-10-03T14:00:00Z'))
    expect(to.getTime() - from.getTime()).toBe(23 * 60 * 60_000)
  })
})

describe('when a failed email was last tried', () => {
  test('is its next attempt time less the backoff the worker added', () => {
    const tried = new Date('2026-11-26T09:00:00Z')
    expect(lastTriedAt({ attempts: 8, nextAttemptAt: new Date(tried.getTime() + retryDelayMs(8)) })).toEqual(tried)
    expect(lastTriedAt({ attempts: 1, nextAttemptAt: new Date(tried.getTime() + retryDelayMs(1)) })).toEqual(tried)
  })
})
