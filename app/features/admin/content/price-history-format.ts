import type { BadgeTone } from '~/components/ui/badge'
import type { PriceChangeType, PriceHistoryEntry } from '../../../../contract/price-history'
import { formatAud } from '../../../../core/format'
import { receivedLabel } from '../inquiry-format'
import { type ContentField, bodyFromForm } from './content-form'

/** The collections that keep a price history (ADR 025). */
export type PricedPath = 'services' | 'pricing-plans'

/** Which dialog fields are prices, and where the reason box goes when one of them changes. */
export type PriceHistoryConfig = {
  /** The fields whose change writes a history row ('price', 'salePrice'). */
  priceFields: readonly string[]
  /** The field the reason box follows (the end of the row of price fields, so the grid keeps its pairs). */
  reasonAfter: string
}

export const PRICE_CHANGE_REASON_FIELD: ContentField = {
  name: 'priceChangeReason',
  label: 'Reason for price change',
  kind: 'text',
  wide: true,
  hint: 'Kept in the price history below, e.g. New hosting costs.',
}

/** The dialog's fields with the reason box after `reasonAfter`. */
export function withReasonField(fields: readonly ContentField[], config: PriceHistoryConfig): ContentField[] {
  const at = fields.findIndex((field) => field.name === config.reasonAfter)
  const index = at === -1 ? fields.length : at + 1
  return [...fields.slice(0, index), PRICE_CHANGE_REASON_FIELD, ...fields.slice(index)]
}

/**
 * Whether the form's prices differ from the saved row's, read the way the form is sent (a number from its
 * text, an empty sale price as null): the reason box is offered only then. A price box being retyped
 * (empty, or not yet a number) counts as a change.
 */
export function pricesChanged(fields: readonly ContentField[], config: PriceHistoryConfig, read: (name: string) => string | null, row: Record<string, unknown>): boolean {
  const priceFields = fields.filter((field) => config.priceFields.includes(field.name))
  const body = bodyFromForm(priceFields, read)
  return priceFields.some((field) => {
    const value = body[field.name]
    const saved = row[field.name] ?? null
    return typeof value === 'string' && typeof saved === 'string' ? value.trim() !== saved : value !== saved
  })
}

const TYPE_LABELS: Record<PriceChangeType, { label: string; tone: BadgeTone }> = {
  create: { label: 'First price', tone: 'neutral' },
  price: { label: 'Price change', tone: 'blue' },
  sale: { label: 'Sale price', tone: 'highlight' },
  sale_removed: { label: 'Sale removed', tone: 'gray' },
}

export function changeTypeBadge(type: PriceChangeType): { label: string; tone: BadgeTone } {
  return TYPE_LABELS[type]
}

/** A price as the admin typed it: a service's amount in AUD ('699.00' -> '$699'), a plan's text as stored. */
export function priceLabel(path: PricedPath, price: string): string {
  if (path === 'pricing-plans') return price
  const amount = Number(price)
  return Number.isFinite(amount) ? formatAud(amount) : price
}

/** A history row scheduled ahead (a sale from its first day) says when it was set as well. */
const SCHEDULED_AFTER_MS = 60_000

/** When the row's price applies, in Melbourne time: '26 Nov 2026, 1:05 pm', or 'From 4 Jan 2030, 12:00 am (set 26 Nov 2026, 1:05 pm)'. */
export function whenLabel(entry: Pick<PriceHistoryEntry, 'effectiveDate' | 'createdAt'>): string {
  const effective = Date.parse(entry.effectiveDate)
  const created = Date.parse(entry.createdAt)
  if (effective - created > SCHEDULED_AFTER_MS) return `From ${receivedLabel(entry.effectiveDate)} (set ${receivedLabel(entry.createdAt)})`
  return receivedLabel(entry.effectiveDate)
}
