import { asc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { PROMO_CODE_MESSAGES, type PromoRefusal } from '../../../contract/promotions.ts'
import { promotionEndedAt, promotionRunsAt } from '../../../core/promotion-rules.ts'
import type { Transaction } from '../../db/client.ts'
import { salesPromotions } from '../../db/schema/content.ts'

/** A code typed on a lead form; `spend` is false for a lead kept as spam, whose code is checked like anyone's but never counts. */
export type PromoRequest = { code: string; spend: boolean }

export type PromoVerdict = { ok: true; code: string } | { ok: false; reason: PromoRefusal }

type Candidate = { id: number; promoCode: string | null; isActive: boolean; startDate: Date; endDate: Date; usageLimit: number | null; usageCount: number }

/**
 * Redeems the promo codes of leads being written, inside the transaction that writes them (ADR 026): each code
 * counts one use per lead, never past the promotion's usage limit, also when leads using it arrive together on
 * several instances. The promotions' rows are locked (in id order, so two transactions never wait on each other
 * in a circle) and read as committed by whoever held them last; the uses granted are written in the same
 * transaction, so they commit, or roll back, with the leads. Answers one verdict per request, in order:
 * the promotion's own spelling of a code it grants, or why it refuses (an unknown, inactive or not yet started
 * code is simply not valid; an ended one has expired; one at its limit is fully redeemed). Requests are decided
 * in the order given, so the first ones get the last uses.
 */
export async function redeemPromoCodes(tx: Transaction, requests: readonly (PromoRequest | undefined)[], now: Date): Promise<(PromoVerdict | undefined)[]> {
  const codes = [...new Set(requests.flatMap((request) => (request ? [request.code.toLowerCase()] : [])))]
  if (codes.length === 0) return requests.map(() => undefined)
  const rows: Candidate[] = await tx
    .select({
      id: salesPromotions.id,
      promoCode: salesPromotions.promoCode,
      isActive: salesPromotions.isActive,
      startDate: salesPromotions.startDate,
      endDate: salesPromotions.endDate,
      usageLimit: salesPromotions.usageLimit,
      usageCount: salesPromotions.usageCount,
    })
    .from(salesPromotions)
    .where(inArray(sql`lower(${salesPromotions.promoCode})`, codes))
    .orderBy(asc(salesPromotions.id))
    .for('update')
  const byCode = new Map(rows.map((row) => [row.promoCode!.toLowerCase(), { ...row, granted: 0 }]))
  const verdicts = requests.map((request): PromoVerdict | undefined => {
    if (!request) return undefined
    const promotion = byCode.get(request.code.toLowerCase())
    // The banner's rule (core/promotion-rules.ts): whole Melbourne days; one not started yet is simply not valid.
    if (!promotion || !promotion.isActive) return { ok: false, reason: 'unknown' }
    if (promotionEndedAt(promotion, now)) return { ok: false, reason: 'expired' }
    if (!promotionRunsAt(promotion, now)) return { ok: false, reason: 'unknown' }
    if (promotion.usageLimit !== null && promotion.usageCount + promotion.granted >= promotion.usageLimit) return { ok: false, reason: 'used_up' }
    if (request.spend) promotion.granted += 1
    return { ok: true, code: promotion.promoCode! }
  })
  for (const promotion of byCode.values()) {
    if (promotion.granted > 0) await tx.update(salesPromotions).set({ usageCount: sql`${salesPromotions.usageCount} + ${promotion.granted}` }).where(eq(salesPromotions.id, promotion.id))
  }
  return verdicts
}

/** Gives back uses granted to leads that turned out to be spam in the statement that stored them (a form token used before). */
export async function returnPromoUses(tx: Transaction, codes: readonly string[]): Promise<void> {
  const counts = new Map<string, number>()
  for (const code of codes) counts.set(code.toLowerCase(), (counts.get(code.toLowerCase()) ?? 0) + 1)
  for (const [code, uses] of counts) {
    await tx
      .update(salesPromotions)
      .set({ usageCount: sql`greatest(${salesPromotions.usageCount} - ${uses}, 0)` })
      .where(eq(sql`lower(${salesPromotions.promoCode})`, code))
  }
}

/** A refused code as the schema's refusal of the field, so every form and the API answer it as they answer any field message. */
export function promoCodeRefusal(reason: PromoRefusal, code: string): z.ZodError {
  return new z.ZodError([{ code: 'custom', path: ['promoCode'], message: PROMO_CODE_MESSAGES[reason], input: code }])
}
