import { z } from './zod.ts'
import { singleLineProblem } from './single-line.ts'
import { parsePrice } from './price-text.ts'
import { melbourneDay } from './melbourne-day.ts'
import { aiToolSchema, demoSiteSchema, demoStatusSchema, pricingPlanSchema, serviceColorSchema, serviceIconSchema, serviceSchema, testimonialSchema } from './content.ts'
import { settingDefaults } from './site-settings.ts'
import { structuredDataProblem } from './structured-data-setting.ts'
import { analyticsScriptUrlProblem, analyticsSiteIdProblem } from './analytics.ts'
import { DISCOUNT_TYPES, PROMO_CODE_MAX, PROMO_CODE_PATTERN } from './promotions.ts'
import { priceChangeReasonSchema } from './price-history.ts'

/*
 * The admin dashboard's writes (spec §7: POST, PATCH and DELETE under /api/admin), shared by the
 * server and the dashboard dialogs. A create schema fills in the defaults; the update schema of the
 * same entity takes any of its fields (at least one) and never fills a default in. Unknown fields
 * are refused, so nothing the dashboard did not mean to send is stored.
 */

// ---------------------------------------------------------------------------------------------
// Field rules

const mustBe = (required: string, kind: string) => (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? required : kind)

/** Text that must not be empty once trimmed. */
const requiredText = (label: string, max: number, required: string) =>
  z
    .string({ error: mustBe(required, `${label} must be text`) })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)

/** Text that may be left out or cleared: an empty string (an empty dialog field) is stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A link the public pages put in an href: only http(s), never javascript: or data:. Empty clears it. */
const optionalWebAddress = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => value === '' || isHttpUrl(value), `${label} must start with http:// or https://`)
    .transform((value) => (value === '' ? null : value))
    .nullable()

/** An image the site shows: an http(s) address or a path on this site ('/demo-screenshots/x.png'). */
const optionalImageAddress = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => value === '' || isHttpUrl(value) || /^\/(?!\/)\S*$/.test(value), `${label} must start with http://, https:// or /`)
    .transform((value) => (value === '' ? null : value))
    .nullable()

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` })

const sortOrder = z
  .number({ error: 'Sort order must be a whole number' })
  .int('Sort order must be a whole number')
  .min(0, 'Sort order cannot be negative')
  .max(100_000, 'Sort order must be at most 100000')

export const MAX_FEATURES = 20
export const MAX_FEATURE_LENGTH = 200

/** Feature bullet points: trimmed, none empty, at most 20 of at most 200 characters. */
export const featureListSchema = z
  .array(
    z
      .string({ error: 'Each feature must be text' })
      .trim()
      .min(1, 'Features cannot be empty')
      .max(MAX_FEATURE_LENGTH, `Each feature must be at most ${MAX_FEATURE_LENGTH} characters`),
    { error: 'Features must be a list of text' },
  )
  .max(MAX_FEATURES, `Use at most ${MAX_FEATURES} features`)

/** numeric(10,2) in the database: whole cents, below 100 million. */
const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(99_999_999.99, `${label} must be less than 100,000,000`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} can have at most 2 decimal places`)

/** Row ids are PostgreSQL integers. */
export const MAX_ROW_ID = 2_147_483_647

/** Sale dates are about this business's offers: years before 2000 or after 2100 are typing mistakes (and years below 100 do not survive a round trip through JavaScript dates). */
const SALE_YEARS = { from: 2000, to: 2100 }

/**
 * A sale day: a calendar day (2026-07-01), the day on the Melbourne calendar, or an instant with its
 * offset, which stands for the Melbourne day it falls on. The server stores the day's Melbourne midnight.
 */
const saleDay = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-07-01` })
    .pipe(z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: `${label} must be a date such as 2026-07-01` }))
    .refine((value) => {
      const year = new Date(value).getUTCFullYear()
      return year >= SALE_YEARS.from && year <= SALE_YEARS.to
    }, `${label} must be between ${SALE_YEARS.from} and ${SALE_YEARS.to}`)
    .nullable()

/** Plan prices are display text ('$899', '$1,299 one-time') that must show a positive amount. */
const planPrice = (label: string, example: string, required: string) =>
  z
    .string({ error: mustBe(required, `${label} must be text such as ${example}`) })
    .trim()
    .min(1, required)
    .max(50, `${label} must be at most 50 characters`)
    .refine((value) => (parsePrice(value) ?? 0) > 0, `${label} must be an amount above zero, such as ${example}`)

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(320, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * Refuses fields the entity does not have, naming them; PATCH bodies must change something.
 * The refusal sits on the whole body (field `_`), since it belongs to no field the dialog shows.
 */
function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}` : 'Send the fields as a JSON object',
  })
}

