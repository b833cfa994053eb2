import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { adminPricingPlanSchema, adminServiceSchema, auditPageSchema } from '../../contract/admin-content.ts'
import { type PriceHistoryEntry, priceHistoryEntrySchema } from '../../contract/price-history.ts'
import { type SignedInClient, signInAsAdmin, signInAsNonAdmin } from '../support/admin-client.ts'
import { type TestApp, rowsOf, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * Price history (ADR 025): each price change of a service or plan writes its history row in the same
 * transaction as the change. The failure cases make the database itself refuse a write (a trigger that
 * raises), once on the history insert and once on the audit row written after it, and look at what
 * was left behind.
 */

type ServiceBody = Record<string, unknown>

describe.each(databaseKinds)('price history on %s', (kind) => {
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

  async function createService(body: ServiceBody) {
    const response = await admin.post('/api/admin/services', { title: 'Priced service', description: 'A service whose prices change.', ...body })
    expect(response.status, await response.clone().text()).toBe(201)
    return adminServiceSchema.parse(await response.json())
  }

  async function createPlan(body: ServiceBody) {
    const response = await admin.post('/api/admin/pricing-plans', { name: 'Priced plan', price: '$899', ...body })
    expect(response.status, await response.clone().text()).toBe(201)
    return adminPricingPlanSchema.parse(await response.json())
  }

  async function historyOf(path: 'services' | 'pricing-plans', id: number): Promise<PriceHistoryEntry[]> {
    const response = await admin.get(`/api/admin/${path}/${id}/price-history`)
    expect(response.status).toBe(200)
    return priceHistoryEntrySchema.array().parse(await response.json())
  }

  async function storedService(id: number) {
    const [row] = await rowsOf<{ price: string; sale_price: string | null }>(app, sql`select price::text, sale_price::text from services where id = ${id}`)
    return row
  }

  const countRows = async (table: 'price_history' | 'audit_log') =>
    (await rowsOf<{ count: number }>(app, sql`select count(*)::int as count from ${sql.identifier(table)}`))[0]!.count

  test('a new service records its price, and its sale price from the first sale day', async () => {
    const before = Date.now()
    const service = await createService({ price: 699, salePrice: 377, saleStartDate: '2030-01-15', priceChangeReason: 'Launch offer' })
    const history = await historyOf('services', service.id)
    // Newest first: the sale row was written after the price row.
    expect(history).toMatchObject([
      { serviceId: service.id, pricingPlanId: null, changeType: 'sale', oldPrice: null, newPrice: '377.00', changeReason: 'Launch offer', effectiveDate: '2030-01-14T13:00:00.000Z' },
      { serviceId: service.id, pricingPlanId: null, changeType: 'create', oldPrice: null, newPrice: '699.00', changeReason: 'Launch offer' },
    ])
    expect(Date.parse(history[1]!.effectiveDate)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(history[1]!.effectiveDate)).toBeLessThanOrEqual(Date.now() + 1000)
  })

  test('a price change records old, new and the reason; a save that changes no amount records nothing', async () => {
    const service = await createService({ price: 699 })
    const changed = await admin.patch(`/api/admin/services/${service.id}`, { price: 749.5, priceChangeReason: '  New hosting costs  ' })
    expect(changed.status).toBe(200)
    // The dialog sends every field: the same prices again (with a leftover reason) are no price change.
    const resent = await admin.patch(`/api/admin/services/${service.id}`, {
      title: 'Renamed, same price',
      description: service.description,
      price: 749.5,
      salePrice: null,
      saleStartDate: null,
      saleEndDate: null,
      features: ['Now listed'],
      priceChangeReason: 'ignored',
    })
    expect(resent.status, await resent.clone().text()).toBe(200)

    const history = await historyOf('services', service.id)
    expect(history.map(({ changeType, oldPrice, newPrice, changeReason }) => ({ changeType, oldPrice, newPrice, changeReason }))).toEqual([
      { changeType: 'price', oldPrice: '699.00', newPrice: '749.50', changeReason: 'New hosting costs' },
      { changeType: 'create', oldPrice: null, newPrice: '699.00', changeReason: null },
    ])
    // The audit log is as before: the row before and after, without the reason.
    const audit = auditPageSchema.parse(await (await admin.get('/api/admin/audit-log?limit=2')).json()).entries
    expect(audit.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['update', service.id],
      ['update', service.id],
    ])
    expect(JSON.stringify(audit)).not.toContain('priceChangeReason')
  })

  test('a sale price set, changed and removed each leave a row; moving the sale days alone does not', async () => {
    const service = await createService({ price: 699 })
    const patch = async (body: ServiceBody) => expect((await admin.patch(`/api/admin/services/${service.id}`, body)).status).toBe(200)
    await patch({ salePrice: 377, saleStartDate: '2030-03-01', saleEndDate: '2030-03-31', priceChangeReason: 'Autumn sale' })
    await patch({ saleStartDate: '2030-03-05' })
    await patch({ salePrice: 350 })
    await patch({ salePrice: null, saleStartDate: null, saleEndDate: null, priceChangeReason: 'Sale called off' })
    const history = await historyOf('services', service.id)
    expect(history.map(({ changeType, oldPrice, newPrice, changeReason }) => [changeType, oldPrice, newPrice, changeReason])).toEqual([
      ['sale_removed', '350.00', '699.00', 'Sale called off'],
      ['sale', '377.00', '350.00', null],
      ['sale', null, '377.00', 'Autumn sale'],
      ['create', null, '699.00', null],
    ])
    // Set before its first day: effective from that day's Melbourne midnight (AEDT); the later change from its new first day.
    expect(history[2]!.effectiveDate).toBe('2030-02-28T13:00:00.000Z')
    expect(history[1]!.effectiveDate).toBe('2030-03-04T13:00:00.000Z')
  })

  test("a plan's price text is recorded as it is shown", async () => {
    const plan = await createPlan({ price: '$899' })
    expect((await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { price: '$999', priceChangeReason: 'More support hours' })).status).toBe(200)
    expect((await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { price: '$999', isFeatured: true })).status).toBe(200)
    expect((await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { isActive: false })).status).toBe(200)
    const history = await historyOf('pricing-plans', plan.id)
    expect(history).toMatchObject([
      { pricingPlanId: plan.id, serviceId: null, changeType: 'price', oldPrice: '$899', newPrice: '$999', changeReason: 'More support hours' },
      { pricingPlanId: plan.id, serviceId: null, changeType: 'create', oldPrice: null, newPrice: '$899', changeReason: null },
    ])
  })

  test('a reason is checked like any field, and a reason alone changes nothing', async () => {
    const service = await createService({ price: 699 })
    const rows = await countRows('price_history')
    const tooLong = await admin.patch(`/api/admin/services/${service.id}`, { price: 799, priceChangeReason: 'x'.repeat(501) })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toMatchObject({ error: { code: 'validation_failed', fields: { priceChangeReason: 'Reason for price change must be at most 500 characters' } } })
    const alone = await admin.patch(`/api/admin/pricing-plans/${(await createPlan({})).id}`, { priceChangeReason: 'Why not' })
    expect(alone.status).toBe(400)
    expect(await alone.json()).toMatchObject({ error: { fields: { _: 'Send at least one field to change' } } })
    expect(await countRows('price_history')).toBe(rows + 1) // the plan's own first price
    expect(await storedService(service.id)).toEqual({ price: '699.00', sale_price: null })
  })

  test('a change the server refuses writes no row: a price cut below the stored sale price', async () => {
    const service = await createService({ price: 699, salePrice: 377 })
    const rows = await countRows('price_history')
    const refused = await admin.patch(`/api/admin/services/${service.id}`, { price: 300, priceChangeReason: 'Too low' })
    expect(refused.status).toBe(400)
    expect(await countRows('price_history')).toBe(rows)
    expect(await storedService(service.id)).toEqual({ price: '699.00', sale_price: '377.00' })
  })

  describe('when the database refuses a write inside the transaction', () => {
    const refuse = async (table: 'price_history' | 'audit_log') => {
      await app.database.db.execute(sql.raw(`create or replace function refuse_in_test() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`))
      await app.database.db.execute(sql.raw(`create trigger refuse_in_test before insert on ${table} for each row execute function refuse_in_test()`))
    }
    afterEach(async () => {
      for (const table of ['price_history', 'audit_log']) await app.database.db.execute(sql.raw(`drop trigger if exists refuse_in_test on ${table}`))
    })

    test('a history row that cannot be written undoes the price change and its audit row', async () => {
      const service = await createService({ price: 699 })
      const plan = await createPlan({ price: '$899' })
      const [rows, audits] = [await countRows('price_history'), await countRows('audit_log')]
      await refuse('price_history')

      expect((await admin.patch(`/api/admin/services/${service.id}`, { price: 799, salePrice: 599, priceChangeReason: 'Refused' })).status).toBe(500)
      expect((await admin.patch(`/api/admin/pricing-plans/${plan.id}`, { price: '$999' })).status).toBe(500)
      expect((await admin.post('/api/admin/services', { title: 'Never stored', description: 'x', price: 10 })).status).toBe(500)

      expect(await storedService(service.id)).toEqual({ price: '699.00', sale_price: null })
      expect(adminPricingPlanSchema.array().parse(await (await admin.get('/api/admin/pricing-plans')).json()).find((row) => row.id === plan.id)?.price).toBe('$899')
      expect(adminServiceSchema.array().parse(await (await admin.get('/api/admin/services')).json()).some((row) => row.title === 'Never stored')).toBe(false)
      expect([await countRows('price_history'), await countRows('audit_log')]).toEqual([rows, audits])

      // Another change goes through untouched: the refusal belonged to those writes only.
      expect((await admin.patch(`/api/admin/services/${service.id}`, { title: 'Still editable' })).status).toBe(200)
      expect(await countRows('price_history')).toBe(rows)
    })

    test('a change undone after its history row was written (its audit row refused) leaves no history row', async () => {
      const service = await createService({ price: 699 })
      const rows = await countRows('price_history')
      await refuse('audit_log')
      expect((await admin.patch(`/api/admin/services/${service.id}`, { price: 799, priceChangeReason: 'Rolled back' })).status).toBe(500)
      expect(await countRows('price_history')).toBe(rows)
      expect(await storedService(service.id)).toEqual({ price: '699.00', sale_price: null })
      await app.database.db.execute(sql.raw('drop trigger refuse_in_test on audit_log'))

      // Tried again, the same change writes exactly one row.
      expect((await admin.patch(`/api/admin/services/${service.id}`, { price: 799, priceChangeReason: 'Second try' })).status).toBe(200)
      expect((await historyOf('services', service.id))[0]).toMatchObject({ changeType: 'price', oldPrice: '699.00', newPrice: '799.00', changeReason: 'Second try' })
      expect(await countRows('price_history')).toBe(rows + 1)
    })
  })

  test('saves racing on one service each record the price they replaced', async () => {
    const service = await createService({ price: 100 })
    const prices = [110, 120, 130, 140, 150, 160]
    const answers = await Promise.all(prices.map((price) => admin.patch(`/api/admin/services/${service.id}`, { price })))
    expect(answers.map((answer) => answer.status)).toEqual(prices.map(() => 200))
    const history = (await historyOf('services', service.id)).reverse()
    expect(history).toHaveLength(prices.length + 1)
    // Oldest first, each row starts where the one before it ended, and the last is the stored price.
    for (let index = 1; index < history.length; index++) expect(history[index]!.oldPrice).toBe(history[index - 1]!.newPrice)
    expect((await storedService(service.id))?.price).toBe(history.at(-1)!.newPrice)
    expect(new Set(history.map((row) => row.newPrice)).size).toBe(history.length)
  })

  test('a deleted service keeps its history rows, without an owner; its history is then a 404', async () => {
    const service = await createService({ price: 699 })
    const [entry] = await historyOf('services', service.id)
    expect((await admin.delete(`/api/admin/services/${service.id}`)).status).toBe(200)
    expect(await rowsOf(app, sql`select service_id, new_price from price_history where id = ${entry!.id}`)).toEqual([{ service_id: null, new_price: '699.00' }])
    const gone = await admin.get(`/api/admin/services/${service.id}/price-history`)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ error: { code: 'not_found', message: `No service with id ${service.id}.` } })
  })

  test('the history is for admins only, and the id must be a row id', async () => {
    const plan = await createPlan({})
    expect((await app.request(`/api/admin/pricing-plans/${plan.id}/price-history`)).status).toBe(401)
    expect((await staff.get(`/api/admin/pricing-plans/${plan.id}/price-history`)).status).toBe(403)
    expect((await staff.get(`/api/admin/services/1/price-history`)).status).toBe(403)
    expect((await admin.get('/api/admin/pricing-plans/2147483647/price-history')).status).toBe(404)
    const bad = await admin.get('/api/admin/services/abc/price-history')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'validation_failed', fields: { id: 'The id must be a positive whole number' } } })
  })
})
