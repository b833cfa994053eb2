import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminInquirySchema } from '../../contract/admin-inquiries.ts'
import { users } from '../../server/db/schema/auth.ts'
import { hashPassword } from '../../server/domain/auth/passwords.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

const ADMIN = { email: 'admin@example.com.au', password: 'the admin password here' }
const STAFF = { email: 'staff@example.com.au', password: 'a plain user password' }

const COLLECTIONS = ['services', 'pricing-plans', 'ai-tools', 'demo-sites', 'testimonials', 'promotions', 'site-settings'] as const

/**
 * Every admin-only call the server has: each collection's list, create, update and delete, the lead views and exports,
 * the bookings and their briefs, price histories, the audit log, the SEO calls and the password change. The one test of
 * who may call them: the feature suites test what an admin gets.
 */
const PROTECTED: Array<[method: string, path: string]> = [
  ['GET', '/api/contact-inquiries'],
  ['GET', '/api/admin/chat-conversations'],
  ['GET', '/api/admin/chat-conversations.csv'],
  ['GET', '/api/admin/contact-inquiries.csv'],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/seo-analysis'],
  ...COLLECTIONS.flatMap((collection): Array<[string, string]> => [
    ['GET', `/api/admin/${collection}`],
    ['POST', `/api/admin/${collection}`],
    ['PATCH', `/api/admin/${collection}/1`],
    ['DELETE', `/api/admin/${collection}/1`],
  ]),
  ['PATCH', '/api/admin/contact-inquiries/1'],
  ['DELETE', '/api/admin/contact-inquiries/1'],
  ['GET', '/api/admin/bookings'],
  ['GET', '/api/admin/bookings/1'],
  ['GET', '/api/admin/bookings/1/brief'],
  ['GET', '/api/admin/lead-overview'],
  ['GET', '/api/admin/services/1/price-history'],
  ['GET', '/api/admin/pricing-plans/1/price-history'],
  ['PATCH', '/api/admin/bookings/1'],
  ['POST', '/api/admin/password'],
  ['GET', '/api/admin/availability'],
  ['PUT', '/api/admin/availability'],
  ['GET', '/api/admin/availability/holidays'],
  ['GET', '/api/admin/availability/feed'],
  ['POST', '/api/admin/availability/feed-secret'],
  ['GET', '/api/admin/people/1/export'],
  ['GET', '/api/admin/people/1/export?format=zip'],
  ['DELETE', '/api/admin/people/1'],
  ['POST', '/api/admin/backups'],
  ['GET', '/api/admin/backups'],
  ['GET', '/api/admin/backups/backup-20261125T150000Z-nightly.tar.gz'],
  ['POST', '/api/seo/analyze'],
  ['POST', '/api/seo/implement'],
  ['POST', '/api/seo/apply'],
  ['GET', '/api/admin/people'],
  ['GET', '/api/admin/people.csv'],
  ['GET', '/api/admin/people/1'],
  ['PATCH', '/api/admin/people/1'],
  ['POST', '/api/admin/people/1/notes'],
  ['POST', '/api/admin/people/1/merge'],
  ['GET', '/api/admin/system'],
  ['POST', '/api/admin/outbox/1/retry'],
]

const STATE_CHANGING = PROTECTED.filter(([method]) => method !== 'GET')

