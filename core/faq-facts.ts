import type { PricingPlan, Service } from '../contract/content'
import { parsePrice } from '../contract/price-text'
import { formatAud } from './format'
import { planKind, priceAt } from './pricing-rules'
import { businessHours, settingText, type SettingsMap } from './settings'

/**
 * The facts FAQ answers quote, read from the live catalogue and settings (ADR 027). Answers are
 * templates that name them ('websites from {websiteFrom}'), so an admin's change reaches every
 * answer, its FAQPage structured data and the chat on the next request.
 */
export type FaqFacts = {
  /** Lowest current price of AI Workforce (chatbot and voice agent) offers: '$699'. */
  workforceFrom?: string
  /** Lowest current website price with its note when that offer has one: '$499 for up to 3 pages'. */
  websiteFrom?: string
  /** Lowest current automation price with its note: '$899 per automation project'. */
  automationFrom?: string
  /** The three starting prices as one clause, leaving out a kind nothing is sold of. */
  priceList?: string
  /** 'during business hours (Monday to Friday 9:00 AM - 6:00 PM, ..., Melbourne time)', or plainly 'during business hours'. */
  duringBusinessHours: string
  /** The weekday hours as stored ('9:00 AM - 6:00 PM'); missing when the business is closed on weekdays. */
  weekdayHours?: string
  businessPhone: string
  contactEmail: string
  supportEmail: string
}

export type FaqFactName = keyof FaqFacts
export const FAQ_FACT_NAMES: readonly FaqFactName[] = [
  'workforceFrom',
  'websiteFrom',
  'automationFrom',
  'priceList',
  'duringBusinessHours',
  'weekdayHours',
  'businessPhone',
  'contactEmail',
  'supportEmail',
]

/** What the live facts are read from: the catalogue as the pages get it, and the instant that decides sales. */
export type FaqSnapshot = {
  services: readonly Service[]
  plans: readonly PricingPlan[]
  settings: SettingsMap
  now: Date | number
}

export type OfferCategory = 'workforce' | 'website' | 'automation'

function categoryIn(text: string): OfferCategory | undefined {
  const lower = text.toLowerCase()
  if (lower.includes('automat')) return 'automation'
  if (/workforce|chat|voice|agent|receptionist/.test(lower)) return 'workforce'
  if (lower.includes('web')) return 'website'
  return undefined
}

/** Which of the three kinds of offer a service sells, by its slug first (as the service pages are named), then its title. */
export function serviceCategory(service: Pick<Service, 'slug' | 'title'>): OfferCategory | undefined {
  return categoryIn(service.slug) ?? categoryIn(service.title)
}

/** A plan sells what its service sells; a plan without one is read by its name, as the pricing page reads it. */
function planCategory(plan: PricingPlan, services: readonly Service[]): OfferCategory | undefined {
  const service = plan.serviceId === null ? undefined : services.find((candidate) => candidate.id === plan.serviceId)
  if (service) return serviceCategory(service)
  if (/automat/i.test(plan.name)) return 'automation'
  const kind = planKind(plan.name)
  if (kind === 'voice' || kind === 'chatbot') return 'workforce'
  return kind
}

type Offer = { price: number; note: string | null }

/**
 * The cheapest offer of each kind at that instant: active services at their current price (a sale
 * in its window counts) and active AUD plans by their readable price. On a tie the service wins,
 * since it carries the note that says what the price buys.
 */
export function cheapestOffers(snapshot: Omit<FaqSnapshot, 'settings'>): Partial<Record<OfferCategory, Offer>> {
  const cheapest: Partial<Record<OfferCategory, Offer>> = {}
  const consider = (category: OfferCategory | undefined, offer: Offer) => {
    if (!category || !Number.isFinite(offer.price) || offer.price < 0) return
    const best = cheapest[category]
    if (!best || offer.price < best.price) cheapest[category] = offer
  }
  for (const service of snapshot.services) {
    if (service.isActive) consider(serviceCategory(service), { price: priceAt(service, snapshot.now).price, note: service.priceNote })
  }
  for (const plan of snapshot.plans) {
    const price = parsePrice(plan.price)
    // The FAQ says every price is in Australian dollars; a plan sold in another currency is not quoted as one.
    if (plan.isActive && price !== undefined && plan.currency.toUpperCase() === 'AUD') consider(planCategory(plan, snapshot.services), { price, note: null })
  }
  return cheapest
}

/**
 * '$499 for up to 3 pages', '$899 per automation project'. A note that does not read as part of a
 * price ('one-time setup') is left out: every answer that quotes a price already says it is a
 * one-time setup fee.
 */
export function priceWithNote({ price, note }: Offer): string {
  const amount = formatAud(price)
  const text = note?.trim() ?? ''
  if (/^(per|for|each)\b/i.test(text)) return `${amount} ${text}`
  if (/^up to\b/i.test(text)) return `${amount} for ${text}`
  return amount
}

