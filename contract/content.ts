import { z } from './zod.ts'

export const serviceIconSchema = z.enum(['bot', 'code', 'cog', 'globe', 'mic'])
export const serviceColorSchema = z.enum(['blue', 'green', 'purple', 'orange'])

export const serviceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The spec calls it 'name or title'; both are sent so either reader works. */
  name: z.string(),
  description: z.string(),
  price: z.number(),
  priceNote: z.string().nullable(),
  originalPrice: z.number().nullable(),
  salePrice: z.number().nullable(),
  saleStartDate: z.string().nullable(),
  saleEndDate: z.string().nullable(),
  features: z.array(z.string()),
  icon: serviceIconSchema,
  color: serviceColorSchema,
  highlight: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Service = z.infer<typeof serviceSchema>

export const pricingPlanSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int().nullable(),
  name: z.string(),
  price: z.string(),
  originalPrice: z.string().nullable(),
  currency: z.string().length(3),
  billingPeriod: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  features: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PricingPlan = z.infer<typeof pricingPlanSchema>

export const aiToolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  icon: z.string().nullable(),
  category: z.string(),
  isFree: z.boolean(),
  requiresCredits: z.boolean(),
  isPro: z.boolean(),
  premium: z.boolean(),
  comingSoon: z.boolean(),
  isHot: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
})
export type AiTool = z.infer<typeof aiToolSchema>

export const demoStatusSchema = z.enum(['Live Demo', 'Coming Soon', 'In Development', 'Planning'])
export type DemoStatus = z.infer<typeof demoStatusSchema>

export const demoSiteSchema = z.object({
  id: z.number().int(),
  industry: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
  /** The spec's demos page reads this spelling. */
  screenshot_url: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  features: z.array(z.string()),
  /** Unknown values are possible in old data; the UI shows them gray. */
  status: z.string(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type DemoSite = z.infer<typeof demoSiteSchema>

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  content: z.string(),
  rating: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
})
export type Testimonial = z.infer<typeof testimonialSchema>

/** An answer the owner taught the chat assistant, shown on /faq under "More questions". */
export const knowledgeEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** Other ways visitors asked it. */
  phrasings: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>

export const siteSettingSchema = z.object({ key: z.string(), value: z.unknown() })
export type SiteSetting = z.infer<typeof siteSettingSchema>