/** `notes` are fields that say something about the change (a reason) but change nothing by themselves. */
function updateOf<Shape extends z.ZodRawShape, Notes extends z.ZodRawShape = Record<never, never>>(shape: Shape, notes?: Notes) {
  return strictBody({ ...shape, ...notes } as Shape & Notes)
    .partial()
    .refine((patch) => Object.keys(shape).some((key) => (patch as Record<string, unknown>)[key] !== undefined), { message: 'Send at least one field to change', path: ['_'] })
}

/** Kept in the price history with the rows a price change writes (ADR 025); ignored when no price changes. */
const priceNotes = { priceChangeReason: priceChangeReasonSchema.optional() }

// ---------------------------------------------------------------------------------------------
// Services

const serviceFields = {
  title: requiredText('Title', 255, 'Please enter a title'),
  slug: z
    .string({ error: 'Slug must be text' })
    .trim()
    .min(1, 'Please enter a slug')
    .max(100, 'Slug must be at most 100 characters')
    .regex(SLUG_PATTERN, 'Slug may only use lowercase letters, digits and single hyphens (e.g. ai-chatbots)'),
  description: requiredText('Description', 5000, 'Please enter a description'),
  price: amount('Price'),
  priceNote: optionalText('Price note', 100),
  originalPrice: amount('Original price').nullable(),
  salePrice: amount('Sale price').nullable(),
  saleStartDate: saleDay('Sale start'),
  saleEndDate: saleDay('Sale end'),
  features: featureListSchema,
  icon: z.enum(serviceIconSchema.options, { error: `Icon must be one of ${serviceIconSchema.options.join(', ')}` }),
  color: z.enum(serviceColorSchema.options, { error: `Colour must be one of ${serviceColorSchema.options.join(', ')}` }),
  highlight: optionalText('Highlight', 255),
  isActive: flag('Active'),
  sortOrder,
}

export const SALE_DATES_MESSAGE = 'The sale cannot end before it starts'
export const SALE_PRICE_MESSAGE = 'The sale price must be below the price'

/** POST /api/admin/services: the spec sends {title, description, features[]}; the slug comes from the title when left out. */
export const serviceCreateSchema = strictBody({
  ...serviceFields,
  slug: serviceFields.slug.optional(),
  price: serviceFields.price.default(0),
  priceNote: serviceFields.priceNote.optional(),
  originalPrice: serviceFields.originalPrice.optional(),
  salePrice: serviceFields.salePrice.optional(),
  saleStartDate: serviceFields.saleStartDate.optional(),
  saleEndDate: serviceFields.saleEndDate.optional(),
  features: serviceFields.features.default([]),
  icon: serviceFields.icon.default('bot'),
  color: serviceFields.color.default('blue'),
  highlight: serviceFields.highlight.optional(),
  isActive: serviceFields.isActive.default(true),
  sortOrder: serviceFields.sortOrder.default(0),
  ...priceNotes,
})
  .refine((service) => saleDatesInOrder(service.saleStartDate, service.saleEndDate), { message: SALE_DATES_MESSAGE, path: ['saleEndDate'] })
  .refine((service) => salePriceBelowPrice(service.salePrice, service.price), { message: SALE_PRICE_MESSAGE, path: ['salePrice'] })
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>
export type ServiceCreate = z.output<typeof serviceCreateSchema>

/** PATCH /api/admin/services/{id}; the sale dates and sale price are checked again against the stored row. */
export const serviceUpdateSchema = updateOf(serviceFields, priceNotes)
  .refine((patch) => saleDatesInOrder(patch.saleStartDate, patch.saleEndDate), { message: SALE_DATES_MESSAGE, path: ['saleEndDate'] })
  .refine((patch) => patch.price === undefined || salePriceBelowPrice(patch.salePrice, patch.price), { message: SALE_PRICE_MESSAGE, path: ['salePrice'] })
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>

/** A sale runs whole Melbourne days: its last day may be its first, never before it. */
export function saleDatesInOrder(start: string | Date | null | undefined, end: string | Date | null | undefined): boolean {
  if (!start || !end) return true
  return melbourneDay(end) >= melbourneDay(start)
}

