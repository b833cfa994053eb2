import { asc, eq, like, or } from 'drizzle-orm'
import { type AdminService, SALE_DATES_MESSAGE, SALE_PRICE_MESSAGE, type ServiceCreate, type ServiceUpdate, saleDatesInOrder, salePriceBelowPrice } from '../../../contract/admin-content.ts'
import { melbourneDayStartOf } from '../../../contract/melbourne-day.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { services } from '../../db/schema/content.ts'
import { toService } from '../content/catalog.ts'
import { InputProblem, createCollection, sentFields } from './collection.ts'
import { recordPriceChanges, servicePriceChanges } from './price-history.ts'
import { firstFreeSlug, slugify } from '../../../core/slugs.ts'

export const SLUG_TAKEN_MESSAGE = 'Another service already uses this slug'

export function toAdminService(row: typeof services.$inferSelect): AdminService {
  return { ...toService(row), sortOrder: row.sortOrder }
}

/** A sale day is stored as its Melbourne midnight, for the first and the last day alike (ADR 024): the rule reads each as a whole Melbourne day. */
const toDate = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : melbourneDayStartOf(value))

/** A slug for a new service named `title` that no service has yet. */
async function freeSlugFor(tx: Transaction, title: string): Promise<string> {
  const base = slugify(title, 'service')
  const rows = await tx
    .select({ slug: services.slug })
    .from(services)
    .where(or(eq(services.slug, base), like(services.slug, `${base}-%`)))
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)))
}

/**
 * Services of the catalogue; the slug (the service's address) is made from the title unless one is given, and kept on rename.
 * Each save records its price and sale price changes in the price history (ADR 025).
 */
export function createServiceCollection(db: Database) {
  return createCollection(db, {
    entity: 'services',
    table: services,
    orderBy: [asc(services.sortOrder), asc(services.id)],
    toShape: toAdminService,
    async insertValues(tx, { priceChangeReason: _reason, ...input }: ServiceCreate) {
      return {
        ...input,
        slug: input.slug ?? (await freeSlugFor(tx, input.title)),
        saleStartDate: toDate(input.saleStartDate),
        saleEndDate: toDate(input.saleEndDate),
      }
    },
    updateValues(_tx, { priceChangeReason: _reason, ...patch }: ServiceUpdate, current) {
      const start = patch.saleStartDate === undefined ? current.saleStartDate : patch.saleStartDate
      const end = patch.saleEndDate === undefined ? current.saleEndDate : patch.saleEndDate
      if (!saleDatesInOrder(start, end)) throw new InputProblem({ saleEndDate: SALE_DATES_MESSAGE })
      const salePrice = patch.salePrice === undefined ? current.salePrice : patch.salePrice
      if (!salePriceBelowPrice(salePrice, patch.price ?? current.price)) throw new InputProblem({ salePrice: SALE_PRICE_MESSAGE })
      return { ...sentFields(patch), saleStartDate: toDate(patch.saleStartDate), saleEndDate: toDate(patch.saleEndDate) }
    },
    uniques: [{ constraint: 'services_slug_unique', field: 'slug', message: SLUG_TAKEN_MESSAGE }],
    afterCreate: (tx, row, input) => recordPriceChanges(tx, { serviceId: row.id }, servicePriceChanges(undefined, row, new Date()), input.priceChangeReason),
    afterUpdate: (tx, before, after, patch) => recordPriceChanges(tx, { serviceId: after.id }, servicePriceChanges(before, after, new Date()), patch.priceChangeReason),
  })
}
