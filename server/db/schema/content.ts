import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'

export const SERVICE_ICONS = ['bot', 'code', 'cog', 'globe', 'mic'] as const
export const SERVICE_COLORS = ['blue', 'green', 'purple', 'orange'] as const

export const services = pgTable(
  'services',
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 100 }).notNull().unique(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    priceNote: varchar({ length: 100 }),
    originalPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    salePrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    saleStartDate: timestamp({ withTimezone: true }),
    saleEndDate: timestamp({ withTimezone: true }),
    features: jsonb().$type<string[]>().notNull().default([]),
    icon: varchar({ length: 20 }).notNull().default('bot'),
    color: varchar({ length: 20 }).notNull().default('blue'),
    highlight: varchar({ length: 255 }),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('services_icon_check', sql`${t.icon} in ('bot', 'code', 'cog', 'globe', 'mic')`),
    check('services_color_check', sql`${t.color} in ('blue', 'green', 'purple', 'orange')`),
    check('services_price_check', sql`${t.price} >= 0`),
    check('services_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)

export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: serial().primaryKey(),
    serviceId: integer().references(() => services.id, { onDelete: 'set null' }),
    name: varchar({ length: 255 }).notNull(),
    // Stored as the display text the spec uses ('$499'); numbers are parsed from it where needed.
    price: varchar({ length: 50 }).notNull(),
    originalPrice: varchar({ length: 50 }),
    currency: varchar({ length: 3 }).notNull().default('USD'),
    billingPeriod: varchar({ length: 50 }).notNull().default('monthly'),
    description: text(),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    features: jsonb().$type<string[]>().notNull().default([]),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pricing_plans_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    index('pricing_plans_active_idx').on(t.isActive, t.sortOrder),
  ],
)

export const priceHistory = pgTable('price_history', {
  id: serial().primaryKey(),
  serviceId: integer().references(() => services.id, { onDelete: 'set null' }),
  pricingPlanId: integer().references(() => pricingPlans.id, { onDelete: 'set null' }),
  oldPrice: varchar({ length: 50 }),
  newPrice: varchar({ length: 50 }).notNull(),
  changeReason: text(),
  changeType: varchar({ length: 50 }).notNull().default('update'),
  effectiveDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
})

export const salesPromotions = pgTable(
  'sales_promotions',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    discountType: varchar({ length: 20 }).notNull(),
    discountValue: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    applicableServices: jsonb().$type<string[]>().notNull().default([]),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    isActive: boolean().notNull().default(true),
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    promoCode: varchar({ length: 50 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sales_promotions_discount_type_check', sql`${t.discountType} in ('percentage', 'fixed')`),
    check('sales_promotions_discount_value_check', sql`${t.discountValue} > 0`),
    // Both dates are Melbourne midnights of whole days, inclusive (ADR 024): a one-day promotion has end = start.
    check('sales_promotions_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('sales_promotions_usage_check', sql`${t.usageCount} >= 0`),
    // A code is one code whatever its letter case: SPRING20 and spring20 cannot both exist (ADR 026).
    uniqueIndex('sales_promotions_promo_code_unique').on(sql`lower(${t.promoCode})`),
  ],
)

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    company: varchar({ length: 255 }),
    content: text().notNull(),
    rating: integer().notNull().default(5),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('testimonials_rating_check', sql`${t.rating} between 1 and 5`)],
)

export const siteSettings = pgTable('site_settings', {
  id: serial().primaryKey(),
  key: varchar({ length: 100 }).notNull().unique(),
  value: jsonb().$type<unknown>().notNull(),
  category: varchar({ length: 50 }).notNull().default('general'),
  updatedAt: updatedAt(),
})

export const aiTools = pgTable('ai_tools', {
  id: serial().primaryKey(),
  name: varchar({ length: 255 }).notNull(),
  description: text().notNull(),
  url: text(),
  icon: varchar({ length: 50 }),
  category: varchar({ length: 100 }).notNull().default('Utility'),
  isFree: boolean().notNull().default(false),
  requiresCredits: boolean().notNull().default(false),
  isPro: boolean().notNull().default(false),
  comingSoon: boolean().notNull().default(false),
  isHot: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const DEMO_STATUSES = ['Live Demo', 'Coming Soon', 'In Development', 'Planning'] as const

export const demoSites = pgTable(
  'demo_sites',
  {
    id: serial().primaryKey(),
    industry: varchar({ length: 100 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    url: text(),
    screenshotUrl: text(),
    icon: varchar({ length: 50 }).notNull().default('Building2'),
    color: varchar({ length: 50 }).notNull().default('bg-blue-500'),
    features: jsonb().$type<string[]>().notNull().default([]),
    status: varchar({ length: 50 }).notNull().default('Planning'),
    featured: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('demo_sites_order_idx').on(t.sortOrder, t.id)],
)
