/**
 * Test support for the chat evaluation: the facts a visitor may ask about, read from the running
 * site (its public API and the text of its pages), never typed into the test. Legal figures come
 * from core/legal-facts.ts, which the terms and privacy pages print, and are checked against those
 * pages; FAQ timelines are taken out of the /faq text by the sentence that states them. A change
 * of wording fails here loudly instead of silently testing nothing.
 */
import { parseDocument } from 'htmlparser2'
import type { AiTool, DemoSite, PricingPlan, Service, SiteSetting, Testimonial } from '../../contract/content.ts'
import { parsePrice } from '../../contract/price-text.ts'
import type { BusinessHours } from '../../contract/site-settings.ts'
import { type CostBreakdown, costBreakdownFor } from '../../core/cost-breakdown.ts'
import { LEGAL_FACTS, lateFee, paymentTerms } from '../../core/legal-facts.ts'
import { cheapestPlan as cheapestReadablePlan, displayedOriginalPrice, planKind, priceAt } from '../../core/pricing-rules.ts'
import { businessHours, settingText, toSettingsMap, type SettingsMap } from '../../core/settings.ts'
import { countTools, filterTools } from '../../core/tool-filters.ts'
import { dollarAmounts, sameAmount } from './chat-evaluation-checks.ts'
import type { TestApp } from './test-app.ts'

export type LegalFigures = {
  /** 'Net 30 days' */
  paymentTerms: string
  paymentDays: number
  /** '50%' */
  deposit: string
  /** '1.5%' (per month) */
  lateFeePerMonth: string
  /** '90 days' */
  warranty: string
  /** '30 days' */
  terminationNotice: string
  /** '30 days' */
  privacyResponse: string
  /** '7 years' (after the relationship ends) */
  customerRecords: string
  /** '26 months' */
  analytics: string
  /** '3 years' */
  supportCommunications: string
  /** 'until you opt out' */
  marketing: string
}

export type FaqFigures = {
  chatbotSetup: string
  voiceSetup: string
  complexSetup: string
  basicInstallation: string
  projectStart: string
  /** The website platforms the chatbot adds to ('WordPress', 'Shopify', ...). */
  platforms: string[]
  websiteUpdates: string
  automationOptimisation: string
  /** '24/7' */
  emergencySupport: string
  replyWithin: string
  weeklyHoursSaved: string
}

export type LiveFacts = {
  now: Date
  services: Service[]
  plans: PricingPlan[]
  settings: SettingsMap
  aiTools: AiTool[]
  demos: DemoSite[]
  testimonials: Testimonial[]
  contact: { email: string; supportEmail: string; phone: string; mobile: string; address: string; hours: BusinessHours }
  consultationMinutes: number
  legal: LegalFigures
  faq: FaqFigures
  tools: { free: AiTool[]; credit: AiTool[]; premium: AiTool[]; comingSoon: AiTool[] }
  /** Every dollar amount a reply may quote: the site's data and pages plus figures computed from them. */
  allowedAmounts: Set<number>
}

const PAGES = ['/', '/services', '/pricing', '/ai-tools', '/demos', '/faq', '/contact', '/terms-of-service', '/privacy-policy'] as const

export async function loadLiveFacts(app: TestApp, now = new Date()): Promise<LiveFacts> {
  const [services, plans, aiTools, demos, siteSettings, testimonials] = await Promise.all([
    getJson<Service[]>(app, '/api/services'),
    getJson<PricingPlan[]>(app, '/api/pricing-plans'),
    getJson<AiTool[]>(app, '/api/ai-tools'),
    getJson<DemoSite[]>(app, '/api/demo-sites'),
    getJson<SiteSetting[]>(app, '/api/site-settings'),
    getJson<Testimonial[]>(app, '/api/testimonials'),
  ])
  const pages = Object.fromEntries(await Promise.all(PAGES.map(async (path) => [path, await pageText(app, path)] as const))) as Record<(typeof PAGES)[number], string>
  const settings = toSettingsMap(siteSettings)
  const activePlans = plans.filter((plan) => plan.isActive)
  const activeTools = aiTools.filter((tool) => tool.isActive)

  const cta = settingText(settings, 'cta_description')
  const facts: LiveFacts = {
    now,
    services: services.filter((service) => service.isActive),
    plans: activePlans,
    settings,
    aiTools: activeTools,
    demos,
    testimonials: testimonials.filter((testimonial) => testimonial.isActive),
    contact: {
      email: settingText(settings, 'contact_email'),
      supportEmail: settingText(settings, 'support_email'),
      phone: settingText(settings, 'business_phone'),
      mobile: settingText(settings, 'secondary_phone'),
      address: settingText(settings, 'office_address'),
      hours: businessHours(settings),
    },
    consultationMinutes: Number(find(cta, /free (\d+)-minute/i, 'the consultation length in the cta_description setting')),
    legal: legalFigures(pages['/terms-of-service'], pages['/privacy-policy']),
    faq: faqFigures(pages['/faq']),
    tools: {
      free: filterTools(activeTools, 'free'),
      credit: filterTools(activeTools, 'credit'),
      premium: filterTools(activeTools, 'premium'),
      comingSoon: filterTools(activeTools, 'coming-soon'),
    },
    allowedAmounts: new Set(),
  }
  // The /ai-tools badges count with the same rules; if they disagree the data is not what the page shows.
  const counts = countTools(activeTools)
  if (!pages['/ai-tools'].includes(`${counts.free} Free Tool`)) throw new Error(`/ai-tools does not show ${counts.free} free tools`)
  facts.allowedAmounts = allowedAmounts(facts, Object.values(pages))
  return facts
}

