import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { Parser } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { users } from '../../server/db/schema/auth.ts'
import { hashPassword } from '../../server/domain/auth/passwords.ts'
import { securityHeaders } from '../../server/http/middleware/security-headers.ts'
import { toEntry } from '../../server/http/page-cache.ts'
import { projectRoot } from '../../server/paths.ts'
import { type SignedInClient, TEST_ADMIN, TEST_STAFF, signInAsAdmin } from '../support/admin-client.ts'
import { newSessionId } from '../support/chat-client.ts'
import { bookLastFreeTime } from '../support/booked.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

/*
 * Security checks not covered elsewhere. Already covered, so not repeated here: every admin route
 * signed out, as a non-admin and cross-site (admin-protection.test.ts); the session cookie's flags on
 * sign-in, rotation of a live session, identical answers for unknown emails and wrong passwords,
 * per-address and per-address-with-email sign-in throttling (auth.test.ts, auth-sessions.test.ts).
 *
 * Headers, CSP and cookies do not depend on the database, so these run on PGlite only.
 */

const PUBLIC_PAGES = ['/', '/services', '/services/ai-workforce', '/ai-tools', '/demos', '/pricing', '/contact', '/faq', '/privacy-policy', '/terms-of-service']
const NOT_FOUND_PAGE = '/no-such-page-here'

/** The CSP header as directive -> sources. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy')
  expect(header, `CSP on ${response.url}`).toBeTruthy()
  return new Map(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** Which inline scripts may run: those carrying this response's nonce, or (a cached page) those whose SHA-256 is listed. */
type ScriptPolicy = { nonce: string } | { hashes: string[] }

/** The hardening headers every response carries, page or API. */
function expectHardeningHeaders(response: Response, { https = false } = {}) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  const permissions = response.headers.get('permissions-policy') ?? ''
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions).toContain(feature)
  expect(response.headers.get('x-powered-by')).toBeNull()
  if (https) expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  else expect(response.headers.get('strict-transport-security')).toBeNull()
}

