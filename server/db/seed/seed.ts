import { eq } from 'drizzle-orm'
import { settingDefaults } from '../../../contract/site-settings.ts'
import type { Database, Transaction } from '../client.ts'
import { aiTools, demoSites, pricingPlans, services, siteSettings, testimonials } from '../schema/content.ts'
import { seedLog } from '../schema/auth.ts'
import { seedAiTools } from './ai-tools-data.ts'
import { seedDemoSites } from './demo-sites-data.ts'
import { seedPricingPlans, seedServices } from './services-data.ts'
import { seedTestimonials } from './testimonials-data.ts'

const SETTING_CATEGORIES: Partial<Record<string, string>> = {
  contact_email: 'contact',
  support_email: 'contact',
  business_phone: 'contact',
  secondary_phone: 'contact',
  office_address: 'contact',
  business_hours: 'contact',
  structured_data: 'seo',
}

/**
 * Each unit runs once per database, recorded in seed_log in the same transaction, so a restart
 * never brings back content an admin deleted and never overwrites what an admin changed.
 * A unit added later (new setting keys, say) still runs once on existing databases.
 */
const seedUnits: { name: string; run: (tx: Transaction) => Promise<void> }[] = [
  {
    name: 'services-v1',
    async run(tx) {
      await tx.insert(services).values(seedServices).onConflictDoNothing({ target: services.slug })
    },
  },
  {
    name: 'pricing-plans-v1',
    async run(tx) {
      const rows = await tx.select({ id: services.id, slug: services.slug }).from(services)
      const idBySlug = new Map(rows.map((row) => [row.slug, row.id]))
      const plans = seedPricingPlans.map(({ serviceSlug, ...plan }) => ({ ...plan, serviceId: idBySlug.get(serviceSlug) ?? null }))
      await tx.insert(pricingPlans).values(plans)
    },
  },
  { name: 'ai-tools-v1', run: async (tx) => void (await tx.insert(aiTools).values(seedAiTools)) },
  { name: 'demo-sites-v1', run: async (tx) => void (await tx.insert(demoSites).values(seedDemoSites)) },
  {
    // demo-sites-v1 named a screenshot that was never shipped (/demos asked for a 404); a database seeded
    // with it gets the one in public/ instead. Only that exact path is touched, never an admin's own.
    name: 'demo-screenshots-v2',
    async run(tx) {
      await tx
        .update(demoSites)
        .set({ screenshotUrl: '/demo-screenshots/yarra-valley-property.svg' })
        .where(eq(demoSites.screenshotUrl, '/demo-screenshots/missing-example.png'))
    },
  },
  { name: 'testimonials-v1', run: async (tx) => void (await tx.insert(testimonials).values(seedTestimonials)) },
  {
    name: 'site-settings-v1',
    async run(tx) {
      const rows = Object.entries(settingDefaults)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => ({ key, value, category: SETTING_CATEGORIES[key] ?? 'general' }))
      await tx.insert(siteSettings).values(rows).onConflictDoNothing({ target: siteSettings.key })
    },
  },
]

/** Applies every seed unit that has not run on this database yet; returns the names it applied. */
export async function seedDatabase(db: Database): Promise<string[]> {
  const applied: string[] = []
  for (const unit of seedUnits) {
    const ran = await db.transaction(async (tx) => {
      // Instances starting together: the first to insert the log row seeds; the others skip.
      const claimed = await tx.insert(seedLog).values({ name: unit.name }).onConflictDoNothing().returning({ name: seedLog.name })
      if (claimed.length === 0) return false
      await unit.run(tx)
      return true
    })
    if (ran) applied.push(unit.name)
  }
  return applied
}

/** For tests: forget that a unit ran. */
export async function forgetSeedUnit(db: Database, name: string): Promise<void> {
  await db.delete(seedLog).where(eq(seedLog.name, name))
}

export const seedUnitNames = seedUnits.map((unit) => unit.name)