async function getJson<T>(app: TestApp, path: string): Promise<T> {
  const response = await app.request(path)
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** The text a visitor reads on a page: every text node outside scripts and styles, spaced. */
async function pageText(app: TestApp, path: string): Promise<string> {
  const response = await app.request(path)
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
  const parts: string[] = []
  const walk = (nodes: ReturnType<typeof parseDocument>['children']) => {
    for (const node of nodes) {
      // Scripts and styles have node types of their own, so only text and plain tags are read.
      if (node.type === 'text' && 'data' in node) parts.push(node.data)
      else if (node.type === 'tag' && 'children' in node && !['template', 'noscript'].includes(node.name)) walk(node.children)
    }
  }
  walk(parseDocument(await response.text()).children)
  return parts.join(' ').replace(/\s+/g, ' ')
}

function find(text: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(text)
  if (!match?.[1]) throw new Error(`The site no longer states ${what} (looked for ${pattern})`)
  return match[1]
}

/**
 * The legal figures as core/legal-facts.ts states them for the terms and privacy pages, each
 * checked against the page a visitor reads, so the exam asks what the site really says.
 */
function legalFigures(terms: string, privacy: string): LegalFigures {
  const figures: LegalFigures = {
    paymentTerms,
    paymentDays: LEGAL_FACTS.paymentTermsDays,
    deposit: `${LEGAL_FACTS.depositPercent}%`,
    lateFeePerMonth: `${LEGAL_FACTS.lateFeePercentPerMonth}%`,
    warranty: `${LEGAL_FACTS.warrantyDays} days`,
    terminationNotice: `${LEGAL_FACTS.terminationNoticeDays} days`,
    privacyResponse: `${LEGAL_FACTS.privacyResponseDays} days`,
    customerRecords: `${LEGAL_FACTS.customerRecordsYears} years`,
    analytics: `${LEGAL_FACTS.analyticsMonths} months`,
    supportCommunications: `${LEGAL_FACTS.supportCommunicationsYears} years`,
    // The one retention rule without a number lives in the page text only.
    marketing: find(privacy, /Marketing preferences and contact details: (until you opt out)/i, 'marketing retention on /privacy-policy'),
  }
  const shown: [string, string, string][] = [
    ['/terms-of-service', terms, `payable within ${figures.paymentTerms}`],
    ['/terms-of-service', terms, `${figures.deposit} deposit`],
    ['/terms-of-service', terms, `late fee of ${lateFee}`],
    ['/terms-of-service', terms, `${figures.warranty} from delivery`],
    ['/terms-of-service', terms, `${figures.terminationNotice}' written notice`],
    ['/terms-of-service', terms, 'Prices include GST where applicable'],
    ['/privacy-policy', privacy, `within ${figures.privacyResponse}`],
    ['/privacy-policy', privacy, `plus ${figures.customerRecords}`],
    ['/privacy-policy', privacy, `up to ${figures.analytics}`],
    ['/privacy-policy', privacy, `conversations: ${figures.supportCommunications}`],
  ]
  for (const [page, text, phrase] of shown) {
    if (!text.replace(/[’‘]/g, "'").includes(phrase)) throw new Error(`${page} does not say "${phrase}" (core/legal-facts.ts)`)
  }
  return figures
}

function faqFigures(faq: string): FaqFigures {
  const platforms = find(faq, /adds to almost any website, including ([^.]+?), with a small snippet/i, 'the website platforms on /faq')
  return {
    chatbotSetup: find(faq, /chatbot setup typically takes ([\d-]+ business days)/i, 'the chatbot setup time on /faq'),
    voiceSetup: find(faq, /and a voice agent ([\d-]+ business days)/i, 'the voice agent setup time on /faq'),
    complexSetup: find(faq, /several integrations usually take ([\d-]+ weeks)/i, 'the complex setup time on /faq'),
    basicInstallation: find(faq, /basic installation may take ([\d-]+ weeks)/i, 'the basic installation time on /faq'),
    projectStart: find(faq, /projects start within ([\d-]+ weeks)/i, 'when projects start on /faq'),
    platforms: platforms.split(/,\s*|\s+and\s+/).map((platform) => platform.trim()).filter(Boolean),
    websiteUpdates: find(faq, /Websites include (\d+ months) of free minor updates/i, 'the free website updates on /faq'),
    automationOptimisation: find(faq, /automation projects include (\d+ months) of optimisation/i, 'automation optimisation on /faq'),
    emergencySupport: find(faq, /access to (24\/7) emergency support/i, 'emergency support on /faq'),
    replyWithin: find(faq, /reply within (\d+ hours)/i, 'the reply time on /faq'),
    weeklyHoursSaved: find(faq, /save ([\d-]+ hours) per week/i, 'the weekly hours saved on /faq'),
  }
}

// ---------------------------------------------------------------------------------------------
// Prices

export const planPrice = (plan: PricingPlan): number => {
  const amount = parsePrice(plan.price)
  if (amount === undefined) throw new Error(`Plan ${plan.name} has no readable price (${plan.price})`)
  return amount
}

/** A service's sale price when the sale is on now (start and end inclusive, either may be open). */
export function activeSalePrice(service: Service, now: Date): number | undefined {
  const { price, regularPrice } = priceAt(service, now)
  return regularPrice === undefined ? undefined : price
}

/** What a service costs today: its sale price while the sale is on, else its price. */
export const currentServicePrice = (service: Service, now: Date): number => activeSalePrice(service, now) ?? service.price

/** The cheapest plan by the rule the home page's description uses. */
export function cheapestPlan(plans: PricingPlan[]): PricingPlan {
  const cheapest = cheapestReadablePlan(plans)
  if (!cheapest) throw new Error('No plan has a readable price')
  return cheapest.plan
}

export function dearestPlan(plans: PricingPlan[]): PricingPlan {
  return [...plans].sort((a, b) => planPrice(b) - planPrice(a))[0]!
}

export function runningCosts(plan: PricingPlan): CostBreakdown {
  const breakdown = costBreakdownFor(plan.name)
  if (!breakdown) throw new Error(`Plan ${plan.name} has no cost breakdown on /pricing`)
  return breakdown
}

/** The plan of a kind (voice, chatbot, website) by the rule the pricing page uses to read plan names. */
export function planOfKind(facts: LiveFacts, kind: ReturnType<typeof planKind>): PricingPlan {
  const plan = facts.plans.find((candidate) => planKind(candidate.name) === kind)
  if (!plan) throw new Error(`No active ${kind} plan in /api/pricing-plans`)
  return plan
}

/**
 * Every dollar amount a truthful reply could quote: amounts in the API data and on the pages, plus
 * what a salesperson works out from them (savings, a 50% deposit, the GST inside a price, the price
 * without GST, a late fee on a price, two or all plans together).
 */
function allowedAmounts(facts: LiveFacts, pages: string[]): Set<number> {
  const base = new Set<number>()
  const add = (amount: number | undefined | null) => {
    if (amount !== undefined && amount !== null && Number.isFinite(amount)) base.add(Math.round(amount * 100) / 100)
  }
  for (const service of facts.services) [service.price, service.originalPrice, service.salePrice].forEach(add)
  for (const plan of facts.plans) {
    add(parsePrice(plan.price))
    add(parsePrice(plan.originalPrice))
    add(displayedOriginalPrice(plan))
    for (const line of [...(costBreakdownFor(plan.name)?.lines ?? []), costBreakdownFor(plan.name)?.total]) dollarAmounts(line?.amount ?? '').forEach(add)
  }
  for (const text of pages) dollarAmounts(text).forEach(add)
  for (const text of [...facts.aiTools.map((tool) => tool.description), ...facts.demos.flatMap((demo) => [demo.description, ...demo.features])]) dollarAmounts(text).forEach(add)

  const prices = [...facts.services.flatMap((service) => [service.price, service.salePrice]), ...facts.plans.map(planPrice)].filter((amount): amount is number => amount !== null)
  const lateFee = Number.parseFloat(facts.legal.lateFeePerMonth) / 100
  const deposit = Number.parseFloat(facts.legal.deposit) / 100
  const computed = new Set(base)
  const put = (amount: number) => computed.add(Math.round(amount * 100) / 100)
  for (const amount of prices) {
    put(amount * deposit)
    put(amount - amount * deposit)
    put(amount / 11)
    put(amount - amount / 11)
    put(amount * lateFee)
  }
  for (const plan of facts.plans) {
    const original = displayedOriginalPrice(plan)
    if (original !== undefined) put(original - planPrice(plan))
  }
  for (const service of facts.services) {
    if (service.originalPrice !== null) put(service.originalPrice - service.price)
    if (service.salePrice !== null) put(service.price - service.salePrice)
  }
  for (const a of prices) for (const b of prices) put(a + b)
  put(facts.plans.map(planPrice).reduce((sum, amount) => sum + amount, 0))
  return computed
}

/** True when a quoted amount is one the site's data gives or one computed from it. */
export function isAllowedAmount(facts: LiveFacts, amount: number, alsoAllowed: number[] = []): boolean {
  return [...facts.allowedAmounts, ...alsoAllowed].some((allowed) => sameAmount(allowed, amount))
}
