import { and, asc, desc, eq, inArray, isNull, like, lt, or } from 'drizzle-orm'
import type { AiTool, DemoSite, KnowledgeEntry, PricingPlan, Service, SiteSetting, Testimonial } from '../../../contract/content.ts'
import { PUBLIC_SETTING_KEYS } from '../../../contract/site-settings.ts'
import type { Database } from '../../db/client.ts'
import type { AdminPromotion, DiscountType, Promotion } from '../../../contract/promotions.ts'
import { aiTools, demoSites, pricingPlans, salesPromotions, services, siteSettings, testimonials } from '../../db/schema/content.ts'
import { knowledgeEntries } from '../../db/schema/knowledge.ts'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function toService(row: typeof services.$inferSelect): Service {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    name: row.title,
    description: row.description,
    price: row.price,
    priceNote: row.priceNote,
    originalPrice: row.originalPrice,
    salePrice: row.salePrice,
    saleStartDate: iso(row.saleStartDate),
    saleEndDate: iso(row.saleEndDate),
    features: row.features,
    icon: row.icon as Service['icon'],
    color: row.color as Service['color'],
    highlight: row.highlight,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toPricingPlan(row: typeof pricingPlans.$inferSelect): PricingPlan {
  const { sortOrder: _sortOrder, createdAt, updatedAt, ...rest } = row
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() }
}

export function toAiTool(row: typeof aiTools.$inferSelect): AiTool {
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    description: row.description,
    url: row.url,
    icon: row.icon,
    category: row.category,
    isFree: row.isFree,
    requiresCredits: row.requiresCredits,
    isPro: row.isPro,
    premium: row.isPro,
    comingSoon: row.comingSoon,
    isHot: row.isHot,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toDemoSite(row: typeof demoSites.$inferSelect): DemoSite {
  return {
    ...row,
    screenshot_url: row.screenshotUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toKnowledgeEntry(row: typeof knowledgeEntries.$inferSelect): KnowledgeEntry {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

export function toTestimonial(row: typeof testimonials.$inferSelect): Testimonial {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** A promotion as visitors see it: no usage counts. */
export function toPromotion(row: typeof salesPromotions.$inferSelect): Promotion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    discountType: row.discountType as DiscountType,
    discountValue: row.discountValue,
    applicableServices: row.applicableServices,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    promoCode: row.promoCode,
  }
}

export function toAdminPromotion(row: typeof salesPromotions.$inferSelect): AdminPromotion {
  return {
    ...toPromotion(row),
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * The public catalogue: what visitors may read, already in the shape the API and pages use, read from the
 * database on every call. The app's `services.catalog` is this behind the content cache (cached-catalog.ts):
 * its lists are snapshots every reader shares, frozen, so copy a list before sorting or changing it.
 */
export function createCatalog({ db }: { db: Database }) {
  return {
    async listServices(): Promise<Service[]> {
      const rows = await db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.sortOrder), asc(services.id))
      return rows.map(toService)
    },

    async findServiceBySlug(slug: string): Promise<Service | undefined> {
      const [row] = await db.select().from(services).where(eq(services.slug, slug)).limit(1)
      return row && row.isActive ? toService(row) : undefined
    },

    async listActivePlans(): Promise<PricingPlan[]> {
      const rows = await db
        .select()
        .from(pricingPlans)
        .where(eq(pricingPlans.isActive, true))
        .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id))
      return rows.map(toPricingPlan)
    },

    async listAiTools(): Promise<AiTool[]> {
      const rows = await db.select().from(aiTools).where(eq(aiTools.isActive, true)).orderBy(asc(aiTools.sortOrder), asc(aiTools.id))
      return rows.map(toAiTool)
    },

    async listDemoSites(): Promise<DemoSite[]> {
      const rows = await db.select().from(demoSites).orderBy(desc(demoSites.featured), asc(demoSites.sortOrder), asc(demoSites.id))
      return rows.map(toDemoSite)
    },

    async listTestimonials(): Promise<Testimonial[]> {
      const rows = await db.select().from(testimonials).where(eq(testimonials.isActive, true)).orderBy(asc(testimonials.id))
      return rows.map(toTestimonial)
    },

    /**
     * Active promotions with uses left, soonest ending first: the ones that may show now or later (the pages pick
     * those running at the instant they render). A redemption that spends the last use notifies a content change
     * (migration 0009), so a fully redeemed promotion leaves the cached list.
     */
    async listPromotions(): Promise<Promotion[]> {
      const rows = await db
        .select()
        .from(salesPromotions)
        .where(and(eq(salesPromotions.isActive, true), or(isNull(salesPromotions.usageLimit), lt(salesPromotions.usageCount, salesPromotions.usageLimit))))
        .orderBy(asc(salesPromotions.endDate), asc(salesPromotions.id))
      return rows.map(toPromotion)
    },

    /** The owner's answers to the chat's questions, oldest first (/faq's "More questions"). */
    async listKnowledgeEntries(): Promise<KnowledgeEntry[]> {
      const rows = await db.select().from(knowledgeEntries).orderBy(asc(knowledgeEntries.id))
      return rows.map(toKnowledgeEntry)
    },

    /** Only the keys pages need and the seo_* page settings; secrets an admin may store never leave the server. */
    async listPublicSettings(): Promise<SiteSetting[]> {
      const rows = await db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(or(inArray(siteSettings.key, PUBLIC_SETTING_KEYS), like(siteSettings.key, 'seo\\_%')))
        .orderBy(asc(siteSettings.key))
      return rows
    },
  }
}

export type Catalog = ReturnType<typeof createCatalog>
