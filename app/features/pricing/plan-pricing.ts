import type { PricingPlan } from '../../../contract/content'
import { formatAud } from '../../../core/format'
import { parsePrice } from '../../../contract/price-text'
import { displayedOriginalPrice, percentOff, priceRange } from '../../../core/pricing-rules'

export type PlanPriceView = {
  /** The plan's own price text, as the admin wrote it ('$699'). */
  price: string
  currency: string
  /** The struck-through price and saving, both present or both absent. */
  saving?: { original: string; percentOff: number }
}

export function planPriceView(plan: Pick<PricingPlan, 'name' | 'price' | 'originalPrice' | 'currency'>): PlanPriceView {
  const view: PlanPriceView = { price: plan.price, currency: plan.currency.toUpperCase() }
  const original = displayedOriginalPrice(plan)
  const percent = percentOff(parsePrice(plan.price), original)
  if (original === undefined || percent === undefined) return view
  return { ...view, saving: { original: formatAud(original), percentOff: percent } }
}

function rangeText(plans: Pick<PricingPlan, 'price'>[]): string | undefined {
  const range = priceRange(plans)
  if (!range) return undefined
  return range.min === range.max ? formatAud(range.min) : `${formatAud(range.min)} to ${formatAud(range.max)}`
}

/** Short on purpose: with ' | {site name}' added the title must stay within the 60-character limit. */
export function pricingTitle(plans: Pick<PricingPlan, 'price'>[]): string {
  const range = priceRange(plans)
  if (!range) return 'Pricing: One-Time Setup'
  return range.min === range.max ? `Pricing: ${formatAud(range.min)} One-Time Setup` : `Pricing from ${rangeText(plans)}`
}

export function pricingDescription(plans: Pick<PricingPlan, 'price'>[]): string {
  const range = rangeText(plans)
  const lead = 'AI chatbots, voice agents and websites for Australian small businesses'
  const tail = 'No monthly subscription: you own the solution. Prices in AUD incl. GST.'
  return range ? `${lead} for a one-time setup fee of ${range}. ${tail}` : `${lead} for a one-time setup fee. ${tail}`
}

/** schema.org OfferCatalog of the live plans, so search engines read the same prices visitors see. */
export function offerCatalogJsonLd(plans: PricingPlan[], publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: 'Pricing plans',
    url: `${publicUrl}/pricing`,
    itemListElement: plans.map((plan) => {
      const price = parsePrice(plan.price)
      return {
        '@type': 'Offer',
        name: plan.name,
        ...(plan.description ? { description: plan.description } : {}),
        ...(price !== undefined ? { price, priceCurrency: plan.currency.toUpperCase() } : {}),
        url: `${publicUrl}/pricing`,
        itemOffered: { '@type': 'Service', name: plan.name, provider: { '@id': `${publicUrl}/#business` } },
      }
    }),
  }
}
