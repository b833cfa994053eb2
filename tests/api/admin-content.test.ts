import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  INVALID_JSON_MESSAGE,
  UNKNOWN_SERVICE_MESSAGE,
  adminAiToolSchema,
  adminDemoSiteSchema,
  adminPricingPlanSchema,
  adminServiceSchema,
  adminSiteSettingSchema,
  auditPageSchema,
} from '../../contract/admin-content.ts'
import { adminInquirySchema } from '../../contract/admin-inquiries.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { pricingPlans } from '../../server/db/schema/content.ts'
import { KEY_TAKEN_MESSAGE } from '../../server/domain/admin/site-settings.ts'
import { SLUG_TAKEN_MESSAGE } from '../../server/domain/admin/services.ts'
import { type SignedInClient, signInAsAdmin, signInAsNonAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

type Json = Record<string, unknown>

/** Every call this API adds, with a body for the writes (the guard answers before the body is read). */
const ADMIN_ROUTES: Array<[method: string, path: string]> = [
  ...['services', 'pricing-plans', 'ai-tools', 'demo-sites', 'site-settings'].flatMap((path): Array<[string, string]> => [
    ['GET', `/api/admin/${path}`],
    ['POST', `/api/admin/${path}`],
  ]),
  ...['services', 'pricing-plans', 'ai-tools', 'demo-sites', 'site-settings', 'contact-inquiries'].flatMap((path): Array<[string, string]> => [
    ['PATCH', `/api/admin/${path}/1`],
    ['DELETE', `/api/admin/${path}/1`],
  ]),
  ['GET', '/api/admin/audit-log'],
]

describe.each(databaseKinds)('admin content management on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let staff: SignedInClient

  beforeAll(async () => {
    app = await startTestApp(kind)
    admin = await signInAsAdmin(app)
    staff = await signInAsNonAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  async function created<T>(path: string, body: Json): Promise<T> {
    const response = await admin.post(path, body)
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as T
  }

  async function expectInvalid(response: Response, fields: Record<string, string | RegExp>) {
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toMatchObject({ code: 'validation_failed', message: 'Please check the highlighted fields.' })
    for (const [field, message] of Object.entries(fields)) {
      expect(body.error.fields?.[field], `fields.${field} of ${JSON.stringify(body.error.fields)}`).toMatch(message)
    }
  }

  async function lastAudit() {
    const page = auditPageSchema.parse(await (await admin.get('/api/admin/audit-log?limit=1')).json())
    return page.entries[0]!
  }

  async function auditCount(): Promise<number> {
    return (await app.database.db.select({ id: auditLog.id }).from(auditLog)).length
  }

  const publicList = async (path: string) => (await (await app.request(path)).json()) as Array<Json & { id: number }>

  describe('guard', () => {
    test.each(ADMIN_ROUTES)('%s %s answers 401 signed out and 403 to a non-admin', async (method, path) => {
      const init = method === 'GET' || method === 'DELETE' ? { method } : { method, json: { title: 'x' } }
      const signedOut = await app.request(path, init)
      expect(signedOut.status).toBe(401)
      expect((await signedOut.json()).error.code).toBe('unauthorized')
      const notAdmin = await staff.request(path, init)
      expect(notAdmin.status).toBe(403)
      expect((await notAdmin.json()).error.code).toBe('forbidden')
    })

    test('a refused call changes nothing and records nothing', async () => {
      const before = await auditCount()
      expect((await staff.post('/api/admin/services', { title: 'Sneaky', description: 'Should not exist' })).status).toBe(403)
      expect((await admin.get('/api/admin/services')).status).toBe(200)
      const titles = ((await (await admin.get('/api/admin/services')).json()) as Array<{ title: string }>).map((service) => service.title)
      expect(titles).not.toContain('Sneaky')
      expect(await auditCount()).toBe(before)
    })
  })

  describe('ids in paths', () => {
    test.each(['abc', '0', '-3', '1.5', '99999999999'])('%s is refused with 400 and fields.id', async (id) => {
      await expectInvalid(await admin.patch(`/api/admin/services/${id}`, { title: 'Renamed' }), { id: 'The id must be a positive whole number' })
      await expectInvalid(await admin.delete(`/api/admin/ai-tools/${id}`), { id: 'The id must be a positive whole number' })
    })

    test.each(['services', 'pricing-plans', 'ai-tools', 'demo-sites', 'site-settings', 'contact-inquiries'])('an unknown %s id answers 404 to PATCH and DELETE', async (path) => {
      const body = path === 'contact-inquiries' ? { status: 'won' } : path === 'site-settings' ? { category: 'general' } : path === 'pricing-plans' ? { name: 'X' } : { description: 'X' }
      const before = await auditCount()
      for (const response of [await admin.patch(`/api/admin/${path}/2000000000`, body), await admin.delete(`/api/admin/${path}/2000000000`)]) {
        expect(response.status).toBe(404)
        expect((await response.json()).error).toMatchObject({ code: 'not_found', message: expect.stringMatching(/^No .+ with id 2000000000\.$/) })
      }
      expect(await auditCount()).toBe(before)
    })
  })

  describe('services', () => {
    test('the spec body creates a service with defaults and a slug from its title; it is public at once', async () => {
      const service = adminServiceSchema.parse(
        await created('/api/admin/services', { title: '  AI Receptionist Plus ', description: 'Answers every call.', features: [' Books appointments ', 'Takes messages'] }),
      )
      expect(service).toMatchObject({
        slug: 'ai-receptionist-plus',
        title: 'AI Receptionist Plus',
        name: 'AI Receptionist Plus',
        description: 'Answers every call.',
        price: 0,
        features: ['Books appointments', 'Takes messages'],
        icon: 'bot',
        color: 'blue',
        isActive: true,
        sortOrder: 0,
        priceNote: null,
        highlight: null,
      })
      expect((await publicList('/api/services')).find((row) => row.id === service.id)).toMatchObject({ slug: 'ai-receptionist-plus', price: 0 })

      const audit = await lastAudit()
      expect(audit).toMatchObject({ action: 'create', entity: 'services', entityId: service.id, actorUserId: admin.user.id, actorEmail: admin.user.email, before: null })
      expect(audit.after).toEqual(service)
    })

    test('a second service with the same title gets the next free slug; a slug already taken answers 409', async () => {
      const first = adminServiceSchema.parse(await created('/api/admin/services', { title: 'Phone Bots', description: 'One', features: [] }))
      const second = adminServiceSchema.parse(await created('/api/admin/services', { title: 'Phone Bots', description: 'Two', features: [] }))
      expect([first.slug, second.slug]).toEqual(['phone-bots', 'phone-bots-2'])

      const before = await auditCount()
      const taken = await admin.post('/api/admin/services', { title: 'Other', description: 'Three', slug: 'phone-bots' })
      expect(taken.status).toBe(409)
      expect(await taken.json()).toEqual({ error: { code: 'conflict', message: SLUG_TAKEN_MESSAGE, fields: { slug: SLUG_TAKEN_MESSAGE } } })
      const renamed = await admin.patch(`/api/admin/services/${second.id}`, { slug: 'phone-bots' })
      expect(renamed.status).toBe(409)
      expect((await renamed.json()).error.fields).toEqual({ slug: SLUG_TAKEN_MESSAGE })
      expect(await auditCount()).toBe(before)
    })

    test.each<[string, Json, string, string | RegExp]>([
      ['no title', { description: 'x' }, 'title', 'Please enter a title'],
      ['a blank title', { title: '   ', description: 'x' }, 'title', 'Please enter a title'],
      ['a title over 255 characters', { title: 'x'.repeat(256), description: 'x' }, 'title', 'Title must be at most 255 characters'],
      ['a title that is not text', { title: 42, description: 'x' }, 'title', 'Title must be text'],
      ['no description', { title: 'x' }, 'description', 'Please enter a description'],
      ['a negative price', { title: 'x', description: 'x', price: -1 }, 'price', 'Price cannot be negative'],
      ['a price as text', { title: 'x', description: 'x', price: '699' }, 'price', 'Price must be a number'],
      ['a price with fractions of cents', { title: 'x', description: 'x', price: 10.005 }, 'price', 'Price can have at most 2 decimal places'],
      ['an unknown icon', { title: 'x', description: 'x', icon: 'rocket' }, 'icon', 'Icon must be one of bot, code, cog, globe, mic'],
      ['an unknown colour', { title: 'x', description: 'x', color: 'red' }, 'color', 'Colour must be one of blue, green, purple, orange'],
      ['features that are not a list', { title: 'x', description: 'x', features: 'fast' }, 'features', 'Features must be a list of text'],
      ['an empty feature', { title: 'x', description: 'x', features: ['ok', '  '] }, 'features.1', 'Features cannot be empty'],
      ['a feature over 200 characters', { title: 'x', description: 'x', features: ['x'.repeat(201)] }, 'features.0', 'Each feature must be at most 200 characters'],
      ['21 features', { title: 'x', description: 'x', features: Array.from({ length: 21 }, (_, i) => `Feature ${i}`) }, 'features', 'Use at most 20 features'],
      ['a slug with spaces and capitals', { title: 'x', description: 'x', slug: 'Bad Slug' }, 'slug', /lowercase letters, digits and single hyphens/],
      ['a sale that ends before it starts', { title: 'x', description: 'x', saleStartDate: '2026-08-01', saleEndDate: '2026-07-31' }, 'saleEndDate', 'The sale cannot end before it starts'],
      ['a sale date that is not a date', { title: 'x', description: 'x', saleStartDate: 'next week' }, 'saleStartDate', 'Sale start must be a date such as 2026-07-01'],
      ['isActive that is not true or false', { title: 'x', description: 'x', isActive: 'yes' }, 'isActive', 'Active must be true or false'],
      ['a field services do not have', { title: 'x', description: 'x', ownerEmail: 'a@b.c' }, '_', 'Unknown field: ownerEmail'],
    ])('create with %s is refused with the field message', async (_case, body, field, message) => {
      const before = await auditCount()
      await expectInvalid(await admin.post('/api/admin/services', body), { [field]: message })
      expect(await auditCount()).toBe(before)
    })

    test('a partial update changes only what it sends, is public at once and is audited with before and after', async () => {
      const service = adminServiceSchema.parse(await created('/api/admin/services', { title: 'Review Replies', description: 'Writes replies.', features: ['Google reviews'], price: 199 }))
      const response = await admin.patch(`/api/admin/services/${service.id}`, { price: 249.5, features: ['Google reviews', 'Facebook reviews'], title: 'Review Responder' })
      expect(response.status).toBe(200)
      const updated = adminServiceSchema.parse(await response.json())
      expect(updated).toMatchObject({ title: 'Review Responder', slug: 'review-replies', price: 249.5, description: 'Writes replies.', features: ['Google reviews', 'Facebook reviews'] })
      expect((await publicList('/api/services')).find((row) => row.id === service.id)).toMatchObject({ price: 249.5, title: 'Review Responder' })

      const audit = await lastAudit()
      expect(audit).toMatchObject({ action: 'update', entity: 'services', entityId: service.id, actorEmail: admin.user.email })
      expect(audit.before).toEqual(service)
      expect(audit.after).toEqual(updated)
    })

    test('an update must send something, and its sale dates are checked against the stored ones', async () => {
      const service = adminServiceSchema.parse(await created('/api/admin/services', { title: 'Sale Test', description: 'x', saleStartDate: '2026-07-01T00:00:00Z' }))
      await expectInvalid(await admin.patch(`/api/admin/services/${service.id}`, {}), { _: 'Send at least one field to change' })
      await expectInvalid(await admin.patch(`/api/admin/services/${service.id}`), { _: 'Send the fields as a JSON object' })
      await expectInvalid(await admin.patch(`/api/admin/services/${service.id}`, { saleEndDate: '2026-06-01T00:00:00Z' }), { saleEndDate: 'The sale cannot end before it starts' })
      // An instant stands for its Melbourne day (10 am on 31 July), stored as that day's Melbourne midnight.
      const fine = await admin.patch(`/api/admin/services/${service.id}`, { saleEndDate: '2026-07-31T00:00:00Z' })
      expect(fine.status).toBe(200)
      expect((await fine.json()).saleEndDate).toBe('2026-07-30T14:00:00.000Z')
    })

    test('an inactive service leaves the public list but stays in the admin list', async () => {
      const service = adminServiceSchema.parse(await created('/api/admin/services', { title: 'Hidden Service', description: 'x' }))
      expect((await admin.patch(`/api/admin/services/${service.id}`, { isActive: false })).status).toBe(200)
      expect((await publicList('/api/services')).map((row) => row.id)).not.toContain(service.id)
      const adminList = adminServiceSchema.array().parse(await (await admin.get('/api/admin/services')).json())
      expect(adminList.find((row) => row.id === service.id)?.isActive).toBe(false)
    })

    test('deleting a service leaves its plans without a service, is public at once and is audited with the row', async () => {
      const service = adminServiceSchema.parse(await created('/api/admin/services', { title: 'Short Lived', description: 'x', price: 10 }))
      const plan = adminPricingPlanSchema.parse(await created('/api/admin/pricing-plans', { name: 'Short Lived Plan', price: '$10', serviceId: service.id }))
      expect(plan.serviceId).toBe(service.id)

      const response = await admin.delete(`/api/admin/services/${service.id}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ success: true, id: service.id })
      expect((await publicList('/api/services')).map((row) => row.id)).not.toContain(service.id)
      const [stored] = await app.database.db.select().from(pricingPlans).where(eq(pricingPlans.id, plan.id))
      expect(stored?.serviceId).toBeNull()

      const audit = await lastAudit()
      expect(audit).toMatchObject({ action: 'delete', entity: 'services', entityId: service.id, after: null })
      expect(audit.before).toEqual(service)
      expect((await admin.delete(`/api/admin/services/${service.id}`)).status).toBe(404)
    })

    test('a script in a field is stored and served as the plain text it is', async () => {
      const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>'
      const service = adminServiceSchema.parse(await created('/api/admin/services', { title: payload, description: payload, features: [payload] }))
      expect(service.slug).toBe('script-alert-x-script-img-src-x-onerror-alert-1')
      const served = (await publicList('/api/services')).find((row) => row.id === service.id)
      expect(served).toMatchObject({ title: payload, description: payload, features: [payload] })
    })
  })

  describe('pricing plans', () => {
    test("the spec body creates a plan that is public at once; currency is AUD unless told", async () => {
      const plan = adminPricingPlanSchema.parse(
        await created('/api/admin/pricing-plans', { name: 'Starter Bot', price: '$899', originalPrice: '$1,299', currency: 'AUD', description: 'Small shops.', isActive: true }),
      )
      expect(plan).toMatchObject({ name: 'Starter Bot', price: '$899', originalPrice: '$1,299', currency: 'AUD', isActive: true, isFeatured: false, serviceId: null, features: [] })
      expect((await publicList('/api/pricing-plans')).find((row) => row.id === plan.id)).toMatchObject({ price: '$899' })

      const bare = adminPricingPlanSchema.parse(await created('/api/admin/pricing-plans', { name: 'Bare', price: '499', originalPrice: '' }))
      expect(bare).toMatchObject({ currency: 'AUD', originalPrice: null, description: null })
      expect((await lastAudit()).after).toEqual(bare)
    })

    test.each<[string, Json, string, string | RegExp]>([
      ['no name', { price: '$1' }, 'name', 'Please enter a name'],
      ['no price', { name: 'x' }, 'price', 'Please enter a price'],
      ['a price without an amount', { name: 'x', price: 'free' }, 'price', 'Price must be an amount above zero, such as $899'],
      ['a zero price', { name: 'x', price: '$0' }, 'price', 'Price must be an amount above zero, such as $899'],
      ['a price sent as a number', { name: 'x', price: 899 }, 'price', 'Price must be text such as $899'],
      ['an original price without an amount', { name: 'x', price: '$1', originalPrice: 'n/a' }, 'originalPrice', /amount above zero/],
      ['a lower-case currency', { name: 'x', price: '$1', currency: 'aud' }, 'currency', 'Currency must be three capital letters such as AUD'],
      ['a four-letter currency', { name: 'x', price: '$1', currency: 'AUDD' }, 'currency', 'Currency must be three capital letters such as AUD'],
      ['isActive as text', { name: 'x', price: '$1', isActive: 'true' }, 'isActive', 'Active must be true or false'],
      ['a service that does not exist', { name: 'x', price: '$1', serviceId: 999999 }, 'serviceId', UNKNOWN_SERVICE_MESSAGE],
      ['a service id that is not a whole number', { name: 'x', price: '$1', serviceId: 'web' }, 'serviceId', 'Service must be a service id'],
      ['a description over 2000 characters', { name: 'x', price: '$1', description: 'x'.repeat(2001) }, 'description', 'Description must be at most 2000 characters'],
      ['an unknown field', { name: 'x', price: '$1', discount: 10 }, '_', 'Unknown field: discount'],
    ])('create with %s is refused with the field message', async (_case, body, field, message) => {
      const before = await auditCount()
      await expectInvalid(await admin.post('/api/admin/pricing-plans', body), { [field]: message })
      expect(await auditCount()).toBe(before)
    })

    test('PATCH {isActive} toggles a plan off the public list and back, each toggle audited', async () => {
      const plan = adminPricingPlanSchema.parse(await created('/api/admin/pricing-plans', { name: 'Toggle Plan', price: '$300' }))
      const off = await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { isActive: false })
      expect(off.status).toBe(200)
      expect((await off.json()).isActive).toBe(false)
      expect((await publicList('/api/pricing-plans')).map((row) => row.id)).not.toContain(plan.id)
      const audit = await lastAudit()
      expect(audit).toMatchObject({ action: 'update', entity: 'pricing-plans', entityId: plan.id, before: { isActive: true }, after: { isActive: false } })

      expect((await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { isActive: true })).status).toBe(200)
      expect((await publicList('/api/pricing-plans')).map((row) => row.id)).toContain(plan.id)
      const adminList = adminPricingPlanSchema.array().parse(await (await admin.get('/api/admin/pricing-plans')).json())
      expect(adminList.length).toBeGreaterThanOrEqual(4)
    })

    test('a price change is public at once; a bad one and a missing service are refused', async () => {
      const plan = adminPricingPlanSchema.parse(await created('/api/admin/pricing-plans', { name: 'Repriced', price: '$500' }))
      expect((await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { price: '$450', originalPrice: null })).status).toBe(200)
      expect((await publicList('/api/pricing-plans')).find((row) => row.id === plan.id)).toMatchObject({ price: '$450', originalPrice: null })
      await expectInvalid(await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { price: '' }), { price: 'Please enter a price' })
      await expectInvalid(await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { serviceId: 999999 }), { serviceId: UNKNOWN_SERVICE_MESSAGE })
      const deleted = await admin.delete(`/api/admin/pricing-plans/${plan.id}`)
      expect(deleted.status).toBe(200)
      expect((await publicList('/api/pricing-plans')).map((row) => row.id)).not.toContain(plan.id)
    })
  })

  describe('AI tools', () => {
    test('the spec body creates a tool in the Utility category that is public at once; edits and deletes follow', async () => {
      const tool = adminAiToolSchema.parse(await created('/api/admin/ai-tools', { name: 'Invoice Chaser', description: 'Sends reminders.', url: 'https://tools.example.com/invoices', category: 'Utility' }))
      expect(tool).toMatchObject({ name: 'Invoice Chaser', title: 'Invoice Chaser', category: 'Utility', isFree: false, premium: false, isActive: true, icon: null })
      expect((await publicList('/api/ai-tools')).find((row) => row.id === tool.id)).toMatchObject({ url: 'https://tools.example.com/invoices' })

      const edited = await admin.patch(`/api/admin/ai-tools/${tool.id}`, { isFree: true, url: '', icon: 'receipt' })
      expect(edited.status).toBe(200)
      expect(await edited.json()).toMatchObject({ isFree: true, url: null, icon: 'receipt' })
      expect((await lastAudit()).before).toEqual(tool)

      expect((await admin.patch(`/api/admin/ai-tools/${tool.id}`, { isActive: false })).status).toBe(200)
      expect((await publicList('/api/ai-tools')).map((row) => row.id)).not.toContain(tool.id)
      expect((await admin.delete(`/api/admin/ai-tools/${tool.id}`)).status).toBe(200)
      expect((await admin.get('/api/admin/ai-tools')).status).toBe(200)
    })

    test.each<[string, Json, string, string | RegExp]>([
      ['no name', { description: 'x' }, 'name', 'Please enter a name'],
      ['no description', { name: 'x' }, 'description', 'Please enter a description'],
      ['a javascript: link', { name: 'x', description: 'x', url: 'javascript:alert(1)' }, 'url', 'Link must start with http:// or https://'],
      ['an ftp link', { name: 'x', description: 'x', url: 'ftp://files.example.com' }, 'url', 'Link must start with http:// or https://'],
      ['a link without a scheme', { name: 'x', description: 'x', url: 'tools.example.com' }, 'url', 'Link must start with http:// or https://'],
      ['an icon that is no icon name', { name: 'x', description: 'x', icon: 'Big Star!' }, 'icon', /lucide icon name/],
      ['a blank category', { name: 'x', description: 'x', category: ' ' }, 'category', 'Please enter a category'],
      ['isPro as a number', { name: 'x', description: 'x', isPro: 1 }, 'isPro', 'Premium must be true or false'],
      ['the public-only field premium', { name: 'x', description: 'x', premium: true }, '_', 'Unknown field: premium'],
    ])('create with %s is refused with the field message', async (_case, body, field, message) => {
      await expectInvalid(await admin.post('/api/admin/ai-tools', body), { [field]: message })
    })
  })

  describe('demo sites', () => {
    test('the spec body creates a demo that is public at once; status changes and deletes follow', async () => {
      const demo = adminDemoSiteSchema.parse(
        await created('/api/admin/demo-sites', { title: 'Fitzroy Florist', industry: 'Retail', description: 'Online orders.', url: 'https://demos.example.com/florist', status: 'Live Demo' }),
      )
      expect(demo).toMatchObject({ status: 'Live Demo', icon: 'Building2', color: 'bg-blue-500', featured: false, screenshotUrl: null, screenshot_url: null })
      expect((await publicList('/api/demo-sites')).find((row) => row.id === demo.id)).toMatchObject({ title: 'Fitzroy Florist' })

      const moved = await admin.patch(`/api/admin/demo-sites/${demo.id}`, { status: 'Coming Soon', screenshotUrl: '/demo-screenshots/florist.png', icon: 'ShoppingBag' })
      expect(moved.status).toBe(200)
      expect(await moved.json()).toMatchObject({ status: 'Coming Soon', screenshotUrl: '/demo-screenshots/florist.png', screenshot_url: '/demo-screenshots/florist.png', icon: 'ShoppingBag' })
      expect((await publicList('/api/demo-sites')).find((row) => row.id === demo.id)).toMatchObject({ status: 'Coming Soon' })

      expect((await admin.delete(`/api/admin/demo-sites/${demo.id}`)).status).toBe(200)
      expect((await publicList('/api/demo-sites')).map((row) => row.id)).not.toContain(demo.id)
      expect(adminDemoSiteSchema.array().parse(await (await admin.get('/api/admin/demo-sites')).json()).length).toBeGreaterThan(0)
    })

    const demo = { title: 'x', industry: 'x', description: 'x' }
    test.each<[string, Json, string, string | RegExp]>([
      ['no title', { industry: 'x', description: 'x' }, 'title', 'Please enter a title'],
      ['no industry', { title: 'x', description: 'x' }, 'industry', 'Please enter an industry'],
      ['an industry over 100 characters', { ...demo, industry: 'x'.repeat(101) }, 'industry', 'Industry must be at most 100 characters'],
      ['an unknown status', { ...demo, status: 'Launched' }, 'status', 'Status must be one of Live Demo, Coming Soon, In Development, Planning'],
      ['an unknown icon', { ...demo, icon: 'Rocket' }, 'icon', /^Icon must be one of Sparkles, Bot, Building2/],
      ['a colour that is no background class', { ...demo, color: 'red; background:url(x)' }, 'color', 'Colour must be a background class such as bg-blue-500'],
      ['a javascript: demo link', { ...demo, url: 'javascript:alert(1)' }, 'url', 'Demo link must start with http:// or https://'],
      ['a screenshot on another site without a scheme', { ...demo, screenshotUrl: '//evil.example/x.png' }, 'screenshotUrl', 'Screenshot must start with http://, https:// or /'],
      ['featured as text', { ...demo, featured: 'no' }, 'featured', 'Featured must be true or false'],
      ['a negative sort order', { ...demo, sortOrder: -1 }, 'sortOrder', 'Sort order cannot be negative'],
    ])('create with %s is refused with the field message', async (_case, body, field, message) => {
      await expectInvalid(await admin.post('/api/admin/demo-sites', body), { [field]: message })
    })
  })

  describe('site settings', () => {
    const settingsByKey = async () =>
      new Map(adminSiteSettingSchema.array().parse(await (await admin.get('/api/admin/site-settings')).json()).map((setting) => [setting.key, setting]))
    const publicValue = async (key: string) => (await publicList('/api/site-settings')).find((setting) => setting.key === key)?.value

    test('the admin list holds every setting with its id, private ones included', async () => {
      const secret = adminSiteSettingSchema.parse(await created('/api/admin/site-settings', { key: 'internal_notes', value: 'Call the landlord about the lease' }))
      expect(secret).toMatchObject({ key: 'internal_notes', category: 'general', value: 'Call the landlord about the lease' })
      expect((await settingsByKey()).get('internal_notes')?.id).toBe(secret.id)
      expect((await settingsByKey()).get('site_name')).toBeDefined()
      expect(await publicValue('internal_notes')).toBeUndefined()
    })

    test('a text value and a JSON value are saved as sent and the public settings show them at once', async () => {
      const existing = (await settingsByKey()).get('cta_heading')!
      const response = await admin.patch(`/api/admin/site-settings/${existing.id}`, { value: 'Book your free AI check-up' })
      expect(response.status).toBe(200)
      expect(await publicValue('cta_heading')).toBe('Book your free AI check-up')

      const seo = adminSiteSettingSchema.parse(await created('/api/admin/site-settings', { key: 'seo_pricing', value: { title: 'Pricing', description: 'One-time setup prices.' }, category: 'seo' }))
      expect(seo.value).toEqual({ title: 'Pricing', description: 'One-time setup prices.' })
      expect(await publicValue('seo_pricing')).toEqual({ title: 'Pricing', description: 'One-time setup prices.' })

      const audit = await lastAudit()
      expect(audit).toMatchObject({ action: 'create', entity: 'site-settings', entityId: seo.id, after: seo })
    })

    test('business_hours takes its three days as an object or as JSON text (stored as the object), and nothing else', async () => {
      const hours = (await settingsByKey()).get('business_hours')!
      const asText = ' {"monday-friday": "8:00 AM - 5:00 PM", "saturday": "Closed", "sunday": "Closed"}'
      const asObject = { 'monday-friday': '8:00 AM - 5:00 PM', saturday: 'Closed', sunday: 'Closed' }
      const saved = await admin.patch(`/api/admin/site-settings/${hours.id}`, { value: asText })
      expect(saved.status).toBe(200)
      expect((await saved.json()).value).toEqual(asObject)
      expect(await publicValue('business_hours')).toEqual(asObject)
      expect((await admin.patch(`/api/admin/site-settings/${hours.id}`, { value: { ...asObject, saturday: '9:00 AM - 1:00 PM' } })).status).toBe(200)
      expect(await publicValue('business_hours')).toEqual({ ...asObject, saturday: '9:00 AM - 1:00 PM' })
      await expectInvalid(await admin.patch(`/api/admin/site-settings/${hours.id}`, { value: { 'monday-friday': '9-5' } }), { value: /^Business hours need text for monday-friday, saturday and sunday/ })
      await expectInvalid(await admin.patch(`/api/admin/site-settings/${hours.id}`, { value: 'Weekdays 9 to 5' }), { value: /^Business hours need/ })
      await expectInvalid(await admin.patch(`/api/admin/site-settings/${hours.id}`, { value: '{"monday-friday": ' }), { value: INVALID_JSON_MESSAGE })
      expect(await publicValue('business_hours')).toEqual({ ...asObject, saturday: '9:00 AM - 1:00 PM' })
    })

    test.each<[string, Json, string, string | RegExp]>([
      ['no key', { value: 'x' }, 'key', 'Please enter a key'],
      ['a key with capitals and hyphens', { key: 'Bad-Key', value: 'x' }, 'key', 'Key may only use lowercase letters, digits and underscores'],
      ['no value', { key: 'promo_text' }, 'value', 'Please enter a value'],
      ['a null value', { key: 'promo_text', value: null }, 'value', 'Please enter a value'],
      ['a number', { key: 'promo_text', value: 42 }, 'value', 'Value must be text, or a JSON object or list'],
      ['text that starts like JSON but is not', { key: 'promo_text', value: '{"headline": "Sale"' }, 'value', INVALID_JSON_MESSAGE],
      ['a broken JSON list', { key: 'promo_list', value: '[1, 2' }, 'value', INVALID_JSON_MESSAGE],
      ['an SEO setting that is plain text', { key: 'seo_home', value: 'Best AI in Melbourne' }, 'value', /^SEO settings need a title, description or keywords/],
      ['an SEO setting with other fields', { key: 'seo_faq', value: { heading: 'FAQ' } }, 'value', /^SEO settings need/],
      ['a contact email that is no address', { key: 'contact_email', value: 'hello at example' }, 'value', 'Please enter a valid email address'],
      ['a text setting given an object', { key: 'site_tagline', value: { text: 'x' } }, 'value', 'This setting takes text'],
      ['structured data that is not JSON', { key: 'structured_data', value: 'LocalBusiness' }, 'value', /^Structured data is not valid JSON/],
      ['an unknown field', { key: 'promo_text', value: 'x', public: true }, '_', 'Unknown field: public'],
    ])('create with %s is refused with the field message', async (_case, body, field, message) => {
      await expectInvalid(await admin.post('/api/admin/site-settings', body), { [field]: message })
    })

    test('a key already in use answers 409, on create and on rename', async () => {
      const before = await auditCount()
      const duplicate = await admin.post('/api/admin/site-settings', { key: 'site_name', value: 'Another Name' })
      expect(duplicate.status).toBe(409)
      expect(await duplicate.json()).toEqual({ error: { code: 'conflict', message: KEY_TAKEN_MESSAGE, fields: { key: KEY_TAKEN_MESSAGE } } })
      const other = adminSiteSettingSchema.parse(await created('/api/admin/site-settings', { key: 'spare_setting', value: 'x' }))
      const renamed = await admin.patch(`/api/admin/site-settings/${other.id}`, { key: 'site_name' })
      expect(renamed.status).toBe(409)
      expect(await auditCount()).toBe(before + 1)
    })

    test('a rename is checked against the value it carries, and a deleted public setting falls back to nothing', async () => {
      const note = adminSiteSettingSchema.parse(await created('/api/admin/site-settings', { key: 'office_note', value: 'Parking at the back' }))
      await expectInvalid(await admin.patch(`/api/admin/site-settings/${note.id}`, { key: 'seo_about' }), { value: /^SEO settings need/ })
      expect((await admin.patch(`/api/admin/site-settings/${note.id}`, { key: 'seo_about', value: { title: 'About us' } })).status).toBe(200)
      expect(await publicValue('seo_about')).toEqual({ title: 'About us' })
      expect((await admin.delete(`/api/admin/site-settings/${note.id}`)).status).toBe(200)
      expect(await publicValue('seo_about')).toBeUndefined()
    })
  })

  describe('contact inquiries', () => {
    const submit = (fields: { fullName: string; email: string; message: string }, spam = false) =>
      app.services.inquiries.submit({ ...fields, phone: '0412 345 678', source: 'contact' }, { spam })

    test('an inquiry moves along the pipeline and back from spam, every step audited', async () => {
      const lead = await submit({ fullName: 'Pat Lee', email: 'pat@example.com.au', message: 'Need a chatbot for my cafe' })
      for (const status of ['contacted', 'qualified', 'won', 'lost']) {
        const response = await admin.patch(`/api/admin/contact-inquiries/${lead.id}`, { status })
        expect(response.status).toBe(200)
        expect(adminInquirySchema.parse(await response.json())).toMatchObject({ id: lead.id, status, fullName: 'Pat Lee', phone: '0412 345 678', source: 'contact' })
      }
      const audit = await lastAudit()
      expect(audit).toMatchObject({ action: 'update', entity: 'contact-inquiries', entityId: lead.id, before: { status: 'won' }, after: { status: 'lost' } })

      const caught = await submit({ fullName: 'Bot', email: 'bot@example.com', message: 'cheap pills cheap pills' }, true)
      const restored = await admin.patch(`/api/admin/contact-inquiries/${caught.id}`, { status: 'new' })
      expect(restored.status).toBe(200)
      expect((await restored.json()).status).toBe('new')
      const list = adminInquirySchema.array().parse(await (await admin.get('/api/contact-inquiries')).json())
      expect(list.find((inquiry) => inquiry.id === caught.id)?.status).toBe('new')
    })

    test.each<[string, Json, string, string | RegExp]>([
      ['an unknown status', { status: 'archived' }, 'status', 'Status must be one of new, contacted, qualified, won, lost, spam'],
      ['an email that is no address', { email: 'pat at example' }, 'email', 'Please enter a valid email address'],
      ['a blank name', { fullName: ' ' }, 'fullName', 'Please enter a full name'],
      ['a field inquiries cannot change', { source: 'chat' }, '_', 'Unknown field: source'],
      ['nothing to change', {}, '_', 'Send at least one field to change'],
    ])('an update with %s is refused with the field message', async (_case, body, field, message) => {
      const lead = await submit({ fullName: 'Sam Wu', email: 'sam@example.com.au', message: 'Website quote please' })
      await expectInvalid(await admin.patch(`/api/admin/contact-inquiries/${lead.id}`, body), { [field]: message })
    })

    test('details can be corrected, and a deleted inquiry leaves the admin list with its row in the audit', async () => {
      const lead = await submit({ fullName: 'Jo Smyth', email: 'jo@example.com.au', message: 'Voice agent for the clinic' })
      const fixed = await admin.patch(`/api/admin/contact-inquiries/${lead.id}`, { fullName: 'Jo Smith', company: 'Smith Clinic', phone: '' })
      expect(fixed.status).toBe(200)
      expect(await fixed.json()).toMatchObject({ fullName: 'Jo Smith', company: 'Smith Clinic', phone: null })

      expect((await admin.delete(`/api/admin/contact-inquiries/${lead.id}`)).status).toBe(200)
      const list = adminInquirySchema.array().parse(await (await admin.get('/api/contact-inquiries')).json())
      expect(list.map((inquiry) => inquiry.id)).not.toContain(lead.id)
      expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'contact-inquiries', entityId: lead.id, before: { fullName: 'Jo Smith', email: 'jo@example.com.au' } })
    })

    test('the admin API creates no inquiries (visitors do)', async () => {
      expect((await admin.post('/api/admin/contact-inquiries', { fullName: 'x', email: 'x@example.com', message: 'xxxxxxxxxx' })).status).toBe(404)
    })
  })
})
