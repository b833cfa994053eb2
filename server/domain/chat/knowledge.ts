/**
 * What the chat assistants know: the live catalogue (services, active plans, public settings, AI
 * tools, demos) plus the FAQ, and the facts both the offline assistant and the language-model
 * system prompt derive from it. Prices only ever come from the plans and services passed in.
 */
import type { AiTool, DemoSite, PricingPlan, Service } from '../../../contract/content.ts'
import { BOOKING_TIMES } from '../../../contract/booking.ts'
import { melbourneDay, nextDay } from '../../../contract/melbourne-day.ts'
import type { BusinessHours } from '../../../contract/site-settings.ts'
import { type FaqCategory, type FaqQuestion, liveFaqCategories, withTaughtAnswers } from '../../../core/faq-content.ts'
import { faqFacts } from '../../../core/faq-facts.ts'
import { countTools, type ToolFilter } from '../../../core/tool-filters.ts'
import { liveDemoUrl } from '../../../core/demo-rules.ts'
import { type CostBreakdown, costBreakdownFor } from '../../../core/cost-breakdown.ts'
import { formatAud, formatLongDate, MELBOURNE_TIME_ZONE } from '../../../core/format.ts'
import { parsePrice } from '../../../contract/price-text.ts'
import { nextPriceChange, planKind, priceAt } from '../../../core/pricing-rules.ts'
import { businessHours, settingText, type SettingsMap, toSettingsMap } from '../../../core/settings.ts'
import type { Catalog } from '../content/catalog.ts'

export type ChatKnowledge = {
  services: Service[]
  /** Active plans only. */
  plans: PricingPlan[]
  settings: SettingsMap
  /**
   * The FAQ as the /faq page shows it at the instant the knowledge was built: prices, hours and contacts filled in
   * from the above, and the owner's answers to earlier visitors' questions last ("More questions").
   */
  faq: FaqCategory[]
  aiTools: AiTool[]
  demos: DemoSite[]
  /**
   * The consultation's times of day as the booking rules offer them now (read from the booking service's free
   * days by the chat service); the default times when the chat has no booking service.
   */
  consultationTimes?: readonly string[]
}

type CatalogReads = Pick<Catalog, 'listServices' | 'listActivePlans' | 'listPublicSettings' | 'listAiTools' | 'listDemoSites' | 'listKnowledgeEntries'>
type Loaded = { sources: readonly unknown[]; fingerprint: string; knowledge: ChatKnowledge; expiresAt: number | undefined }
const lastLoaded = new WeakMap<CatalogReads, Loaded>()

/**
 * Reads the live catalogue (one call each, in parallel). While the catalogue is unchanged the same
 * knowledge object comes back, so what is built from it (the search index) is built once: the
 * lists are compared by identity (a cached catalogue returns the same arrays) and, failing that,
 * by content. A sale starting or ending changes the FAQ's starting prices with no change to the
 * catalogue, so the knowledge is also built again from that instant on.
 */
export async function loadChatKnowledge(catalog: CatalogReads, now: Date = new Date()): Promise<ChatKnowledge> {
  const sources = await Promise.all([
    catalog.listServices(),
    catalog.listActivePlans(),
    catalog.listPublicSettings(),
    catalog.listAiTools(),
    catalog.listDemoSites(),
    catalog.listKnowledgeEntries(),
  ])
  const last = lastLoaded.get(catalog)
  const current = last && (last.expiresAt === undefined || now.getTime() < last.expiresAt) ? last : undefined
  if (current && sources.every((source, index) => source === current.sources[index])) return current.knowledge
  const fingerprint = JSON.stringify(sources)
  if (current && current.fingerprint === fingerprint) {
    lastLoaded.set(catalog, { ...current, sources })
    return current.knowledge
  }
  const [services, plans, settings, aiTools, demos, taught] = sources
  const knowledge = buildChatKnowledge({ services: [...services], plans: [...plans], settings: toSettingsMap([...settings]), aiTools: [...aiTools], demos: [...demos], taught }, now)
  lastLoaded.set(catalog, { sources, fingerprint, knowledge, expiresAt: nextPriceChange(knowledge.services, now)?.getTime() })
  return knowledge
}

