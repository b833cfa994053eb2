import { desc, eq } from 'drizzle-orm'
import type { PriceChangeType, PriceHistoryEntry } from '../../../contract/price-history.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { priceHistory, pricingPlans, services } from '../../db/schema/content.ts'

/*
 * Price history (ADR 025). The rule deciding which rows a change writes is pure (the two *PriceChanges
 * functions); the collections write those rows in the transaction of the change itself, so a price
 * never changes without its row and a row never exists for a change that did not happen.
 */

/** One row to record, before it is tied to its service or plan. */
export type PriceChange = {
  changeType: PriceChangeType
  oldPrice: string | null
  newPrice: string
  effectiveDate: Date
}

/** What a service's history looks at. */
export type ServicePrices = { price: number; salePrice: number | null; saleStartDate: Date | null }

/** A service amount as the history stores it: numeric(10,2)'s own text, '699.00'. */
export function amountText(amount: number): string {
  return amount.toFixed(2)
}

/**
 * The rows a service's save writes: `before` is the stored row (undefined for a new service), `after`
 * the row as saved. A new service records its price (`create`) and its sale price, if any. Later, a
 * changed price records `price`; a sale price set or changed records `sale`, effective from the sale's
 * first day when that is still to come; a sale price cleared records `sale_removed`, the new price being
 * the regular one it sells at again. Equal amounts write nothing; neither do sale days moved alone
 * (the audit log has those).
 */
export function servicePriceChanges(before: ServicePrices | undefined, after: ServicePrices, now: Date): PriceChange[] {
  const changes: PriceChange[] = []
  if (before === undefined) changes.push({ changeType: 'create', oldPrice: null, newPrice: amountText(after.price), effectiveDate: now })
  else if (before.price !== after.price) changes.push({ changeType: 'price', oldPrice: amountText(before.price), newPrice: amountText(after.price), effectiveDate: now })

  const oldSale = before?.salePrice ?? null
  const newSale = after.salePrice
  if (newSale !== null && newSale !== oldSale) {
    const start = after.saleStartDate
    changes.push({
      changeType: 'sale',
      oldPrice: oldSale === null ? null : amountText(oldSale),
      newPrice: amountText(newSale),
      // A sale whose first day has begun applies from now, not from a day before anyone set it.
      effectiveDate: start !== null && start > now ? start : now,
    })
  } else if (newSale === null && oldSale !== null) {
    changes.push({ changeType: 'sale_removed', oldPrice: amountText(oldSale), newPrice: amountText(after.price), effectiveDate: now })
  }
  return changes
}

/** The rows a plan's save writes: its first price, then each change of its price text ('$899' to '$999'). */
export function planPriceChanges(before: { price: string } | undefined, after: { price: string }, now: Date): PriceChange[] {
  if (before === undefined) return [{ changeType: 'create', oldPrice: null, newPrice: after.price, effectiveDate: now }]
  if (before.price === after.price) return []
  return [{ changeType: 'price', oldPrice: before.price, newPrice: after.price, effectiveDate: now }]
}

/** Whose price changed. */
export type PriceOwner = { serviceId: number } | { pricingPlanId: number }

/** Writes the rows in the caller's transaction, with the admin's reason on each. */
export async function recordPriceChanges(tx: Transaction, owner: PriceOwner, changes: PriceChange[], reason: string | null | undefined): Promise<void> {
  if (changes.length === 0) return
  await tx.insert(priceHistory).values(changes.map((change) => ({ ...owner, ...change, changeReason: reason ?? null })))
}

export function toPriceHistoryEntry(row: typeof priceHistory.$inferSelect): PriceHistoryEntry {
  return {
    id: row.id,
    serviceId: row.serviceId,
    pricingPlanId: row.pricingPlanId,
    oldPrice: row.oldPrice,
    newPrice: row.newPrice,
    changeType: row.changeType as PriceChangeType,
    changeReason: row.changeReason,
    effectiveDate: row.effectiveDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The history of one service or plan, newest written first (a save that changed the price and the sale
 * price lists its sale row first); undefined when there is no such service or plan. A deleted one's
 * rows stay, without an owner.
 */
export function createPriceHistory(db: Database) {
  async function historyOf(column: typeof priceHistory.serviceId | typeof priceHistory.pricingPlanId, id: number): Promise<PriceHistoryEntry[]> {
    const rows = await db
      .select()
      .from(priceHistory)
      .where(eq(column, id))
      .orderBy(desc(priceHistory.id))
    return rows.map(toPriceHistoryEntry)
  }

  return {
    async forService(id: number): Promise<PriceHistoryEntry[] | undefined> {
      const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, id))
      return service ? historyOf(priceHistory.serviceId, id) : undefined
    },
    async forPlan(id: number): Promise<PriceHistoryEntry[] | undefined> {
      const [plan] = await db.select({ id: pricingPlans.id }).from(pricingPlans).where(eq(pricingPlans.id, id))
      return plan ? historyOf(priceHistory.pricingPlanId, id) : undefined
    },
  }
}

export type PriceHistory = ReturnType<typeof createPriceHistory>
