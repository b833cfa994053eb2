import type { PricingPlan, Service } from '../contract/content'
import { dayRunEdges, firstEdgeAfter, melbourneDay } from '../contract/melbourne-day'
import { parsePrice } from '../contract/price-text'
import { formatAud } from './format'

export type PlanKind = 'voice' | 'chatbot' | 'website'

/** What a plan sells, read from its name the way the spec does: voice/agent, then chatbot/chat, then website/web. */
export function planKind(name: string): PlanKind | undefined {
  const lower = name.toLowerCase()
  if (lower.includes('voice') || lower.includes('agent')) return 'voice'
  if (lower.includes('chatbot') || lower.includes('chat')) return 'chatbot'
  if (lower.includes('website') || lower.includes('web')) return 'website'
  return undefined
}

/**
 * The struck-through price: the plan's own original price, else the spec's default by plan name
 * (voice $1,299; chatbot $1,199; website $899 when it sells for $499, else $999).
 */
export function displayedOriginalPrice(plan: Pick<PricingPlan, 'name' | 'price' | 'originalPrice'>): number | undefined {
  const own = parsePrice(plan.originalPrice)
  if (own !== undefined) return own
  switch (planKind(plan.name)) {
    case 'voice':
      return 1299
    case 'chatbot':
      return 1199
    case 'website':
      return parsePrice(plan.price) === 499 ? 899 : 999
    default:
      return undefined
  }
}

/** round((original - price) / original x 100); nothing when there is no original price or no saving. */
export function percentOff(price: number | undefined, original: number | undefined): number | undefined {
  if (price === undefined || original === undefined || original <= 0 || original <= price) return undefined
  return Math.round(((original - price) / original) * 100)
}

/** The lowest and highest readable plan prices, for titles, descriptions and structured data. */
export function priceRange(plans: Pick<PricingPlan, 'price'>[]): { min: number; max: number } | undefined {
  const prices = plans.map((plan) => parsePrice(plan.price)).filter((price) => price !== undefined)
  if (prices.length === 0) return undefined
  return { min: Math.min(...prices), max: Math.max(...prices) }
}

/** The cheapest active plan by its parsed price (plans without a readable price are ignored). */
export function cheapestPlan(plans: PricingPlan[]): { plan: PricingPlan; price: number } | undefined {
  let best: { plan: PricingPlan; price: number } | undefined
  for (const plan of plans) {
    const price = parsePrice(plan.price)
    if (price !== undefined && (best === undefined || price < best.price)) best = { plan, price }
  }
  return best
}

const HOME_LEAD = 'AI chatbots, voice agents, websites and automation for Australian small businesses.'

/**
 * The home page description of the spec: one-time setup from the lowest price, naming that plan in
 * lowercase; one price when all are equal; no price when no plans load.
 */
export function homeDescription(plans: PricingPlan[]): string {
  const cheapest = cheapestPlan(plans)
  if (!cheapest) return `${HOME_LEAD} Pay once, own your solution, with no monthly subscription.`
  const prices = new Set(plans.map((plan) => parsePrice(plan.price)).filter((price) => price !== undefined))
  if (prices.size === 1) return `${HOME_LEAD} One-time setup of ${formatAud(cheapest.price)} for every solution, no monthly subscription.`
  return `${HOME_LEAD} One-time setup from ${formatAud(cheapest.price)} for ${cheapest.plan.name.toLowerCase()}, no monthly subscription.`
}

// ---------------------------------------------------------------------------------------------
// Sale prices (ADR 024)

/** What decides a service's price at an instant. */
export type SaleFields = Pick<Service, 'price' | 'salePrice' | 'saleStartDate' | 'saleEndDate'>

export type PriceNow = {
  /** What the service costs at that instant: the sale price inside its window, else the price. */
  price: number
  /** The struck-through regular price while on sale. */
  regularPrice?: number
  /** The sale's last Melbourne day (YYYY-MM-DD) while on sale with an end; null for an open end. */
  saleLastDay?: string | null
}

/**
 * The one rule for a sale: a service with a sale price below its price sells at the sale price from
 * the first moment of its start's Melbourne day to the last moment of its end's Melbourne day,
 * inclusive (either end may be open); at any other instant it sells at its price. The stored
 * timestamps are read by the Melbourne day they fall on, so the window is always whole days.
 */
export function priceAt(service: SaleFields, now: Date | number): PriceNow {
  const { price, salePrice, saleStartDate, saleEndDate } = service
  if (salePrice === null || salePrice === undefined || salePrice >= price || salePrice < 0) return { price }
  const today = melbourneDay(now)
  if (saleStartDate && today < melbourneDay(saleStartDate)) return { price }
  if (saleEndDate && today > melbourneDay(saleEndDate)) return { price }
  return { price: salePrice, regularPrice: price, saleLastDay: saleEndDate ? melbourneDay(saleEndDate) : null }
}

/** Whether the service sells at its sale price at that instant. */
export function isOnSale(service: SaleFields, now: Date | number): boolean {
  return priceAt(service, now).regularPrice !== undefined
}

/** The instants a sale starts and stops applying (the first day's midnight, the midnight after the last day). */
function saleEdges(service: SaleFields): Date[] {
  if (service.salePrice === null || service.salePrice === undefined || service.salePrice >= service.price) return []
  return dayRunEdges(service.saleStartDate, service.saleEndDate)
}

/** The next instant after `now` at which any of these services changes price, for caches that must not outlive it. */
export function nextPriceChange(services: readonly SaleFields[], now: Date | number): Date | undefined {
  return firstEdgeAfter(services.flatMap(saleEdges), now)
}
