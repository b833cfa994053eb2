import { SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_MIN, SEO_TITLE_MAX, SEO_TITLE_MIN, type SeoIssue, type SeoSuggestion } from '../../../contract/seo.ts'
import type { SeoPage } from '../../../contract/site-settings.ts'
import type { PageFacts } from './html-facts.ts'
import { mentionsKeyword } from './page-audit.ts'

/** The findings a new title, description or keywords in the page's seo setting can fix. */
export const SETTING_CHECKS = new Set(['title', 'description', 'keywords', 'keyword-placement', 'duplicate-title', 'duplicate-description'])

/** Shorter than the audit likes, but still a title: used only when no full-length one fits. */
const SHORTEST_TITLE = 10
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const

export type SuggestionInput = {
  page: SeoPage
  facts: PageFacts
  issues: SeoIssue[]
  keywords: string[]
  siteName: string
  /** Texts about the business (tagline, description) that lengthen a description too short to keep. */
  fillers: readonly string[]
  /** Whether another page already uses, or is suggested to use, this title or description. */
  titleTaken(title: string): boolean
  descriptionTaken(description: string): boolean
}

/** A suggestion for a page whose title, description or keywords need work; undefined when they are fine. */
export function suggestForPage(input: SuggestionInput): SeoSuggestion | undefined {
  const fixable = input.issues.filter((issue) => SETTING_CHECKS.has(issue.check))
  if (fixable.length === 0) return undefined
  const priority = fixable.map((issue) => issue.severity).sort((a, b) => PRIORITY_ORDER[a] - PRIORITY_ORDER[b])[0] ?? 'low'
  return {
    page: input.page,
    priority,
    suggestedTitle: suggestTitle(input, new Set(fixable.map((issue) => issue.check))),
    suggestedDescription: suggestDescription(input, new Set(fixable.map((issue) => issue.check))),
    suggestedKeywords: input.keywords,
    reasoning: fixable.map((issue) => issue.message).join(' '),
  }
}

function suggestTitle({ facts, keywords, siteName, titleTaken }: SuggestionInput, checks: Set<string>): string {
  const current = facts.title ?? ''
  const needsKeyword = checks.has('keyword-placement')
  if (!checks.has('title') && !checks.has('duplicate-title') && !needsKeyword) return current
  const heading = facts.headings.h1[0] ?? ''
  const primary = keywords[0] ? titleCase(keywords[0]) : ''
  const withSite = (text: string) => (text ? `${text} | ${siteName}` : '')
  // The keyword with the site name comes first when the keyword is missing, and stands in when the heading is too short.
  const candidates = [
    needsKeyword ? withSite(primary) : '',
    withSite(heading),
    needsKeyword ? primary : '',
    heading,
    withSite(primary),
    current.replace(/\.\.\.$/, '').trim(),
  ].filter((title) => title !== '')
  const usable = (title: string, minimum: number) =>
    title.length >= minimum && title.length <= SEO_TITLE_MAX && !titleTaken(title) && (!needsKeyword || !keywords[0] || mentionsKeyword(title, keywords[0]))
  // Best a full-length title; else a short one that still has the keyword; else any free one, cut to fit.
  const fits = candidates.find((title) => usable(title, SEO_TITLE_MIN)) ?? candidates.find((title) => usable(title, SHORTEST_TITLE))
  return fits ?? cutAtWord(candidates.find((title) => !titleTaken(title)) ?? candidates[0] ?? siteName, SEO_TITLE_MAX)
}

function suggestDescription({ facts, keywords, fillers, descriptionTaken }: SuggestionInput, checks: Set<string>): string {
  const current = facts.description ?? ''
  const wrong = checks.has('description') || checks.has('duplicate-description')
  const primary = keywords[0]
  const keywordMissing = checks.has('keyword-placement') && primary !== undefined
  if (!wrong && !keywordMissing && current.length >= SEO_DESCRIPTION_MIN) return current
  const sources = [current, facts.firstParagraph ?? '', ...fillers].filter((text) => text.trim() !== '')
  const candidates = sources.map((text, index) => fitDescription(text, sources.slice(index + 1)))
  const usable = candidates.filter((text) => text.length >= SEO_DESCRIPTION_MIN && text.length <= SEO_DESCRIPTION_MAX && !descriptionTaken(text))
  const withKeyword = keywordMissing ? usable.find((text) => mentionsKeyword(text, primary)) : undefined
  return withKeyword ?? usable[0] ?? fitDescription(sources.join(' '), [])
}

/**
 * A description of 70 to 160 characters from a text: cut after its last whole sentence that fits
 * (or its last whole word, with an ellipsis), or lengthened with sentences from the other texts.
 */
export function fitDescription(text: string, extras: readonly string[]): string {
  let result = text.replace(/\s+/g, ' ').trim()
  for (const extra of extras) {
    if (result.length >= SEO_DESCRIPTION_MIN) break
    result = `${withFullStop(result)} ${extra.replace(/\s+/g, ' ').trim()}`.trim()
  }
  if (result.length <= SEO_DESCRIPTION_MAX) return result
  const sentences = result.match(/[^.!?]+[.!?]+(\s|$)/g) ?? []
  let whole = ''
  for (const sentence of sentences) {
    if ((whole + sentence).trim().length > SEO_DESCRIPTION_MAX) break
    whole += sentence
  }
  whole = whole.trim()
  return whole.length >= SEO_DESCRIPTION_MIN ? whole : cutAtWord(result, SEO_DESCRIPTION_MAX)
}

/** The longest start of the text, ending on a whole word, that fits with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const room = text.slice(0, max - 1)
  // The ellipsis takes the last place; a space right after the room means its last word is whole.
  const end = text.charAt(max - 1) === ' ' ? room.length : room.lastIndexOf(' ')
  return `${(end > max / 2 ? room.slice(0, end) : room).replace(/[\s,;:|-]+$/, '')}…`
}

function withFullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])

/** 'AI chatbot pricing' becomes 'AI Chatbot Pricing'; words already in capitals (AI, FAQ) stay, small words stay small except first. */
export function titleCase(keyword: string): string {
  return keyword
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.split('-').map(capitalise).join('-')))
    .join(' ')
}

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('en-AU') + word.slice(1)
}
