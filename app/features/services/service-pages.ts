import type { Service } from '../../../contract/content'
import { formatAud } from '../../../core/format'

export const SERVICE_PAGE_IDS = ['ai-workforce', 'web-development', 'automation'] as const
export type ServicePageId = (typeof SERVICE_PAGE_IDS)[number]

/** Icons a capability may name; service-page-icons.tsx maps them to lucide components. */
export type CapabilityIconName =
  | 'message'
  | 'phone'
  | 'calendar'
  | 'user-check'
  | 'languages'
  | 'chart'
  | 'palette'
  | 'smartphone'
  | 'search'
  | 'gauge'
  | 'pen'
  | 'shield'
  | 'workflow'
  | 'plug'
  | 'bell'
  | 'receipt'
  | 'database'
  | 'file'

export type ServicePage = {
  id: ServicePageId
  title: string
  subtitle: string
  /** AUD, fixed here as the spec's service pages are fixed in the client. */
  price: number
  billing: string
  description: string
  /** The meta description for search results and link previews; '{price}' stands for the service's current price (serviceMetaDescription). */
  metaDescription: string
  heroImage: { art: ServicePageId; alt: string }
  icon: Service['icon']
  color: Service['color']
  features: string[]
  capabilities: { icon: CapabilityIconName; title: string; description: string }[]
  benefits: string[]
  support: { setup: string; training: string; maintenance: string; local: string }
}

const LOCAL_TEAM = 'A Melbourne-based team you can call, email or meet in person, in your time zone. Existing clients get 24/7 emergency support.'

