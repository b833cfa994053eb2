import { z } from './zod.ts'
import { SEO_PAGES, type SeoPage } from './site-settings.ts'

/** Where each seo_{page} page lives: the pages the SEO analysis renders and audits. */
export const SEO_PAGE_PATHS: Record<SeoPage, string> = {
  home: '/',
  services: '/services',
  ai_tools: '/ai-tools',
  demos: '/demos',
  pricing: '/pricing',
  contact: '/contact',
  faq: '/faq',
  privacy_policy: '/privacy-policy',
  terms_of_service: '/terms-of-service',
}

/** How each page is named in suggestions and on the dashboard. */
export const SEO_PAGE_LABELS: Record<SeoPage, string> = {
  home: 'Home',
  services: 'Services',
  ai_tools: 'AI Tools',
  demos: 'Demos',
  pricing: 'Pricing',
  contact: 'Contact',
  faq: 'FAQ',
  privacy_policy: 'Privacy Policy',
  terms_of_service: 'Terms of Service',
}

/** Search results show about this much; a longer title is cut (the spec's 60-character rule). */
export const SEO_TITLE_MAX = 60
export const SEO_TITLE_MIN = 30
export const SEO_DESCRIPTION_MIN = 70
export const SEO_DESCRIPTION_MAX = 160
export const SEO_KEYWORDS_MAX = 10

export const SEO_PRIORITIES = ['high', 'medium', 'low'] as const
export type SeoPriority = (typeof SEO_PRIORITIES)[number]

/** One finding of the audit on one page; its severity weighs on the page's score. */
export type SeoIssue = { check: string; severity: SeoPriority; message: string }

/** What the audit read from a page's rendered HTML, and what it found wrong. */
export type SeoPageReport = {
  page: SeoPage
  path: string
  score: number
  title: string
  description: string
  keywords: string[]
  issues: SeoIssue[]
}

const keywordSchema = z.string().trim().min(2, 'Keywords need at least 2 characters').max(100, 'Keywords can have at most 100 characters')

/** A suggested title, description and keywords for one page: what Apply writes to its seo_{page} setting. */
export const seoSuggestionSchema = z.object({
  page: z.enum(SEO_PAGES, { error: 'Unknown page' }),
  priority: z.enum(SEO_PRIORITIES, { error: 'Priority must be high, medium or low' }).default('medium'),
  suggestedTitle: z
    .string({ error: 'A title is required' })
    .trim()
    .min(10, 'The title needs at least 10 characters')
    .max(SEO_TITLE_MAX, `The title can have at most ${SEO_TITLE_MAX} characters`),
  suggestedDescription: z
    .string({ error: 'A description is required' })
    .trim()
    .min(SEO_DESCRIPTION_MIN, `The description needs at least ${SEO_DESCRIPTION_MIN} characters`)
    .max(SEO_DESCRIPTION_MAX, `The description can have at most ${SEO_DESCRIPTION_MAX} characters`),
  suggestedKeywords: z.array(keywordSchema).max(SEO_KEYWORDS_MAX, `At most ${SEO_KEYWORDS_MAX} keywords`).default([]),
  reasoning: z.string().max(2000).default(''),
})
export type SeoSuggestion = z.infer<typeof seoSuggestionSchema>
export type SeoSuggestionInput = z.input<typeof seoSuggestionSchema>

/** The spec's analysis ({overallScore, suggestions, recommendations}) plus each page's report. */
export type SeoAnalysis = {
  overallScore: number
  suggestions: SeoSuggestion[]
  recommendations: string[]
  pages: SeoPageReport[]
  /** 'rules' alone, or with suggestions from the configured AI service. */
  source: 'rules' | 'rules+ai'
  analyzedAt: string
}

function onePerPage(suggestions: { page: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>()
  suggestions.forEach((suggestion, index) => {
    if (seen.has(suggestion.page)) context.addIssue({ code: 'custom', path: [index, 'page'], message: 'Only one suggestion per page' })
    seen.add(suggestion.page)
  })
}

/** POST /api/seo/apply: every suggestion is valid and written, or none is. */
export const seoApplySchema = z.strictObject({
  suggestions: z.array(seoSuggestionSchema).min(1, 'Choose at least one suggestion to apply').max(SEO_PAGES.length).superRefine(onePerPage),
})
export type SeoApplyResult = { applied: number; pages: SeoPage[] }

/** POST /api/seo/implement: an analysis's suggestions; each is written or reported as failed on its own. */
export const seoImplementSchema = z.object({
  suggestions: z.array(z.unknown()).min(1, 'No SEO analysis available to implement').max(50),
  recommendations: z.array(z.string().max(2000)).max(50).optional(),
})
export type SeoImplementResult = {
  implemented: { page: SeoPage; title: string }[]
  failed: { page: string; reason: string }[]
}

/** The score colours of the spec: green at 80 or more, yellow at 60 or more, otherwise red. */
export function scoreTone(score: number): 'good' | 'fair' | 'poor' {
  return score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor'
}