/** A sale price, when there is one, is below the price. */
export function salePriceBelowPrice(salePrice: number | null | undefined, price: number): boolean {
  return salePrice === null || salePrice === undefined || salePrice < price
}

// ---------------------------------------------------------------------------------------------
// Pricing plans

const planFields = {
  name: requiredText('Name', 255, 'Please enter a name'),
  price: planPrice('Price', '$899', 'Please enter a price'),
  originalPrice: z
    .union([z.literal(''), planPrice('Original price', '$1,299', 'Please enter an original price')], { error: 'Original price must be text such as $1,299' })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  currency: z
    .string({ error: 'Currency must be a three-letter code such as AUD' })
    .trim()
    .regex(/^[A-Z]{3}$/, 'Currency must be three capital letters such as AUD'),
  billingPeriod: requiredText('Billing period', 50, 'Please enter a billing period'),
  description: optionalText('Description', 2000),
  serviceId: z
    .number({ error: 'Service must be a service id' })
    .int('Service must be a service id')
    .positive('Service must be a service id')
    .max(MAX_ROW_ID, 'Service must be a service id')
    .nullable(),
  isActive: flag('Active'),
  isFeatured: flag('Featured'),
  features: featureListSchema,
  sortOrder,
}

/** POST /api/admin/pricing-plans: {name, price, originalPrice, currency, description, isActive} in the spec; AUD unless told. */
export const pricingPlanCreateSchema = strictBody({
  ...planFields,
  originalPrice: planFields.originalPrice.optional(),
  currency: planFields.currency.default('AUD'),
  billingPeriod: planFields.billingPeriod.default('one-time'),
  description: planFields.description.optional(),
  serviceId: planFields.serviceId.optional(),
  isActive: planFields.isActive.default(true),
  isFeatured: planFields.isFeatured.default(false),
  features: planFields.features.default([]),
  sortOrder: planFields.sortOrder.default(0),
  ...priceNotes,
})
export type PricingPlanCreateInput = z.input<typeof pricingPlanCreateSchema>
export type PricingPlanCreate = z.output<typeof pricingPlanCreateSchema>

/** PATCH /api/admin/pricing-plans/{id}; {isActive} alone is the dashboard's Active/Inactive toggle. */
export const pricingPlanUpdateSchema = updateOf(planFields, priceNotes)
export type PricingPlanUpdateInput = z.input<typeof pricingPlanUpdateSchema>
export type PricingPlanUpdate = z.output<typeof pricingPlanUpdateSchema>

export const UNKNOWN_SERVICE_MESSAGE = 'There is no service with this id'

// ---------------------------------------------------------------------------------------------
// AI tools

const aiToolFields = {
  name: requiredText('Name', 255, 'Please enter a name'),
  description: requiredText('Description', 2000, 'Please enter a description'),
  url: optionalWebAddress('Link'),
  icon: z
    .string({ error: 'Icon must be text' })
    .trim()
    .max(50, 'Icon must be at most 50 characters')
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'Icon must be a lucide icon name such as sparkles or message-square')
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  category: requiredText('Category', 100, 'Please enter a category'),
  isFree: flag('Free'),
  requiresCredits: flag('Requires credits'),
  isPro: flag('Premium'),
  comingSoon: flag('Coming soon'),
  isHot: flag('Hot'),
  isActive: flag('Active'),
  sortOrder,
}

/** POST /api/admin/ai-tools: {name, description, url, category} in the spec (category 'Utility' unless told). */
export const aiToolCreateSchema = strictBody({
  ...aiToolFields,
  url: aiToolFields.url.optional(),
  icon: aiToolFields.icon.optional(),
  category: aiToolFields.category.default('Utility'),
  isFree: aiToolFields.isFree.default(false),
  requiresCredits: aiToolFields.requiresCredits.default(false),
  isPro: aiToolFields.isPro.default(false),
  comingSoon: aiToolFields.comingSoon.default(false),
  isHot: aiToolFields.isHot.default(false),
  isActive: aiToolFields.isActive.default(true),
  sortOrder: aiToolFields.sortOrder.default(0),
})
export type AiToolCreateInput = z.input<typeof aiToolCreateSchema>
export type AiToolCreate = z.output<typeof aiToolCreateSchema>

