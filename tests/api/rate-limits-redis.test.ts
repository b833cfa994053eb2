import { randomInt } from 'node:crypto'
import { type AddressInfo, type Socket, createServer } from 'node:net'
import { like } from 'drizzle-orm'
import { createClient } from 'redis'
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

  test("a window's counter expires by itself, soon after its window ends", async () => {
    const address = freshAddress()
    expect((await first.request('/api/contact', visitorPost(message, { ip: address }))).status).toBe(201)
    expect((await second.request('/api/contact', visitorPost(message, { ip: address }))).status).toBe(201)
    const redis = await createClient({ url: REDIS_URL }).connect()
    try {
      const keys = await redis.keys(`rate:contact:${address}:*`)
      expect(keys).toHaveLength(1)
      expect(await redis.get(keys[0]!)).toBe('2')
      const lifetimeMs = await redis.pTTL(keys[0]!)
      expect(lifetimeMs).toBeGreaterThan(CONTACT_RATE_LIMIT.windowMs - 60_000)
      expect(lifetimeMs).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs + 1_000)
    } finally {
      await redis.close()
    }
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

/**
 * A Redis stand-in on loopback that answers the client's greeting and every counter script with a count
 * of 1, until `stopAnswering()`: then it keeps the connection open and says nothing, as a stalled server would.
 */
async function stallableRedis() {
  let answering = true
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    let pending = ''
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1')
      for (let command = takeCommand(); command; command = takeCommand()) {
        if (!answering) continue
        socket.write(/^EVAL/i.test(command[0] ?? '') ? ':1\r\n' : '+OK\r\n')
      }
    })
    socket.on('close', () => sockets.delete(socket))
    /** One whole command (an array of bulk strings) off the front of `pending`, or undefined until one has arrived. */
    function takeCommand(): string[] | undefined {
      const header = /^\*(\d+)\r\n/.exec(pending)
      if (!header) return undefined
      let offset = header[0].length
      const parts: string[] = []
      for (let i = 0; i < Number(header[1]); i++) {
        const length = /^\$(\d+)\r\n/.exec(pending.slice(offset))
        if (!length || pending.length < offset + length[0].length + Number(length[1]) + 2) return undefined
        offset += length[0].length
        parts.push(pending.slice(offset, offset + Number(length[1])))
        offset += Number(length[1]) + 2
      }
      pending = pending.slice(offset)
      return parts
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stopAnswering: () => void (answering = false),
    close: () => {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

describe('rate limits when Redis stops answering', () => {
  let redis: Awaited<ReturnType<typeof stallableRedis>>
  let app: TestApp

  beforeAll(async () => {
    redis = await stallableRedis()
    app = await startTestApp('pglite', { ...env, REDIS_URL: redis.url })
    await app.services.rateLimiter.ready()
  })
  afterAll(async () => {
    await app?.close()
    redis?.close()
  })

  test('a visitor is answered soon after the deadline, counted in the database instead', async () => {
    const address = freshAddress()
    expect((await app.request('/api/contact', visitorPost(message, { ip: address }))).status).toBe(201)
    expect(await contactRowsFor(app, address)).toBe(0)

    redis.stopAnswering()
    const startedAt = performance.now()
    expect((await app.request('/api/contact', visitorPost(message, { ip: address }))).status).toBe(201)
    expect(performance.now() - startedAt).toBeLessThan(2_000)
    expect(await contactRowsFor(app, address)).toBe(1)
  })
})