describe.each(databaseKinds)('admin-only routes on %s', (kind) => {
  let app: TestApp
  let adminCookie: string
  let staffCookie: string

  beforeAll(async () => {
    app = await startTestApp(kind)
    await app.services.auth.createAdmin(ADMIN.email, ADMIN.password)
    await app.database.db.insert(users).values({ email: STAFF.email, role: 'user', passwordHash: await hashPassword(STAFF.password) })
    adminCookie = await signIn(ADMIN)
    staffCookie = await signIn(STAFF)
  })
  afterAll(async () => {
    await app?.close()
  })

  async function signIn(credentials: { email: string; password: string }) {
    const response = await app.request('/api/admin/login', { method: 'POST', json: credentials })
    expect(response.status).toBe(200)
    return response.headers.getSetCookie()[0]!.split(';')[0]!
  }

  const call = (method: string, path: string, headers: Record<string, string> = {}) =>
    app.request(path, { method, headers, ...(method === 'GET' ? {} : { json: {} }) })

  test.each(PROTECTED)('%s %s answers 401 signed out, 403 to a non-admin, and lets an admin through', async (method, path) => {
    const signedOut = await call(method, path)
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } })

    const notAdmin = await call(method, path, { Cookie: staffCookie })
    expect(notAdmin.status).toBe(403)
    expect(await notAdmin.json()).toEqual({ error: { code: 'forbidden', message: 'This account does not have admin access.' } })

    const admin = await call(method, path, { Cookie: adminCookie })
    expect([401, 403]).not.toContain(admin.status)
  })

  test.each(STATE_CHANGING)('%s %s from another site is refused with 403, even with an admin session, and changes nothing', async (method, path) => {
    const before = await app.request('/api/admin/audit-log?limit=1', { headers: { Cookie: adminCookie } })
    const response = await call(method, path, { Cookie: adminCookie, Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: { code: 'forbidden', message: 'Requests from other sites are not accepted.' } })
    const after = await app.request('/api/admin/audit-log?limit=1', { headers: { Cookie: adminCookie } })
    expect(await after.json()).toEqual(await before.json())
  })

  test('a state-changing request from another site is refused with 403, even with a valid session', async () => {
    const fromElsewhere = { Cookie: adminCookie, Origin: 'https://evil.example' }
    const logout = await call('POST', '/api/admin/logout', fromElsewhere)
    expect(logout.status).toBe(403)
    expect(await logout.json()).toEqual({ error: { code: 'forbidden', message: 'Requests from other sites are not accepted.' } })
    expect((await call('GET', '/api/auth/user', { Cookie: adminCookie })).status).toBe(200)

    expect((await call('POST', '/api/admin/login', { Origin: 'https://evil.example' })).status).toBe(403)
    expect((await call('POST', '/api/admin/password', { ...fromElsewhere })).status).toBe(403)
    expect((await call('DELETE', '/api/admin/ai-tools/1', { Cookie: adminCookie, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await call('POST', '/api/contact', { Origin: 'null' })).status).toBe(403)
    expect((await call('POST', '/api/admin/login', { Origin: 'http://localhost:3000.evil.example' })).status).toBe(403)
  })

  test("the same request from PUBLIC_URL goes through; from the host it was sent to it does not, since PUBLIC_URL is set (a rebound DNS name names its own host)", async () => {
    const host = new URL(app.baseUrl).host
    expect((await call('POST', '/api/admin/login', { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(400)
    expect((await call('POST', '/api/admin/login', { Origin: `http://${host}` })).status).toBe(403)
    // Reads are never refused for their origin.
    expect((await call('GET', '/api/admin/status', { Origin: 'https://evil.example', Cookie: adminCookie })).status).toBe(200)
  })

  test('GET /api/contact-inquiries lists every inquiry, newest first, in the contract shape', async () => {
    const older = await app.services.inquiries.submit({ fullName: 'Older Lead', email: 'older@example.com.au', message: 'First message here', source: 'home' }, { spam: false })
    const spam = await app.services.inquiries.submit({ fullName: 'Spam Bot', email: 'bot@example.com', message: 'Buy cheap things now', source: 'contact' }, { spam: true })
    const newer = await app.services.inquiries.submit(
      { fullName: 'Newer Lead', email: 'newer@example.com.au', phone: '0412 345 678', company: 'Lee Plumbing', message: 'Second message here', source: 'api' },
      { spam: false },
    )
    const response = await call('GET', '/api/contact-inquiries', { Cookie: adminCookie })
    expect(response.status).toBe(200)
    const list = adminInquirySchema.array().parse(await response.json())
    const ids = list.map((inquiry) => inquiry.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(spam.id))
    expect(ids.indexOf(spam.id)).toBeLessThan(ids.indexOf(older.id))
    expect(list.find((inquiry) => inquiry.id === newer.id)).toEqual({
      id: newer.id,
      fullName: 'Newer Lead',
      email: 'newer@example.com.au',
      phone: '0412 345 678',
      company: 'Lee Plumbing',
      service: null,
      message: 'Second message here',
      promoCode: null,
      source: 'api',
      status: 'new',
      createdAt: newer.createdAt,
      updatedAt: expect.any(String),
    })
    expect(list.find((inquiry) => inquiry.id === spam.id)?.status).toBe('spam')
  })
})
