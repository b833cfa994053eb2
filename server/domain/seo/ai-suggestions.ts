import { z } from 'zod'
import { SEO_PAGE_LABELS, type SeoAnalysis, type SeoPageReport, type SeoSuggestion, seoSuggestionSchema } from '../../../contract/seo.ts'
import type { SeoPage } from '../../../contract/site-settings.ts'
import { type OpenAiSettings, openAiClient } from '../chat/openai-provider.ts'

/** Asks a language model for better titles and descriptions of the pages the audit found wanting. */
export type AiSeoAdvisor = { suggest(input: { siteName: string; pages: SeoPageReport[] }): Promise<SeoSuggestion[]> }

const MAX_TOKENS = 1_500

const INSTRUCTIONS = `You are an SEO editor for an Australian small-business website. For each page given, write a better
search result: a title of 30 to 60 characters and a meta description of 70 to 160 characters, in Australian English, that
include the page's primary keyword naturally, state only facts found in the current title and description (never invent
prices, numbers or claims), and differ from every other page's. Answer with JSON only:
{"suggestions": [{"page": "<page id>", "suggestedTitle": "...", "suggestedDescription": "...", "reasoning": "<one sentence>"}]}`

const answerSchema = z.object({ suggestions: z.array(z.unknown()) })

/**
 * The AI service's suggestions, each checked like an admin's own input: anything malformed, too
 * long or for a page that was not asked about is dropped, never stored.
 */
export function createAiSeoAdvisor(settings: OpenAiSettings): AiSeoAdvisor {
  const client = openAiClient(settings)
  return {
    async suggest({ siteName, pages }) {
      if (pages.length === 0) return []
      const brief = pages.map((report) => ({
        page: report.page,
        name: SEO_PAGE_LABELS[report.page],
        title: report.title,
        description: report.description,
        primaryKeyword: report.keywords[0] ?? null,
        findings: report.issues.map((issue) => issue.message),
      }))
      const completion = await (await client()).chat.completions.create(
        {
          model: settings.model,
          max_tokens: MAX_TOKENS,
          temperature: 0.3,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: JSON.stringify({ site: siteName, pages: brief }) },
          ],
        },
        { signal: AbortSignal.timeout(settings.timeoutMs) },
      )
      const content = completion.choices[0]?.message?.content ?? ''
      const answer = answerSchema.parse(JSON.parse(content))
      const asked = new Map(pages.map((report) => [report.page, report]))
      return answer.suggestions.flatMap((raw) => {
        const parsed = seoSuggestionSchema.safeParse(raw)
        const report = parsed.success ? asked.get(parsed.data.page) : undefined
        if (!parsed.success || !report) return []
        return [{ ...parsed.data, suggestedKeywords: report.keywords, reasoning: parsed.data.reasoning.trim() }]
      })
    },
  }
}

/**
 * The audit's suggestion for a page, with the AI's title and description when it gave valid ones
 * that no other page keeps or is suggested to use.
 */
export function mergeAiSuggestions(audit: Pick<SeoAnalysis, 'suggestions' | 'pages'>, ai: SeoSuggestion[]): SeoSuggestion[] {
  const byPage = new Map(ai.map((suggestion) => [suggestion.page, suggestion]))
  const suggested = new Set(audit.suggestions.map((suggestion) => suggestion.page))
  const titleOf = new Map<SeoPage, string>([
    ...audit.pages.filter((report) => !suggested.has(report.page)).map((report) => [report.page, report.title] as const),
    ...audit.suggestions.map((suggestion) => [suggestion.page, suggestion.suggestedTitle] as const),
  ])
  const takenByOther = (title: string, page: SeoPage) => [...titleOf].some(([other, held]) => other !== page && held.toLocaleLowerCase('en-AU') === title.toLocaleLowerCase('en-AU'))
  return audit.suggestions.map((suggestion) => {
    const better = byPage.get(suggestion.page)
    if (!better || takenByOther(better.suggestedTitle, suggestion.page)) return suggestion
    titleOf.set(suggestion.page, better.suggestedTitle)
    const aiReason = better.reasoning ? ` AI suggestion: ${better.reasoning}` : ' Title and description suggested by the AI service.'
    return { ...suggestion, suggestedTitle: better.suggestedTitle, suggestedDescription: better.suggestedDescription, reasoning: `${suggestion.reasoning}${aiReason}` }
  })
}