/** The knowledge of this content at that instant: only what is active, and the FAQ as /faq shows it then. */
export function buildChatKnowledge(content: Omit<ChatKnowledge, 'faq'> & { taught?: readonly FaqQuestion[] }, now: Date): ChatKnowledge {
  const services = content.services.filter((service) => service.isActive)
  const plans = content.plans.filter((plan) => plan.isActive)
  return {
    services,
    plans,
    settings: content.settings,
    // The same answers /faq shows: one rule (core/faq-facts.ts) fills both.
    faq: withTaughtAnswers(liveFaqCategories(faqFacts({ services, plans, settings: content.settings, now })), content.taught ?? []),
    aiTools: content.aiTools.filter((tool) => tool.isActive),
    demos: content.demos,
  }
}

// ---------------------------------------------------------------------------------------------
// Products and prices

export type ProductKind = 'chatbot' | 'voice' | 'website' | 'automation'
/** 'workforce' is the AI Workforce service: chatbots and voice agents sold together. */
export type OfferKind = ProductKind | 'workforce'

/** How the assistant names each kind of product: data (server/domain/content/assistant-training.ts). */
export { PRODUCT_NOUNS } from '../content/assistant-training.ts'

/** What a plan or service sells, from its name (and a service's slug), the way the pricing page reads plan names. */
export function offerKind(text: string): OfferKind | undefined {
  const lower = text.toLowerCase()
  if (lower.includes('automat')) return 'automation'
  const kind = planKind(lower)
  if (kind) return kind
  if (lower.includes('workforce')) return 'workforce'
  return undefined
}

export type PriceOffer = {
  kind: OfferKind | undefined
  name: string
  /** The parsed price; undefined when the stored text holds no number ('Contact us'). */
  amount: number | undefined
  /** en-AU AUD ('$1,299'), or the stored text when it holds no number. */
  priceText: string
  /** Only an original price stored in the database, never the pricing page's display defaults. */
  originalAmount: number | undefined
  currency: string
  /** 'one-time setup' for plans; a service's own note ('per automation project'). */
  note: string
  /** A service's sale, when `now` is inside its sale window: `amount` is then the sale price. */
  saleEndsAt?: Date | null
  description: string
  features: string[]
  source: 'plan' | 'service'
}

/** '$899', or '$899 USD' for the odd plan an admin stored in another currency. */
export function formatPrice(amount: number, currency = 'AUD'): string {
  const code = currency.toUpperCase()
  return code === 'AUD' ? formatAud(amount) : `${formatAud(amount)} ${code}`
}

function planOffer(plan: PricingPlan): PriceOffer {
  const amount = parsePrice(plan.price)
  const original = parsePrice(plan.originalPrice)
  const oneTime = /one[- ]?time/i.test(plan.billingPeriod)
  return {
    kind: offerKind(plan.name),
    name: plan.name,
    amount,
    priceText: amount === undefined ? plan.price : formatPrice(amount, plan.currency),
    originalAmount: amount !== undefined && original !== undefined && original > amount ? original : undefined,
    currency: plan.currency.toUpperCase(),
    note: oneTime ? 'one-time setup' : plan.billingPeriod,
    description: plan.description ?? '',
    features: plan.features,
    source: 'plan',
  }
}

function serviceOffer(service: Service, now: Date): PriceOffer {
  // The one sale rule (core/pricing-rules.ts): whole Melbourne days, first and last inclusive.
  const { price: sale, regularPrice } = priceAt(service, now)
  if (regularPrice !== undefined) {
    return {
      ...serviceOffer({ ...service, salePrice: null }, now),
      amount: sale,
      priceText: formatPrice(sale),
      originalAmount: service.price,
      saleEndsAt: service.saleEndDate ? new Date(service.saleEndDate) : null,
    }
  }
  return {
    kind: offerKind(`${service.slug} ${service.title}`),
    name: service.title,
    amount: service.price,
    priceText: formatPrice(service.price),
    originalAmount: service.originalPrice !== null && service.originalPrice > service.price ? service.originalPrice : undefined,
    currency: 'AUD',
    note: service.priceNote ?? 'one-time setup',
    description: service.description,
    features: service.features,
    source: 'service',
  }
}

export function planOffers(knowledge: ChatKnowledge): PriceOffer[] {
  return knowledge.plans.filter((plan) => plan.isActive).map(planOffer)
}

export function serviceOffers(knowledge: ChatKnowledge, now = new Date()): PriceOffer[] {
  return knowledge.services.filter((service) => service.isActive).map((service) => serviceOffer(service, now))
}

const cheapest = (offers: PriceOffer[]) =>
  offers.filter((offer) => offer.amount !== undefined).sort((a, b) => (a.amount as number) - (b.amount as number))[0] ?? offers[0]

/**
 * The offer that answers 'how much is a ...': the cheapest active plan of that kind, else a service
 * of that kind (a chatbot or voice agent falls back to the AI Workforce service), else nothing, so a
 * missing plan is never filled in with a remembered price.
 */
