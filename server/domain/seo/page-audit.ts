import { SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_MIN, SEO_TITLE_MAX, SEO_TITLE_MIN, type SeoIssue, type SeoPriority } from '../../../contract/seo.ts'
import type { PageFacts } from './html-facts.ts'

/** What one finding costs a page's score (out of 100). */
export const SEVERITY_PENALTY: Record<SeoPriority, number> = { high: 25, medium: 10, low: 5 }

export type PageAuditInput = {
  facts: PageFacts
  /** The HTTP status the page rendered with. */
  status: number
  /** Where the page's canonical link must point. */
  expectedUrl: string
  /** The page's target keywords, the first being the primary one; empty when none are saved. */
  keywords: string[]
  /** Whether those keywords come from the page's seo setting (false: the built-in defaults). */
  keywordsSaved: boolean
}

/** The page-level checks of the SEO audit, each a finding or nothing. */
export function auditPage({ facts, status, expectedUrl, keywords, keywordsSaved }: PageAuditInput): SeoIssue[] {
  const issues: SeoIssue[] = []
  const add = (check: string, severity: SeoPriority, message: string) => issues.push({ check, severity, message })

  if (status !== 200) add('status', 'high', `The page answered HTTP ${status} instead of 200.`)
  if (facts.robots?.toLowerCase().includes('noindex')) add('robots', 'high', 'The page asks search engines not to index it (robots noindex).')

  const title = facts.title ?? ''
  if (!title) add('title', 'high', 'The page has no title.')
  else if (title.endsWith('...') && title.length >= SEO_TITLE_MAX) add('title', 'high', `The title is longer than ${SEO_TITLE_MAX} characters, so it is cut short: "${title}".`)
  else if (title.length > SEO_TITLE_MAX) add('title', 'high', `The title has ${title.length} characters; search results show about ${SEO_TITLE_MAX}.`)
  else if (title.length < SEO_TITLE_MIN) add('title', 'medium', `The title has only ${title.length} characters; ${SEO_TITLE_MIN} to ${SEO_TITLE_MAX} describe a page better.`)

  const description = facts.description ?? ''
  if (!description) add('description', 'high', 'The page has no meta description.')
  else if (description.length > SEO_DESCRIPTION_MAX)
    add('description', 'medium', `The description has ${description.length} characters; search results cut it after about ${SEO_DESCRIPTION_MAX}.`)
  else if (description.length < SEO_DESCRIPTION_MIN)
    add('description', 'medium', `The description has only ${description.length} characters; ${SEO_DESCRIPTION_MIN} to ${SEO_DESCRIPTION_MAX} give searchers a reason to click.`)

  const h1Count = facts.headings.h1.length
  if (h1Count === 0) add('h1', 'high', 'The page has no main heading (h1).')
  else if (h1Count > 1) add('h1', 'high', `The page has ${h1Count} main headings (h1); it should have one.`)

  if (!facts.canonical) add('canonical', 'medium', 'The page has no canonical link.')
  else if (facts.canonical !== expectedUrl) add('canonical', 'medium', `The canonical link points to ${facts.canonical} instead of ${expectedUrl}.`)

  const missingOpenGraph = ['og:title', 'og:description', 'og:url'].filter((property) => !facts.openGraph[property])
  if (missingOpenGraph.length > 0) add('open-graph', 'low', `Link previews lack ${missingOpenGraph.join(', ')}.`)

  const brokenJsonLd = facts.jsonLd.filter((text) => !parsesAsJson(text)).length
  if (brokenJsonLd > 0) add('json-ld', 'high', `${brokenJsonLd === 1 ? 'One structured data block does' : `${brokenJsonLd} structured data blocks do`} not parse as JSON.`)

  const withoutAlt = facts.images.filter((image) => image.alt === null)
  if (withoutAlt.length > 0) add('image-alt', 'medium', `${withoutAlt.length === 1 ? 'One image has' : `${withoutAlt.length} images have`} no alt text.`)

  if (!facts.lang) add('lang', 'low', 'The page does not declare its language (html lang).')

  const primary = keywords[0]
  if (!keywordsSaved) add('keywords', 'low', 'No target keywords are saved for this page.')
  if (primary && !mentionsKeyword([title, description, ...facts.headings.h1].join(' '), primary))
    add('keyword-placement', 'medium', `The primary keyword "${primary}" is not in the title, description or main heading.`)

  return issues
}

export function pageScore(issues: readonly SeoIssue[]): number {
  return Math.max(0, 100 - issues.reduce((sum, issue) => sum + SEVERITY_PENALTY[issue.severity], 0))
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'your'])

function words(text: string): string[] {
  return text
    .toLocaleLowerCase('en-AU')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

/** A singular and plural of a word are one keyword ('chatbot' finds 'chatbots', 'business' 'businesses', 'policy' 'policies'). */
function stem(word: string): string {
  if (word.length <= 3) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/** Whether every meaningful word of the keyword appears in the text, in any order and number. */
export function mentionsKeyword(text: string, keyword: string): boolean {
  const present = new Set(words(text).map(stem))
  const wanted = words(keyword).filter((word) => !STOP_WORDS.has(word))
  return wanted.length > 0 && wanted.every((word) => present.has(stem(word)))
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
