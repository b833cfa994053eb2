import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDatabase, seedUnitNames } from '../../server/db/seed/seed.ts'
import { aiTools, demoSites, pricingPlans, services, siteSettings } from '../../server/db/schema/content.ts'
import { bookings, contactInquiries } from '../../server/db/schema/leads.ts'
import { users } from '../../server/db/schema/auth.ts'
import { type TestDatabase, createTestDatabase, databaseKinds } from '../support/test-database.ts'

describe.each(databaseKinds)('database on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false })
  })
  afterAll(async () => {
    await database?.drop()
  })

  test('the first seed applies every unit; a second run applies none and duplicates nothing', async () => {
    expect(await seedDatabase(database.db)).toEqual(seedUnitNames)
    const countRows = async () => [
      (await database.db.select({ n: count() }).from(services))[0]?.n,
      (await database.db.select({ n: count() }).from(pricingPlans))[0]?.n,
      (await database.db.select({ n: count() }).from(aiTools))[0]?.n,
      (await database.db.select({ n: count() }).from(demoSites))[0]?.n,
      (await database.db.select({ n: count() }).from(siteSettings))[0]?.n,
    ]
    const first = await countRows()
    expect(await seedDatabase(database.db)).toEqual([])
    expect(await countRows()).toEqual(first)
  })

  test('seeding again never brings back deleted content or overwrites an admin change', async () => {
    await database.db.update(siteSettings).set({ value: 'Admin tagline' }).where(eq(siteSettings.key, 'site_tagline'))
    await database.db.delete(demoSites).where(eq(demoSites.status, 'Planning'))
    await seedDatabase(database.db)
    const [tagline] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'site_tagline'))
    expect(tagline?.value).toBe('Admin tagline')
    expect(await database.db.select().from(demoSites).where(eq(demoSites.status, 'Planning'))).toHaveLength(0)
  })

  test('pricing plans are linked to their services', async () => {
    const plans = await database.db.select().from(pricingPlans)
    expect(plans.every((plan) => plan.serviceId !== null)).toBe(true)
  })

  test('a service slug is unique and must be a slug', async () => {
    const row = { title: 'X', description: 'Y', price: 1, features: [] }
    await expect(database.db.insert(services).values({ ...row, slug: 'ai-workforce' })).rejects.toThrow()
    await expect(database.db.insert(services).values({ ...row, slug: 'Not A Slug' })).rejects.toThrow()
    await expect(database.db.insert(services).values({ ...row, slug: 'ok-slug', icon: 'rocket' })).rejects.toThrow()
  })

  test('an inquiry status outside the pipeline is refused', async () => {
    await expect(database.db.insert(contactInquiries).values({ fullName: 'A B', email: 'a@b.au', message: 'hello there', status: 'maybe' })).rejects.toThrow()
  })

  test('one slot can hold one live booking; a cancelled booking frees it', async () => {
    const slot = { date: '2030-03-04', time: '9:00 AM', startsAt: new Date('2030-03-03T22:00:00Z'), name: 'A', email: 'a@b.au', phone: '0400000000' }
    const [first] = await database.db.insert(bookings).values(slot).returning()
    await expect(database.db.insert(bookings).values(slot)).rejects.toThrow()
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first!.id))
    await expect(database.db.insert(bookings).values(slot)).resolves.toBeDefined()
    // Which times a day offers is the availability's say; the column takes only a '9:00 AM' style label.
    await expect(database.db.insert(bookings).values({ ...slot, date: '2030-03-05', time: '09:15' })).rejects.toThrow()
    await expect(database.db.insert(bookings).values({ ...slot, date: '2030-03-05', time: '9:15 AM' })).resolves.toBeDefined()
  })

  test('user emails are unique and stored lower-case', async () => {
    await database.db.insert(users).values({ email: 'owner@example.com.au', role: 'admin' })
    await expect(database.db.insert(users).values({ email: 'owner@example.com.au' })).rejects.toThrow()
    await expect(database.db.insert(users).values({ email: 'Owner@Example.com.au' })).rejects.toThrow()
    await expect(database.db.insert(users).values({ email: 'x@example.com.au', role: 'superuser' })).rejects.toThrow()
  })
})
