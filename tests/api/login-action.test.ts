import { and, eq } from 'drizzle-orm'
import { Parser } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditLog } from '../../server/db/schema/audit.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * Admin sign-in through the /admin/login page's action: as a browser without JavaScript posts the form, and
 * as React Router sends it from the page (its single-fetch `.data` URL). The JSON API's sign-in, which runs the
 * same domain flow, is covered by auth.test.ts.
 */

const ADMIN = { email: 'owner@example.com.au', password: 'correct horse battery staple' }
const SESSION_COOKIE = /^sid=([A-Za-z0-9_-]{43}); Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/

let clientNumber = 0
/** Each sign-in comes from an address of its own unless a test says otherwise, so throttling stays per test. */
const nextClient = () => `198.51.100.${(++clientNumber % 250) + 1}`

function sessionCookieOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => SESSION_COOKIE.test(value))
  return cookie?.split(';')[0]
}

type Page = { inputs: Map<string, Record<string, string>>; text: string }

/** The form's inputs by name (with their attributes) and the text a reader sees. */
function parsePage(html: string): Page {
  const page: Page = { inputs: new Map(), text: '' }
  let hidden = 0
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'input' && attributes.name) page.inputs.set(attributes.name, attributes)
      if (name === 'script' || name === 'style') hidden += 1
    },
    ontext(text) {
      if (!hidden) page.text += text
    },
    onclosetag(name) {
      if (name === 'script' || name === 'style') hidden -= 1
    },
  })
  parser.write(html)
  parser.end()
  return page
}

