import { count, eq, sql } from 'drizzle-orm'
import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { melbourneDay, nextDay } from '../../contract/melbourne-day.ts'
import { PROMO_CODE_MESSAGES, adminPromotionSchema } from '../../contract/promotions.ts'
import { salesPromotions } from '../../server/db/schema/content.ts'
import { contactInquiries } from '../../server/db/schema/leads.ts'
import { createSpamGuard } from '../../server/domain/leads/spam-guard.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET } from '../support/visitor.ts'

/*
 * Promotions as visitors meet them: the banner on /pricing and on the pages of the services a promotion is for,
 * shown from the moment an admin saves it (the page cache is emptied by the write), and a promo code typed into
 * a form sent without JavaScript: stored with the lead, or refused with the message next to the field and
 * everything else as typed.
 */

type Page = ReturnType<typeof parseDocument>

let clientNumber = 0
const nextIp = () => `198.51.100.${(++clientNumber % 250) + 1}`
const tokenIssuedAgo = (issuedMsAgo = 5_000) => createSpamGuard({ secret: TEST_FORM_SECRET, now: () => Date.now() - issuedMsAgo }).issue().token

const banners = (page: Page) =>
  DomUtils.findAll((element) => element.name === 'aside' && element.attribs['aria-labelledby'] !== undefined, page.children).map((aside) => ({
    label: DomUtils.textContent(DomUtils.findOne((element) => element.attribs.id === aside.attribs['aria-labelledby'], page.children) ?? []),
    text: DomUtils.textContent(aside).replace(/\s+/g, ' ').trim(),
  }))
const control = (page: Page, name: string) => DomUtils.findOne((element) => ['input', 'textarea'].includes(element.name) && element.attribs.name === name, page.children)
const shownValue = (page: Page, name: string) => {
  const element = control(page, name)
  return element?.name === 'textarea' ? DomUtils.textContent(element) : element?.attribs.value
}
const messageOf = (page: Page, name: string) =>
  (control(page, name)?.attribs['aria-describedby'] ?? '')
    .split(' ')
    .map((id) => DomUtils.textContent(DomUtils.findOne((element) => element.attribs.id === id, page.children) ?? []))
    .join(' ')
    .trim()

