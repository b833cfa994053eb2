import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '../../server/config.ts'
import { RATE_LIMIT_TABLE } from '../../server/domain/security/rate-limit-store.ts'
import { CONTACT_RATE_LIMIT } from '../../server/http/api/leads.ts'
import { createLogger } from '../../server/logger.ts'
import { createServices } from '../../server/services.ts'
import { type TestApp, rowsOf, startTestApp } from '../support/test-app.ts'
import { onPostgres } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

const env = { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' }
const message = { fullName: 'Priya Nair', email: 'priya@example.com.au', message: 'We would like an AI receptionist for our clinic.' }

async function tableExists(app: TestApp): Promise<boolean> {
  const rows = await rowsOf<{ found: boolean }>(app, sql`select to_regclass(${RATE_LIMIT_TABLE}) is not null as found`)
  return rows[0]?.found === true
}

describe.skipIf(onPostgres)('rate limits on the embedded database (one process)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('pglite', env)
  })
  afterAll(async () => {
    await app?.close()
  })

  test('count in memory: the limit holds, and nothing is written to the database', async () => {
    expect(app.services.rateLimiter.store).toBe('memory')
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent++) expect((await app.request('/api/contact', visitorPost(message, { ip: '192.0.2.30' }))).status).toBe(201)
    const refused = await app.request('/api/contact', visitorPost(message, { ip: '192.0.2.30' }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(CONTACT_RATE_LIMIT.windowMs / 1000 - 60)
    expect(await tableExists(app)).toBe(false)
  })
})

describe.runIf(onPostgres)('rate limits on PostgreSQL', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('postgres', env)
  })
  afterAll(async () => {
    await app?.close()
  })

  const pointsOf = async (key: string) => {
    const rows = await rowsOf<{ points: number; expire: string }>(app, sql`select points, expire from ${sql.identifier(RATE_LIMIT_TABLE)} where key = ${key}`)
    return rows[0]
  }

  test("count in rate-limiter-flexible's own table, made at start in the app's database", async () => {
    expect(app.services.rateLimiter.store).toBe('postgres')
    expect(await tableExists(app)).toBe(true)
    for (let sent = 0; sent < 3; sent++) expect((await app.request('/api/contact', visitorPost(message, { ip: '192.0.2.31' }))).status).toBe(201)
    const row = await pointsOf('contact:192.0.2.31')
    expect(row?.points).toBe(3)
    // The window's end is kept with the count; the row is swept an hour after it.
    expect(Number(row?.expire) - Date.now()).toBeGreaterThan(CONTACT_RATE_LIMIT.windowMs - 60_000)
  })

  test('every instance on the database shares one budget per client, sign-in throttling included', async () => {
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env })
    // A second instance: its own services on the same database (its start finds the table already made).
    const second = await createServices({ database: app.database, config, logger: createLogger('silent') })
    try {
      expect(second.rateLimiter.store).toBe('postgres')
      for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit - 1; sent++) expect((await app.request('/api/contact', visitorPost(message, { ip: '192.0.2.32' }))).status).toBe(201)
      expect(await second.rateLimiter.hit(CONTACT_RATE_LIMIT, '192.0.2.32')).toEqual({ allowed: true })
      expect((await app.request('/api/contact', visitorPost(message, { ip: '192.0.2.32' }))).status).toBe(429)

      for (let i = 0; i < 4; i++) expect(await second.auth.signIn({ email: 'nobody@example.com.au', password: 'a wrong password', client: '192.0.2.33' })).toEqual({ kind: 'invalid' })
      const login = () => app.request('/api/admin/login', { method: 'POST', json: { email: 'nobody@example.com.au', password: 'a wrong password' }, headers: { 'X-Forwarded-For': '192.0.2.33' } })
      expect((await login()).status).toBe(401)
      expect((await login()).status).toBe(429)
      expect((await pointsOf('login-client:192.0.2.33'))?.points).toBe(5)
    } finally {
      await second.rateLimiter.close()
    }
  })
})