/** An API answer is JSON, never a document: its policy allows nothing to load, run or frame it. */
function expectApiSecurityHeaders(response: Response, { https = false } = {}) {
  const csp = cspOf(response)
  expect(csp.get('default-src')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'none'"])
  expect(csp.get('form-action')).toEqual(["'none'"])
  expect([...csp.keys()].filter((name) => name.startsWith('script-src') || name.startsWith('style-src'))).toEqual([])
  expectHardeningHeaders(response, { https })
}

/** The headers every page and redirect carries: a nonce- or hash-only script policy and the hardening headers. */
function expectSecurityHeaders(response: Response, { https = false } = {}): ScriptPolicy {
  const csp = cspOf(response)
  const scriptSrc = csp.get('script-src') ?? []
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(scriptSrc).not.toContain("'unsafe-eval'")
  expect(scriptSrc).not.toContain('*')
  expect(scriptSrc).not.toContain('data:')
  // Exactly this site and this response's nonce, or a cached page's script hashes; no script-src-attr or -elem widens it.
  const [self, ...allowed] = scriptSrc
  expect(self).toBe("'self'")
  expect(allowed.length).toBeGreaterThan(0)
  const nonced = allowed.length === 1 && allowed[0]!.startsWith("'nonce-")
  if (nonced) expect(allowed[0]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/)
  else for (const source of allowed) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  expect(csp.has('script-src-attr')).toBe(false)
  expect(csp.has('script-src-elem')).toBe(false)
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  // The production branch of security-headers.ts: no ws: for Vite's HMR socket.
  expect(csp.get('connect-src')).toEqual(["'self'"])
  expect(csp.has('upgrade-insecure-requests')).toBe(https)

  expectHardeningHeaders(response, { https })
  return nonced ? { nonce: allowed[0]!.slice("'nonce-".length, -1) } : { hashes: allowed }
}

/** The answer of a bare server that has only the page header middleware with these options. */
async function pageHeadersFor(options: Parameters<typeof securityHeaders>[0]): Promise<Response> {
  const bare = express()
  bare.use(securityHeaders(options))
  bare.get('/', (_req, res) => void res.send('ok'))
  const server: Server = bare.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  try {
    return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
  } finally {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

function nonceOf(policy: ScriptPolicy): string {
  if (!('nonce' in policy)) throw new Error('expected a nonce policy')
  return policy.nonce
}

type ParsedPage = {
  scripts: Array<{ attributes: Record<string, string>; text: string }>
  /** Attributes a browser would run as script: on* handlers and javascript: URLs. */
  scriptAttributes: string[]
  /** The text a reader sees (outside script, style and template). */
  text: string
}

function parsePage(html: string): ParsedPage {
  const page: ParsedPage = { scripts: [], scriptAttributes: [], text: '' }
  let script: ParsedPage['scripts'][number] | undefined
  let hidden = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on') || /^\s*javascript:/i.test(value)) page.scriptAttributes.push(`<${name} ${attribute}="${value}">`)
        }
        if (name === 'script') script = { attributes, text: '' }
        if (name === 'script' || name === 'style' || name === 'template') hidden += 1
      },
      ontext(text) {
        if (script) script.text += text
        else if (!hidden) page.text += text
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          page.scripts.push(script)
          script = undefined
        }
        if (name === 'script' || name === 'style' || name === 'template') hidden -= 1
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return page
}

/** Every script either is this site's file, runs only because it carries this response's nonce (or its hash is listed), or is JSON-LD data. */
function expectOnlyAllowedScripts(html: string, policy: ScriptPolicy, where: string) {
  const { scripts, scriptAttributes } = parsePage(html)
  expect(scripts.length, `${where} has scripts`).toBeGreaterThan(0)
  for (const { attributes, text } of scripts) {
    if (attributes.type === 'application/ld+json') {
      // Data, never run: it must parse as JSON (a broken-out payload would not).
      expect(() => JSON.parse(text), `JSON-LD on ${where}`).not.toThrow()
      continue
    }
    if (attributes.src !== undefined) {
      expect(attributes.src, `script src on ${where}`).toMatch(/^\/(?!\/)/)
      continue
    }
    if ('nonce' in policy) expect(attributes.nonce, `inline script on ${where}: ${text.slice(0, 80)}`).toBe(policy.nonce)
    else {
      expect(attributes.nonce, `a cached page carries no nonce (${where})`).toBeUndefined()
      expect(policy.hashes, `inline script on ${where}: ${text.slice(0, 80)}`).toContain(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
    }
  }
  expect(scriptAttributes, `inline handlers on ${where}`).toEqual([])
}

// One Vite compile of the pages serves the header checks and the stored-XSS checks.
let site: TestApp
let admin: SignedInClient

beforeAll(async () => {
  site = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET }, { pages: true })
  admin = await signInAsAdmin(site)
}, 120_000)
afterAll(async () => {
  await site?.close()
})

