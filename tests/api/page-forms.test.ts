import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { type DatabaseKind, databaseKinds } from '../support/test-database.ts'

/*
 * The ground every page form stands on, before any action runs: the form token a page hands a visitor without
 * JavaScript (the form_guard cookie), the length a page POST must declare, and the same-site rule for page POSTs.
 */

const FORM_PAGES = ['/', '/contact', '/book']
const PAGES_WITHOUT_A_PUBLIC_FORM = ['/pricing', '/faq', '/services', '/admin/login']
const FORM_GUARD_COOKIE = /^form_guard=([^;]+); Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/

function formGuardCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((cookie) => /^(__Host-)?form_guard=/.test(cookie))
}

/** Writes a raw request (the client's side then ends) and resolves with everything the app answers before it closes. */
function rawExchange(app: TestApp, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(app.baseUrl).port), '127.0.0.1')
    let answer = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer within 5 s; got ${JSON.stringify(answer)}`))
    }, 5_000)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(answer)
    })
    socket.end(request)
  })
}

/** The app with its pages; the first render compiles them, so it is done here rather than inside a test's time. */
async function startWithPages(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const app = await startTestApp(kind, env, { pages: true })
  await app.request('/contact')
  return app
}

describe.each(databaseKinds)('page forms on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startWithPages(kind)
  }, 240_000)
  afterAll(async () => {
    await app?.close()
  })

  const formPost = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', body, redirect: 'manual', headers: { Origin: app.publicUrl, 'Content-Type': 'application/x-www-form-urlencoded', ...headers } })

  describe('the form_guard cookie', () => {
    test.each(FORM_PAGES)('a view of %s gets a fresh, genuine form token in an HttpOnly, SameSite=Lax cookie for an hour', async (path) => {
      const cookies = formGuardCookies(await app.request(path))
      expect(cookies).toHaveLength(1)
      const token = FORM_GUARD_COOKIE.exec(cookies[0]!)?.[1]
      expect(token, cookies[0]).toBeDefined()
      // Signed with this app's secret: the spam guard would renew it, as it does only for its own tokens.
      expect(app.services.spamGuard.renewal(token)).toBeDefined()
    })

    test.each(['/contact/', '/Contact', '/BOOK/'])('%s, which shows the same page as its plain path, gets one too', async (path) => {
      expect(formGuardCookies(await app.request(path))).toHaveLength(1)
    })

    test('the home page served again from the page cache still brings a token of its own', async () => {
      const first = await app.request('/')
      const again = await app.request('/')
      expect(again.status).toBe(200)
      // The page cache's answer: its validator, and script hashes in place of a nonce.
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
      expect(again.headers.get('content-security-policy')).toContain("'sha256-")
      const tokens = [first, again].map((response) => FORM_GUARD_COOKIE.exec(formGuardCookies(response)[0] ?? '')?.[1])
      expect(tokens[1]).toBeDefined()
      expect(tokens[1]).not.toBe(tokens[0])
    })

    test('a HEAD of a form page gets one too, as its GET would', async () => {
      expect(formGuardCookies(await app.request('/contact', { method: 'HEAD' }))).toHaveLength(1)
    })

    test.each(PAGES_WITHOUT_A_PUBLIC_FORM)('a view of %s sets none', async (path) => {
      expect(formGuardCookies(await app.request(path))).toEqual([])
    })

    test.each(['/', '/contact'])('a POST to %s is not handed one by the page middleware', async (path) => {
      expect(formGuardCookies(await formPost(path, 'name=A'))).toEqual([])
    })
  })

  describe('the body of a page POST', () => {
    test('a form that does not say its length (chunked) is refused with 411 before anything reads it', async () => {
      const answer = await rawExchange(
        app,
        'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n6\r\nname=A\r\n0\r\n\r\n',
      )
      expect(answer).toMatch(/^HTTP\/1\.1 411 /)
      expect(answer).toContain('A form must say its length.')
    })

    test('a form declaring more than 64 KiB is refused with 413 and the connection closed, before its body is read', async () => {
      const answer = await rawExchange(app, 'POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 65537\r\n\r\n')
      expect(answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(answer).toMatch(/\r\nConnection: close\r\n/i)
      expect(answer).toContain('This form is too large to send.')
    })

    test('a form of exactly 64 KiB reaches the page action', async () => {
      const body = `email=${'a'.repeat(64 * 1024 - 'email=&password=x'.length)}&password=x`
      expect(Buffer.byteLength(body)).toBe(64 * 1024)
      const response = await formPost('/admin/login', body)
      // The sign-in action's own answer to an email that long.
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('Please enter a valid email address')
    })
  })

  describe('a POST to a page from another site', () => {
    test.each(['/contact', '/admin/login'])('%s answers 403 and the form is never handled', async (path) => {
      const response = await formPost(path, 'email=owner%40example.com.au&password=x', { Origin: 'https://evil.example' })
      expect(response.status).toBe(403)
      expect(await response.text()).toBe('Requests from other sites are not accepted.')
      expect(response.headers.getSetCookie()).toEqual([])
    })

    test('a browser that sends no Origin but says the request is cross-site is refused too', async () => {
      const response = await app.request('/admin/login', {
        method: 'POST',
        body: 'email=a&password=b',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
      })
      expect(response.status).toBe(403)
    })
  })
})

describe('the form_guard cookie on https', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startWithPages('pglite', { PUBLIC_URL: 'https://melbourneai.example' })
  }, 240_000)
  afterAll(async () => {
    await app?.close()
  })

  test('is Secure with the __Host- prefix when PUBLIC_URL is https', async () => {
    const cookies = formGuardCookies(await app.request('/contact'))
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatch(/^__Host-form_guard=[^;]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/)
  })
})
