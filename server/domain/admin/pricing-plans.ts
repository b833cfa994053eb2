import { asc, eq } from 'drizzle-orm'
import { type AdminPricingPlan, type PricingPlanCreate, type PricingPlanUpdate, UNKNOWN_SERVICE_MESSAGE } from '../../../contract/admin-content.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { pricingPlans, services } from '../../db/schema/content.ts'
import { toPricingPlan } from '../content/catalog.ts'
import { InputProblem, createCollection, sentFields } from './collection.ts'
import { planPriceChanges, recordPriceChanges } from './price-history.ts'

export function toAdminPricingPlan(row: typeof pricingPlans.$inferSelect): AdminPricingPlan {
  return { ...toPricingPlan(row), sortOrder: row.sortOrder }
}

async function requireService(tx: Transaction, serviceId: number | null | undefined): Promise<void> {
  if (serviceId === null || serviceId === undefined) return
  const [row] = await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId))
  if (!row) throw new InputProblem({ serviceId: UNKNOWN_SERVICE_MESSAGE })
}

/**
 * Pricing plans, inactive ones included; deleting a service leaves its plans without one (the foreign key sets null).
 * Each save records a change of the plan's price in the price history (ADR 025).
 */
export function createPricingPlanCollection(db: Database) {
  return createCollection(db, {
    entity: 'pricing-plans',
    table: pricingPlans,
    orderBy: [asc(pricingPlans.sortOrder), asc(pricingPlans.id)],
    toShape: toAdminPricingPlan,
    async insertValues(tx, { priceChangeReason: _reason, ...input }: PricingPlanCreate) {
      await requireService(tx, input.serviceId)
      return input
    },
    async updateValues(tx, { priceChangeReason: _reason, ...patch }: PricingPlanUpdate) {
      await requireService(tx, patch.serviceId)
      return sentFields(patch)
    },
    afterCreate: (tx, row, input) => recordPriceChanges(tx, { pricingPlanId: row.id }, planPriceChanges(undefined, row, new Date()), input.priceChangeReason),
    afterUpdate: (tx, before, after, patch) => recordPriceChanges(tx, { pricingPlanId: after.id }, planPriceChanges(before, after, new Date()), patch.priceChangeReason),
  })
}
