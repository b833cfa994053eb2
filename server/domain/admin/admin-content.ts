import type { Database } from '../../db/client.ts'
import { createAiToolCollection } from './ai-tools.ts'
import { createDemoSiteCollection } from './demo-sites.ts'
import { createInquiryCollection } from './inquiries.ts'
import { createKnowledgeCollection } from './knowledge.ts'
import { createPriceHistory } from './price-history.ts'
import { createPricingPlanCollection } from './pricing-plans.ts'
import { createPromotionCollection } from './promotions.ts'
import { createServiceCollection } from './services.ts'
import { createSiteSettingCollection } from './site-settings.ts'
import { createTestimonialCollection } from './testimonials.ts'

/** What the admin dashboard manages; every write is audited in its own transaction. */
export function createAdminContent({ db }: { db: Database }) {
  return {
    services: createServiceCollection(db),
    pricingPlans: createPricingPlanCollection(db),
    aiTools: createAiToolCollection(db),
    demoSites: createDemoSiteCollection(db),
    testimonials: createTestimonialCollection(db),
    knowledge: createKnowledgeCollection(db),
    promotions: createPromotionCollection(db),
    siteSettings: createSiteSettingCollection(db),
    inquiries: createInquiryCollection(db),
    priceHistory: createPriceHistory(db),
  }
}

export type AdminContent = ReturnType<typeof createAdminContent>