export function offerFor(knowledge: ChatKnowledge, kind: OfferKind, now = new Date()): PriceOffer | undefined {
  const plans = planOffers(knowledge)
  const services = serviceOffers(knowledge, now)
  const planMatch = cheapest(plans.filter((offer) => offer.kind === kind))
  if (planMatch) return planMatch
  const serviceMatch = cheapest(services.filter((offer) => offer.kind === kind))
  if (serviceMatch) return serviceMatch
  if (kind === 'chatbot' || kind === 'voice') return cheapest(services.filter((offer) => offer.kind === 'workforce'))
  if (kind === 'workforce') return cheapest(plans.filter((offer) => offer.kind === 'chatbot' || offer.kind === 'voice'))
  return undefined
}

/** Everything a visitor can buy, for a price list: every active plan, then each service whose kind no plan covers. */
export function catalogueOffers(knowledge: ChatKnowledge, now = new Date()): PriceOffer[] {
  const plans = planOffers(knowledge)
  const covered = new Set(plans.map((offer) => offer.kind))
  if (covered.has('chatbot') || covered.has('voice')) covered.add('workforce')
  const services = serviceOffers(knowledge, now).filter((offer) => offer.kind === undefined || !covered.has(offer.kind))
  return [...plans, ...services]
}

/** 'Setup in 3-5 business days' in a plan's features -> '3-5 business days'. */
export function setupTimeOf(offer: PriceOffer | undefined): string | undefined {
  for (const feature of offer?.features ?? []) {
    const match = /set ?up (?:in|takes?)\s+(.+?)\.?$/i.exec(feature)
    if (match?.[1]) return match[1]
  }
  return undefined
}

/** The third-party running costs the pricing page shows for that kind of product. */
export function runningCostsOf(kind: OfferKind): CostBreakdown | undefined {
  return kind === 'chatbot' || kind === 'voice' || kind === 'website' ? costBreakdownFor(kind) : undefined
}

// ---------------------------------------------------------------------------------------------
// Reading prices and sentences out of text

const DOLLAR_AMOUNT = /\$\s?\d[\d,]*(?:\.\d+)?/g

/** The dollar amounts a text states. */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(DOLLAR_AMOUNT)].map((match) => parsePrice(match[0]) as number)
}

const sentenceSegmenter = new Intl.Segmenter('en-AU', { granularity: 'sentence' })

/** The sentences of a text, each with the space after it, so joined they give the text back. */
export function sentencesOf(text: string): string[] {
  return [...sentenceSegmenter.segment(text)].map((part) => part.segment)
}

// ---------------------------------------------------------------------------------------------
// Business hours in Melbourne

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const melbourneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: MELBOURNE_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

export type MelbourneClock = {
  /** 0 Sunday ... 6 Saturday, on the Melbourne calendar. */
  weekday: number
  weekdayName: string
  /** Minutes since Melbourne midnight. */
  minutes: number
  /** '2:05 PM' */
  time: string
  /** '21 November 2026' */
  date: string
}

export function melbourneClock(now: Date): MelbourneClock {
  const parts = Object.fromEntries(melbourneParts.formatToParts(now).map((part) => [part.type, part.value]))
  const weekday = SHORT_WEEKDAYS.indexOf(parts.weekday ?? '')
  const minutes = Number(parts.hour) * 60 + Number(parts.minute)
  return { weekday, weekdayName: WEEKDAYS[weekday] ?? '', minutes, time: clockLabel(minutes), date: formatLongDate(now) }
}

function clockLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24
  const minute = minutes % 60
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

export type DayHours = { text: string; opens?: number; closes?: number; closed: boolean }

/** '9:00 AM - 6:00 PM', '9am-5pm', 'Closed'; anything else is kept as text with no times. */
export function parseDayHours(text: string): DayHours {
  if (/closed/i.test(text)) return { text, closed: true }
  const match = /(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:-|–|to)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/i.exec(text)
  if (!match) return { text, closed: false }
  const toMinutes = (hour: string | undefined, minute: string | undefined, half: string | undefined, fallbackHalf: string) => {
    const h = Number(hour) % 12
    const pm = (half ?? fallbackHalf).toLowerCase() === 'pm'
    return (pm ? h + 12 : h) * 60 + Number(minute ?? 0)
  }
  const opens = toMinutes(match[1], match[2], match[3], 'am')
  const closes = toMinutes(match[4], match[5], match[6], 'pm')
  return closes > opens ? { text, opens, closes, closed: false } : { text, closed: false }
}

