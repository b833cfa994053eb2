import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ANALYTICS_URL_MESSAGE } from '../../contract/analytics.ts'
import { bookingLinks } from '../../contract/booking-links.ts'
import { auditPageSchema } from '../../contract/admin-content.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { bookLastFreeTime } from '../support/booked.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/** The CSP header as directive -> sources. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? ''
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** Sources of a directive other than 'self', nonces and hashes: the hosts a page may reach. */
const hostsIn = (csp: Map<string, string[]>, directive: string) => (csp.get(directive) ?? []).filter((source) => !/^'(self|nonce-|sha256-)/.test(source))

describe.each(databaseKinds)('the analytics tag settings on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient

  beforeAll(async () => {
    app = await startTestApp(kind, {}, { pages: true })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  test('with no tag configured a page loads nothing and its CSP names no other origin', async () => {
    for (const attempt of ['first render', 'cached']) {
      const response = await app.request('/')
      expect(response.status, attempt).toBe(200)
      const csp = cspOf(response)
      expect(hostsIn(csp, 'script-src'), attempt).toEqual([])
      expect(csp.get('connect-src'), attempt).toEqual(["'self'"])
      expect(await response.text()).not.toContain('data-site-id')
    }
    const privacy = await (await app.request('/privacy-policy')).text()
    expect(privacy).toContain('It loads no analytics or advertising tags.')
  })

  test('a script URL that is not http or https with a host is refused with a field message, and nothing is stored', async () => {
    for (const value of ['javascript:alert(1)', 'plausible.io/js/script.js', 'ftp://example.com/tag.js', 'https://user:secret@example.com/tag.js', 'https://', '//example.com/tag.js']) {
      const response = await admin.post('/api/admin/site-settings', { key: 'analytics_script_url', value })
      expect(response.status, value).toBe(400)
      expect(await response.json(), value).toEqual({ error: { code: 'validation_failed', message: 'Please check the highlighted fields.', fields: { value: ANALYTICS_URL_MESSAGE } } })
    }
    const settings = (await (await admin.get('/api/admin/site-settings')).json()) as Array<{ key: string }>
    expect(settings.map((setting) => setting.key)).not.toContain('analytics_script_url')
  })

  test('a saved tag is loaded by every page, allowed by the CSP for exactly its origin, and follows each change at once', async () => {
    const before = (await admin.get('/api/admin/audit-log?limit=1').then((response) => response.json())) as unknown
    const newestBefore = auditPageSchema.parse(before).entries[0]?.id ?? 0
    // Warm the page cache, so the change must reach cached pages too.
    await app.request('/')
    await app.request('/services')

    const created = await admin.post('/api/admin/site-settings', { key: 'analytics_script_url', value: 'https://stats.example.com:8443/js/tag.js?v=2' })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const siteId = await admin.post('/api/admin/site-settings', { key: 'analytics_site_id', value: 'melbourneai.com.au' })
    expect(siteId.status).toBe(201)

    for (const path of ['/', '/services', '/', '/services']) {
      const response = await app.request(path)
      const csp = cspOf(response)
      expect(hostsIn(csp, 'script-src'), path).toEqual(['https://stats.example.com:8443'])
      expect(csp.get('connect-src'), path).toEqual(["'self'", 'https://stats.example.com:8443'])
      const html = await response.text()
      expect(html).toContain('"https://stats.example.com:8443/js/tag.js?v=2"')
      expect(html).toContain('s.setAttribute("data-site-id","melbourneai.com.au")')
    }
    // The API's own policy allows nothing, tag or not.
    expect(cspOf(await app.request('/api/services')).get('default-src')).toEqual(["'none'"])
    const privacy = await (await app.request('/privacy-policy')).text()
    expect(privacy).toContain('loads an analytics tag from stats.example.com:8443')

    const moved = await admin.patch(`/api/admin/site-settings/${id}`, { value: 'http://127.0.0.1:4123/tag.js' })
    expect(moved.status).toBe(200)
    const afterMove = cspOf(await app.request('/'))
    expect(hostsIn(afterMove, 'script-src')).toEqual(['http://127.0.0.1:4123'])
    expect(afterMove.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4123'])

    const refused = await admin.patch(`/api/admin/site-settings/${id}`, { value: 'data:text/javascript,alert(1)' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ value: ANALYTICS_URL_MESSAGE })

    // An empty URL turns the tag off.
    expect((await admin.patch(`/api/admin/site-settings/${id}`, { value: '' })).status).toBe(200)
    const off = await app.request('/')
    expect(hostsIn(cspOf(off), 'script-src')).toEqual([])
    expect(await off.text()).not.toContain('127.0.0.1:4123')

    // Audited like every other settings write.
    const audit = auditPageSchema.parse(await (await admin.get('/api/admin/audit-log?limit=200')).json())
    const entries = audit.entries.filter((entry) => entry.id > newestBefore && entry.entity === 'site-settings')
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'create', 'update', 'update'])

    expect((await admin.delete(`/api/admin/site-settings/${id}`)).status).toBe(200)
  })

  test("no page whose address carries a credential loads the tag: a booking's manage page, its data request, the /book receipt", async () => {
    const created = await admin.post('/api/admin/site-settings', { key: 'analytics_script_url', value: 'https://stats.example.com/tag.js' })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const booking = await bookLastFreeTime(app, { name: 'Tam Token', email: 'tam@example.com.au' })
    const receipt = app.services.bookingReceipts.issue({ ...booking, links: bookingLinks(booking.manageToken) })
    // The tag's loader (the settings themselves are in every page's data, as public settings).
    const loader = 's.src="https://stats.example.com/tag.js"'
    try {
      for (const path of [`/booking/${booking.manageToken}`, `/booking/${booking.manageToken}.data`, `/book?booked=${receipt}`]) {
        const response = await app.request(path)
        expect(response.status, path).toBe(200)
        expect(await response.text(), path).not.toContain(loader)
      }
      // The same site's public pages still load it.
      for (const path of ['/pricing', '/book']) expect(await (await app.request(path)).text(), path).toContain(loader)
    } finally {
      expect((await admin.delete(`/api/admin/site-settings/${id}`)).status).toBe(200)
    }
  })
})
