import { randomInt } from 'node:crypto'
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rateLimitHits } from '../../server/db/schema/auth.ts'
import { CONTACT_RATE_LIMIT } from '../../server/http/api/leads.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { portAnswers } from '../../scripts/port-answers.mjs'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const redisUp = await portAnswers(REDIS_URL, 6379)
const env = { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' }
const message = { fullName: 'Priya Nair', email: 'priya@example.com.au', message: 'We would like an AI receptionist for our clinic.' }
/** A client address no other run uses at the same time (Redis is shared by everything on the machine). */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

async function contactRowsFor(app: TestApp, address: string): Promise<number> {
  return (await app.database.db.select().from(rateLimitHits).where(like(rateLimitHits.key, `contact:${address}%`))).length
}

describe.skipIf(!redisUp)('rate limits in Redis (REDIS_URL)', () => {
  let first: TestApp
  let second: TestApp

  beforeAll(async () => {
    // Two instances, each with its own database, share only the Redis.
    first = await startTestApp('pglite', { ...env, REDIS_URL })
    second = await startTestApp('pglite', { ...env, REDIS_URL })
    await Promise.all([first.services.rateLimiter.ready(), second.services.rateLimiter.ready()])
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
  })

  test('one address has one budget across instances, counted in Redis and not in the database', async () => {
    const address = freshAddress()
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent++) {
      const app = sent % 2 === 0 ? first : second
      expect((await app.request('/api/contact', visitorPost(message, { ip: address }))).status).toBe(201)
    }
    const refused = await second.request('/api/contact', visitorPost(message, { ip: address }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await first.request('/api/contact', visitorPost(message, { ip: freshAddress() }))).status).toBe(201)
    expect(await contactRowsFor(first, address)).toBe(0)
    expect(await contactRowsFor(second, address)).toBe(0)
  })
})

describe('rate limits while Redis is unreachable', () => {
  let app: TestApp

  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    app = await startTestApp('pglite', { ...env, REDIS_URL: 'redis://127.0.0.1:1' })
    await app.services.rateLimiter.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  test('the database counts instead, so the limit still holds', async () => {
    const address = freshAddress()
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent++) expect((await app.request('/api/contact', visitorPost(message, { ip: address }))).status).toBe(201)
    expect((await app.request('/api/contact', visitorPost(message, { ip: address }))).status).toBe(429)
    expect(await contactRowsFor(app, address)).toBe(1)
  })
})
