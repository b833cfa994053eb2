import type { Service } from '../contract/content'

// Fallback ids are zero or negative so they never clash with a stored service's id.
const BUILT_IN = '2025-01-01T00:00:00.000Z'

function fallbackService(fields: Pick<Service, 'id' | 'slug' | 'title' | 'description' | 'price' | 'priceNote' | 'features' | 'icon' | 'color' | 'highlight'>): Service {
  return {
    ...fields,
    name: fields.title,
    originalPrice: null,
    salePrice: null,
    saleStartDate: null,
    saleEndDate: null,
    isActive: true,
    createdAt: BUILT_IN,
    updatedAt: BUILT_IN,
  }
}

/** The /services grid when the server returns no services or fails (spec §2 'Services listing'). */
export const FALLBACK_SERVICES: Service[] = [
  fallbackService({
    id: 0,
    slug: 'ai-workforce',
    title: 'AI Workforce Solutions',
    description:
      'AI chatbots and voice agents that answer customers, qualify leads and book appointments around the clock, trained on your own business.',
    price: 699,
    priceNote: 'one-time setup',
    features: [
      '24/7 AI chatbot for your website',
      'AI voice agent that answers your phone',
      'Lead capture and appointment booking',
      'Trained on your services, prices and FAQs',
      'Hand-over to your team when a human is needed',
    ],
    icon: 'bot',
    color: 'blue',
    highlight: 'Save up to 60% on staffing costs',
  }),
  fallbackService({
    id: -1,
    slug: 'web-development',
    title: 'Professional Web Development',
    description: 'Fast, mobile-first websites that win customers on Google, with an AI chat assistant built in and content you can edit yourself.',
    price: 499,
    priceNote: 'up to 3 pages',
    features: [
      'Custom design tailored to your brand',
      'Mobile-first and fast to load',
      'Search engine optimisation built in',
      'AI chat assistant ready to switch on',
      '3 months of free minor updates',
    ],
    icon: 'globe',
    color: 'green',
    highlight: 'Tailored to your brand',
  }),
  fallbackService({
    id: -2,
    slug: 'automation',
    title: 'Custom Automation Solutions',
    description: 'Connect the tools you already use and let software do the repetitive work: data entry, follow-ups, invoices and reports.',
    price: 899,
    priceNote: 'per automation project',
    features: [
      'Workflow automation across your apps',
      'CRM, accounting and email integrations',
      'Automatic follow-ups and reminders',
      'Reports delivered to your inbox',
      '6 months of optimisation included',
    ],
    icon: 'cog',
    color: 'purple',
    highlight: 'Reduce manual work by 80%',
  }),
]

/** The home page's 'Our Core Services' cards when the server returns no services or fails (spec §2 Home item 3). */
export const HOME_FALLBACK_SERVICES: Service[] = [
  fallbackService({
    id: -10,
    slug: 'ai-workforce',
    title: 'AI Workforce Solutions',
    description: 'AI chatbots and voice agents that answer every enquiry, qualify leads and book appointments, day and night.',
    price: 699,
    priceNote: 'one-time setup',
    features: ['24/7 website chat and phone answering', 'Lead capture and qualification', 'Appointment booking into your calendar', 'Trained on your own business'],
    icon: 'bot',
    color: 'blue',
    highlight: 'Save up to 60% on staffing costs',
  }),
  fallbackService({
    id: -11,
    slug: 'web-development',
    title: 'Professional Web Development',
    description: 'Modern, mobile-first websites that load fast, rank on Google and turn visitors into customers.',
    price: 499,
    priceNote: 'up to 3 pages',
    features: ['Custom design for your brand', 'Mobile-first and fast to load', 'Search engine optimisation built in', 'AI chat assistant ready to switch on'],
    icon: 'globe',
    color: 'green',
    highlight: 'Tailored to your brand',
  }),
  fallbackService({
    id: -12,
    slug: 'automation',
    title: 'Business Automation & Integrations',
    description: 'Connect your CRM, accounting and email so repetitive admin runs itself and your data stays in sync.',
    price: 899,
    priceNote: 'per automation project',
    features: ['Workflow automation across your apps', 'CRM, accounting and email integrations', 'Automatic follow-ups and reminders', 'Reports delivered to your inbox'],
    icon: 'cog',
    color: 'purple',
    highlight: 'Reduce manual work by 80%',
  }),
]

/** The fetched services when there are any, otherwise the built-in fallbacks (a failed fetch arrives here as []). */
export function servicesOrFallback(fetched: readonly Service[] | null | undefined, fallback: readonly Service[]): Service[] {
  return fetched && fetched.length > 0 ? [...fetched] : [...fallback]
}

/** Service cards list at most `max` features and note how many more there are ('+N more features'). */
export function visibleFeatures(features: readonly string[], max: number): { shown: string[]; moreCount: number } {
  const limit = Math.max(0, Math.floor(max))
  const shown = features.slice(0, limit)
  return { shown, moreCount: features.length - shown.length }
}