describe.each(databaseKinds)('promotions on the pages, on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let slugs: string[]

  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' }, { pages: true })
    admin = await signInAsAdmin(app)
    slugs = (await (await app.request('/api/services')).json()).map((service: { slug: string }) => service.slug)
    // The first render compiles the pages: done here rather than inside a test's time.
    await app.request('/pricing')
  }, 240_000)
  afterAll(async () => {
    await app?.close()
  })

  const page = async (path: string) => {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    return parseDocument(await response.text())
  }
  const today = melbourneDay(Date.now())

  async function created(body: Record<string, unknown>) {
    const response = await admin.post('/api/admin/promotions', { discountType: 'percentage', discountValue: 20, startDate: today, endDate: nextDay(nextDay(today)), ...body })
    expect(response.status, await response.clone().text()).toBe(201)
    return adminPromotionSchema.parse(await response.json())
  }

  test('a saved promotion shows at once as a banner on /pricing and on its services\' pages only; switched off, it goes', async () => {
    const [chosen, other] = slugs
    // Rendered (and cached) before the promotion exists.
    expect(banners(await page('/pricing'))).toEqual([])
    await page(`/services/${chosen}`)
    const promotion = await created({ title: 'Spring chatbot launch', description: 'A fifth off your first chatbot.', applicableServices: [chosen], promoCode: 'SPRING20' })
    const onPricing = banners(await page('/pricing'))
    expect(onPricing).toEqual([{ label: 'Spring chatbot launch', text: expect.stringContaining('20% off') }])
    expect(onPricing[0]!.text).toContain('A fifth off your first chatbot.')
    expect(onPricing[0]!.text).toMatch(/Ends \w+day \d{1,2} \w+/)
    expect(onPricing[0]!.text).toContain('SPRING20')
    expect(banners(await page(`/services/${chosen}`)).map((banner) => banner.label)).toEqual(['Spring chatbot launch'])
    expect(banners(await page(`/services/${other}`))).toEqual([])

    expect((await admin.patch(`/api/admin/promotions/${promotion.id}`, { isActive: false })).status).toBe(200)
    expect(banners(await page('/pricing'))).toEqual([])
    expect(banners(await page(`/services/${chosen}`))).toEqual([])
  })

  test('a promotion that has not started, or spent its last use, shows nowhere', async () => {
    await created({ title: 'Next week', startDate: nextDay(nextDay(today)), endDate: nextDay(nextDay(nextDay(today))) })
    const once = await created({ title: 'One use only', promoCode: 'ONCE', usageLimit: 1 })
    expect(banners(await page('/pricing')).map((banner) => banner.label)).toEqual(['One use only'])
    await app.database.db.update(salesPromotions).set({ usageCount: 1 }).where(eq(salesPromotions.id, once.id))
    // The redemption's notification emptied the caches: the fully redeemed promotion is gone.
    expect(banners(await page('/pricing'))).toEqual([])
  })

  describe('a promo code sent without JavaScript', () => {
    function postForm(path: string, fields: Record<string, string>) {
      return app.request(path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.publicUrl, 'X-Forwarded-For': nextIp(), Cookie: `form_guard=${tokenIssuedAgo()}` },
        body: new URLSearchParams(fields).toString(),
      })
    }
    const stored = async () => (await app.database.db.select({ n: count() }).from(contactInquiries))[0]!.n
    const message = { intent: 'contact', fullName: 'Sam Lee', email: 'sam@example.com.au', phone: '0412 345 678', service: 'automation', message: 'Can you connect Xero?', hp_website: '' }

    test('on /contact: a valid code is stored with the lead; a refused one comes back next to the field, everything typed kept, nothing stored', async () => {
      await created({ title: 'Contact offer', promoCode: 'Contact10', usageLimit: 10 })
      const accepted = await postForm('/contact', { ...message, promoCode: 'contact10' })
      expect(accepted.status).toBe(303)
      expect(await app.database.db.select().from(contactInquiries).where(sql`${contactInquiries.promoCode} = 'Contact10'`)).toHaveLength(1)

      const before = await stored()
      const refused = await postForm('/contact', { ...message, promoCode: 'NOPE' })
      expect(refused.status).toBe(400)
      const shown = parseDocument(await refused.text())
      expect(messageOf(shown, 'promoCode')).toBe(PROMO_CODE_MESSAGES.unknown)
      expect(control(shown, 'promoCode')?.attribs['aria-invalid']).toBe('true')
      expect(shownValue(shown, 'promoCode')).toBe('NOPE')
      expect(shownValue(shown, 'fullName')).toBe('Sam Lee')
      expect(shownValue(shown, 'email')).toBe('sam@example.com.au')
      expect(shownValue(shown, 'message')).toBe('Can you connect Xero?')
      expect(await stored()).toBe(before)
    })

    test('on /book: an expired code books nothing and says so next to the field', async () => {
      await created({ title: 'Last month', promoCode: 'OLD', startDate: '2026-01-01', endDate: '2026-01-31' })
      const { days } = await (await app.request('/api/booking-days')).json()
      const slot = `${days[0].date} ${days[0].slots[0].time}`
      const refused = await postForm('/book', { slot, name: 'Jordan Smith', phone: '0412 345 678', email: 'jordan@example.com.au', promoCode: 'old' })
      expect(refused.status).toBe(400)
      const shown = parseDocument(await refused.text())
      expect(messageOf(shown, 'promoCode')).toBe(PROMO_CODE_MESSAGES.expired)
      expect(shownValue(shown, 'promoCode')).toBe('old')
      expect(shownValue(shown, 'name')).toBe('Jordan Smith')
    })
  })
})