describe.each(databaseKinds)('admin sign-in on the /admin/login page on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: 'loopback' }, { pages: true })
    await app.services.auth.createAdmin(ADMIN.email, ADMIN.password)
    // The first render compiles the pages: done here rather than inside a test's time.
    await app.request('/admin/login')
  }, 240_000)
  afterAll(async () => {
    await app?.close()
  })

  /** The form as a browser posts it: form-encoded, from this site, answered without following redirects. */
  const submit = (fields: Record<string, string>, { client = nextClient(), cookie, path = '/admin/login' }: { client?: string; cookie?: string; path?: string } = {}) =>
    app.request(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
      headers: { Origin: app.publicUrl, 'X-Forwarded-For': client, ...(cookie ? { Cookie: cookie } : {}) },
    })

  const open = (path: string, cookie?: string) => app.request(path, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })

  describe('without JavaScript', () => {
    test('the right password answers 303 to the dashboard with a session cookie, and the cookie opens it', async () => {
      const response = await submit(ADMIN)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/admin')
      const cookie = sessionCookieOf(response)
      expect(cookie).toBeDefined()

      const dashboard = await open('/admin', cookie)
      expect(dashboard.status).toBe(200)
      const page = parsePage(await dashboard.text())
      expect(page.text).toContain('Admin Dashboard')
      expect(page.text).toContain(ADMIN.email)
      // Signed in, the sign-in page sends the admin straight on, as before.
      const login = await open('/admin/login', cookie)
      expect(login.status).toBe(302)
      expect(login.headers.get('location')).toBe('/admin')
    })

    test('the email is matched as the API matches it: trimmed, any case', async () => {
      const response = await submit({ email: '  Owner@Example.com.au ', password: ADMIN.password })
      expect(response.status).toBe(303)
      expect(sessionCookieOf(response)).toBeDefined()
    })

    test('a wrong password answers 401 with the message over the form, the email kept, the password never, and no session', async () => {
      const password = 'not the password <b>at all</b>'
      const response = await submit({ email: ADMIN.email, password })
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(sessionCookieOf(response)).toBeUndefined()
      const html = await response.text()
      const page = parsePage(html)
      expect(page.text).toContain('Invalid email or password')
      expect(page.inputs.get('email')?.value).toBe(ADMIN.email)
      expect(page.inputs.get('password')?.value).toBeUndefined()
      expect(html).not.toContain('not the password')
      // The same flow as the API's: the failure is in the audit log.
      const audits = await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'login_failed'), eq(auditLog.actorEmail, ADMIN.email)))
      expect(audits.length).toBeGreaterThan(0)
      // The dashboard stays shut.
      expect((await open('/admin')).headers.get('location')).toBe('/admin/login')
    })

    test('an unknown email gets the same page as a wrong password', async () => {
      const response = await submit({ email: 'nobody@example.com.au', password: 'not the password at all' })
      expect(response.status).toBe(401)
      const page = parsePage(await response.text())
      expect(page.text).toContain('Invalid email or password')
      expect(page.inputs.get('email')?.value).toBe('nobody@example.com.au')
    })

    test('empty fields answer 400 with the message next to each field and nothing checked', async () => {
      const response = await submit({ email: '', password: '' })
      expect(response.status).toBe(400)
      const page = parsePage(await response.text())
      expect(page.text).toContain('Please enter your email address')
      expect(page.text).toContain('Please enter your password')
      expect(page.inputs.get('email')?.['aria-invalid']).toBe('true')
      expect(page.inputs.get('password')?.['aria-invalid']).toBe('true')
      expect(page.text).not.toContain('Invalid email or password')
    })

    test('a missing password keeps the typed email and marks only the password', async () => {
      const response = await submit({ email: ADMIN.email })
      expect(response.status).toBe(400)
      const page = parsePage(await response.text())
      expect(page.inputs.get('email')?.value).toBe(ADMIN.email)
      expect(page.inputs.get('email')?.['aria-invalid']).toBeUndefined()
      expect(page.inputs.get('password')?.['aria-invalid']).toBe('true')
    })

    test('a body that is not a form is answered like an empty form, never 5xx', async () => {
      const response = await app.request('/admin/login', {
        method: 'POST',
        body: JSON.stringify(ADMIN),
        headers: { Origin: app.publicUrl, 'Content-Type': 'application/json' },
      })
      expect(response.status).toBe(400)
      expect(sessionCookieOf(response)).toBeUndefined()
    })

    test('signing in again ends the session the browser sent along', async () => {
      const first = sessionCookieOf(await submit(ADMIN))
      const second = sessionCookieOf(await submit(ADMIN, { cookie: first }))
      expect(second).toBeDefined()
      expect(second).not.toBe(first)
      expect((await open('/admin', first)).headers.get('location')).toBe('/admin/login')
      expect((await open('/admin', second)).status).toBe(200)
    })

    test('signing in with a dead session cookie: the new cookie comes after the one that clears the dead one, so the browser keeps it', async () => {
      const response = await submit(ADMIN, { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
      expect(response.status).toBe(303)
      const sessionCookies = response.headers.getSetCookie().filter((value) => value.startsWith('sid='))
      expect(sessionCookies.at(-1)).toMatch(SESSION_COOKIE)
      expect((await open('/admin', sessionCookies.at(-1)!.split(';')[0])).status).toBe(200)
    })

    test('after 5 failures from one address for one email it answers 429 with the throttle message, even for the right password; the owner elsewhere is never locked out', async () => {
      const stranger = '192.0.2.77'
      for (let i = 0; i < 5; i++) expect((await submit({ email: ADMIN.email, password: `guess number ${i}` }, { client: stranger })).status).toBe(401)
      const blocked = await submit(ADMIN, { client: stranger })
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
      expect(sessionCookieOf(blocked)).toBeUndefined()
      const page = parsePage(await blocked.text())
      expect(page.text).toContain('Too many sign-in attempts. Please try again in 15 minutes.')
      expect(page.inputs.get('email')?.value).toBe(ADMIN.email)

      // ADR 014: nothing is counted against the email alone, so the owner signs in from their own address at once.
      const owner = await submit(ADMIN, { client: '198.18.0.10' })
      expect(owner.status).toBe(303)
      expect(sessionCookieOf(owner)).toBeDefined()
    })

    test('the API and the page share one throttle: failures on either count for both', async () => {
      const client = '192.0.2.78'
      for (let i = 0; i < 3; i++) {
        const api = await app.request('/api/admin/login', { method: 'POST', json: { email: ADMIN.email, password: `api guess ${i}` }, headers: { 'X-Forwarded-For': client } })
        expect(api.status).toBe(401)
      }
      for (let i = 0; i < 2; i++) expect((await submit({ email: ADMIN.email, password: `page guess ${i}` }, { client })).status).toBe(401)
      expect((await submit(ADMIN, { client })).status).toBe(429)
      const api = await app.request('/api/admin/login', { method: 'POST', json: ADMIN, headers: { 'X-Forwarded-For': client } })
      expect(api.status).toBe(429)
    })
  })

  describe("with JavaScript (React Router's fetch to the route's .data URL)", () => {
    test('the right password answers a redirect to the dashboard for the router to follow, with the session cookie', async () => {
      const response = await submit(ADMIN, { path: '/admin/login.data' })
      // React Router's single fetch answers a redirect as a 202 whose body names the target.
      expect(response.status).toBe(202)
      expect(response.headers.get('x-remix-response')).toBe('yes')
      expect(response.headers.get('location')).toBeNull()
      const body = await response.text()
      expect(body).toContain('"redirect"')
      expect(body).toContain('"/admin"')
      const cookie = sessionCookieOf(response)
      expect(cookie).toBeDefined()
      expect((await open('/admin', cookie)).status).toBe(200)
    })

    test('a wrong password answers 401 with the message and the email as data for the form, and no session', async () => {
      const response = await submit({ email: ADMIN.email, password: 'wrong from the page script' }, { path: '/admin/login.data' })
      expect(response.status).toBe(401)
      expect(response.headers.get('x-remix-response')).toBe('yes')
      expect(sessionCookieOf(response)).toBeUndefined()
      const body = await response.text()
      expect(body).toContain('"refused"')
      expect(body).toContain('"Invalid email or password"')
      expect(body).toContain(`"${ADMIN.email}"`)
      expect(body).not.toContain('wrong from the page script')
    })

    test('empty fields answer 400 with the field messages as data', async () => {
      const response = await submit({ email: '', password: '' }, { path: '/admin/login.data' })
      expect(response.status).toBe(400)
      const body = await response.text()
      expect(body).toContain('"Please enter your email address"')
      expect(body).toContain('"Please enter your password"')
    })
  })
})
