import { dayRunEdges, firstEdgeAfter, melbourneDay } from '../contract/melbourne-day'
import type { Promotion } from '../contract/promotions'
import { formatAud } from './format'

/*
 * Sales promotions (ADR 026). A promotion runs whole Melbourne days, from its first to its last, inclusive,
 * read the way sale prices are (ADR 024): by the Melbourne day its stored instants fall on.
 */

/** A promotion's first and last day, as the API gives them (ISO text) or the database reads them (Date). */
export type PromotionWindow = { startDate: Date | string; endDate: Date | string }

/** Whether the promotion runs on the Melbourne day of `now`. */
export function promotionRunsAt(promotion: PromotionWindow, now: Date | number): boolean {
  const today = melbourneDay(now)
  return melbourneDay(promotion.startDate) <= today && today <= melbourneDay(promotion.endDate)
}

/** Whether the promotion's last day is behind `now` (as opposed to its first day being ahead). */
export function promotionEndedAt(promotion: PromotionWindow, now: Date | number): boolean {
  return melbourneDay(promotion.endDate) < melbourneDay(now)
}

/** A promotion names the services it is for by slug; none named means every service. */
export function promotionAppliesTo(promotion: Pick<Promotion, 'applicableServices'>, serviceSlug: string): boolean {
  return promotion.applicableServices.length === 0 || promotion.applicableServices.includes(serviceSlug)
}

/** The promotions running at `now`, and of those the ones for one service when a slug is given, in the order given. */
export function runningPromotions<P extends Promotion>(promotions: readonly P[], now: Date | number, serviceSlug?: string): P[] {
  return promotions.filter((promotion) => promotionRunsAt(promotion, now) && (serviceSlug === undefined || promotionAppliesTo(promotion, serviceSlug)))
}

/** '20% off', '$100 off', '$49.50 off'. */
export function discountText(promotion: Pick<Promotion, 'discountType' | 'discountValue'>): string {
  const { discountType, discountValue } = promotion
  return discountType === 'percentage' ? `${Number(discountValue.toFixed(2))}% off` : `${formatAud(discountValue)} off`
}

let lastDayFormat: Intl.DateTimeFormat | undefined

/** 'Ends Sunday 30 November': the promotion's last Melbourne day. */
export function promotionEndText(promotion: Pick<Promotion, 'endDate'>): string {
  // The calendar day is already Melbourne's; it is formatted as a UTC date so no zone moves it again.
  lastDayFormat ??= new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return `Ends ${lastDayFormat.format(new Date(`${melbourneDay(promotion.endDate)}T00:00:00Z`)).replace(',', '')}`
}

/** The next instant after `now` at which a promotion starts or stops showing (its first midnight, the midnight after its last day). */
export function nextPromotionChange(promotions: readonly PromotionWindow[], now: Date | number): Date | undefined {
  return firstEdgeAfter(promotions.flatMap((promotion) => dayRunEdges(promotion.startDate, promotion.endDate)), now)
}
