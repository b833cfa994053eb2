import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { parseConfig } from '../../server/config.ts'
import { sessions, users } from '../../server/db/schema/auth.ts'
import { outbox } from '../../server/db/schema/leads.ts'
import { defaultAdminEmail, ensureFirstAdmin } from '../../server/domain/auth/first-admin.ts'
import { LOGIN_ATTACK_KIND, alertHour } from '../../server/domain/auth/login-attack-alert.ts'
import { hashSessionToken } from '../../server/domain/auth/session-token.ts'
import { createApp } from '../../server/http/app.ts'
import { createLogger } from '../../server/logger.ts'
import { type AppServices, createServices } from '../../server/services.ts'
import { type TestDatabase, createTestDatabase, databaseKinds, onPostgres } from '../support/test-database.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const ADMIN = { email: 'clock@example.com.au', password: 'a password for the clock' }

/**
 * The real app whose session and login rules read a clock the test moves by hand: Date itself, faked, since
 * the rate-limit store's windows (rate-limiter-flexible, in memory or in PostgreSQL) read Date.now.
 */
async function startClockedApp(kind: 'pglite' | 'postgres') {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-02T09:00:00+11:00') })
  const clock = {
    get now() {
      return Date.now()
    },
    set now(at: number) {
      vi.setSystemTime(at)
    },
  }
  const database: TestDatabase = await createTestDatabase(kind, { seed: false })
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'loopback' })
  const logger = createLogger(config.logLevel)
  const services: AppServices = await createServices({ database, config, logger, now: () => clock.now })
  const server: Server = createApp({ config, logger, services }).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    clock,
    database,
    services,
    request: (path: string, { cookie, json, client }: { cookie?: string; json?: unknown; client?: string } = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), 'X-Forwarded-For': client ?? '203.0.113.5' },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await services.rateLimiter.close()
      await database.drop()
      vi.useRealTimers()
    },
  }
}

