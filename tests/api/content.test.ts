import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pricingPlans, siteSettings } from '../../server/db/schema/content.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

describe.each(databaseKinds)('public read API on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind)
  })
  afterAll(async () => {
    await app?.close()
  })

  test('lists the three seeded services with their prices, features, icons, colours and slugs', async () => {
    const response = await app.request('/api/services')
    expect(response.status).toBe(200)
    const services = await response.json()
    expect(services.map((s: { slug: string; price: number; icon: string; color: string }) => [s.slug, s.price, s.icon, s.color])).toEqual([
      ['ai-workforce', 699, 'bot', 'blue'],
      ['web-development', 499, 'globe', 'green'],
      ['automation', 899, 'cog', 'purple'],
    ])
    for (const service of services) {
      expect(service.features).toHaveLength(5)
      expect(service.name).toBe(service.title)
    }
  })

  test('lists only active pricing plans, in AUD, with one featured', async () => {
    const before = await (await app.request('/api/pricing-plans')).json()
    expect(before.length).toBe(3)
    expect(before.every((plan: { currency: string }) => plan.currency === 'AUD')).toBe(true)
    expect(before.filter((plan: { isFeatured: boolean }) => plan.isFeatured)).toHaveLength(1)

    await app.database.db.update(pricingPlans).set({ isActive: false }).where(eq(pricingPlans.id, before[0].id))
    const after = await (await app.request('/api/pricing-plans')).json()
    expect(after.map((plan: { id: number }) => plan.id)).not.toContain(before[0].id)
    expect(after).toHaveLength(2)
    await app.database.db.update(pricingPlans).set({ isActive: true }).where(eq(pricingPlans.id, before[0].id))
  })

  test('lists 27 AI tools: 8 free, 11 credit, 1 premium and 7 coming soon under the spec rules', async () => {
    const tools = await (await app.request('/api/ai-tools')).json()
    type Tool = { isFree: boolean; requiresCredits: boolean; premium: boolean; comingSoon: boolean }
    const count = (rule: (tool: Tool) => boolean) => tools.filter(rule).length
    expect(tools).toHaveLength(27)
    expect(count((t) => t.isFree && !t.comingSoon)).toBe(8)
    expect(count((t) => t.requiresCredits && !t.isFree && !t.premium && !t.comingSoon)).toBe(11)
    expect(count((t) => t.premium && !t.comingSoon)).toBe(1)
    expect(count((t) => t.comingSoon)).toBe(7)
  })

  test('lists demo sites covering all four statuses, a Live Demo with a url among them', async () => {
    const demos = await (await app.request('/api/demo-sites')).json()
    const statuses = new Set(demos.map((demo: { status: string }) => demo.status))
    expect([...statuses].sort()).toEqual(['Coming Soon', 'In Development', 'Live Demo', 'Planning'])
    expect(demos.some((demo: { status: string; url: string | null }) => demo.status === 'Live Demo' && demo.url)).toBe(true)
    expect(demos[0]).toHaveProperty('screenshot_url')
  })

  test('lists active testimonials', async () => {
    const testimonials = await (await app.request('/api/testimonials')).json()
    expect(testimonials.length).toBeGreaterThanOrEqual(3)
    expect(testimonials.every((t: { isActive: boolean }) => t.isActive)).toBe(true)
  })

  test('site settings give every public key and never a private one', async () => {
    await app.database.db.insert(siteSettings).values({ key: 'smtp_password', value: 'hunter2-secret', category: 'private' })
    await app.database.db.insert(siteSettings).values({ key: 'seo_pricing', value: { title: 'Pricing', description: 'Plans' }, category: 'seo' })
    const response = await app.request('/api/site-settings')
    const body = await response.text()
    expect(body).not.toContain('hunter2-secret')
    const keys = (JSON.parse(body) as { key: string }[]).map((setting) => setting.key)
    for (const key of ['site_name', 'site_tagline', 'company_description', 'consultation_offer', 'contact_email', 'business_phone', 'secondary_phone', 'office_address', 'business_hours', 'cta_heading', 'cta_description', 'support_email', 'general_inquiries_description', 'support_description', 'phone_description', 'location_description', 'seo_pricing']) {
      expect(keys).toContain(key)
    }
    expect(keys).not.toContain('smtp_password')
  })

  test('business hours are stored as a JSON object with the spec keys', async () => {
    const settings = (await (await app.request('/api/site-settings')).json()) as { key: string; value: unknown }[]
    const hours = settings.find((setting) => setting.key === 'business_hours')?.value
    expect(Object.keys(hours as object).sort()).toEqual(['monday-friday', 'saturday', 'sunday'])
  })

  test('health answers 200 while the database answers', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  test('an unknown API path answers a JSON 404, never the HTML page', async () => {
    const response = await app.request('/api/does-not-exist')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  test('API responses carry security headers and a request id', async () => {
    const response = await app.request('/api/services')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers.get('x-powered-by')).toBeNull()
  })
})
