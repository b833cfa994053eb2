import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * Sale prices in their window (ADR 024): the admin picks Melbourne days, the pages and the JSON-LD show
 * the sale price from the first minute of the first day to the last minute of the last day, Melbourne
 * time, across the end of daylight saving (Sunday 5 April 2026, 3 am -> 2 am), and cached pages do not
 * outlive the window's edge. Only Date is faked: the server runs in this process.
 */

const SALE_LABEL = 'Was $699, now $377'

type Offer = { '@type': string; price: number; priceValidUntil?: string; itemOffered?: { name: string } }

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown)
}

function offersOf(html: string): Offer[] {
  const offers: Offer[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (node && typeof node === 'object') {
      if ((node as Offer)['@type'] === 'Offer') offers.push(node as Offer)
      Object.values(node).forEach(visit)
    }
  }
  jsonLdOf(html).forEach(visit)
  return offers
}

describe.each(databaseKinds)('sale prices in their Melbourne window on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let serviceTitle: string

  const at = (instant: string) => vi.setSystemTime(new Date(instant))
  const page = async (path: string) => {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    return response.text()
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-04-01T10:00:00+11:00') })
    app = await startTestApp(kind, {}, { pages: true })
    admin = await signInAsAdmin(app)
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
  })

  test('the admin sets a sale by Melbourne days: stored as Melbourne midnights, audited, and refused when out of order or not below the price', async () => {
    at('2026-04-01T10:00:00+11:00')
    const created = await admin.post('/api/admin/services', {
      title: 'Sale Window Service',
      description: 'A service on sale over the end of daylight saving.',
      price: 699,
      salePrice: 377,
      saleStartDate: '2026-04-04',
      saleEndDate: '2026-04-05',
      features: ['One', 'Two'],
    })
    expect(created.status).toBe(201)
    const service = (await created.json()) as { id: number; title: string; saleStartDate: string; saleEndDate: string }
    serviceTitle = service.title
    // 00:00 AEDT on the 4th, 00:00 AEDT on the 5th (DST ends at 3 am that day).
    expect(service).toMatchObject({ saleStartDate: '2026-04-03T13:00:00.000Z', saleEndDate: '2026-04-04T13:00:00.000Z' })

    const audit = (await (await admin.get('/api/admin/audit-log?limit=1')).json()) as { entries: { action: string; entity: string; entityId: number }[] }
    expect(audit.entries[0]).toMatchObject({ action: 'create', entity: 'services', entityId: service.id })

    const refused = async (response: Response, fields: Record<string, string>) => {
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
      expect(body.error.code).toBe('validation_failed')
      expect(body.error.fields).toMatchObject(fields)
    }
    await refused(await admin.post('/api/admin/services', { title: 'x', description: 'x', price: 100, saleStartDate: '2026-04-05', saleEndDate: '2026-04-04' }), {
      saleEndDate: 'The sale cannot end before it starts',
    })
    await refused(await admin.post('/api/admin/services', { title: 'x', description: 'x', price: 100, salePrice: 100 }), { salePrice: 'The sale price must be below the price' })
    await refused(await admin.post('/api/admin/services', { title: 'x', description: 'x', saleStartDate: '2026-02-30' }), { saleStartDate: 'Sale start must be a date such as 2026-07-01' })
    // Against the stored row: the end before the stored start, a sale price at the stored price, a price cut below the stored sale price.
    await refused(await admin.patch(`/api/admin/services/${service.id}`, { saleEndDate: '2026-04-03' }), { saleEndDate: 'The sale cannot end before it starts' })
    await refused(await admin.patch(`/api/admin/services/${service.id}`, { salePrice: 699 }), { salePrice: 'The sale price must be below the price' })
    await refused(await admin.patch(`/api/admin/services/${service.id}`, { price: 377 }), { salePrice: 'The sale price must be below the price' })
    // A one-day sale is a sale.
    const oneDay = await admin.post('/api/admin/services', { title: 'One Day Sale', description: 'x', price: 100, salePrice: 50, saleStartDate: '2026-07-01', saleEndDate: '2026-07-01', isActive: false })
    expect(oneDay.status).toBe(201)
    expect(await oneDay.json()).toMatchObject({ saleStartDate: '2026-06-30T14:00:00.000Z', saleEndDate: '2026-06-30T14:00:00.000Z' })
  })

  test.each([
    ['the last minute before the first day', '2026-04-03T23:59:00+11:00', false],
    ['the first minute of the first day', '2026-04-04T00:00:00+11:00', true],
    ['the repeated hour as daylight saving ends', '2026-04-05T02:30:00+10:00', true],
    ['the last minute of the last day', '2026-04-05T23:59:00+10:00', true],
    ['the first minute after the last day', '2026-04-06T00:00:00+10:00', false],
  ])('/services at %s', async (_name, instant, onSale) => {
    at(instant)
    const html = await page('/services')
    expect(html.includes(SALE_LABEL)).toBe(onSale)
    const offer = offersOf(html).find((item) => item.itemOffered?.name === serviceTitle)
    expect(offer).toMatchObject(onSale ? { price: 377, priceValidUntil: '2026-04-05' } : { price: 699 })
    if (!onSale) expect(offer?.priceValidUntil).toBeUndefined()
  })

  test('a cached page does not outlive the sale: the render of 23:59:30 on the last day is not served at midnight', async () => {
    at('2026-04-05T23:59:30+10:00')
    expect(await page('/services')).toContain(SALE_LABEL)
    expect(await page('/')).toContain(SALE_LABEL)
    at('2026-04-06T00:00:00+10:00')
    expect(await page('/services')).not.toContain(SALE_LABEL)
    expect(await page('/')).not.toContain(SALE_LABEL)
    // And the other way: a page cached the evening before the first day shows the sale from midnight.
    at('2026-04-03T23:59:30+11:00')
    expect(await page('/services')).not.toContain(SALE_LABEL)
    at('2026-04-04T00:00:00+11:00')
    expect(await page('/services')).toContain(SALE_LABEL)
  })

  test("a service's detail page and its Offer follow the catalogue service of the same slug", async () => {
    at('2026-04-01T10:00:00+11:00')
    const list = (await (await admin.get('/api/admin/services')).json()) as { id: number; slug: string }[]
    const workforce = list.find((service) => service.slug === 'ai-workforce')!
    const saved = await admin.patch(`/api/admin/services/${workforce.id}`, { price: 699, salePrice: 377, saleStartDate: '2026-04-04', saleEndDate: null })
    expect(saved.status).toBe(200)
    await expect.poll(async () => (await page('/services/ai-workforce')).includes(SALE_LABEL)).toBe(false)
    at('2026-04-04T00:00:00+11:00')
    const html = await page('/services/ai-workforce')
    expect(html).toContain(SALE_LABEL)
    // An open end: the sale price, with no date it is valid until.
    const offer = offersOf(html)[0]
    expect(offer).toMatchObject({ price: 377 })
    expect(offer?.priceValidUntil).toBeUndefined()
    at('2030-01-01T00:00:00+11:00')
    expect(await page('/services/ai-workforce')).toContain(SALE_LABEL)
  })
})
