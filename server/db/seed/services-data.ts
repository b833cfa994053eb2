import { FALLBACK_SERVICES } from '../../../core/fallback-services.ts'
import type { pricingPlans, services } from '../schema/content.ts'

/**
 * The spec's service table: the same three services the site shows as its built-in fallback, so
 * they are written once (app/features/services/fallback-services.ts).
 */
export const seedServices: (typeof services.$inferInsert)[] = FALLBACK_SERVICES.map((service, index) => ({
  slug: service.slug,
  title: service.title,
  description: service.description,
  price: service.price,
  priceNote: service.priceNote,
  features: service.features,
  icon: service.icon,
  color: service.color,
  highlight: service.highlight,
  sortOrder: index + 1,
}))

/** Plans reference services by slug; the seed resolves the ids. */
export const seedPricingPlans: (Omit<typeof pricingPlans.$inferInsert, 'serviceId'> & { serviceSlug: string })[] = [
  {
    serviceSlug: 'ai-workforce',
    name: 'AI Chatbot',
    price: '$699',
    originalPrice: '$1,199',
    currency: 'AUD',
    billingPeriod: 'one-time',
    description: 'A website chatbot trained on your business that answers questions and captures leads day and night.',
    isFeatured: false,
    features: [
      'Trained on your services, prices and FAQs',
      'Lead capture straight to your inbox',
      'Works on your existing website',
      'Setup in 3-5 business days',
      'You own it: no monthly subscription',
    ],
    sortOrder: 1,
  },
  {
    serviceSlug: 'ai-workforce',
    name: 'AI Voice Agent',
    price: '$899',
    originalPrice: '$1,299',
    currency: 'AUD',
    billingPeriod: 'one-time',
    description: 'A natural-sounding phone agent that answers every call, books appointments and takes messages.',
    isFeatured: true,
    features: [
      'Answers calls 24/7 with an Australian voice',
      'Books appointments into your calendar',
      'Call summaries sent by email and SMS',
      'Setup in 7-10 business days',
      'You own it: no monthly subscription',
    ],
    sortOrder: 2,
  },
  {
    serviceSlug: 'web-development',
    name: 'Website Development',
    price: '$499',
    originalPrice: '$899',
    currency: 'AUD',
    billingPeriod: 'one-time',
    description: 'A fast, mobile-first website of up to 3 pages, built to be found on Google and ready for AI chat.',
    isFeatured: false,
    features: [
      'Up to 3 custom-designed pages',
      'Mobile-first, fast and secure',
      'Search engine optimisation built in',
      '3 months of free minor updates',
      'You own the site and its content',
    ],
    sortOrder: 3,
  },
]