describe('security headers and the script policy', () => {
  // The test app compiles pages with Vite but mounts them as in production (createApp without its
  // `vite` option), so these responses carry the production branch of security-headers.ts.
  test.each([...PUBLIC_PAGES, NOT_FOUND_PAGE, '/admin/login'])('%s: nonce- or hash-only CSP, hardening headers, every inline script allowed by it', async (pagePath) => {
    const response = await site.request(pagePath)
    expect(response.status).toBe(pagePath === NOT_FOUND_PAGE ? 404 : 200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const policy = expectSecurityHeaders(response)
    // Public pages come from the page cache (script hashes); the 404 and admin pages are rendered per request (a nonce).
    expect('hashes' in policy).toBe(PUBLIC_PAGES.includes(pagePath))
    expectOnlyAllowedScripts(await response.text(), policy, pagePath)

    // Signed in, the same page is rendered for this request alone, with a nonce.
    const own = await admin.get(pagePath)
    const nonce = nonceOf(expectSecurityHeaders(own))
    const html = await own.text()
    expectOnlyAllowedScripts(html, { nonce }, `${pagePath} (signed in)`)
    // The page cache must allow exactly the page's own scripts once their nonces are gone.
    const cached = toEntry(html, { status: 200, contentType: 'text/html', cacheControl: 'no-cache', generation: 0 })
    expectOnlyAllowedScripts(cached.identity.toString('utf8'), { hashes: cached.scriptHashes }, `${pagePath} (cached)`)
  })

  test('the admin dashboard, signed in, has the same policy and is never cached', async () => {
    const response = await admin.get('/admin')
    expect(response.status).toBe(200)
    const nonce = nonceOf(expectSecurityHeaders(response))
    expectOnlyAllowedScripts(await response.text(), { nonce }, '/admin')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  test('the dashboard signed out redirects to the sign-in page with the same headers', async () => {
    const response = await site.request('/admin', { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin/login')
    expectSecurityHeaders(response)
  })

  test("a booking's own page and its data request send the page's one Referrer-Policy, not the site's beside it", async () => {
    const booking = await bookLastFreeTime(site, { name: 'Riley Referrer', email: 'riley@example.com.au' })
    for (const pagePath of [`/booking/${booking.manageToken}`, `/booking/${booking.manageToken}.data`]) {
      const response = await site.request(pagePath)
      expect(response.status, pagePath).toBe(200)
      // Two headers would read as one joined by a comma.
      expect(response.headers.get('referrer-policy'), pagePath).toBe('same-origin')
      expect(response.headers.get('cache-control'), pagePath).toBe('private, no-store')
    }
  })

  test('each rendered response gets a fresh nonce', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) nonces.add(nonceOf(expectSecurityHeaders(await site.request('/admin/login'))))
    expect(nonces.size).toBe(3)
  })

  test.each([
    ['GET', '/api/services', 200],
    ['GET', '/api/no-such-call', 404],
    ['POST', '/api/contact', 400],
  ])('API %s %s (%s) carries the hardening headers and a policy that allows nothing', async (method, apiPath, status) => {
    const response = await site.request(apiPath, { method, ...(method === 'POST' ? { json: {} } : {}) })
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expectApiSecurityHeaders(response)
  })

  test('pages over https get HSTS and upgrade-insecure-requests with the same nonce-only scripts', async () => {
    const response = await pageHeadersFor({ dev: false, hsts: true })
    expect('nonce' in expectSecurityHeaders(response, { https: true })).toBe(true)
  })

  test('the development branch only lets Vite open its HMR socket; scripts stay nonce-only', async () => {
    const csp = cspOf(await pageHeadersFor({ dev: true, hsts: false }))
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-/)])
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:'])
  })
})

