import { SEO_PAGE_LABELS, type SeoAnalysis, type SeoIssue, type SeoPageReport, type SeoSuggestion } from '../../../contract/seo.ts'
import type { SeoPage } from '../../../contract/site-settings.ts'
import type { PageFacts } from './html-facts.ts'
import { auditPage, pageScore } from './page-audit.ts'
import { SETTING_CHECKS, suggestForPage } from './suggestions.ts'

export type RenderedPageFacts = { page: SeoPage; path: string; url: string; status: number; facts: PageFacts }

export type SiteAuditInput = {
  pages: RenderedPageFacts[]
  /** Each page's target keywords, and whether they were saved by an admin (else the defaults). */
  keywords: Record<SeoPage, { list: string[]; saved: boolean }>
  siteName: string
  tagline: string
  sitemapXml: string | null
  robotsTxt: string | null
}

/** Structured data types that tell search engines who the business is. */
const BUSINESS_TYPES = new Set(['Organization', 'LocalBusiness', 'ProfessionalService', 'Corporation'])
/** A finding about the whole site (sitemap, robots) costs the overall score this much. */
const SITE_FINDING_PENALTY = 5

/**
 * The SEO audit of the whole site from its rendered pages: each page's findings and score,
 * duplicates across pages, a suggestion for each page whose title, description or keywords need
 * work, and recommendations for what a setting cannot fix.
 */
export function auditSite(input: SiteAuditInput): Omit<SeoAnalysis, 'source' | 'analyzedAt'> {
  const issuesByPage = new Map<SeoPage, SeoIssue[]>(
    input.pages.map(({ page, url, status, facts }) => [
      page,
      auditPage({ facts, status, expectedUrl: url, keywords: input.keywords[page].list, keywordsSaved: input.keywords[page].saved }),
    ]),
  )
  markDuplicates(input.pages, 'title', issuesByPage)
  markDuplicates(input.pages, 'description', issuesByPage)

  const reports: SeoPageReport[] = input.pages.map(({ page, path, facts }) => {
    const issues = issuesByPage.get(page) ?? []
    return { page, path, score: pageScore(issues), title: facts.title ?? '', description: facts.description ?? '', keywords: input.keywords[page].list, issues }
  })

  const suggestions = suggestAll(input, issuesByPage)
  const siteFindings = siteWideFindings(input)
  const pageFindings = reports.flatMap((report) =>
    report.issues.filter((issue) => !SETTING_CHECKS.has(issue.check)).map((issue) => `${SEO_PAGE_LABELS[report.page]}: ${issue.message}`),
  )
  const average = reports.length === 0 ? 0 : reports.reduce((sum, report) => sum + report.score, 0) / reports.length
  return {
    overallScore: Math.max(0, Math.round(average) - SITE_FINDING_PENALTY * siteFindings.length),
    suggestions,
    recommendations: [...siteFindings, ...pageFindings],
    pages: reports,
  }
}

function markDuplicates(pages: RenderedPageFacts[], field: 'title' | 'description', issuesByPage: Map<SeoPage, SeoIssue[]>) {
  const byText = new Map<string, SeoPage[]>()
  for (const { page, facts } of pages) {
    const text = facts[field]?.trim().toLocaleLowerCase('en-AU')
    if (text) byText.set(text, [...(byText.get(text) ?? []), page])
  }
  for (const sharing of byText.values()) {
    if (sharing.length < 2) continue
    for (const page of sharing) {
      const others = sharing.filter((other) => other !== page).map((other) => SEO_PAGE_LABELS[other])
      issuesByPage.get(page)?.push({
        check: `duplicate-${field}`,
        severity: field === 'title' ? 'high' : 'medium',
        message: `The ${field} is the same as on ${others.join(', ')}.`,
      })
    }
  }
}

function suggestAll(input: SiteAuditInput, issuesByPage: Map<SeoPage, SeoIssue[]>): SeoSuggestion[] {
  // Titles and descriptions that stay are taken; each new suggestion takes its own too.
  const takenTitles = new Set<string>()
  const takenDescriptions = new Set<string>()
  const needing = input.pages.filter(({ page }) => issuesByPage.get(page)?.some((issue) => SETTING_CHECKS.has(issue.check)))
  for (const { page, facts } of input.pages) {
    const checks = new Set(issuesByPage.get(page)?.map((issue) => issue.check))
    if (facts.title && !checks.has('duplicate-title')) takenTitles.add(facts.title)
    if (facts.description && !checks.has('duplicate-description')) takenDescriptions.add(facts.description)
  }
  const suggestions: SeoSuggestion[] = []
  for (const { page, facts } of needing) {
    const ownTitle = facts.title ?? ''
    const ownDescription = facts.description ?? ''
    const suggestion = suggestForPage({
      page,
      facts,
      issues: issuesByPage.get(page) ?? [],
      keywords: input.keywords[page].list,
      siteName: input.siteName,
      tagline: input.tagline,
      takenTitles: withoutOwn(takenTitles, ownTitle),
      takenDescriptions: withoutOwn(takenDescriptions, ownDescription),
    })
    if (!suggestion) continue
    takenTitles.add(suggestion.suggestedTitle)
    takenDescriptions.add(suggestion.suggestedDescription)
    suggestions.push(suggestion)
  }
  return suggestions
}

/** A page may keep its own title; only other pages' titles are taken for it. */
function withoutOwn(taken: Set<string>, own: string): Set<string> {
  const others = new Set(taken)
  others.delete(own)
  return others
}

function siteWideFindings({ pages, sitemapXml, robotsTxt }: SiteAuditInput): string[] {
  const findings: string[] = []
  if (sitemapXml === null) findings.push('The sitemap (/sitemap.xml) could not be read. Search engines use it to find every page.')
  else {
    const listed = new Set([...sitemapXml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]))
    const missing = pages.filter(({ url }) => !listed.has(url)).map(({ path }) => path)
    if (missing.length > 0) findings.push(`The sitemap does not list ${missing.join(', ')}. Add every public page so search engines find it.`)
  }
  if (robotsTxt === null) findings.push('robots.txt could not be read.')
  else {
    if (!/^sitemap:\s*\S+/im.test(robotsTxt)) findings.push('robots.txt does not point search engines to the sitemap (a "Sitemap:" line).')
    if (/^disallow:\s*\/\s*$/im.test(robotsTxt)) findings.push('robots.txt blocks the whole site from search engines (Disallow: /).')
  }
  const home = pages.find(({ page }) => page === 'home')
  if (home && !describesBusiness(home.facts.jsonLd)) {
    findings.push('The home page has no Organization or LocalBusiness structured data; add it (the structured_data setting) so search engines show the business details.')
  }
  return findings
}

function describesBusiness(jsonLd: readonly string[]): boolean {
  return jsonLd.some((text) => {
    try {
      return typesIn(JSON.parse(text)).some((type) => BUSINESS_TYPES.has(type))
    } catch {
      return false
    }
  })
}

function typesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(typesIn)
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const own = typeof record['@type'] === 'string' ? [record['@type']] : Array.isArray(record['@type']) ? record['@type'].filter((type) => typeof type === 'string') : []
  return [...own, ...typesIn(record['@graph'])]
}