/** The spec's 'Service page content', fixed per serviceId (setup times and maintenance from §9 'Delivery'). */
export const SERVICE_PAGES: Record<ServicePageId, ServicePage> = {
  'ai-workforce': {
    id: 'ai-workforce',
    title: 'AI Workforce Solutions',
    subtitle: 'AI chatbots and voice agents that answer every customer, day and night.',
    price: 699,
    billing: 'One-time setup',
    description:
      'Give your business a digital team member that never sleeps. We set up an AI chatbot for your website and an AI voice agent for your phone line, both trained on your services, prices and FAQs. They answer questions, capture and qualify leads and book appointments, then hand over to your team when a person is needed. You pay once for setup and own the solution, with no monthly subscription: only the language model usage may recur.',
    metaDescription:
      'AI chatbots and voice agents for Australian small businesses from {price} one-time setup. Answer every enquiry 24/7, capture leads and book appointments. Live in 3-5 business days.',
    heroImage: { art: 'ai-workforce', alt: 'Illustration of an AI assistant answering a website chat and a phone call at the same time' },
    icon: 'bot',
    color: 'blue',
    features: [
      '24/7 AI chatbot for your website',
      'AI voice agent that answers your business phone',
      'Lead capture and qualification',
      'Appointment booking into your calendar',
      'Trained on your services, prices and FAQs',
      'Hand-over to your team when a human is needed',
    ],
    capabilities: [
      { icon: 'message', title: 'Website chat assistant', description: 'Answers questions instantly on every page of your site, in a friendly voice that matches your brand.' },
      { icon: 'phone', title: 'AI voice agent', description: 'Picks up calls after hours or when the line is busy, so no caller reaches voicemail again.' },
      { icon: 'calendar', title: 'Appointment booking', description: 'Offers real free times and books them straight into your calendar, with confirmations sent automatically.' },
      { icon: 'user-check', title: 'Lead qualification', description: 'Asks the questions your team would ask and passes on the serious enquiries with the details filled in.' },
      { icon: 'languages', title: 'Multilingual conversations', description: 'Talks with customers in English and the other languages they are most comfortable in.' },
      { icon: 'chart', title: 'Conversation insights', description: 'See what customers ask most, where leads come from and which answers need a tweak.' },
    ],
    benefits: [
      'Never miss an enquiry, even after hours and on weekends',
      'Save up to 60% on staffing costs for front-desk work',
      'Reply to customers in under 2 seconds',
      'Handle up to 10x more enquiries without hiring',
      'Free your team for the work that needs a human touch',
      'Own it outright: one-time setup, no monthly subscription',
    ],
    support: {
      setup: 'Live in 3-5 business days: we configure, train and test your assistant with you.',
      training: 'A hands-on session for your team on reviewing conversations and updating answers.',
      maintenance: 'We monitor the first weeks of conversations and fine-tune the answers. Only language model usage may recur.',
      local: LOCAL_TEAM,
    },
  },
  'web-development': {
    id: 'web-development',
    title: 'Professional Web Development',
    subtitle: 'Fast, mobile-first websites that turn visitors into customers.',
    price: 499,
    billing: 'Up to 3 pages',
    description:
      'Your website is often the first impression a customer gets. We design and build a modern, mobile-first site tailored to your brand, optimised for Google and fast on every device. An AI chat assistant is ready to switch on whenever you want it, and you can edit your own content without calling a developer. Larger sites, online stores and custom features are quoted separately.',
    metaDescription:
      'Professional websites for Australian small businesses from {price} for up to 3 pages. Mobile-first, fast, SEO-ready and tailored to your brand. Delivered in 7-10 business days.',
    heroImage: { art: 'web-development', alt: 'Illustration of a modern business website shown on a laptop and a phone' },
    icon: 'globe',
    color: 'green',
    features: [
      'Custom design tailored to your brand',
      'Mobile-first and fast to load',
      'Search engine optimisation built in',
      'Contact and booking forms that reach your inbox',
      'AI chat assistant ready to switch on',
      '3 months of free minor updates',
    ],
    capabilities: [
      { icon: 'palette', title: 'Brand-led design', description: 'Colours, type and imagery that look like your business, not a template.' },
      { icon: 'smartphone', title: 'Mobile-first build', description: 'Designed for the phone first, where most of your customers will find you.' },
      { icon: 'search', title: 'SEO foundations', description: 'Clean structure, page titles, descriptions and local business data so Google understands you.' },
      { icon: 'gauge', title: 'Fast performance', description: 'Lean pages that load quickly, even on mobile data, so visitors stay.' },
      { icon: 'pen', title: 'Easy content editing', description: 'Update text, prices and photos yourself, without waiting on a developer.' },
      { icon: 'shield', title: 'Secure hosting setup', description: 'SSL, backups and a reliable host configured for you from day one.' },
    ],
    benefits: [
      'Look credible and professional from the first click',
      'Be found by local customers searching on Google',
      'Turn visitors into enquiries with clear calls to action',
      'Own your website outright, with no lock-in contract',
      'Add an AI chat assistant whenever you are ready',
    ],
    support: {
      setup: 'Delivered in 7-10 business days, from kick-off call to launch.',
      training: 'A walkthrough on editing your content, plus a short written guide to keep.',
      maintenance: '3 months of free minor updates after launch. Hosting and domain costs are your own and stay low.',
      local: LOCAL_TEAM,
    },
  },
  automation: {
    id: 'automation',
    title: 'Custom Automation Solutions',
    subtitle: 'Let software do the repetitive work so your team can focus on customers.',
    price: 899,
    billing: 'Per automation project',
    description:
      'Most small businesses lose hours every week copying data between systems, chasing follow-ups and building the same reports. We map how your work flows today, then connect the tools you already use (CRM, accounting, email, forms and spreadsheets) so the busywork runs itself, accurately and on time. Each automation project is scoped and priced up front.',
    metaDescription:
      'Custom business automation from {price} per project. Connect your CRM, accounting and email, automate follow-ups and reports, and save 10-20 hours a week. Melbourne team.',
    heroImage: { art: 'automation', alt: 'Illustration of connected business apps passing data through an automated workflow' },
    icon: 'cog',
    color: 'purple',
    features: [
      'Workflow automation across your apps',
      'CRM, accounting and email integrations',
      'Automatic follow-ups and reminders',
      'Invoices and data entry without retyping',
      'Reports delivered to your inbox',
      '6 months of optimisation included',
    ],
    capabilities: [
      { icon: 'workflow', title: 'Workflow design', description: 'We map your current process and design an automated flow that fits how you already work.' },
      { icon: 'plug', title: 'App integrations', description: 'Connect your CRM, accounting software, email, forms and spreadsheets so data moves by itself.' },
      { icon: 'bell', title: 'Follow-ups and reminders', description: 'Quotes, bookings and unpaid invoices get timely follow-ups without anyone remembering to send them.' },
      { icon: 'receipt', title: 'Invoices and data entry', description: 'Orders, invoices and customer details flow into the right system, accurately, the first time.' },
      { icon: 'file', title: 'Automated reporting', description: 'The numbers you check every week arrive in your inbox, up to date and ready to read.' },
    ],
    benefits: [
      'Reduce manual work by up to 80%',
      'Save 10-20 hours per week on admin',
      'Fewer errors from retyping data between systems',
      'Faster responses to customers and suppliers',
      'Processes that scale as your business grows',
    ],
    support: {
      setup: 'Delivered in 2-3 weeks, depending on the number of systems involved.',
      training: 'Your team learns how each automation works, what it needs and how to pause it.',
      maintenance: '6 months of optimisation included: we watch the runs and tune them as your business changes.',
      local: LOCAL_TEAM,
    },
  },
}

/** The fixed content for a route's serviceId, or undefined for an unknown id (the page answers 404). */
export function findServicePage(serviceId: string | undefined): ServicePage | undefined {
  return (SERVICE_PAGE_IDS as readonly string[]).includes(serviceId ?? '') ? SERVICE_PAGES[serviceId as ServicePageId] : undefined
}

/** The page's meta description with the service's current price (from the catalogue, a sale in its window included). */
export function serviceMetaDescription(page: Pick<ServicePage, 'metaDescription'>, currentPrice: number): string {
  return page.metaDescription.replace('{price}', formatAud(currentPrice))
}