describe('stored XSS: what visitors and admins type is shown as text', () => {
  const SCRIPT = '<script>alert(1)</script>'
  const IMAGE = '<img src=x onerror=alert(1)>'
  const BREAKOUT = `</script>${SCRIPT}`
  let service: { id: number; slug: string }
  let chatSessionId: string

  /** No payload comes through as markup, and the page still shows it as text. */
  function expectEscaped(html: string, where: string, shown: string[]) {
    expect(html, where).not.toMatch(/<script>alert\(1\)/i)
    expect(html, where).not.toMatch(/<img src=x onerror/i)
    // The break-out payload itself; a cached page's own adjacent scripts also read '</script><script>'.
    expect(html, where).not.toMatch(/<\/script><script>alert/i)
    const { text, scriptAttributes } = parsePage(html)
    expect(scriptAttributes, where).toEqual([])
    for (const payload of shown) expect(text, `${where} shows ${payload} as text`).toContain(payload)
  }

  beforeAll(async () => {
    const inquiry = await site.request(
      '/api/contact',
      visitorPost({ source: 'contact', fullName: `Mallory ${SCRIPT}`, email: 'mallory@example.com.au', message: `Hello ${IMAGE} and ${BREAKOUT} bye` }),
    )
    expect(inquiry.status).toBe(201)

    chatSessionId = newSessionId()
    const chat = await site.request('/api/chat', { method: 'POST', json: { sessionId: chatSessionId, message: `My name is ${SCRIPT} ${IMAGE}, email mallory@example.com.au` } })
    expect(chat.status).toBe(200)

    const created = await admin.post('/api/admin/services', {
      title: `XSS probe ${SCRIPT}`,
      slug: 'xss-probe',
      description: `A description with ${IMAGE} inside and ${BREAKOUT}.`,
      features: [SCRIPT, IMAGE],
      highlight: IMAGE,
    })
    expect(created.status).toBe(201)
    service = await created.json()

    const settings = (await (await admin.get('/api/admin/site-settings')).json()) as Array<{ id: number; key: string }>
    for (const [key, value] of [
      ['cta_heading', `Ready? ${IMAGE}`],
      ['site_name', `Mallory AI ${BREAKOUT}`],
    ]) {
      const setting = settings.find((row) => row.key === key)
      expect(setting, key).toBeDefined()
      expect((await admin.patch(`/api/admin/site-settings/${setting!.id}`, { value })).status).toBe(200)
    }
  })

  test('the JSON APIs return the payloads as plain strings', async () => {
    const inquiries = (await (await admin.get('/api/contact-inquiries')).json()) as Array<{ fullName: string; message: string }>
    expect(inquiries.find((inquiry) => inquiry.fullName === `Mallory ${SCRIPT}`)?.message).toBe(`Hello ${IMAGE} and ${BREAKOUT} bye`)

    const history = await (await site.request(`/api/chat/${chatSessionId}`)).json()
    expect(history.messages[0]).toMatchObject({ role: 'user', content: `My name is ${SCRIPT} ${IMAGE}, email mallory@example.com.au` })
    const conversations = (await (await admin.get('/api/admin/chat-conversations')).json()) as Array<{ sessionId: string; messages: Array<{ content: string }> }>
    expect(conversations.find((conversation) => conversation.sessionId === chatSessionId)?.messages[0]?.content).toContain(SCRIPT)

    const services = (await (await site.request('/api/services')).json()) as Array<{ id: number; title: string; features: string[] }>
    expect(services.find((row) => row.id === service.id)).toMatchObject({ title: `XSS probe ${SCRIPT}`, features: [SCRIPT, IMAGE] })
    const adminServices = (await (await admin.get('/api/admin/services')).json()) as Array<{ id: number; description: string }>
    expect(adminServices.find((row) => row.id === service.id)?.description).toBe(`A description with ${IMAGE} inside and ${BREAKOUT}.`)

    const settings = (await (await site.request('/api/site-settings')).json()) as Array<{ key: string; value: unknown }>
    expect(settings.find((setting) => setting.key === 'site_name')?.value).toBe(`Mallory AI ${BREAKOUT}`)
  })

  test('the admin dashboard shows the inquiry as text and carries the chat transcript only as escaped data', async () => {
    const response = await admin.get('/admin')
    expect(response.status).toBe(200)
    const html = await response.text()
    expectEscaped(html, '/admin', [`Mallory ${SCRIPT}`, `Hello ${IMAGE} and ${BREAKOUT} bye`])
    // The transcript opens in a dialog in the browser; in the first HTML it is loader data inside a
    // nonced script, where every < is \u003c so no payload can close the script.
    expect(html).toContain('My name is \\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003cimg src=x onerror=alert(1)\\u003e')
    expectOnlyAllowedScripts(html, expectSecurityHeaders(response), '/admin with stored payloads')
  })

  // The site name is in every page's header, title, Open Graph tags and JSON-LD; /services lists the
  // services from the database (the /services/<slug> pages are written content, not stored rows).
  // The admin's content tabs load through the JSON API in the browser, checked above.
  test.each(['/services', '/', '/contact', '/pricing', NOT_FOUND_PAGE])('%s shows the admin-entered content as text', async (pagePath) => {
    const response = await site.request(pagePath)
    expect(response.status).toBe(pagePath === NOT_FOUND_PAGE ? 404 : 200)
    const html = await response.text()
    const shown = [`Mallory AI ${BREAKOUT}`]
    if (pagePath === '/services') shown.push(`XSS probe ${SCRIPT}`, `A description with ${IMAGE} inside`)
    // The call-to-action band closes /services and /pricing.
    if (pagePath === '/services' || pagePath === '/pricing') shown.push(`Ready? ${IMAGE}`)
    expectEscaped(html, pagePath, shown)
    expectOnlyAllowedScripts(html, expectSecurityHeaders(response), `${pagePath} with stored payloads`)
  })
})

