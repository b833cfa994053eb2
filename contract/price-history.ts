import { z } from './zod.ts'

/*
 * Price history (ADR 025): every change of a service's price or sale price and of a plan's price is
 * recorded with the change, in its transaction. The admin may say why in `priceChangeReason`.
 */

/**
 * - `create`: the first price of a new service or plan (no old price).
 * - `price`: the regular price changed.
 * - `sale`: a service's sale price was set or changed; it takes effect on the sale's first day.
 * - `sale_removed`: a service's sale price was cleared; it sells at `newPrice`, its regular price, again.
 */
export const PRICE_CHANGE_TYPES = ['create', 'price', 'sale', 'sale_removed'] as const
export type PriceChangeType = (typeof PRICE_CHANGE_TYPES)[number]

export const PRICE_CHANGE_REASON_MAX = 500

/** Why a price changed: optional, kept only with the history rows the change writes; an empty box is no reason. */
export const priceChangeReasonSchema = z
  .string({ error: 'Reason for price change must be text' })
  .trim()
  .max(PRICE_CHANGE_REASON_MAX, `Reason for price change must be at most ${PRICE_CHANGE_REASON_MAX} characters`)
  .transform((value) => (value === '' ? null : value))
  .nullable()

/**
 * One row of GET /api/admin/{services, pricing-plans}/{id}/price-history. A service's prices are amounts
 * ('699.00'); a plan's are its display text ('$1,299').
 */
export const priceHistoryEntrySchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int().nullable(),
  pricingPlanId: z.number().int().nullable(),
  oldPrice: z.string().nullable(),
  newPrice: z.string(),
  changeType: z.enum(PRICE_CHANGE_TYPES),
  changeReason: z.string().nullable(),
  /** When the new price applies: the change itself, or a sale's first day (its Melbourne midnight). */
  effectiveDate: z.string(),
  createdAt: z.string(),
})
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>
