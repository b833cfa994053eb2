import { z } from './zod.ts'

/*
 * Sales promotions (issue 18, ADR 026): what the public pages and GET /api/promotions read, and the promo code
 * a visitor may type into the booking dialog and the contact forms.
 */

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/** A promo code: 1-50 letters, digits, hyphens or underscores; one code whatever its letter case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/
export const PROMO_CODE_MAX = 50

/** Why a typed code was refused, in the words shown next to the field. */
export const PROMO_CODE_MESSAGES = {
  unknown: 'This promo code is not valid.',
  expired: 'This promo code has expired.',
  used_up: 'This promo code has been fully redeemed.',
} as const
export type PromoRefusal = keyof typeof PROMO_CODE_MESSAGES

/**
 * The optional promo code of a lead form: trimmed; blank means none. A code that cannot exist (a space, too long)
 * gets the same message as an unknown one: to the visitor it is simply not a valid code.
 */
export const promoCodeFieldSchema = z
  .string({ error: PROMO_CODE_MESSAGES.unknown })
  .trim()
  .refine((value) => value === '' || PROMO_CODE_PATTERN.test(value), PROMO_CODE_MESSAGES.unknown)
  .optional()
  .transform((value) => (value ? value : undefined))

/** A promotion as visitors see it: never its usage counts. Dates are the first and last day's Melbourne midnights (ADR 024). */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
  /** Service slugs; empty means every service. */
  applicableServices: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  promoCode: z.string().nullable(),
})
export type Promotion = z.infer<typeof promotionSchema>

/** A promotion as the dashboard lists it: everything, its uses included. */
export const adminPromotionSchema = promotionSchema.extend({
  isActive: z.boolean(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminPromotion = z.infer<typeof adminPromotionSchema>