describe('on https (PUBLIC_URL=https://example.com.au)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('pglite', { PUBLIC_URL: 'https://example.com.au' })
    await app.services.auth.createAdmin(TEST_ADMIN.email, TEST_ADMIN.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  const login = (cookie?: string, credentials = TEST_ADMIN) => app.request('/api/admin/login', { method: 'POST', json: credentials, headers: cookie ? { Cookie: cookie } : {} })
  const sessionCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith('__Host-sid='))
      ?.split(';')[0]
  const user = (cookie: string) => app.request('/api/auth/user', { headers: { Cookie: cookie } })

  test('HSTS is sent with every API answer', async () => {
    expectApiSecurityHeaders(await app.request('/api/services'), { https: true })
    expectApiSecurityHeaders(await app.request('/api/no-such-call'), { https: true })
  })

  test('signing out clears the cookie with the same __Host- name and Secure flag, so the browser drops it', async () => {
    const cookie = sessionCookieOf(await login())!
    const response = await app.request('/api/admin/logout', { method: 'POST', headers: { Cookie: cookie } })
    expect(response.headers.getSetCookie()).toContain('__Host-sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure')
  })

  test('a plain sid cookie (one a sibling subdomain could plant) is not read on https', async () => {
    const cookie = sessionCookieOf(await login())!
    expect((await user(cookie)).status).toBe(200)
    expect((await user(`sid=${cookie.slice('__Host-sid='.length)}`)).status).toBe(401)
  })

  test('session fixation: a cookie value planted before sign-in is replaced and never signs anyone in', async () => {
    const planted = '__Host-sid=attacker-chosen-value-of-43-characters-xxxxxxxxxx'
    const response = await login(planted)
    expect(response.status).toBe(200)
    const issued = sessionCookieOf(response)
    expect(issued).toBeDefined()
    expect(issued).not.toBe(planted)
    expect(response.headers.getSetCookie().filter((value) => value.startsWith('__Host-sid='))).toHaveLength(1)
    expect((await user(planted)).status).toBe(401)
    expect((await user(issued!)).status).toBe(200)
  })

  test("session fixation: an attacker's own live session planted in the victim's browser does not become the admin's", async () => {
    await app.database.db.insert(users).values({ email: TEST_STAFF.email, role: 'user', passwordHash: await hashPassword(TEST_STAFF.password) })
    const attacker = sessionCookieOf(await login(undefined, TEST_STAFF))!
    expect((await user(attacker)).status).toBe(200)

    const victim = await login(attacker)
    expect(victim.status).toBe(200)
    const issued = sessionCookieOf(victim)!
    expect(issued).not.toBe(attacker)
    // The planted session ended at sign-in: the attacker holds nothing, certainly not an admin session.
    expect((await user(attacker)).status).toBe(401)
    expect(await (await app.request('/api/admin/status', { headers: { Cookie: attacker } })).json()).toEqual({ isAdmin: false, user: null })
    expect(await (await app.request('/api/admin/status', { headers: { Cookie: issued } })).json()).toMatchObject({ isAdmin: true })
  })
})

