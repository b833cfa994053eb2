import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sessions, users } from '../../server/db/schema/auth.ts'
import { outbox } from '../../server/db/schema/leads.ts'
import { LOGIN_ATTACK_KIND, alertHour } from '../../server/domain/auth/login-attack-alert.ts'
import { hashSessionToken } from '../../server/domain/auth/session-token.ts'
import { hashPassword } from '../../server/domain/auth/passwords.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds, onPostgres } from '../support/test-database.ts'

const ADMIN = { email: 'owner@example.com.au', password: 'correct horse battery staple' }

let clientNumber = 0
/** Each sign-in comes from an address of its own unless a test says otherwise, so throttling stays per test. */
const nextClient = () => `198.51.100.${(++clientNumber % 250) + 1}`

function sessionCookieOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
  return cookie?.split(';')[0]
}

describe.each(databaseKinds)('admin sign-in and sessions on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: 'loopback' })
    await app.services.auth.createAdmin(ADMIN.email, ADMIN.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  const login = (body: unknown, { client = nextClient(), cookie }: { client?: string; cookie?: string } = {}) =>
    app.request('/api/admin/login', { method: 'POST', json: body, headers: { 'X-Forwarded-For': client, ...(cookie ? { Cookie: cookie } : {}) } })

  async function signIn(credentials = ADMIN): Promise<string> {
    const response = await login(credentials)
    expect(response.status).toBe(200)
    const cookie = sessionCookieOf(response)
    if (!cookie) throw new Error('no session cookie')
    return cookie
  }

  const as = (cookie: string | undefined, path: string, init: RequestInit & { json?: unknown } = {}) =>
    app.request(path, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string>) } })

  test('an admin signs in with the right password and gets a session cookie and {success, user}', async () => {
    const response = await login({ email: '  Owner@Example.com.au ', password: ADMIN.password })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ success: true, user: { id: expect.any(Number), email: ADMIN.email, firstName: null, lastName: null, profileImageUrl: null, role: 'admin' } })
    expect(body.user).not.toHaveProperty('passwordHash')
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/)
  })

  test('the session answers the status calls and the current user; signed out they say so', async () => {
    const cookie = await signIn()
    const expected = { isAdmin: true, user: expect.objectContaining({ email: ADMIN.email, role: 'admin' }) }
    expect(await (await as(cookie, '/api/admin/status')).json()).toEqual(expected)
    expect(await (await as(cookie, '/api/auth/role')).json()).toEqual(expected)
    const user = await as(cookie, '/api/auth/user')
    expect(user.status).toBe(200)
    expect(await user.json()).toMatchObject({ email: ADMIN.email, role: 'admin' })

    expect(await (await as(undefined, '/api/admin/status')).json()).toEqual({ isAdmin: false, user: null })
    expect(await (await as(undefined, '/api/auth/role')).json()).toEqual({ isAdmin: false, user: null })
    const signedOut = await as(undefined, '/api/auth/user')
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toMatchObject({ error: { code: 'unauthorized' } })
  })

  test('an unknown email and a wrong password get the same answer, and neither signs in', async () => {
    const wrongPassword = await login({ email: ADMIN.email, password: 'not the password at all' })
    const unknownEmail = await login({ email: 'nobody@example.com.au', password: 'not the password at all' })
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401)
      expect(sessionCookieOf(response)).toBeUndefined()
    }
    const bodies = [await wrongPassword.json(), await unknownEmail.json()]
    expect(bodies[0]).toEqual({ success: false, error: 'Invalid email or password' })
    expect(bodies[1]).toEqual(bodies[0])
  })

  test('an unknown email costs as much time as a wrong password (it is checked against a dummy hash)', async () => {
    const email = 'timing@example.com.au'
    await app.services.auth.createAdmin(email, 'timing account password')
    const timed = async (body: { email: string; password: string }) => {
      const started = performance.now()
      expect((await login(body)).status).toBe(401)
      return performance.now() - started
    }
    // Taken in turns, so a busy moment on the machine slows both kinds alike.
    const wrong: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      wrong.push(await timed({ email, password: 'wrong password here' }))
      unknown.push(await timed({ email: `ghost${i}@example.com.au`, password: 'wrong password here' }))
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[1]!
    const wrongPassword = median(wrong)
    const unknownEmail = median(unknown)
    // Without the dummy hash an unknown email answers in a few milliseconds, a tenth of the argon2 check;
    // the bound is loose so a busy machine cannot fail it.
    expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.3)
  })

  test('a missing email or password is refused with the spec body and field messages', async () => {
    const response = await login({ email: '', password: '' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      success: false,
      error: 'Please enter your email address and password.',
      fields: { email: 'Please enter your email address', password: 'Please enter your password' },
    })
  })

  test('an account without the admin role can sign in but the status says it is no admin', async () => {
    await app.database.db.insert(users).values({ email: 'staff@example.com.au', role: 'user', passwordHash: await hashPassword('staff member password') })
    const cookie = await signIn({ email: 'staff@example.com.au', password: 'staff member password' })
    expect(await (await as(cookie, '/api/auth/role')).json()).toEqual({ isAdmin: false, user: expect.objectContaining({ email: 'staff@example.com.au', role: 'user' }) })
  })

  test('signing in again rotates the session: the cookie sent along stops working', async () => {
    const first = await signIn()
    const response = await login(ADMIN, { cookie: first })
    const second = sessionCookieOf(response)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await as(first, '/api/auth/user')).status).toBe(401)
    expect((await as(second, '/api/auth/user')).status).toBe(200)
  })

  test('signing in with a dead cookie sends only the new session cookie', async () => {
    const response = await login(ADMIN, { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
    expect(response.status).toBe(200)
    const sessionCookies = response.headers.getSetCookie().filter((value) => value.startsWith('sid='))
    expect(sessionCookies).toHaveLength(1)
    expect(sessionCookies[0]).toMatch(/^sid=[A-Za-z0-9_-]{43};/)
  })

  test('a dead session cookie is removed from the browser', async () => {
    const response = await as('sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/api/admin/status')
    expect(await response.json()).toEqual({ isAdmin: false, user: null })
    expect(response.headers.getSetCookie()).toContain('sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
  })

  test('the database keeps only a hash of the session id, with the user, the times and the expiry', async () => {
    const cookie = await signIn()
    const token = cookie.slice('sid='.length)
    expect(await app.database.db.select().from(sessions).where(eq(sessions.sid, token))).toEqual([])
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.sid, hashSessionToken(token)))
    expect(row?.sess).toEqual({ userId: expect.any(Number), createdAt: expect.any(Number), lastSeenAt: expect.any(Number) })
    const sess = row!.sess as { createdAt: number }
    expect(row!.expire.getTime()).toBe(sess.createdAt + 8 * 60 * 60_000)
  })

  test('signing out ends the session in the database and clears the cookie', async () => {
    const cookie = await signIn()
    const response = await as(cookie, '/api/admin/logout', { method: 'POST' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(response.headers.getSetCookie()).toContain('sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    expect((await as(cookie, '/api/auth/user')).status).toBe(401)
    const token = cookie.slice('sid='.length)
    expect(await app.database.db.select().from(sessions).where(eq(sessions.sid, hashSessionToken(token)))).toEqual([])
    // Signing out twice is harmless.
    expect((await as(cookie, '/api/admin/logout', { method: 'POST' })).status).toBe(200)
  })

  test('an admin changes their password: the old one stops working, other sessions end, this one stays', async () => {
    const credentials = { email: 'changer@example.com.au', password: 'first password of twelve' }
    await app.services.auth.createAdmin(credentials.email, credentials.password)
    const here = await signIn(credentials)
    const elsewhere = await signIn(credentials)

    const tooShort = await as(here, '/api/admin/password', { method: 'POST', json: { currentPassword: credentials.password, newPassword: 'short' } })
    expect(tooShort.status).toBe(400)
    expect((await tooShort.json()).error.fields).toEqual({ newPassword: 'Use at least 12 characters' })

    const wrongCurrent = await as(here, '/api/admin/password', { method: 'POST', json: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' } })
    expect(wrongCurrent.status).toBe(400)
    expect((await wrongCurrent.json()).error.fields).toEqual({ currentPassword: 'Current password is incorrect' })

    const changed = await as(here, '/api/admin/password', { method: 'POST', json: { currentPassword: credentials.password, newPassword: 'a brand new passphrase' } })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ success: true })

    expect((await as(here, '/api/auth/user')).status).toBe(200)
    expect((await as(elsewhere, '/api/auth/user')).status).toBe(401)
    expect((await login(credentials)).status).toBe(401)
    expect((await login({ ...credentials, password: 'a brand new passphrase' })).status).toBe(200)
  })

  test('changing the password needs an admin session', async () => {
    const body = { currentPassword: ADMIN.password, newPassword: 'a brand new passphrase' }
    expect((await as(undefined, '/api/admin/password', { method: 'POST', json: body })).status).toBe(401)
    const staff = await signIn({ email: 'staff@example.com.au', password: 'staff member password' })
    expect((await as(staff, '/api/admin/password', { method: 'POST', json: body })).status).toBe(403)
  })

  test("a stranger's wrong guesses for the admin's email do not keep the admin out from their own address", async () => {
    const stranger = '192.0.2.66'
    for (let i = 0; i < 6; i++) await login({ ...ADMIN, password: `stranger guess ${i}` }, { client: stranger })
    const admin = await login(ADMIN, { client: '198.18.0.10' })
    expect(admin.status).toBe(200)
    expect(sessionCookieOf(admin)).toBeDefined()
  })

  test("after 5 failures from one address for one email, that address gets 429 with Retry-After for it, even with the right password", async () => {
    const credentials = { email: 'target@example.com.au', password: 'target account password' }
    await app.services.auth.createAdmin(credentials.email, credentials.password)
    const stranger = '192.0.2.77'
    for (let i = 0; i < 5; i++) expect((await login({ ...credentials, password: `guess number ${i}` }, { client: stranger })).status).toBe(401)
    for (const body of [{ ...credentials, password: 'guess number 5' }, credentials]) {
      const blocked = await login(body, { client: stranger })
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
      expect(await blocked.json()).toEqual({ success: false, error: 'Too many sign-in attempts. Please try again in 15 minutes.' })
      expect(sessionCookieOf(blocked)).toBeUndefined()
    }
    // The same address with another email, and the same email from another address, are still answered.
    expect((await login({ email: 'someone-else@example.com.au', password: 'a wrong password' }, { client: stranger })).status).toBe(401)
    expect((await login(credentials, { client: '198.18.0.11' })).status).toBe(200)
  })

  test('after 20 failures from one address, that address gets 429 for any email', async () => {
    const client = '192.0.2.200'
    for (let i = 0; i < 20; i++) expect((await login({ email: `guess${i}@example.com.au`, password: 'wrong password' }, { client })).status).toBe(401)
    const blocked = await login(ADMIN, { client })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await blocked.json()).success).toBe(false)
    // Another address still signs in.
    expect((await login(ADMIN)).status).toBe(200)
  })

  test('a burst of parallel guesses from one address cannot get past the limit', async () => {
    const credentials = { email: 'burst@example.com.au', password: 'burst account password' }
    await app.services.auth.createAdmin(credentials.email, credentials.password)
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login({ ...credentials, password: `parallel guess ${i}` }, { client: '192.0.2.88' })))
    const checked = answers.filter((response) => response.status === 401).length
    expect(checked).toBeLessThanOrEqual(5)
    expect(answers.filter((response) => response.status === 429).length).toBeGreaterThanOrEqual(7)
  })

  test('wrong current passwords are throttled per address too, and do not stop the change from another address', async () => {
    const credentials = { email: 'careful@example.com.au', password: 'careful admin password' }
    await app.services.auth.createAdmin(credentials.email, credentials.password)
    const cookie = await signIn(credentials)
    const change = (currentPassword: string, client: string) =>
      as(cookie, '/api/admin/password', { method: 'POST', json: { currentPassword, newPassword: 'a careful new passphrase' }, headers: { 'X-Forwarded-For': client } })
    for (let i = 0; i < 5; i++) expect((await change(`not it ${i}`, '192.0.2.99')).status).toBe(400)
    const blocked = await change(credentials.password, '192.0.2.99')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect((await blocked.json()).error).toMatchObject({ code: 'rate_limited' })
    expect((await change(credentials.password, '198.18.0.12')).status).toBe(200)
  })

  describe('a guessing run spread over many addresses', () => {
    const warningsTo = (recipient: string) => app.database.db.select().from(outbox).where(and(eq(outbox.kind, LOGIN_ATTACK_KIND), eq(outbox.recipient, recipient)))

    /** One wrong guess from an address of its own, and how long its answer took. */
    async function timedFailure(email: string, client: string): Promise<number> {
      const started = performance.now()
      const response = await login({ email, password: `a guess from ${client}` }, { client })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ success: false, error: 'Invalid email or password' })
      return performance.now() - started
    }

    test("slows each further check, lets the owner in after their turn, and warns the owner once", async () => {
      const target = { email: 'besieged@example.com.au', password: 'the besieged admin password' }
      await app.services.auth.createAdmin(target.email, target.password)
      const runStarted = Date.now()
      // Ten addresses, one guess each: every address and pair is far from its limit, and nobody waits yet.
      for (let i = 1; i <= 10; i++) await timedFailure(target.email, `203.0.113.${i}`)
      expect(await warningsTo(target.email)).toEqual([])
      // From the eleventh attempt for the account on, each check waits twice as long as the last: 100, 200, 400, 800 ms.
      const later: number[] = []
      for (let i = 11; i <= 14; i++) later.push(await timedFailure(target.email, `203.0.113.${i}`))
      later.forEach((took, n) => expect(took).toBeGreaterThanOrEqual(100 * 2 ** n - 5))

      // The owner, from their own address, with the right password: no 429, and in after the account's next turn (1.6 s).
      const started = performance.now()
      const owner = await login(target, { client: '198.18.0.20' })
      expect(owner.status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(1_595)
      expect(performance.now() - started).toBeLessThan(4_000)

      const warnings = await warningsTo(target.email)
      // Once per clock hour: a run that happened to cross the hour may be warned about in each.
      if (alertHour(Date.now()) === alertHour(runStarted)) expect(warnings).toHaveLength(1)
      else expect(warnings.length).toBeLessThanOrEqual(2)
      expect(warnings[0]).toMatchObject({ subject: 'Many failed sign-ins to your account', status: 'pending', payload: { failures: 11, windowMinutes: 15 } })
    })

    test('guesses sent at once from many addresses are checked in turn, no faster than one after another, and queue one warning', async () => {
      const target = { email: 'raced@example.com.au', password: 'the raced admin password' }
      await app.services.auth.createAdmin(target.email, target.password)
      const runStarted = Date.now()
      for (let i = 1; i <= 10; i++) await timedFailure(target.email, `203.0.113.${100 + i}`)
      const took = await Promise.all(Array.from({ length: 4 }, (_, i) => timedFailure(target.email, `203.0.113.${111 + i}`)))
      // Turns of 100, 200, 400 and 800 ms one after another: the last check comes 1.5 s after the burst, as in a serial run.
      expect(Math.max(...took)).toBeGreaterThanOrEqual(1_495)
      const warnings = await warningsTo(target.email)
      if (alertHour(Date.now()) === alertHour(runStarted)) expect(warnings).toHaveLength(1)
      else expect(warnings.length).toBeLessThanOrEqual(2)
    })

    test('an email without an account is slowed alike, but nobody is emailed', async () => {
      const stranger = 'nobody-here@example.com.au'
      for (let i = 1; i <= 10; i++) await timedFailure(stranger, `203.0.113.${200 + i}`)
      // The same wait as for an account, so the wait does not tell whether the email has one.
      expect(await timedFailure(stranger, '203.0.113.211')).toBeGreaterThanOrEqual(95)
      expect(await warningsTo(stranger)).toEqual([])
    })
  })
})

describe.skipIf(onPostgres)('the session cookie on https', () => {
  test('is Secure and uses the __Host- prefix when PUBLIC_URL is https', async () => {
    const app = await startTestApp('pglite', { PUBLIC_URL: 'https://melbourneai.example' })
    try {
      await app.services.auth.createAdmin(ADMIN.email, ADMIN.password)
      const response = await app.request('/api/admin/login', { method: 'POST', json: ADMIN })
      expect(response.status).toBe(200)
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__Host-sid='))
      expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure$/)
      const status = await app.request('/api/admin/status', { headers: { Cookie: cookie!.split(';')[0]! } })
      expect((await status.json()).isAdmin).toBe(true)
    } finally {
      await app.close()
    }
  })
})
