import { randomInt } from 'node:crypto'
import { type AddressInfo, type Socket, createServer } from 'node:net'
import { sql } from 'drizzle-orm'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RATE_LIMIT_TABLE } from '../../server/domain/security/rate-limit-store.ts'
import { CONTACT_RATE_LIMIT } from '../../server/http/api/leads.ts'
import { type TestApp, rowsOf, startTestApp } from '../support/test-app.ts'
import { databaseKinds, onPostgres } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { portAnswers } from '../../scripts/port-answers.mjs'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const redisUp = await portAnswers(REDIS_URL, 6379)

const env = { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' }
const message = { fullName: 'Priya Nair', email: 'priya@example.com.au', message: 'We would like an AI receptionist for our clinic.' }
/** A client address no other run uses at the same time (Redis is shared by everything on the machine). */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
const sendContact = (app: TestApp, address: string) => app.request('/api/contact', visitorPost(message, { ip: address }))

/**
 * The contact count rate-limiter-flexible's PostgreSQL table holds for an address (undefined: no row), or 'no table'
 * where nothing counts in the database (the embedded database's store is memory).
 */
async function countInDatabase(app: TestApp, address: string): Promise<number | undefined | 'no table'> {
  const table = await rowsOf<{ found: boolean }>(app, sql`select to_regclass(${RATE_LIMIT_TABLE}) is not null as found`)
  if (!table[0]?.found) return 'no table'
  const rows = await rowsOf<{ points: number }>(app, sql`select points from ${sql.identifier(RATE_LIMIT_TABLE)} where key = ${`contact:${address}`}`)
  return rows[0]?.points
}

describe.skipIf(!redisUp || onPostgres)('rate limits in Redis (REDIS_URL)', () => {
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

  test('one address has one budget across instances, counted in Redis', async () => {
    expect(first.services.rateLimiter.store).toBe('redis')
    const address = freshAddress()
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent++) {
      const app = sent % 2 === 0 ? first : second
      expect((await sendContact(app, address)).status).toBe(201)
    }
    const refused = await sendContact(second, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(CONTACT_RATE_LIMIT.windowMs / 1000 - 60)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000)
    expect((await sendContact(first, freshAddress())).status).toBe(201)
  })

  test("a window's counter expires by itself when its window ends", async () => {
    const address = freshAddress()
    expect((await sendContact(first, address)).status).toBe(201)
    expect((await sendContact(second, address)).status).toBe(201)
    const redis = await createClient({ url: REDIS_URL }).connect()
    try {
      expect(await redis.get(`contact:${address}`)).toBe('2')
      const lifetimeMs = await redis.pTTL(`contact:${address}`)
      expect(lifetimeMs).toBeGreaterThan(CONTACT_RATE_LIMIT.windowMs - 60_000)
      expect(lifetimeMs).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs)
    } finally {
      await redis.close()
    }
  })

  test('sign-in failures are counted in Redis too', async () => {
    const client = freshAddress()
    const login = (app: TestApp) => app.request('/api/admin/login', { method: 'POST', json: { email: 'nobody@example.com.au', password: 'a wrong password' }, headers: { 'X-Forwarded-For': client } })
    for (let i = 0; i < 5; i++) expect((await login(i % 2 === 0 ? first : second)).status).toBe(401)
    expect((await login(first)).status).toBe(429)
  })
})

describe.each(databaseKinds)('rate limits while Redis is unreachable, on %s', (kind) => {
  let app: TestApp

  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    app = await startTestApp(kind, { ...env, REDIS_URL: 'redis://127.0.0.1:1' })
    await app.services.rateLimiter.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  test("the database's store counts instead, so the limit still holds", async () => {
    expect(app.services.rateLimiter.store).toBe('redis')
    const address = freshAddress()
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent++) expect((await sendContact(app, address)).status).toBe(201)
    const refused = await sendContact(app, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // On PostgreSQL the fallback is its table (the refused hit counted too); on the embedded database, memory.
    expect(await countInDatabase(app, address)).toBe(kind === 'postgres' ? CONTACT_RATE_LIMIT.limit + 1 : 'no table')
  })
})

/**
 * A Redis stand-in on loopback that answers the client's greeting and every counter script with a count
 * of 1, so it never refuses anyone, until `stopAnswering()`: then it keeps the connection open and says nothing, as a stalled server would.
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
        // rate-limiter-flexible's counting script answers [count, milliseconds left in the window].
        socket.write(/^EVAL/i.test(command[0] ?? '') ? '*2\r\n:1\r\n:900000\r\n' : '+OK\r\n')
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

describe.each(databaseKinds)('rate limits when Redis stops answering, on %s', (kind) => {
  let redis: Awaited<ReturnType<typeof stallableRedis>>
  let app: TestApp

  beforeAll(async () => {
    redis = await stallableRedis()
    app = await startTestApp(kind, { ...env, REDIS_URL: redis.url })
    await app.services.rateLimiter.ready()
  })
  afterAll(async () => {
    await app?.close()
    redis?.close()
  })

  test("a visitor is answered soon after the deadline, counted in the database's store instead", async () => {
    const address = freshAddress()
    expect((await sendContact(app, address)).status).toBe(201)
    expect(await countInDatabase(app, address)).toBe(kind === 'postgres' ? undefined : 'no table')

    redis.stopAnswering()
    const startedAt = performance.now()
    expect((await sendContact(app, address)).status).toBe(201)
    expect(performance.now() - startedAt).toBeLessThan(2_000)
    expect(await countInDatabase(app, address)).toBe(kind === 'postgres' ? 1 : 'no table')
    // The stand-in would let every hit through: the refusal can only come from the fallback's count.
    for (let sent = 1; sent < CONTACT_RATE_LIMIT.limit; sent++) expect((await sendContact(app, address)).status).toBe(201)
    expect((await sendContact(app, address)).status).toBe(429)
  })
})