describe.each(databaseKinds)('session lifetime and login windows on %s (pinned clock)', (kind) => {
  let app: Awaited<ReturnType<typeof startClockedApp>>
  beforeAll(async () => {
    app = await startClockedApp(kind)
    await app.services.auth.createAdmin(ADMIN.email, ADMIN.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  async function signIn(): Promise<string> {
    const response = await app.request('/api/admin/login', { json: ADMIN, client: `203.0.113.${Math.floor(Math.random() * 200) + 20}` })
    expect(response.status).toBe(200)
    return response.headers.getSetCookie()[0]!.split(';')[0]!
  }
  /** A request that uses the session (the status checks only ask, see below). */
  const signedIn = async (cookie: string) => (await app.request('/api/auth/user', { cookie })).status === 200
  const statusSaysAdmin = async (cookie: string, path: string) => (await (await app.request(path, { cookie })).json()).isAdmin === true
  const row = async (cookie: string) => (await app.database.db.select().from(sessions).where(eq(sessions.sid, hashSessionToken(cookie.slice('sid='.length)))))[0]

  test('a session ends after 8 hours without a request', async () => {
    const cookie = await signIn()
    app.clock.now += 8 * HOUR - MINUTE
    expect(await signedIn(cookie)).toBe(true)
    // That request counted as activity: 8 hours from it, not from sign-in.
    app.clock.now += 8 * HOUR - MINUTE
    expect(await signedIn(cookie)).toBe(true)
    app.clock.now += 8 * HOUR
    expect(await signedIn(cookie)).toBe(false)
    expect(await row(cookie)).toBeUndefined()
  })

  test('a session ends 7 days after sign-in however active it is', async () => {
    const cookie = await signIn()
    const signedInAt = app.clock.now
    while (app.clock.now + 7 * HOUR < signedInAt + 7 * 24 * HOUR) {
      app.clock.now += 7 * HOUR
      expect(await signedIn(cookie)).toBe(true)
    }
    // The last request pushed the idle limit past the absolute one; the absolute one wins.
    expect((await row(cookie))!.expire.getTime()).toBe(signedInAt + 7 * 24 * HOUR)
    app.clock.now = signedInAt + 7 * 24 * HOUR
    expect(await signedIn(cookie)).toBe(false)
  })

  test('activity is written at most once a minute', async () => {
    const cookie = await signIn()
    const signedInAt = app.clock.now
    app.clock.now += 30_000
    expect(await signedIn(cookie)).toBe(true)
    expect(((await row(cookie))!.sess as { lastSeenAt: number }).lastSeenAt).toBe(signedInAt)
    app.clock.now += 30_000
    expect(await signedIn(cookie)).toBe(true)
    const touched = (await row(cookie))!
    expect((touched.sess as { lastSeenAt: number }).lastSeenAt).toBe(signedInAt + MINUTE)
    expect(touched.expire.getTime()).toBe(signedInAt + MINUTE + 8 * HOUR)
  })

  test("the status checks (every page's re-check every 30 s) ask without using: they never keep a session alive", async () => {
    const cookie = await signIn()
    const signedInAt = app.clock.now
    for (const path of ['/api/admin/status', '/api/auth/role', '/api/admin/status']) {
      app.clock.now += 2 * HOUR
      expect(await statusSaysAdmin(cookie, path)).toBe(true)
    }
    expect(((await row(cookie))!.sess as { lastSeenAt: number }).lastSeenAt).toBe(signedInAt)
    app.clock.now = signedInAt + 8 * HOUR
    expect(await statusSaysAdmin(cookie, '/api/auth/role')).toBe(false)
    expect(await row(cookie)).toBeUndefined()
  })

  test('expired sessions are swept from the table', async () => {
    const stale = await signIn()
    app.clock.now += 9 * HOUR
    // The next sign-in (more than ten minutes after the last sweep) clears rows past their expiry.
    await signIn()
    expect(await row(stale)).toBeUndefined()
  })

  const signInFrom = (client: string, password = ADMIN.password) => app.request('/api/admin/login', { json: { ...ADMIN, password }, client })

  test('an address refused for an email may try it again once its failures are 15 minutes old; other addresses never wait', async () => {
    const client = '192.0.2.1'
    for (let i = 0; i < 5; i++) expect((await signInFrom(client, `wrong guess ${i}`)).status).toBe(401)
    const blocked = await signInFrom(client)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBe('900')
    expect((await signInFrom('192.0.2.98')).status).toBe(200)
    app.clock.now += 10 * MINUTE
    const stillBlocked = await signInFrom(client)
    expect(stillBlocked.headers.get('retry-after')).toBe('300')
    app.clock.now += 5 * MINUTE
    expect((await signInFrom(client)).status).toBe(200)
  })

  test('a success forgives the address its earlier failures for the email', async () => {
    const client = '192.0.2.10'
    for (let i = 0; i < 4; i++) expect((await signInFrom(client, `wrong guess ${i}`)).status).toBe(401)
    expect((await signInFrom(client)).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await signInFrom(client, `wrong again ${i}`)).status).toBe(401)
    expect((await signInFrom(client)).status).toBe(429)
  })

  test('while a run from many addresses against the account lasts, its owner is warned once per clock hour', async () => {
    const warnings = async () => (await app.database.db.select().from(outbox).where(and(eq(outbox.kind, LOGIN_ATTACK_KIND), eq(outbox.recipient, ADMIN.email)))).length
    /** Eleven failures from eleven addresses: one past the threshold. */
    const run = async (from: number) => {
      for (let i = 0; i < 11; i++) expect((await signInFrom(`198.51.100.${from + i}`, 'a guess in the run')).status).toBe(401)
    }
    // Five past a fresh hour, long after every earlier failure.
    app.clock.now = alertHour(app.clock.now) + 24 * HOUR + 5 * MINUTE
    await run(1)
    expect(await warnings()).toBe(1)
    // Still the same clock hour, with a new run (the first one's failures have left the window): no second warning.
    app.clock.now += 40 * MINUTE
    await run(21)
    expect(await warnings()).toBe(1)
    // The next hour, the run still going on: one more.
    app.clock.now += 20 * MINUTE
    await run(41)
    expect(await warnings()).toBe(2)
  })
})

describe.each(databaseKinds)('the first admin at start on %s', (kind) => {
  let database: TestDatabase
  let services: AppServices
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false })
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
    services = await createServices({ database, config, logger: createLogger('silent') })
  })
  afterAll(async () => {
    await database?.drop()
  })

  const signInWith = (email: string, password: string) => services.auth.signIn({ email, password, client: `first-admin-${Math.random()}` })

  test('with no admin and no ADMIN_EMAIL, one admin is created with a strong one-time password, once', async () => {
    const first = await ensureFirstAdmin(services.auth, { publicUrl: 'https://www.melbourneai.example' })
    expect(first).toEqual({ kind: 'generated', email: 'admin@melbourneai.example', password: expect.stringMatching(/^([A-HJ-NP-Za-km-z2-9]{4}-){5}[A-HJ-NP-Za-km-z2-9]{4}$/) })
    if (first.kind !== 'generated') throw new Error('expected a generated admin')
    expect((await signInWith(first.email, first.password)).kind).toBe('signed-in')
    const [stored] = await database.db.select().from(users).where(eq(users.email, first.email))
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(stored?.passwordHash).not.toContain(first.password)

    expect(await ensureFirstAdmin(services.auth, { publicUrl: 'https://www.melbourneai.example' })).toEqual({ kind: 'existing' })
  })

  test('ADMIN_EMAIL and ADMIN_PASSWORD create that admin, then update its password, and change nothing when it matches', async () => {
    const email = 'Boss@Example.com.au'
    expect(await ensureFirstAdmin(services.auth, { email, password: 'first configured password', publicUrl: 'http://localhost:3000' })).toEqual({
      kind: 'configured',
      email,
      outcome: 'created',
    })
    const session = await signInWith(email, 'first configured password')
    if (session.kind !== 'signed-in') throw new Error('expected a session')

    expect(await ensureFirstAdmin(services.auth, { email, password: 'first configured password', publicUrl: 'http://localhost:3000' })).toEqual({
      kind: 'configured',
      email,
      outcome: 'unchanged',
    })
    expect(await services.auth.resolveSession(session.session.token)).toBeDefined()

    expect(await services.auth.provisionAdmin(email, 'second configured password')).toBe('updated')
    expect((await signInWith(email, 'first configured password')).kind).toBe('invalid')
    expect((await signInWith(email, 'second configured password')).kind).toBe('signed-in')
    // A changed password signs the account out everywhere.
    expect(await services.auth.resolveSession(session.session.token)).toBeUndefined()
  })

  test('ADMIN_EMAIL naming a plain user makes that user an admin', async () => {
    await database.db.insert(users).values({ email: 'promoted@example.com.au', role: 'user' })
    expect(await services.auth.provisionAdmin('promoted@example.com.au', 'promoted user password')).toBe('updated')
    const [stored] = await database.db.select().from(users).where(eq(users.email, 'promoted@example.com.au'))
    expect(stored?.role).toBe('admin')
  })

  test('the generated email follows the public host name', () => {
    expect(defaultAdminEmail('http://localhost:3000')).toBe('admin@localhost')
    expect(defaultAdminEmail('https://www.example.com.au')).toBe('admin@example.com.au')
  })
})

describe.skipIf(onPostgres)('the environment', () => {
  test('ADMIN_EMAIL without ADMIN_PASSWORD (or the reverse) stops the start with a clear message', () => {
    expect(() => parseConfig({ ADMIN_EMAIL: 'boss@example.com.au' })).toThrow(/ADMIN_EMAIL, ADMIN_PASSWORD: set both/)
    expect(() => parseConfig({ ADMIN_PASSWORD: 'a long enough password' })).toThrow(/set both/)
    expect(() => parseConfig({ ADMIN_EMAIL: 'boss@example.com.au', ADMIN_PASSWORD: 'short' })).toThrow(/at least 12 characters/)
  })
})