export const aiToolUpdateSchema = updateOf(aiToolFields)
export type AiToolUpdateInput = z.input<typeof aiToolUpdateSchema>
export type AiToolUpdate = z.output<typeof aiToolUpdateSchema>

// ---------------------------------------------------------------------------------------------
// Demo sites

/** The icons the demos page can draw (spec §3 'Demo site'). */
export const DEMO_ICONS = ['Sparkles', 'Bot', 'Building2', 'Utensils', 'Car', 'Heart', 'GraduationCap', 'ShoppingBag', 'Wrench'] as const

const demoSiteFields = {
  title: requiredText('Title', 255, 'Please enter a title'),
  industry: requiredText('Industry', 100, 'Please enter an industry'),
  description: requiredText('Description', 5000, 'Please enter a description'),
  url: optionalWebAddress('Demo link'),
  screenshotUrl: optionalImageAddress('Screenshot'),
  icon: z.enum(DEMO_ICONS, { error: `Icon must be one of ${DEMO_ICONS.join(', ')}` }),
  color: z
    .string({ error: 'Colour must be text' })
    .trim()
    .regex(/^bg-[a-z]+-\d{2,3}$/, 'Colour must be a background class such as bg-blue-500'),
  features: featureListSchema,
  status: z.enum(demoStatusSchema.options, { error: `Status must be one of ${demoStatusSchema.options.join(', ')}` }),
  featured: flag('Featured'),
  sortOrder,
}

/** POST /api/admin/demo-sites: {title, industry, description, url, status} in the spec. */
export const demoSiteCreateSchema = strictBody({
  ...demoSiteFields,
  url: demoSiteFields.url.optional(),
  screenshotUrl: demoSiteFields.screenshotUrl.optional(),
  icon: demoSiteFields.icon.default('Building2'),
  color: demoSiteFields.color.default('bg-blue-500'),
  features: demoSiteFields.features.default([]),
  status: demoSiteFields.status.default('Planning'),
  featured: demoSiteFields.featured.default(false),
  sortOrder: demoSiteFields.sortOrder.default(0),
})
export type DemoSiteCreateInput = z.input<typeof demoSiteCreateSchema>
export type DemoSiteCreate = z.output<typeof demoSiteCreateSchema>

export const demoSiteUpdateSchema = updateOf(demoSiteFields)
export type DemoSiteUpdateInput = z.input<typeof demoSiteUpdateSchema>
export type DemoSiteUpdate = z.output<typeof demoSiteUpdateSchema>

// ---------------------------------------------------------------------------------------------
// Testimonials

export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5'

const testimonialFields = {
  name: requiredText('Name', 255, 'Please enter a name'),
  company: optionalText('Company', 255),
  content: requiredText('Testimonial', 2000, 'Please enter the testimonial'),
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  isActive: flag('Active'),
}

/** POST /api/admin/testimonials: a 5-star rating and shown on the site unless told. */
export const testimonialCreateSchema = strictBody({
  ...testimonialFields,
  company: testimonialFields.company.optional(),
  rating: testimonialFields.rating.default(5),
  isActive: testimonialFields.isActive.default(true),
})
export type TestimonialCreateInput = z.input<typeof testimonialCreateSchema>
export type TestimonialCreate = z.output<typeof testimonialCreateSchema>

export const testimonialUpdateSchema = updateOf(testimonialFields)
export type TestimonialUpdateInput = z.input<typeof testimonialUpdateSchema>
export type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>

// ---------------------------------------------------------------------------------------------
// Knowledge: the owner's answers to the chat's unanswered questions (issue 34)

export const KNOWLEDGE_QUESTION_MAX = 300
export const KNOWLEDGE_ANSWER_MAX = 2000

const knowledgeFields = {
  question: requiredText('Question', KNOWLEDGE_QUESTION_MAX, 'Please enter the question'),
  answer: requiredText('Answer', KNOWLEDGE_ANSWER_MAX, 'Please enter the answer'),
}

/**
 * POST /api/admin/knowledge: a question and its answer; `questionId` names the unanswered question (a group of the
 * inbox, GET /api/admin/chat-questions) it answers, whose wordings become the entry's phrasings.
 */
export const knowledgeEntryCreateSchema = strictBody({
  ...knowledgeFields,
  questionId: z.number({ error: 'The question id must be a number' }).int().positive().max(MAX_ROW_ID).optional(),
})
export type KnowledgeEntryCreateInput = z.input<typeof knowledgeEntryCreateSchema>
export type KnowledgeEntryCreate = z.output<typeof knowledgeEntryCreateSchema>

