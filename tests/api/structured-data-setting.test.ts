import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { auditLog } from '../../server/db/schema/audit.ts'
import { siteSettings } from '../../server/db/schema/content.ts'
import { readPageFacts } from '../../server/domain/seo/html-facts.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

// JSON-LD is plain nested data; the tests read it by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonLd = Record<string, any>

const LINKS = { sameAs: ['https://www.linkedin.com/company/melbourne-ai', 'https://www.facebook.com/melbourneai'], founder: { '@type': 'Person', name: 'Alex Chen' } }

describe.each(databaseKinds)('the structured_data setting on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient

  beforeAll(async () => {
    app = await startTestApp(kind, {}, { pages: true })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await app.database.db.delete(siteSettings).where(eq(siteSettings.key, 'structured_data'))
  })

  async function homeHtml(): Promise<string> {
    const response = await app.request('/')
    expect(response.status).toBe(200)
    return response.text()
  }

  async function business(): Promise<JsonLd> {
    const blocks = readPageFacts(await homeHtml()).jsonLd.map((text) => JSON.parse(text) as JsonLd)
    const found = blocks.find((block) => block['@id']?.endsWith('/#business'))
    expect(found, 'the home page has its business JSON-LD').toBeDefined()
    return found!
  }

  const storedValue = async () => (await app.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'structured_data')))[0]?.value
  const auditCount = async () => (await app.database.db.select({ id: auditLog.id }).from(auditLog)).length

  test('a JSON object saved as text is merged into the home Organization JSON-LD on the next request', async () => {
    const before = await business()
    expect(before).not.toHaveProperty('sameAs')

    const response = await admin.post('/api/admin/site-settings', { key: 'structured_data', category: 'seo', value: JSON.stringify(LINKS, null, 2) })
    expect(response.status, await response.clone().text()).toBe(201)
    expect(await storedValue()).toEqual(LINKS)

    const after = await business()
    expect(after).toMatchObject({ ...LINKS, '@context': 'https://schema.org', '@type': 'ProfessionalService', name: before.name, telephone: before.telephone })
    expect(Object.keys(after).slice(0, 3)).toEqual(['@context', '@type', '@id'])
  })

  test('areaServed replaces the default; an edit and a clear show at once', async () => {
    const { id } = await (await admin.post('/api/admin/site-settings', { key: 'structured_data', value: { areaServed: [{ '@type': 'State', name: 'Victoria' }] } })).json()
    expect((await business()).areaServed).toEqual([{ '@type': 'State', name: 'Victoria' }])

    expect((await admin.patch(`/api/admin/site-settings/${id}`, { value: LINKS })).status).toBe(200)
    const edited = await business()
    expect(edited).toMatchObject(LINKS)
    expect(edited.areaServed).toEqual({ '@type': 'Country', name: 'Australia' })

    expect((await admin.patch(`/api/admin/site-settings/${id}`, { value: '' })).status).toBe(200)
    expect(await business()).not.toHaveProperty('sameAs')
  })

  test.each([
    ['text that is not JSON', 'our LinkedIn page', /^Structured data is not valid JSON/],
    ['broken JSON', '{"sameAs": ["https://x.com"', 'Value is not valid JSON'],
    ['a JSON list', '["https://www.linkedin.com/company/x"]', /^Structured data must be a JSON object/],
    ['a list sent as JSON', ['https://www.linkedin.com/company/x'], /^Structured data must be a JSON object/],
    ['a JSON string', '"hello"', /^Structured data must be a JSON object/],
    ['a number', 42, 'Value must be text, or a JSON object or list'],
    ['a new @type', { '@type': 'Person', sameAs: [] }, 'Structured data cannot set @type; the site sets it'],
    ['a new @context', '{"@context": "https://evil.example"}', 'Structured data cannot set @context; the site sets it'],
    ['a phone number', { telephone: '1300 000 000' }, 'Structured data cannot set telephone; it comes from the business_phone setting'],
    ['made-up reviews', { aggregateRating: { ratingValue: 5, reviewCount: 500 } }, 'Structured data cannot set aggregateRating; it comes from the Testimonials tab'],
  ])('%s is refused with 400 and a field message, stored nowhere and never rendered', async (_case, value, message) => {
    const audited = await auditCount()
    const response = await admin.post('/api/admin/site-settings', { key: 'structured_data', value })
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error).toMatchObject({ code: 'validation_failed', message: 'Please check the highlighted fields.' })
    expect(error.fields.value).toMatch(message)
    expect(await storedValue()).toBeUndefined()
    expect(await auditCount()).toBe(audited)
    expect(await business()).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfessionalService' })
  })

  test('an edit to an invalid value is refused and keeps what was stored', async () => {
    const { id } = await (await admin.post('/api/admin/site-settings', { key: 'structured_data', value: LINKS })).json()
    for (const value of ['[1, 2]', '{"@type": "Person"}', 'not json']) {
      const response = await admin.patch(`/api/admin/site-settings/${id}`, { value })
      expect(response.status).toBe(400)
      expect((await response.json()).error.fields.value).toMatch(/^Structured data/)
    }
    expect(await storedValue()).toEqual(LINKS)
    expect(await business()).toMatchObject(LINKS)
  })

  test('another setting renamed to structured_data must carry a valid value', async () => {
    const { id } = await (await admin.post('/api/admin/site-settings', { key: 'structured_note', value: '[1, 2]' })).json()
    try {
      const response = await admin.patch(`/api/admin/site-settings/${id}`, { key: 'structured_data' })
      expect(response.status).toBe(400)
      expect((await response.json()).error.fields.value).toMatch(/^Structured data must be a JSON object/)
      expect(await storedValue()).toBeUndefined()
    } finally {
      await admin.delete(`/api/admin/site-settings/${id}`)
    }
  })

  test('a stored value that is invalid (written before these rules, or by SQL) is ignored when rendering, and logged', async () => {
    const warn = vi.spyOn(app.logger, 'warn')
    await app.database.db.insert(siteSettings).values({ key: 'structured_data', category: 'seo', value: '{"sameAs": [' })
    await expect.poll(async () => (await (await app.request('/api/site-settings')).json()).some((setting: { key: string }) => setting.key === 'structured_data'), { timeout: 2_000, interval: 20 }).toBe(true)
    const data = await business()
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfessionalService', areaServed: { '@type': 'Country', name: 'Australia' } })
    expect(data).not.toHaveProperty('sameAs')
    expect(warn).toHaveBeenCalledWith({ problems: [expect.stringMatching(/^Structured data is not valid JSON/)] }, 'The structured_data setting is partly or wholly ignored')

    // Part of an object can be used: the rest is left out, and named in the log.
    warn.mockClear()
    await app.database.db.update(siteSettings).set({ value: { '@type': 'Person', telephone: '000', sameAs: ['https://x.com.au'] } }).where(eq(siteSettings.key, 'structured_data'))
    await expect.poll(async () => (await business()).sameAs, { timeout: 2_000, interval: 20 }).toEqual(['https://x.com.au'])
    const partly = await business()
    expect(partly['@type']).toBe('ProfessionalService')
    expect(partly.telephone).not.toBe('000')
    expect(warn).toHaveBeenCalledWith({ problems: expect.arrayContaining([expect.stringMatching(/cannot set @type/), expect.stringMatching(/cannot set telephone/)]) }, 'The structured_data setting is partly or wholly ignored')
  })

  test('a script tag in a value stays inside the JSON-LD as text', async () => {
    const value = { slogan: '</script><script>alert(1)</script>' }
    expect((await admin.post('/api/admin/site-settings', { key: 'structured_data', value })).status).toBe(201)
    const html = await homeHtml()
    expect(html).not.toContain('<script>alert(1)')
    expect((await business()).slogan).toBe(value.slogan)
  })
})
