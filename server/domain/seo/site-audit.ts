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
  /** Texts about the business (tagline, description) that lengthen a description too short to keep. */
  fillers: string[]
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

/** Which pages hold each title (or description): kept as it is, or suggested. A page may reuse only its own. */
class Holders {
  private readonly pagesOf = new Map<string, Set<SeoPage>>()
  hold(text: string, page: SeoPage) {
    const key = text.trim().toLocaleLowerCase('en-AU')
    this.pagesOf.set(key, new Set([...(this.pagesOf.get(key) ?? []), page]))
  }
  takenFor(page: SeoPage): (text: string) => boolean {
    return (text) => [...(this.pagesOf.get(text.trim().toLocaleLowerCase('en-AU')) ?? [])].some((holder) => holder !== page)
  }
}

function suggestAll(input: SiteAuditInput, issuesByPage: Map<SeoPage, SeoIssue[]>): SeoSuggestion[] {
  const titles = new Holders()
  const descriptions = new Holders()
  for (const { page, facts } of input.pages) {
    const checks = new Set(issuesByPage.get(page)?.map((issue) => issue.check))
    if (facts.title && !checks.has('duplicate-title')) titles.hold(facts.title, page)
    if (facts.description && !checks.has('duplicate-description')) descriptions.hold(facts.description, page)
  }
  const suggestions: SeoSuggestion[] = []
  for (const { page, facts } of input.pages) {
    const suggestion = suggestForPage({
      page,
      facts,
      issues: issuesByPage.get(page) ?? [],
      keywords: input.keywords[page].list,
      siteName: input.siteName,
      fillers: input.fillers,
      titleTaken: titles.takenFor(page),
      descriptionTaken: descriptions.takenFor(page),
    })
    if (!suggestion) continue
    titles.hold(suggestion.suggestedTitle, page)
    descriptions.hold(suggestion.suggestedDescription, page)
    suggestions.push(suggestion)
  }
  return suggestions
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
    if (blocksEveryCrawler(robotsTxt)) findings.push('robots.txt blocks the whole site from search engines (Disallow: / for every crawler).')
  }
  const home = pages.find(({ page }) => page === 'home')
  if (home && !describesBusiness(home.facts.jsonLd)) {
    findings.push('The home page has no Organization or LocalBusiness structured data; add it (the structured_data setting) so search engines show the business details.')
  }
  return findings
}

/** Whether the rules for all crawlers (User-agent: *) disallow the whole site; a rule for one named bot does not count. */
export function blocksEveryCrawler(robotsTxt: string): boolean {
  let agents: string[] = []
  let inRules = false
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim()
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line)
    if (!match) continue
    const field = (match[1] ?? '').toLowerCase()
    const value = (match[2] ?? '').trim()
    if (field === 'user-agent') {
      // Consecutive User-agent lines share the rules that follow them.
      if (inRules) agents = []
      inRules = false
      agents.push(value)
    } else if (field === 'allow' || field === 'disallow') {
      inRules = true
      if (field === 'disallow' && value === '/' && agents.includes('*')) return true
    }
  }
  return false
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