export const knowledgeEntryUpdateSchema = updateOf(knowledgeFields)
export type KnowledgeEntryUpdate = z.output<typeof knowledgeEntryUpdateSchema>

export const UNKNOWN_QUESTION_MESSAGE = 'There is no unanswered question with this id'

/** GET /api/admin/chat-questions: one group of questions the assistant could not answer, the latest wording first. */
export type ChatQuestionGroup = { id: number; question: string; phrasings: string[]; timesAsked: number; firstAskedAt: string; lastAskedAt: string }

// ---------------------------------------------------------------------------------------------
// Sales promotions (ADR 026)

export const PROMOTION_DATES_MESSAGE = 'The promotion cannot end before it starts'
export const PERCENT_MESSAGE = 'A percentage discount must be at most 100'
export const PROMO_CODE_FORMAT_MESSAGE = `The code may only use letters, digits, - and _ (at most ${PROMO_CODE_MAX})`
export const PROMO_CODE_TAKEN_MESSAGE = 'Another promotion already uses this code (letter case does not count)'
export const UNKNOWN_SERVICE_SLUG_MESSAGE = 'There is no service with this slug'

const promotionFields = {
  title: requiredText('Title', 255, 'Please enter a title'),
  description: optionalText('Description', 2000),
  discountType: z.enum(DISCOUNT_TYPES, { error: 'Discount type must be percentage or fixed' }),
  discountValue: amount('Discount').refine((value) => value > 0, 'Discount must be above zero'),
  applicableServices: z
    .array(z.string({ error: 'Each service must be a slug' }).trim().regex(SLUG_PATTERN, 'Each service must be a slug such as ai-chatbots'), { error: 'Services must be a list of slugs' })
    .max(50, 'Name at most 50 services')
    .transform((slugs) => [...new Set(slugs)]),
  startDate: saleDay('Start').unwrap(),
  endDate: saleDay('End').unwrap(),
  isActive: flag('Active'),
  usageLimit: z.number({ error: 'Usage limit must be a whole number' }).int('Usage limit must be a whole number').min(1, 'Usage limit must be at least 1').max(MAX_ROW_ID, 'Usage limit is too large').nullable(),
  promoCode: z
    .string({ error: 'Code must be text' })
    .trim()
    .refine((value) => value === '' || PROMO_CODE_PATTERN.test(value), PROMO_CODE_FORMAT_MESSAGE)
    .transform((value) => (value === '' ? null : value))
    .nullable(),
}

/** Whole Melbourne days, inclusive: the last day may be the first, never before it. */
export function promotionDatesInOrder(start: string | Date | undefined, end: string | Date | undefined): boolean {
  return start === undefined || end === undefined || melbourneDay(end) >= melbourneDay(start)
}

/** A percentage discount is at most 100. */
export function discountInRange(type: string | undefined, value: number | undefined): boolean {
  return type !== 'percentage' || value === undefined || value <= 100
}

/** POST /api/admin/promotions: every service, active, unlimited and without a code unless told. */
export const promotionCreateSchema = strictBody({
  ...promotionFields,
  description: promotionFields.description.optional(),
  applicableServices: promotionFields.applicableServices.default([]),
  isActive: promotionFields.isActive.default(true),
  usageLimit: promotionFields.usageLimit.optional(),
  promoCode: promotionFields.promoCode.optional(),
})
  .refine((promotion) => promotionDatesInOrder(promotion.startDate, promotion.endDate), { message: PROMOTION_DATES_MESSAGE, path: ['endDate'] })
  .refine((promotion) => discountInRange(promotion.discountType, promotion.discountValue), { message: PERCENT_MESSAGE, path: ['discountValue'] })
export type PromotionCreateInput = z.input<typeof promotionCreateSchema>
export type PromotionCreate = z.output<typeof promotionCreateSchema>

/** PATCH /api/admin/promotions/{id}; the dates and the discount are checked again against the stored row. */
export const promotionUpdateSchema = updateOf(promotionFields)
  .refine((patch) => promotionDatesInOrder(patch.startDate, patch.endDate), { message: PROMOTION_DATES_MESSAGE, path: ['endDate'] })
  .refine((patch) => discountInRange(patch.discountType, patch.discountValue), { message: PERCENT_MESSAGE, path: ['discountValue'] })
