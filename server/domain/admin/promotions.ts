import { asc, desc, inArray } from 'drizzle-orm'
import { PROMO_CODE_TAKEN_MESSAGE, PROMOTION_DATES_MESSAGE, PERCENT_MESSAGE, type PromotionCreate, type PromotionUpdate, UNKNOWN_SERVICE_SLUG_MESSAGE, discountInRange, promotionDatesInOrder } from '../../../contract/admin-content.ts'
import type { AdminPromotion } from '../../../contract/promotions.ts'
import { melbourneDayStartOf } from '../../../contract/melbourne-day.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { salesPromotions, services } from '../../db/schema/content.ts'
import { toAdminPromotion } from '../content/catalog.ts'
import { InputProblem, createCollection, sentFields } from './collection.ts'

/** Every named service must exist (by slug, active or not: a hidden service may come back); none named means all. */
async function checkServices(tx: Transaction, slugs: readonly string[] | undefined): Promise<void> {
  if (!slugs || slugs.length === 0) return
  const known = new Set((await tx.select({ slug: services.slug }).from(services).where(inArray(services.slug, [...slugs]))).map((row) => row.slug))
  const missing = slugs.findIndex((slug) => !known.has(slug))
  if (missing >= 0) throw new InputProblem({ applicableServices: `${UNKNOWN_SERVICE_SLUG_MESSAGE}: ${slugs[missing]}` })
}

/** A promotion day is stored as its Melbourne midnight, the first and the last alike (ADR 024, ADR 026). */
const toDay = (value: string | undefined) => (value === undefined ? undefined : melbourneDayStartOf(value))

/** Sales promotions, newest window first; the usage count is the redemptions', never an admin's to set. */
export function createPromotionCollection(db: Database) {
  return createCollection(db, {
    entity: 'promotions',
    table: salesPromotions,
    orderBy: [desc(salesPromotions.endDate), asc(salesPromotions.id)],
    toShape: (row): AdminPromotion => toAdminPromotion(row),
    async insertValues(tx, input: PromotionCreate) {
      await checkServices(tx, input.applicableServices)
      return { ...input, startDate: melbourneDayStartOf(input.startDate), endDate: melbourneDayStartOf(input.endDate) }
    },
    async updateValues(tx, patch: PromotionUpdate, current) {
      await checkServices(tx, patch.applicableServices)
      if (!promotionDatesInOrder(patch.startDate ?? current.startDate, patch.endDate ?? current.endDate)) throw new InputProblem({ endDate: PROMOTION_DATES_MESSAGE })
      if (!discountInRange(patch.discountType ?? current.discountType, patch.discountValue ?? current.discountValue)) throw new InputProblem({ discountValue: PERCENT_MESSAGE })
      return { ...sentFields(patch), startDate: toDay(patch.startDate), endDate: toDay(patch.endDate) }
    },
    uniques: [{ constraint: 'sales_promotions_promo_code_unique', field: 'promoCode', message: PROMO_CODE_TAKEN_MESSAGE }],
  })
}
