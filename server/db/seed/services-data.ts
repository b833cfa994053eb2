import type { pricingPlans, services } from '../schema/content.ts'

export const seedServices: (typeof services.$inferInsert)[] = [
  {
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
    sortOrder: 1,
  },
  {
    slug: 'web-development',
    title: 'Professional Web Development',
    description:
      'Fast, mobile-first websites that win customers on Google, with an AI chat assistant built in and content you can edit yourself.',
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
    sortOrder: 2,
  },
  {
    slug: 'automation',
    title: 'Custom Automation Solutions',
    description:
      'Connect the tools you already use and let software do the repetitive work: data entry, follow-ups, invoices and reports.',
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
    sortOrder: 3,
  },
]

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