export type PromotionUpdateInput = z.input<typeof promotionUpdateSchema>
export type PromotionUpdate = z.output<typeof promotionUpdateSchema>

// ---------------------------------------------------------------------------------------------
// Site settings

export const SETTING_KEY_PATTERN = /^[a-z0-9_]+$/
export const INVALID_JSON_MESSAGE = 'Value is not valid JSON'

/** A setting's value: text, or a JSON object or list (sent as such or as JSON text). */
export type SettingValue = string | Record<string, unknown> | unknown[]

const businessHoursSchema = z.strictObject({
  'monday-friday': z.string().trim().min(1).max(100),
  saturday: z.string().trim().min(1).max(100),
  sunday: z.string().trim().min(1).max(100),
})

const seoValueSchema = z
  .strictObject({
    title: z.string().trim().max(120).optional(),
    description: z.string().trim().max(320).optional(),
    keywords: z.union([z.string().max(500), z.array(z.string().max(100)).max(30)]).optional(),
  })
  .refine((seo) => seo.title !== undefined || seo.description !== undefined || seo.keywords !== undefined)

const EMAIL_KEYS = new Set(['contact_email', 'support_email'])

/** Text settings that reach an email or a calendar invite (the sender's name in the .ics), so must stay on one line. */
const ONE_LINE_TEXT_KEYS = new Map([['site_name', 'Site name']])

/** Settings the pages read as plain text (a default that is text), except structured_data, which is JSON. */
const TEXT_KEYS = new Set(Object.entries(settingDefaults).flatMap(([key, value]) => (typeof value === 'string' && key !== 'structured_data' ? [key] : [])))

/**
 * What is wrong with this value for this key, or undefined when it may be saved. Text that looks
 * like JSON (starts with { or [) must parse; the keys the pages read get the shape they expect.
 */
export function settingValueProblem(key: string, value: unknown): string | undefined {
  const isList = Array.isArray(value)
  const isObject = typeof value === 'object' && value !== null && !isList
  if (typeof value !== 'string' && !isObject && !isList) return 'Value must be text, or a JSON object or list'
  let data: unknown = value
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      data = JSON.parse(value)
    } catch {
      return INVALID_JSON_MESSAGE
    }
  }
  if (key === 'business_hours') {
    return businessHoursSchema.safeParse(data).success ? undefined : 'Business hours need text for monday-friday, saturday and sunday, e.g. {"monday-friday": "9:00 AM - 6:00 PM", "saturday": "Closed", "sunday": "Closed"}'
  }
  if (key.startsWith('seo_')) {
    return seoValueSchema.safeParse(data).success ? undefined : 'SEO settings need a title, description or keywords, e.g. {"title": "...", "description": "..."}'
  }
  if (key === 'structured_data') return structuredDataProblem(value)
  if (key === 'analytics_script_url') return analyticsScriptUrlProblem(value)
  if (key === 'analytics_site_id') return analyticsSiteIdProblem(value)
  if (EMAIL_KEYS.has(key)) {
    return typeof value === 'string' && z.email().safeParse(value.trim()).success ? undefined : 'Please enter a valid email address'
  }
  if (TEXT_KEYS.has(key) && typeof value !== 'string') return 'This setting takes text'
  const oneLineLabel = ONE_LINE_TEXT_KEYS.get(key)
  if (oneLineLabel !== undefined && typeof value === 'string') return singleLineProblem(oneLineLabel, value.trim())
  return undefined
}

/**
 * JSON text is stored as the JSON it holds: the database column is JSON, and every reader gets the
 * same object whether the dashboard sent it as text or as an object. Other text is trimmed.
 */
export function storedSettingValue(value: SettingValue): SettingValue {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (!/^[[{]/.test(text)) return text
  try {
    return JSON.parse(text) as SettingValue
  } catch {
    return text
  }
}

const settingFields = {
  key: z
    .string({ error: mustBe('Please enter a key', 'Key must be text') })
    .trim()
    .min(1, 'Please enter a key')
    .max(100, 'Key must be at most 100 characters')
    .regex(SETTING_KEY_PATTERN, 'Key may only use lowercase letters, digits and underscores'),
  value: z.custom<SettingValue>((value) => value !== undefined && value !== null, { error: 'Please enter a value' }).transform(storedSettingValue),
  category: requiredText('Category', 50, 'Please enter a category'),
}

/** POST /api/admin/site-settings: {key, value} in the spec. */
export const siteSettingCreateSchema = strictBody({ ...settingFields, category: settingFields.category.default('general') }).superRefine((setting, context) => {
  const problem = settingValueProblem(setting.key, setting.value)
  if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem })
})
export type SiteSettingCreateInput = z.input<typeof siteSettingCreateSchema>
export type SiteSettingCreate = z.output<typeof siteSettingCreateSchema>