const PRICE_LIST_SUBJECTS: { category: OfferCategory; subject: string; plural: boolean }[] = [
  { category: 'workforce', subject: 'AI Workforce solutions (chatbots and voice agents)', plural: true },
  { category: 'website', subject: 'websites', plural: true },
  { category: 'automation', subject: 'custom automation', plural: false },
]

let listFormat: Intl.ListFormat | undefined

/** 'AI Workforce solutions (chatbots and voice agents) start from $699, websites from $499 for up to 3 pages and custom automation from $899 per automation project'. */
function priceListOf(cheapest: Partial<Record<OfferCategory, Offer>>): string | undefined {
  const clauses = PRICE_LIST_SUBJECTS.flatMap(({ category, subject, plural }) => {
    const offer = cheapest[category]
    return offer ? [{ subject, plural, price: priceWithNote(offer) }] : []
  })
  const [first, ...rest] = clauses
  if (!first) return undefined
  listFormat ??= new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' })
  return listFormat.format([`${first.subject} ${first.plural ? 'start' : 'starts'} from ${first.price}`, ...rest.map((clause) => `${clause.subject} from ${clause.price}`)])
}

const OPEN_DAYS = [
  { key: 'monday-friday', label: 'Monday to Friday' },
  { key: 'saturday', label: 'Saturday' },
  { key: 'sunday', label: 'Sunday' },
] as const

const isOpen = (hours: string) => hours.trim() !== '' && !/closed/i.test(hours)

/** 'during business hours (Monday to Friday 9:00 AM - 6:00 PM, Saturday 10:00 AM - 4:00 PM, Melbourne time)'. */
function duringBusinessHoursOf(settings: SettingsMap): string {
  const hours = businessHours(settings)
  const open = OPEN_DAYS.filter(({ key }) => isOpen(hours[key])).map(({ key, label }) => `${label} ${hours[key].trim()}`)
  // The stored hours carry no zone: Melbourne's clock is meant, whichever of AEST and AEDT it shows.
  return open.length === 0 ? 'during business hours' : `during business hours (${open.join(', ')}, Melbourne time)`
}

/** The live facts for the FAQ answers. A price is missing when nothing of that kind is on sale, so its sentence is left out. */
export function faqFacts(snapshot: FaqSnapshot): FaqFacts {
  const cheapest = cheapestOffers(snapshot)
  const weekdays = businessHours(snapshot.settings)['monday-friday']
  return {
    workforceFrom: cheapest.workforce && formatAud(cheapest.workforce.price),
    websiteFrom: cheapest.website && priceWithNote(cheapest.website),
    automationFrom: cheapest.automation && priceWithNote(cheapest.automation),
    priceList: priceListOf(cheapest),
    duringBusinessHours: duringBusinessHoursOf(snapshot.settings),
    weekdayHours: isOpen(weekdays) ? weekdays.trim() : undefined,
    businessPhone: settingText(snapshot.settings, 'business_phone'),
    contactEmail: settingText(snapshot.settings, 'contact_email'),
    supportEmail: settingText(snapshot.settings, 'support_email'),
  }
}

const PLACEHOLDER = /\{(\w+)\}/g
let sentenceSegmenter: Intl.Segmenter | undefined

/** The fact names a template uses, for tests that hold templates to the known facts. */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string)
}

/**
 * A template with its facts filled in. A sentence that names a missing fact is left out whole, so
 * the answer never says 'undefined' or a bare '$'; a sentence that begins with a fact starts with a
 * capital letter.
 */
export function fillTemplate(template: string, facts: FaqFacts): string {
  sentenceSegmenter ??= new Intl.Segmenter('en-AU', { granularity: 'sentence' })
  const known = facts as Partial<Record<string, string>>
  return [...sentenceSegmenter.segment(template)]
    .map(({ segment }) => segment)
    .filter((sentence) => placeholdersIn(sentence).every((name) => typeof known[name] === 'string' && known[name] !== ''))
    .map((sentence) => sentence.replace(PLACEHOLDER, (_, name: string) => known[name] as string))
    .map((sentence) => sentence.replace(/^(\s*)(\p{Ll})/u, (_, space: string, letter: string) => space + letter.toUpperCase()))
    .join('')
    .trim()
}

export type FaqItem = { question: string; answer: string }

/** Questions with their answers filled in; a question whose answer is left with nothing to say is dropped. */
export function fillAnswers<Item extends FaqItem>(items: readonly Item[], facts: FaqFacts): Item[] {
  return items.map((item) => ({ ...item, answer: fillTemplate(item.answer, facts) })).filter((item) => item.answer !== '')
}