/** The business hours on a weekday (0 Sunday ... 6 Saturday). */
export function hoursOn(settings: SettingsMap, weekday: number): DayHours {
  return hoursOnWeekday(businessHours(settings), weekday)
}

function hoursOnWeekday(hours: BusinessHours, weekday: number): DayHours {
  if (weekday === 0) return parseDayHours(hours.sunday)
  if (weekday === 6) return parseDayHours(hours.saturday)
  return parseDayHours(hours['monday-friday'])
}

/** 'Monday to Friday: 9:00 AM - 6:00 PM', 'Saturday: ...', 'Sunday: Closed'. */
export function hoursLines(settings: SettingsMap): string[] {
  const hours = businessHours(settings)
  return [`Monday to Friday: ${hours['monday-friday']}`, `Saturday: ${hours.saturday}`, `Sunday: ${hours.sunday}`]
}

export type OpenState = {
  clock: MelbourneClock
  /** undefined when the stored hours cannot be read as times. */
  open: boolean | undefined
  today: DayHours
  /** The next opening after now, within a week: 'Monday' / 'tomorrow' / 'today' and a time. */
  nextOpening?: { day: string; time: string; date: string }
}

/** Whether the business is open at that instant, by the business_hours setting on the Melbourne clock. */
export function openState(settings: SettingsMap, now: Date): OpenState {
  const hours = businessHours(settings)
  const clock = melbourneClock(now)
  const today = hoursOnWeekday(hours, clock.weekday)
  const known = today.closed || today.opens !== undefined
  const open = !known ? undefined : !today.closed && clock.minutes >= (today.opens as number) && clock.minutes < (today.closes as number)
  if (open !== false) return { clock, open, today }
  for (let ahead = 0; ahead < 7; ahead++) {
    const weekday = (clock.weekday + ahead) % 7
    const day = hoursOnWeekday(hours, weekday)
    if (day.closed || day.opens === undefined) continue
    if (ahead === 0 && clock.minutes >= day.opens) continue
    const dayName = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : (WEEKDAYS[weekday] as string)
    let date = melbourneDay(now)
    for (let skipped = 0; skipped < ahead; skipped++) date = nextDay(date)
    return { clock, open, today, nextOpening: { day: dayName, time: clockLabel(day.opens), date } }
  }
  return { clock, open, today }
}

// ---------------------------------------------------------------------------------------------
// Contact, consultation, tools and demos

export function contactFacts(settings: SettingsMap) {
  return {
    siteName: settingText(settings, 'site_name'),
    description: settingText(settings, 'company_description'),
    phone: settingText(settings, 'business_phone'),
    secondaryPhone: settingText(settings, 'secondary_phone'),
    email: settingText(settings, 'contact_email'),
    supportEmail: settingText(settings, 'support_email'),
    address: settingText(settings, 'office_address'),
    locationNote: settingText(settings, 'location_description'),
  }
}

/** The business's published addresses and numbers: a visitor quoting them back has not given their own. */
export function ownContacts(settings: SettingsMap): { emails: string[]; phones: string[] } {
  const own = contactFacts(settings)
  return { emails: [own.email, own.supportEmail], phones: [own.phone, own.secondaryPhone] }
}

/** The free consultation (spec §1, and the booking slot rules): by phone, on weekdays, in Melbourne time. */
export const CONSULTATION = {
  minutes: 30,
  firstSlot: BOOKING_TIMES[0],
  lastSlot: BOOKING_TIMES[BOOKING_TIMES.length - 1],
  slots: BOOKING_TIMES,
} as const

/** The consultation's times of day the chat may state: the live ones when known, else the default list. */
export function consultationTimes(knowledge: Pick<ChatKnowledge, 'consultationTimes'>): { slots: readonly string[]; first: string; last: string } {
  const slots = knowledge.consultationTimes && knowledge.consultationTimes.length > 0 ? knowledge.consultationTimes : CONSULTATION.slots
  return { slots, first: slots[0]!, last: slots.at(-1)! }
}

export function toolCounts(knowledge: ChatKnowledge): Record<ToolFilter, number> {
  return countTools(knowledge.aiTools)
}

export type LiveDemo = { demo: DemoSite; url: string }

/** Demos a visitor can open now: status Live Demo with a safe http(s) url, in the catalogue's order. */
export function liveDemos(knowledge: ChatKnowledge): LiveDemo[] {
  return knowledge.demos.flatMap((demo) => {
    const url = liveDemoUrl(demo)
    return url ? [{ demo, url }] : []
  })
}