/** PATCH /api/admin/site-settings/{id}; the value is checked against the key it ends up under. */
export const siteSettingUpdateSchema = updateOf(settingFields)
export type SiteSettingUpdateInput = z.input<typeof siteSettingUpdateSchema>
export type SiteSettingUpdate = z.output<typeof siteSettingUpdateSchema>

/** A setting as the dashboard lists it (the public GET /api/site-settings gives only {key, value}). */
export const adminSiteSettingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.unknown(),
  category: z.string(),
  updatedAt: z.string(),
})
export type AdminSiteSetting = z.infer<typeof adminSiteSettingSchema>

// ---------------------------------------------------------------------------------------------
// Contact inquiries

/** The lead pipeline; spam is kept (restorable: set it back to new). */
export const INQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES, { error: `Status must be one of ${INQUIRY_STATUSES.join(', ')}` })
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>

/** PATCH /api/admin/contact-inquiries/{id}: move it along the pipeline or correct its details. */
export const inquiryUpdateSchema = updateOf({
  status: inquiryStatusSchema,
  fullName: requiredText('Full name', 255, 'Please enter a full name'),
  email,
  phone: optionalText('Phone', 50),
  company: optionalText('Company', 255),
  service: optionalText('Service', 100),
  message: requiredText('Message', 5000, 'Please enter a message'),
})
export type InquiryUpdateInput = z.input<typeof inquiryUpdateSchema>
export type InquiryUpdate = z.output<typeof inquiryUpdateSchema>

// ---------------------------------------------------------------------------------------------
// What the dashboard lists (everything, inactive included) and the audit log

export const adminServiceSchema = serviceSchema.extend({ sortOrder: z.number().int() })
export type AdminService = z.infer<typeof adminServiceSchema>
export const adminPricingPlanSchema = pricingPlanSchema.extend({ sortOrder: z.number().int() })
export type AdminPricingPlan = z.infer<typeof adminPricingPlanSchema>
export const adminAiToolSchema = aiToolSchema.extend({ sortOrder: z.number().int(), updatedAt: z.string() })
export type AdminAiTool = z.infer<typeof adminAiToolSchema>
export const adminDemoSiteSchema = demoSiteSchema
export type AdminDemoSite = z.infer<typeof adminDemoSiteSchema>
export const adminTestimonialSchema = testimonialSchema
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>

/**
 * The audited collections by their API path ('bookings': the owner's marks; 'people': the People desk and erasures;
 * 'outbox': a failed email put back to be sent; 'backups': taken on demand), and 'users' for sign-in and sign-out.
 */
export const AUDIT_ENTITIES = ['services', 'pricing-plans', 'ai-tools', 'demo-sites', 'testimonials', 'knowledge', 'promotions', 'site-settings', 'contact-inquiries', 'bookings', 'users', 'availability', 'calendar-feed', 'people', 'outbox', 'backups'] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'logout', 'login_failed'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** One audit row: who did what to which row, when; before/after are the row in its API shape. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const AUDIT_PAGE_DEFAULT = 50
export const AUDIT_PAGE_MAX = 200

/** GET /api/admin/audit-log?before=<id>&limit=<n>: newest first; nextBefore fetches the next page. */
export const auditQuerySchema = z.object({
  before: z
    .string({ error: 'before must be an entry id' })
    .regex(/^[1-9]\d{0,9}$/, 'before must be an entry id')
    .transform(Number)
    .refine((id) => id <= MAX_ROW_ID, 'before must be an entry id')
    .optional(),
  limit: z
    .string({ error: `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}` })
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= AUDIT_PAGE_MAX, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .default(AUDIT_PAGE_DEFAULT),
})
export type AuditQuery = z.output<typeof auditQuerySchema>

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() })
export type AuditPage = z.infer<typeof auditPageSchema>

/** An id in a path: a positive whole number a PostgreSQL integer holds ('abc' and '0' are refused). */
export const entityIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'The id must be a positive whole number')
  .transform(Number)
  .refine((id) => id <= MAX_ROW_ID, 'The id must be a positive whole number')
