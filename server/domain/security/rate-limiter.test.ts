import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryStore } from './rate-limit-store.ts'
import { createRateLimiter } from './rate-limiter.ts'
import { createOpsEvents } from '../ops/ops-events.ts'

const MINUTE = 60_000
const contact = { name: 'contact', limit: 3, windowMs: 15 * MINUTE }
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-04-05T02:59:00+11:00') }))
afterEach(() => void vi.useRealTimers())

describe('a per-client rate limit on rate-limiter-flexible', () => {
  test('allows the limit in a window that starts at the first hit, then refuses with the seconds left in it', async () => {
    const limiter = createRateLimiter({ store: createMemoryStore() })
    expect(await limiter.hit(contact, '192.0.2.1')).toEqual({ allowed: true })
    later(4 * MINUTE)
    expect(await limiter.hit(contact, '192.0.2.1')).toEqual({ allowed: true })
    expect(await limiter.hit(contact, '192.0.2.1')).toEqual({ allowed: true })
    expect(await limiter.hit(contact, '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 11 * 60 })
    later(11 * MINUTE - 1_500)
    expect(await limiter.hit(contact, '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 2 })
    later(1_500)
    expect(await limiter.hit(contact, '192.0.2.1')).toEqual({ allowed: true })
  })

  test('Retry-After is never 0, even in the last milliseconds of the window', async () => {
    const limiter = createRateLimiter({ store: createMemoryStore() })
    for (let i = 0; i < contact.limit; i++) await limiter.hit(contact, '192.0.2.1')
    later(contact.windowMs - 10)
    expect(await limiter.hit(contact, '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  test('each client and each rule has a budget of its own', async () => {
    const limiter = createRateLimiter({ store: createMemoryStore() })
    const roi = { name: 'roi', limit: 1, windowMs: 15 * MINUTE }
    for (let i = 0; i < contact.limit; i++) await limiter.hit(contact, '192.0.2.1')
    expect(await limiter.hit(contact, '192.0.2.1')).toMatchObject({ allowed: false })
    expect(await limiter.hit(contact, '192.0.2.2')).toEqual({ allowed: true })
    expect(await limiter.hit(roi, '192.0.2.1')).toEqual({ allowed: true })
    expect(await limiter.hit(roi, '192.0.2.1')).toMatchObject({ allowed: false })
  })

  test('two rules under one name would share their counts, so that is refused', async () => {
    const limiter = createRateLimiter({ store: createMemoryStore() })
    await limiter.hit(contact, '192.0.2.1')
    await expect(limiter.hit({ ...contact, limit: 30 }, '192.0.2.1')).rejects.toThrow('already defined')
  })

  test('says which store counts', () => {
    expect(createRateLimiter({ store: createMemoryStore() }).store).toBe('memory')
  })
})

describe('rate-limit refusals for the metrics', () => {
  test('each refusal is told under its rule’s name, and an allowed hit is not', async () => {
    const events = createOpsEvents()
    const told: string[] = []
    events.on('rateLimited', ({ limit }) => told.push(limit))
    const limiter = createRateLimiter({ store: createMemoryStore(), events })
    for (let i = 0; i < contact.limit; i++) await limiter.hit(contact, '192.0.2.1')
    expect(told).toEqual([])
    await limiter.hit(contact, '192.0.2.1')
    await limiter.hit(contact, '192.0.2.1')
    expect(told).toEqual(['contact', 'contact'])
  })
})