describe('X-Forwarded-For and the per-address limits', () => {
  /** A genuine contact message (signed form, empty honeypot) claiming to come from `ip` through a proxy. */
  const sendContact = (app: TestApp, ip: string) =>
    app.request('/api/contact', visitorPost({ fullName: 'Sam Sender', email: 'sam@example.com.au', message: 'A message about a project.' }, { ip }))

  describe('without TRUST_PROXY', () => {
    let app: TestApp
    beforeAll(async () => {
      app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET })
      await app.services.auth.createAdmin(TEST_ADMIN.email, TEST_ADMIN.password)
    })
    afterAll(async () => {
      await app?.close()
    })

    test('a new X-Forwarded-For on each contact message does not escape the limit of 10 per address', async () => {
      for (let i = 1; i <= 10; i++) expect((await sendContact(app, `198.51.100.${i}`)).status).toBe(201)
      const blocked = await sendContact(app, '198.51.100.99')
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    })

    test('a new X-Forwarded-For on each failed sign-in does not escape the limit of 20 per address', async () => {
      const login = (json: unknown, ip: string) => app.request('/api/admin/login', { method: 'POST', json, headers: { 'X-Forwarded-For': ip } })
      for (let i = 1; i <= 20; i++) expect((await login({ email: `guess${i}@example.com.au`, password: 'not the password' }, `192.0.2.${i}`)).status).toBe(401)
      const blocked = await login(TEST_ADMIN, '192.0.2.250')
      expect(blocked.status).toBe(429)
      expect(blocked.headers.getSetCookie()).toEqual([])
    })

    test('X-Forwarded-Host does not make a cross-site write look same-origin', async () => {
      const response = await app.request('/api/contact', { method: 'POST', json: {}, headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' } })
      expect(response.status).toBe(403)
    })
  })

  describe('with TRUST_PROXY=loopback', () => {
    let app: TestApp
    beforeAll(async () => {
      app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    })
    afterAll(async () => {
      await app?.close()
    })

    test('the address the proxy reports is the client: each has its own budget, and one address is still limited', async () => {
      for (let i = 1; i <= 11; i++) expect((await sendContact(app, `198.51.100.${i}`)).status).toBe(201)
      for (let i = 1; i <= 10; i++) expect((await sendContact(app, '203.0.113.77')).status).toBe(201)
      expect((await sendContact(app, '203.0.113.77')).status).toBe(429)
    })

    test("an IPv6 client is counted by its /64 and an IPv4 address written as IPv6 as that address, for forms and sign-in alike", async () => {
      // Ten messages from ten addresses of one /64 spend that network's budget; the next /64 has its own.
      for (let i = 1; i <= 10; i++) expect((await sendContact(app, `2001:db8:0:7::${i.toString(16)}`)).status).toBe(201)
      expect((await sendContact(app, '2001:db8:0:7:ffff::1')).status).toBe(429)
      expect((await sendContact(app, '2001:db8:0:8::1')).status).toBe(201)
      for (let i = 0; i < 10; i++) expect((await sendContact(app, '::ffff:192.0.2.50')).status).toBe(201)
      expect((await sendContact(app, '192.0.2.50')).status).toBe(429)

      // Eight addresses of one /64 guessing one account's password get the five tries of one client, not forty.
      const statuses: number[] = []
      for (let i = 1; i <= 8; i++) {
        const login = await app.request('/api/admin/login', { method: 'POST', json: { email: TEST_ADMIN.email, password: `wrong-password-${i}` }, headers: { 'X-Forwarded-For': `2001:db8:0:9::${i}` } })
        statuses.push(login.status)
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
    })

    test('whatever text a forwarded header carries (long, not an address) is counted as one client, never a 500', async () => {
      const forged = `${'client-'.repeat(60)}\tnot-an-address`
      for (let i = 0; i < 10; i++) expect((await sendContact(app, forged)).status).toBe(201)
      expect((await sendContact(app, forged)).status).toBe(429)
      const login = await app.request('/api/admin/login', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong-password-1' }, headers: { 'X-Forwarded-For': forged } })
      expect(login.status).toBe(401)
    })
  })
})

describe('npm audit of the production dependencies', () => {
  const script = path.join(projectRoot, 'scripts/audit-production-deps.mjs')
  const run = (env: NodeJS.ProcessEnv = process.env) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      execFile(process.execPath, [script], { cwd: projectRoot, env, timeout: 60_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` })
      })
    })

  /** Runs the script against a stand-in `npm` that prints the given audit answer. */
  async function runWithAnswer(answer: unknown) {
    const bin = await mkdtemp(path.join(tmpdir(), 'fake-npm-'))
    try {
      await writeFile(path.join(bin, 'answer.json'), JSON.stringify(answer))
      await writeFile(path.join(bin, 'npm'), `#!/bin/sh\ncat "${path.join(bin, 'answer.json')}"\nexit 1\n`)
      await chmod(path.join(bin, 'npm'), 0o755)
      return await run({ ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` })
    } finally {
      await rm(bin, { recursive: true, force: true })
    }
  }

  test('reports no high or critical advisory (or says the registry cannot be reached)', { timeout: 60_000 }, async () => {
    const { code, output } = await run()
    expect(output).toMatch(/^audit (passed|skipped: registry unreachable)/m)
    expect(code).toBe(0)
  })

  test('fails on a high or critical advisory and names it; moderate ones pass', async () => {
    const advisory = (name: string, severity: string) => ({
      name,
      severity,
      isDirect: true,
      range: '<1.2.3',
      fixAvailable: true,
      via: [{ source: 1, name, severity, title: `${name} is vulnerable`, url: `https://github.com/advisories/GHSA-${name}`, range: '<1.2.3' }],
    })
    const report = (vulnerabilities: Record<string, unknown>) => ({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: {}, dependencies: { prod: 42 } } })

    const failing = await runWithAnswer(report({ 'left-pad': advisory('left-pad', 'critical'), 'is-odd': advisory('is-odd', 'moderate') }))
    expect(failing.code).toBe(1)
    expect(failing.output).toContain('critical left-pad@<1.2.3')
    expect(failing.output).toContain('https://github.com/advisories/GHSA-left-pad')
    expect(failing.output).not.toContain('is-odd@')

    const passing = await runWithAnswer(report({ 'is-odd': advisory('is-odd', 'moderate') }))
    expect(passing).toEqual({ code: 0, output: expect.stringContaining('audit passed') })

    const offline = await runWithAnswer({ message: 'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND x' })
    expect(offline).toEqual({ code: 0, output: expect.stringContaining('audit skipped: registry unreachable') })

    const broken = await runWithAnswer({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' } })
    expect(broken.code).toBe(2)
  })
})

describe('the page cache', () => {
  test('a public page is rendered once, served with its compressed bytes and an ETag, and a save shows on the very next request', async () => {
    const first = await site.request('/faq', { headers: { 'Accept-Encoding': 'br' } })
    expect(first.headers.get('content-encoding')).toBe('br')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    expect(first.headers.get('vary')).toBe('Accept-Encoding')
    const again = await site.request('/faq', { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    // A client that refuses brotli (q=0) gets gzip, and one that takes neither gets the page as it is.
    expect((await site.request('/faq', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } })).headers.get('content-encoding')).toBe('gzip')
    expect((await site.request('/faq', { headers: { 'Accept-Encoding': 'identity' } })).headers.get('content-encoding')).toBeNull()

    const tagline = 'A tagline saved a moment ago'
    const saved = await admin.post('/api/admin/site-settings', { key: 'cta_heading', value: tagline })
    expect([200, 201, 409]).toContain(saved.status)
    if (saved.status === 409) {
      const setting = ((await (await admin.get('/api/admin/site-settings')).json()) as Array<{ id: number; key: string }>).find((row) => row.key === 'cta_heading')!
      expect((await admin.patch(`/api/admin/site-settings/${setting.id}`, { value: tagline })).status).toBe(200)
    }
    const after = await site.request('/contact')
    expect(await after.text()).toContain(tagline)
    expect((await site.request('/faq', { headers: { 'If-None-Match': etag! } })).status).toBe(200)
  })

  test('a page with a query string, or for a signed-in visitor, is rendered for that request', async () => {
    const withQuery = await site.request('/pricing?utm_source=test')
    expect('nonce' in expectSecurityHeaders(withQuery)).toBe(true)
    const signedIn = await admin.get('/pricing')
    expect('nonce' in expectSecurityHeaders(signedIn)).toBe(true)
  })
})

describe('the request log', () => {
  let app: TestApp
  let admin: SignedInClient
  beforeAll(async () => {
    app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET, LOG_LEVEL: 'info' }, { pages: true })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  test("never holds a manage token, the calendar feed's secret, a chat's session id or an admin's search: route patterns and query names", async () => {
    const booking = await bookLastFreeTime(app, { name: 'Logan Log', email: 'logan@example.com.au' })
    const token = booking.manageToken
    const feed = new URL(await app.services.calendarFeed.url()).pathname
    const sessionId = newSessionId()
    const search = 'priya.secret-search@example.com.au'
    const written: string[] = []
    const levels = ['info', 'warn', 'error'] as const
    const spies = levels.map((level) => vi.spyOn(app.logger, level).mockImplementation((...args: unknown[]) => void written.push(JSON.stringify(args))))
    try {
      const answers = await Promise.all([
        app.request(`/booking/${token}`),
        app.request(`/booking/${token}.data`),
        app.request(`/api/bookings/${token}`),
        app.request(`/api/bookings/${'A'.repeat(43)}`),
        app.request(feed),
        app.request(`/api/chat/${sessionId}`),
        admin.get(`/api/admin/people?search=${encodeURIComponent(search)}`),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 200, 404, 200])
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    const secret = path.basename(feed, '.ics')
    expect(written.length).toBeGreaterThanOrEqual(7)
    for (const line of written) for (const kept of [token, secret, sessionId, search, encodeURIComponent(search)]) expect(line).not.toContain(kept)
    const urls = written.map((line) => (JSON.parse(line) as [{ req?: { url?: string } }])[0].req?.url)
    expect(urls).toEqual(expect.arrayContaining(['/booking/:token', '/api/bookings/:token', '/api/admin/people?search=*', '/api/chat/:sessionId']))
  })
})
