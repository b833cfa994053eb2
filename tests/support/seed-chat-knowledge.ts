/**
 * Test support: the chat knowledge a freshly seeded database would give, built from the seed
 * modules and the settings defaults without a database, through the catalogue's own row mappers.
 * Tests derive every expected fact from this, so they follow the seed when it changes.
 */
import type { PricingPlan } from '../../contract/content.ts'
import { settingDefaults } from '../../contract/site-settings.ts'
import { toSettingsMap } from '../../core/settings.ts'
import { seedAiTools } from '../../server/db/seed/ai-tools-data.ts'
import { seedDemoSites } from '../../server/db/seed/demo-sites-data.ts'
import { seedPricingPlans, seedServices } from '../../server/db/seed/services-data.ts'
import { toAiTool, toDemoSite, toPricingPlan, toService } from '../../server/domain/content/catalog.ts'
import { buildChatKnowledge, type ChatKnowledge } from '../../server/domain/chat/knowledge.ts'

const SEEDED_AT = new Date('2026-01-05T00:00:00.000Z')

export function seedKnowledge(): ChatKnowledge {
  const services = seedServices.map((row, index) =>
    toService({
      id: index + 1,
      slug: row.slug,
      title: row.title,
      description: row.description,
      price: row.price,
      priceNote: row.priceNote ?? null,
      originalPrice: row.originalPrice ?? null,
      salePrice: row.salePrice ?? null,
      saleStartDate: row.saleStartDate ?? null,
      saleEndDate: row.saleEndDate ?? null,
      features: row.features ?? [],
      icon: row.icon ?? 'bot',
      color: row.color ?? 'blue',
      highlight: row.highlight ?? null,
      sortOrder: row.sortOrder ?? 0,
      isActive: row.isActive ?? true,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    }),
  )
  const serviceIdBySlug = new Map(services.map((service) => [service.slug, service.id]))
  const plans = seedPricingPlans.map(({ serviceSlug, ...row }, index) =>
    toPricingPlan({
      id: index + 1,
      serviceId: serviceIdBySlug.get(serviceSlug) ?? null,
      name: row.name,
      price: row.price,
      originalPrice: row.originalPrice ?? null,
      currency: row.currency ?? 'USD',
      billingPeriod: row.billingPeriod ?? 'monthly',
      description: row.description ?? null,
      isActive: row.isActive ?? true,
      isFeatured: row.isFeatured ?? false,
      features: row.features ?? [],
      sortOrder: row.sortOrder ?? 0,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    }),
  )
  const aiTools = seedAiTools.map((row, index) =>
    toAiTool({
      id: index + 1,
      name: row.name,
      description: row.description,
      url: row.url ?? null,
      icon: row.icon ?? null,
      category: row.category ?? 'Utility',
      isFree: row.isFree ?? false,
      requiresCredits: row.requiresCredits ?? false,
      isPro: row.isPro ?? false,
      comingSoon: row.comingSoon ?? false,
      isHot: row.isHot ?? false,
      isActive: row.isActive ?? true,
      sortOrder: row.sortOrder ?? 0,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    }),
  )
  const demos = seedDemoSites
    .map((row, index) =>
      toDemoSite({
        id: index + 1,
        industry: row.industry,
        title: row.title,
        description: row.description,
        url: row.url ?? null,
        screenshotUrl: row.screenshotUrl ?? null,
        icon: row.icon ?? 'Building2',
        color: row.color ?? 'bg-blue-500',
        features: row.features ?? [],
        status: row.status ?? 'Planning',
        featured: row.featured ?? false,
        sortOrder: row.sortOrder ?? 0,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      }),
    )
    .sort((a, b) => Number(b.featured) - Number(a.featured) || a.sortOrder - b.sortOrder || a.id - b.id)
  // The settings the seed stores: every default except the empty ones.
  const settings = toSettingsMap(
    Object.entries(settingDefaults)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => ({ key, value })),
  )
  return buildChatKnowledge({ services, plans, settings, aiTools, demos }, SEEDED_AT)
}

/** The knowledge with some content changed, as an admin edit would leave it: the FAQ is filled again from the change. */
export function withContent(knowledge: ChatKnowledge, change: Partial<Omit<ChatKnowledge, 'faq'>>, now = SEEDED_AT): ChatKnowledge {
  return buildChatKnowledge({ ...knowledge, ...change }, now)
}

/** The seeded knowledge with one plan changed, as an admin edit would leave it. */
export function withPlan(knowledge: ChatKnowledge, name: string, change: Partial<PricingPlan>): ChatKnowledge {
  return withContent(knowledge, { plans: knowledge.plans.map((plan) => (plan.name === name ? { ...plan, ...change } : plan)) })
}
