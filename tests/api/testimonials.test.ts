import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RATING_MESSAGE, adminTestimonialSchema, auditPageSchema } from '../../contract/admin-content.ts'
import { testimonialSchema } from '../../contract/content.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { testimonials } from '../../server/db/schema/content.ts'
import { readPageFacts } from '../../server/domain/seo/html-facts.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

// JSON-LD is plain nested data; the tests read it by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonLd = Record<string, any>

describe.each(databaseKinds)('testimonials on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient

  beforeAll(async () => {
    app = await startTestApp(kind, {}, { pages: true })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  const publicList = async () => testimonialSchema.array().parse(await (await app.request('/api/testimonials')).json())

  async function page(path: string): Promise<string> {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    return response.text()
  }

  async function business(): Promise<JsonLd> {
    const blocks = readPageFacts(await page('/')).jsonLd.map((text) => JSON.parse(text) as JsonLd)
    const found = blocks.find((block) => block['@type'] === 'ProfessionalService')
    expect(found, 'the home page has its business JSON-LD').toBeDefined()
    return found!
  }

  async function created(body: Record<string, unknown>) {
    const response = await admin.post('/api/admin/testimonials', body)
    expect(response.status, await response.clone().text()).toBe(201)
    return adminTestimonialSchema.parse(await response.json())
  }

  async function lastAudit() {
    return auditPageSchema.parse(await (await admin.get('/api/admin/audit-log?limit=1')).json()).entries[0]!
  }

  const auditCount = async () => (await app.database.db.select({ id: auditLog.id }).from(auditLog)).length

  test('the seed gives a new owner a few active testimonials, listed by GET /api/testimonials', async () => {
    const listed = await publicList()
    expect(listed.length).toBeGreaterThanOrEqual(3)
    for (const testimonial of listed) {
      expect(testimonial.isActive).toBe(true)
      expect(testimonial.rating).toBeGreaterThanOrEqual(1)
      expect(testimonial.rating).toBeLessThanOrEqual(5)
    }
  })

    test('an admin creates, edits and deletes a testimonial; each write is audited and public on the next request', async () => {
    const testimonial = await created({ name: '  Aiko Tanaka ', company: 'Tanaka Physio, Carlton', content: 'Our bookings doubled.' })
    expect(testimonial).toMatchObject({ name: 'Aiko Tanaka', company: 'Tanaka Physio, Carlton', rating: 5, isActive: true })
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'testimonials', entityId: testimonial.id, after: { name: 'Aiko Tanaka' } })
    expect((await publicList()).map((row) => row.id)).toContain(testimonial.id)
    expect(await page('/')).toContain('Our bookings doubled.')

    const edited = await admin.patch(`/api/admin/testimonials/${testimonial.id}`, { rating: 4, company: '' })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ rating: 4, company: null, name: 'Aiko Tanaka' })
    expect(await lastAudit()).toMatchObject({ action: 'update', entityId: testimonial.id, before: { rating: 5 }, after: { rating: 4, company: null } })
    expect((await publicList()).find((row) => row.id === testimonial.id)).toMatchObject({ rating: 4, company: null })

    // Hidden: gone from the site, kept in the admin list.
    expect((await admin.patch(`/api/admin/testimonials/${testimonial.id}`, { isActive: false })).status).toBe(200)
    expect((await publicList()).map((row) => row.id)).not.toContain(testimonial.id)
    expect(await page('/services')).not.toContain('Our bookings doubled.')
    const adminList = adminTestimonialSchema.array().parse(await (await admin.get('/api/admin/testimonials')).json())
    expect(adminList.find((row) => row.id === testimonial.id)).toMatchObject({ isActive: false })

    const deleted = await admin.delete(`/api/admin/testimonials/${testimonial.id}`)
    expect(await deleted.json()).toEqual({ success: true, id: testimonial.id })
    expect(await lastAudit()).toMatchObject({ action: 'delete', entityId: testimonial.id, before: { name: 'Aiko Tanaka', rating: 4 } })
    expect((await admin.patch(`/api/admin/testimonials/${testimonial.id}`, { rating: 3 })).status).toBe(404)
  })

  test.each([
    ['no name', { content: 'Great.' }, 'name', 'Please enter a name'],
    ['a blank name', { name: '   ', content: 'Great.' }, 'name', 'Please enter a name'],
    ['no content', { name: 'Ann' }, 'content', 'Please enter the testimonial'],
    ['content too long', { name: 'Ann', content: 'x'.repeat(2001) }, 'content', 'Testimonial must be at most 2000 characters'],
    ['a company too long', { name: 'Ann', content: 'Great.', company: 'x'.repeat(256) }, 'company', 'Company must be at most 255 characters'],
    ['a rating of 0', { name: 'Ann', content: 'Great.', rating: 0 }, 'rating', RATING_MESSAGE],
    ['a rating of 6', { name: 'Ann', content: 'Great.', rating: 6 }, 'rating', RATING_MESSAGE],
    ['a rating of 4.5', { name: 'Ann', content: 'Great.', rating: 4.5 }, 'rating', RATING_MESSAGE],
    ['a rating as text', { name: 'Ann', content: 'Great.', rating: '5' }, 'rating', RATING_MESSAGE],
    ['active as text', { name: 'Ann', content: 'Great.', isActive: 'yes' }, 'isActive', 'Active must be true or false'],
    ['an unknown field', { name: 'Ann', content: 'Great.', createdAt: '2020-01-01T00:00:00Z' }, '_', 'Unknown field: createdAt'],
  ])('a create with %s answers 400 with the field message and stores nothing', async (_case, body, field, message) => {
    const before = await auditCount()
    const response = await admin.post('/api/admin/testimonials', body)
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } })
    expect(await auditCount()).toBe(before)
  })

  test('an update must send something valid', async () => {
    const [first] = await publicList()
    for (const [body, field, message] of [
      [{}, '_', 'Send at least one field to change'],
      [{ rating: 9 }, 'rating', RATING_MESSAGE],
      [{ name: '' }, 'name', 'Please enter a name'],
    ] as const) {
      const response = await admin.patch(`/api/admin/testimonials/${first!.id}`, body)
      expect(response.status).toBe(400)
      expect((await response.json()).error.fields[field]).toBe(message)
    }
  })

  test('the home and services pages show each active testimonial with a star rating read as words', async () => {
    const listed = await publicList()
    for (const path of ['/', '/services']) {
      const html = await page(path)
      expect(html).toContain('id="testimonials-heading"')
      for (const testimonial of listed) {
        expect(html).toContain(escaped(testimonial.name))
        expect(html).toContain(`aria-label="Rated ${testimonial.rating} out of 5"`)
      }
    }
  })

  test('the home JSON-LD has a Review per active testimonial and their AggregateRating', async () => {
    const listed = await publicList()
    const data = await business()
    expect(data.review.map((review: JsonLd) => [review.author.name, review.reviewBody, review.reviewRating.ratingValue])).toEqual(
      listed.map((testimonial) => [testimonial.name, testimonial.content, testimonial.rating]),
    )
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Math.round((listed.reduce((sum, testimonial) => sum + testimonial.rating, 0) / listed.length) * 10) / 10,
      reviewCount: listed.length,
      bestRating: 5,
      worstRating: 1,
    })
  })

  test('with no active testimonial, the pages show no section and the JSON-LD no review or rating', async () => {
    const rows = await app.database.db.select().from(testimonials)
    const active = rows.filter((row) => row.isActive)
    try {
      for (const row of active) expect((await admin.patch(`/api/admin/testimonials/${row.id}`, { isActive: false })).status).toBe(200)
      expect(await publicList()).toEqual([])
      const data = await business()
      expect(data).not.toHaveProperty('review')
      expect(data).not.toHaveProperty('aggregateRating')
      for (const path of ['/', '/services']) expect(await page(path)).not.toContain('id="testimonials-heading"')
    } finally {
      for (const row of active) await app.database.db.update(testimonials).set({ isActive: true }).where(eq(testimonials.id, row.id))
    }
    await expect.poll(async () => (await publicList()).length, { timeout: 2_000, interval: 20 }).toBe(active.length)
  })
})

/** React escapes text: an apostrophe, as in O’Connor, stays as it is; & < > " become entities. */
function escaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}
