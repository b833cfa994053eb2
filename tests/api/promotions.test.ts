import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PROMO_CODE_TAKEN_MESSAGE, PROMOTION_DATES_MESSAGE, PERCENT_MESSAGE, PROMO_CODE_FORMAT_MESSAGE, auditPageSchema } from '../../contract/admin-content.ts'
import { melbourneDay, melbourneDayStart, nextDay } from '../../contract/melbourne-day.ts'
import { PROMO_CODE_MESSAGES, adminPromotionSchema, promotionSchema } from '../../contract/promotions.ts'
import { salesPromotions } from '../../server/db/schema/content.ts'
import { bookings, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { uniquePhone } from '../support/booker.ts'

/** A Melbourne calendar day `offset` days from today. */
function day(offset: number): string {
  let current = melbourneDay(Date.now())
  for (let i = 0; i < Math.abs(offset); i++) current = offset > 0 ? nextDay(current) : new Date(Date.parse(`${current}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  return current
}

const homeMessage = { fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'We would like an AI receptionist for our clinic.' }

describe.each(databaseKinds)('sales promotions on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let serviceSlug: string

  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    admin = await signInAsAdmin(app)
    serviceSlug = (await (await app.request('/api/services')).json())[0].slug
  })
  afterAll(async () => {
    await app?.close()
  })

  let codeNumber = 0
  const freshCode = (prefix = 'CODE') => `${prefix}${++codeNumber}`

  async function created(body: Record<string, unknown>) {
    const response = await admin.post('/api/admin/promotions', { title: 'Spring launch', discountType: 'percentage', discountValue: 20, startDate: day(-1), endDate: day(5), ...body })
    expect(response.status, await response.clone().text()).toBe(201)
    return adminPromotionSchema.parse(await response.json())
  }

  const usageOf = async (id: number) => (await app.database.db.select({ usageCount: salesPromotions.usageCount }).from(salesPromotions).where(eq(salesPromotions.id, id)))[0]!.usageCount
  const inquiriesWith = async (code: string) => app.database.db.select().from(contactInquiries).where(sql`lower(${contactInquiries.promoCode}) = lower(${code})`)
  const inquiryCount = async () => (await app.database.db.select({ id: contactInquiries.id }).from(contactInquiries)).length

  describe('admin CRUD', () => {
    test('a promotion is created with whole Melbourne days, listed, changed and deleted, each write audited', async () => {
      const code = freshCode('Spring')
      const promotion = await created({ description: 'A fifth off any chatbot', applicableServices: [serviceSlug, serviceSlug], usageLimit: 3, promoCode: ` ${code} ` })
      expect(promotion).toMatchObject({ title: 'Spring launch', discountType: 'percentage', discountValue: 20, applicableServices: [serviceSlug], isActive: true, usageLimit: 3, usageCount: 0, promoCode: code })
      expect(promotion.startDate).toBe(melbourneDayStart(day(-1)).toISOString())
      expect(promotion.endDate).toBe(melbourneDayStart(day(5)).toISOString())
      expect((await (await admin.get('/api/admin/promotions')).json()).map((row: { id: number }) => row.id)).toContain(promotion.id)

      const patched = await admin.patch(`/api/admin/promotions/${promotion.id}`, { discountType: 'fixed', discountValue: 100, endDate: day(-1) })
      expect(patched.status).toBe(200)
      expect(await patched.json()).toMatchObject({ discountType: 'fixed', discountValue: 100, endDate: melbourneDayStart(day(-1)).toISOString() })
      const audit = auditPageSchema.parse(await (await admin.get('/api/admin/audit-log?limit=1')).json()).entries[0]!
      expect(audit).toMatchObject({ action: 'update', entity: 'promotions', entityId: promotion.id })

      expect((await admin.delete(`/api/admin/promotions/${promotion.id}`)).status).toBe(200)
      expect((await admin.delete(`/api/admin/promotions/${promotion.id}`)).status).toBe(404)
      expect((await admin.patch(`/api/admin/promotions/${promotion.id}`, { title: 'Gone' })).status).toBe(404)
    })

    test.each([
      [{ promoCode: 'TWO WORDS' }, 'promoCode', PROMO_CODE_FORMAT_MESSAGE],
      [{ promoCode: 'A'.repeat(51) }, 'promoCode', PROMO_CODE_FORMAT_MESSAGE],
      [{ startDate: day(3), endDate: day(2) }, 'endDate', PROMOTION_DATES_MESSAGE],
      [{ discountValue: 120 }, 'discountValue', PERCENT_MESSAGE],
      [{ discountValue: 0 }, 'discountValue', 'Discount must be above zero'],
      [{ discountType: 'bogo' }, 'discountType', 'Discount type must be percentage or fixed'],
      [{ usageLimit: 0 }, 'usageLimit', 'Usage limit must be at least 1'],
      [{ applicableServices: ['no-such-service'] }, 'applicableServices', 'There is no service with this slug: no-such-service'],
      [{ title: '  ' }, 'title', 'Please enter a title'],
      [{ usageCount: 5 }, '_', 'Unknown field: usageCount'],
    ])('%o is refused with a message on %s and nothing is stored', async (change, field, message) => {
      const before = (await admin.get('/api/admin/promotions').then((response) => response.json())).length
      const response = await admin.post('/api/admin/promotions', { title: 'Bad', discountType: 'percentage', discountValue: 10, startDate: day(0), endDate: day(1), ...change })
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } })
      expect((await admin.get('/api/admin/promotions').then((r) => r.json())).length).toBe(before)
    })

    test('a code is unique whatever its letter case, also on update, and a one-day promotion is fine', async () => {
      const code = freshCode('Winter')
      const first = await created({ promoCode: code, startDate: day(2), endDate: day(2) })
      const duplicate = await admin.post('/api/admin/promotions', { title: 'Copy', discountType: 'fixed', discountValue: 50, startDate: day(0), endDate: day(1), promoCode: code.toLowerCase() })
      expect(duplicate.status).toBe(409)
      expect((await duplicate.json()).error.fields).toEqual({ promoCode: PROMO_CODE_TAKEN_MESSAGE })
      const other = await created({ promoCode: freshCode('Other') })
      const clash = await admin.patch(`/api/admin/promotions/${other.id}`, { promoCode: code.toUpperCase() })
      expect(clash.status).toBe(409)
      // A PATCH of one date is checked against the stored other.
      const backwards = await admin.patch(`/api/admin/promotions/${first.id}`, { endDate: day(1) })
      expect(backwards.status).toBe(400)
      expect((await backwards.json()).error.fields).toEqual({ endDate: PROMOTION_DATES_MESSAGE })
    })
  })

  test('GET /api/promotions lists the active promotions running today, without their usage', async () => {
    const running = await created({ title: 'Running now', promoCode: freshCode() })
    const future = await created({ title: 'Next month', startDate: day(30), endDate: day(40) })
    const ended = await created({ title: 'Last month', startDate: day(-40), endDate: day(-1) })
    const hidden = await created({ title: 'Switched off', isActive: false })
    const listed = promotionSchema.array().parse(await (await app.request('/api/promotions')).json())
    const ids = listed.map((promotion) => promotion.id)
    expect(ids).toContain(running.id)
    for (const absent of [future, ended, hidden]) expect(ids).not.toContain(absent.id)
    const raw = (await (await app.request('/api/promotions')).json()).find((promotion: { id: number }) => promotion.id === running.id)
    expect(Object.keys(raw)).not.toContain('usageCount')
    expect(Object.keys(raw)).not.toContain('usageLimit')
  })

  describe('redeeming a code with a lead', () => {
    test('a valid code, typed in any letter case, is recorded on the inquiry as the promotion spells it, counts one use and reaches the business', async () => {
      const code = freshCode('Launch')
      const promotion = await created({ promoCode: code, usageLimit: 5 })
      const response = await app.request('/api/contact', visitorPost({ ...homeMessage, promoCode: ` ${code.toLowerCase()} ` }))
      expect(response.status, await response.clone().text()).toBe(201)
      const { id } = await response.json()
      const [row] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id))
      expect(row).toMatchObject({ promoCode: code, status: 'new' })
      expect(await usageOf(promotion.id)).toBe(1)
      const business = (await app.database.db.select().from(outbox)).find((message) => message.kind === 'inquiry.business' && (message.payload as { inquiryId?: number }).inquiryId === id)
      expect(business?.payload).toMatchObject({ promoCode: code })
      const listed = await (await admin.get('/api/contact-inquiries')).json()
      expect(listed.find((inquiry: { id: number }) => inquiry.id === id)).toMatchObject({ promoCode: code })
    })

    test('a lead without a code is stored as before', async () => {
      const response = await app.request('/api/contact', visitorPost({ ...homeMessage, promoCode: '' }))
      expect(response.status).toBe(201)
    })

    test.each([
      ['unknown', async () => 'NOSUCHCODE', PROMO_CODE_MESSAGES.unknown],
      ['badly formed', async () => 'not a code', PROMO_CODE_MESSAGES.unknown],
      ['inactive', async () => (await created({ promoCode: freshCode('Off'), isActive: false })).promoCode!, PROMO_CODE_MESSAGES.unknown],
      ['not started', async () => (await created({ promoCode: freshCode('Soon'), startDate: day(2), endDate: day(9) })).promoCode!, PROMO_CODE_MESSAGES.unknown],
      ['expired', async () => (await created({ promoCode: freshCode('Past'), startDate: day(-9), endDate: day(-1) })).promoCode!, PROMO_CODE_MESSAGES.expired],
      ['used up', async () => {
        const promotion = await created({ promoCode: freshCode('Once'), usageLimit: 1 })
        expect((await app.request('/api/contact', visitorPost({ ...homeMessage, promoCode: promotion.promoCode }))).status).toBe(201)
        return promotion.promoCode!
      }, PROMO_CODE_MESSAGES.used_up],
    ])('an %s code gets 400 with its message on promoCode, and no lead is written', async (_name, codeOf, message) => {
      const code = await codeOf()
      const before = await inquiryCount()
      const response = await app.request('/api/contact', visitorPost({ ...homeMessage, source: 'contact', promoCode: code }))
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { promoCode: message } })
      expect(await inquiryCount()).toBe(before)
    })

    test('a booking records its code on the booking and its inquiry; a refused code books nothing and leaves the slot free', async () => {
      const { days } = await (await app.request('/api/booking-days')).json()
      // The last day offered: today's times may be few or gone late in a Melbourne afternoon.
      const slotDay = days[days.length - 1]
      const [first, second] = slotDay.slots
      const visitor = { name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 345 678' }
      const refused = await app.request('/api/bookings', visitorPost({ ...visitor, date: slotDay.date, time: first.time, promoCode: 'NOSUCHCODE' }))
      expect(refused.status).toBe(400)
      expect((await refused.json()).error.fields).toEqual({ promoCode: PROMO_CODE_MESSAGES.unknown })
      expect(await app.database.db.select().from(bookings).where(eq(bookings.date, slotDay.date))).toHaveLength(0)

      const code = freshCode('Book')
      const promotion = await created({ promoCode: code, usageLimit: 2 })
      const booked = await app.request('/api/bookings', visitorPost({ ...visitor, date: slotDay.date, time: second.time, promoCode: code.toLowerCase() }))
      expect(booked.status, await booked.clone().text()).toBe(201)
      const { booking } = await booked.json()
      const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, booking.id))
      expect(row).toMatchObject({ promoCode: code })
      const [inquiry] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, row!.inquiryId!))
      expect(inquiry).toMatchObject({ promoCode: code, source: 'booking' })
      expect(await usageOf(promotion.id)).toBe(1)
    })

    test('a replayed form token is kept as spam and its use given back', async () => {
      const code = freshCode('Replay')
      const promotion = await created({ promoCode: code, usageLimit: 3 })
      const post = visitorPost({ ...homeMessage, promoCode: code })
      expect((await app.request('/api/contact', post)).status).toBe(201)
      expect((await app.request('/api/contact', post)).status).toBe(201)
      const rows = await inquiriesWith(code)
      expect(rows.map((row) => row.status).sort()).toEqual(['new', 'spam'])
      expect(await usageOf(promotion.id)).toBe(1)
    })

    test('50 visitors using a code limited to 7 at once: exactly 7 leads carry it and it counts 7 uses', async () => {
      const code = freshCode('Rush')
      const promotion = await created({ promoCode: code, usageLimit: 7 })
      const before = await inquiryCount()
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => app.request('/api/contact', visitorPost({ ...homeMessage, email: `rush${i}@example.com`, promoCode: code }))))
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(7)
      expect(statuses.filter((status) => status === 400)).toHaveLength(43)
      for (const answer of answers.filter((a) => a.status === 400)) expect((await answer.json()).error.fields).toEqual({ promoCode: PROMO_CODE_MESSAGES.used_up })
      expect(await inquiriesWith(code)).toHaveLength(7)
      expect(await inquiryCount()).toBe(before + 7)
      expect(await usageOf(promotion.id)).toBe(7)
    })

    test('bookings (each in its own transaction) and contact messages racing for a code limited to 5: exactly 5 leads carry it', async () => {
      const code = freshCode('Race')
      const promotion = await created({ promoCode: code, usageLimit: 5 })
      const { days } = await (await app.request('/api/booking-days')).json()
      const slots = (days as { date: string; slots: { time: string }[] }[]).slice(0, -1).flatMap((d) => d.slots.map((slot) => ({ date: d.date, time: slot.time }))).slice(0, 15)
      expect(slots.length).toBeGreaterThanOrEqual(10)
      const visitor = { name: 'Racing Visitor', phone: '0412 345 678' }
      const answers = await Promise.all([
        ...slots.map((slot, i) => app.request('/api/bookings', visitorPost({ ...visitor, phone: uniquePhone(), email: `booker${i}@example.com`, ...slot, promoCode: code }))),
        ...Array.from({ length: 15 }, (_, i) => app.request('/api/contact', visitorPost({ ...homeMessage, email: `writer${i}@example.com`, promoCode: code }))),
      ])
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5)
      expect(answers.filter((answer) => answer.status === 400)).toHaveLength(answers.length - 5)
      const bookedWithCode = await app.database.db.select().from(bookings).where(eq(bookings.promoCode, code))
      const inquiries = await inquiriesWith(code)
      // Each booking also stores its inquiry with the code.
      expect(inquiries).toHaveLength(5)
      expect(inquiries.filter((row) => row.source === 'booking')).toHaveLength(bookedWithCode.length)
      expect(await usageOf(promotion.id)).toBe(5)
    })
  })
})
