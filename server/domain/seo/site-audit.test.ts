import { describe, expect, test } from 'vitest'
import { SEO_PAGE_LABELS, SEO_PAGE_PATHS, type SeoIssue, seoSuggestionSchema } from '../../../contract/seo.ts'
import { SEO_PAGES, type SeoPage } from '../../../contract/site-settings.ts'
import { readPageFacts } from './html-facts.ts'
import { DEFAULT_PAGE_KEYWORDS } from './page-targets.ts'
import { type RenderedPageFacts, type SiteAuditInput, auditSite } from './site-audit.ts'

const ORIGIN = 'https://melbourneai.com.au'
const SITE = 'Melbourne AI Solutions'
const TAGLINE = 'AI chatbots, voice agents and websites for Australian small businesses'
const ORGANIZATION = '{"@context":"https://schema.org","@type":"Organization","name":"Melbourne AI Solutions","url":"https://melbourneai.com.au"}'
const ROBOTS = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n')

/** Each page's title when all is well: its primary keyword and the site name. */
const TITLES: Record<SeoPage, string> = {
  home: 'AI Solutions Melbourne | Melbourne AI Solutions',
  services: 'AI Business Solutions | Melbourne AI Solutions',
  ai_tools: 'AI Tools for Small Business | Melbourne AI Solutions',
  demos: 'AI Demo Websites | Melbourne AI Solutions',
  pricing: 'AI Chatbot Pricing | Melbourne AI Solutions',
  contact: 'Free AI Consultation Melbourne | Melbourne AI Solutions',
  faq: 'AI Chatbot Questions | Melbourne AI Solutions',
  privacy_policy: 'Privacy Policy | Melbourne AI Solutions',
  terms_of_service: 'Terms of Service | Melbourne AI Solutions',
}

const urlOf = (page: SeoPage) => `${ORIGIN}${SEO_PAGE_PATHS[page] === '/' ? '/' : SEO_PAGE_PATHS[page]}`
const descriptionOf = (page: SeoPage) => `${DEFAULT_PAGE_KEYWORDS[page][0]} from ${SITE}: friendly local help for Melbourne small businesses, with no lock-in contract.`
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

type PageParts = { title?: string | null; description?: string | null; headings?: string[] | null; jsonLd?: string[]; status?: number; body?: string }

/** One public page as the app renders it; null leaves a part out. */
function renderedPage(page: SeoPage, { title = TITLES[page], description = descriptionOf(page), headings, jsonLd, status = 200, body = '' }: PageParts = {}): RenderedPageFacts {
  const url = urlOf(page)
  const blocks = jsonLd ?? (page === 'home' ? [ORGANIZATION] : [])
  const html = `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8">
${title === null ? '' : `<title>${escapeHtml(title)}</title>`}
${description === null ? '' : `<meta name="description" content="${escapeHtml(description)}">`}
<link rel="canonical" href="${url}">
<meta property="og:title" content="${escapeHtml(title ?? '')}"><meta property="og:description" content="${escapeHtml(description ?? '')}"><meta property="og:url" content="${url}">
${blocks.map((text) => `<script type="application/ld+json">${text}</script>`).join('\n')}
</head><body><header><a href="/">${SITE}</a></header><main>
${(headings === undefined ? [SEO_PAGE_LABELS[page]] : (headings ?? [])).map((heading) => `<h1>${escapeHtml(heading)}</h1>`).join('')}
<p>We help Melbourne small businesses answer every enquiry with friendly, well-built AI tools.</p>${body}
</main><footer>© ${SITE}</footer></body></html>`
  return { page, path: SEO_PAGE_PATHS[page], url, status, facts: readPageFacts(html) }
}

function sitemap(pages: readonly SeoPage[] = SEO_PAGES): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((page) => `  <url>\n    <loc>${urlOf(page)}</loc>\n    <changefreq>weekly</changefreq>\n  </url>`).join('\n')}
</urlset>`
}

/** The whole site, every page healthy unless given its own parts. */
function site(parts: Partial<Record<SeoPage, PageParts>> = {}, rest: Partial<Omit<SiteAuditInput, 'pages'>> = {}): SiteAuditInput {
  return {
    pages: SEO_PAGES.map((page) => renderedPage(page, parts[page])),
    keywords: Object.fromEntries(SEO_PAGES.map((page) => [page, { list: DEFAULT_PAGE_KEYWORDS[page], saved: true }])) as SiteAuditInput['keywords'],
    siteName: SITE,
    fillers: [TAGLINE],
    sitemapXml: sitemap(),
    robotsTxt: ROBOTS,
    ...rest,
  }
}

const issuesOf = (analysis: ReturnType<typeof auditSite>, page: SeoPage): SeoIssue[] => analysis.pages.find((report) => report.page === page)?.issues ?? []
const scoreOf = (analysis: ReturnType<typeof auditSite>, page: SeoPage) => analysis.pages.find((report) => report.page === page)?.score

test('a healthy site scores 100 with nothing to suggest or recommend', () => {
  const analysis = auditSite(site())

  expect(analysis.overallScore).toBe(100)
  expect(analysis.suggestions).toEqual([])
  expect(analysis.recommendations).toEqual([])
  expect(analysis.pages.map((report) => [report.page, report.score])).toEqual(SEO_PAGES.map((page) => [page, 100]))
})

test("each page's report carries its path, title, description and keywords", () => {
  const analysis = auditSite(site())

  expect(analysis.pages.find((report) => report.page === 'privacy_policy')).toEqual({
    page: 'privacy_policy',
    path: '/privacy-policy',
    score: 100,
    title: 'Privacy Policy | Melbourne AI Solutions',
    description: descriptionOf('privacy_policy'),
    keywords: ['privacy policy', 'Australian Privacy Principles'],
    issues: [],
  })
})

describe('duplicates across pages', () => {
  test('two pages with one title are both flagged high, each naming the other', () => {
    const shared = 'AI Solutions for Melbourne | Melbourne AI Solutions'
    const analysis = auditSite(site({ services: { title: shared }, demos: { title: shared.toUpperCase() } }))

    expect(issuesOf(analysis, 'services')).toEqual([{ check: 'duplicate-title', severity: 'high', message: 'The title is the same as on Demos.' }])
    expect(issuesOf(analysis, 'demos')).toEqual([{ check: 'duplicate-title', severity: 'high', message: 'The title is the same as on Services.' }])
    expect(scoreOf(analysis, 'services')).toBe(75)
    expect(scoreOf(analysis, 'pricing')).toBe(100)
  })

  test('a title shared by three pages names the two others on each', () => {
    const shared = 'Melbourne AI Solutions | AI for small business'
    const analysis = auditSite(site({ home: { title: shared }, pricing: { title: ` ${shared} ` }, faq: { title: shared } }))

    expect(issuesOf(analysis, 'pricing')).toContainEqual({ check: 'duplicate-title', severity: 'high', message: 'The title is the same as on Home, FAQ.' })
    expect(issuesOf(analysis, 'faq')).toContainEqual({ check: 'duplicate-title', severity: 'high', message: 'The title is the same as on Home, Pricing.' })
  })

  test('two pages with one description are both flagged medium', () => {
    const shared = 'Chatbots, voice agents and websites for Melbourne small businesses, set up in a week with local support.'
    const analysis = auditSite(site({ pricing: { description: shared }, contact: { description: shared } }))

    expect(issuesOf(analysis, 'pricing')).toContainEqual({ check: 'duplicate-description', severity: 'medium', message: 'The description is the same as on Contact.' })
    expect(issuesOf(analysis, 'contact')).toContainEqual({ check: 'duplicate-description', severity: 'medium', message: 'The description is the same as on Pricing.' })
  })

  test('pages without a title are not duplicates of one another', () => {
    const analysis = auditSite(site({ demos: { title: null }, faq: { title: '' } }))

    expect(issuesOf(analysis, 'demos').map((issue) => issue.check)).not.toContain('duplicate-title')
    expect(issuesOf(analysis, 'faq').map((issue) => issue.check)).not.toContain('duplicate-title')
  })

  test('pages sharing a title each get a new one, unique across the site and valid to apply', () => {
    const shared = 'AI for Melbourne Businesses | Melbourne AI Solutions'
    const analysis = auditSite(site({ services: { title: shared }, demos: { title: shared }, pricing: { title: shared } }))
    const titles = analysis.suggestions.map((suggestion) => suggestion.suggestedTitle)

    expect(analysis.suggestions.map((suggestion) => [suggestion.page, suggestion.priority])).toEqual([
      ['services', 'high'],
      ['demos', 'high'],
      ['pricing', 'high'],
    ])
    const kept = SEO_PAGES.filter((page) => !['services', 'demos', 'pricing'].includes(page)).map((page) => TITLES[page])

    expect(new Set(titles).size).toBe(3)
    for (const title of titles) expect(kept).not.toContain(title)
    expect(titles).not.toContain(shared)
    for (const suggestion of analysis.suggestions) expect(seoSuggestionSchema.safeParse(suggestion).success).toBe(true)
  })
})

describe('suggestions', () => {
  test('pages whose titles and descriptions need work get valid suggestions, none repeating a title another page keeps or is given', () => {
    const analysis = auditSite(
      site({
        home: { title: `${'AI Solutions Melbourne | Chatbots, Voice Agents, Websites'.slice(0, 57)}...` },
        services: { title: 'Services', description: null },
        ai_tools: { description: 'Free AI tools.' },
        demos: { title: TITLES.pricing },
        faq: { title: 'Frequently Asked Questions About Our AI Chatbots and Voice Agents in Melbourne', headings: ['AI Chatbot Questions'] },
        contact: { description: `${descriptionOf('contact')} ${descriptionOf('contact')}` },
      }),
    )
    const suggested = new Map(analysis.suggestions.map((suggestion) => [suggestion.page, suggestion.suggestedTitle]))
    const finalTitles = SEO_PAGES.map((page) => suggested.get(page) ?? TITLES[page])

    expect([...suggested.keys()]).toEqual(['home', 'services', 'ai_tools', 'demos', 'pricing', 'contact', 'faq'])
    expect(suggested.get('demos')).not.toBe(suggested.get('pricing'))
    expect(new Set(finalTitles.map((title) => title.toLocaleLowerCase('en-AU'))).size).toBe(SEO_PAGES.length)
    for (const suggestion of analysis.suggestions) expect(seoSuggestionSchema.safeParse(suggestion).error?.issues).toBeUndefined()
  })

  test('a suggestion carries the page keywords and the findings it fixes as its reasoning', () => {
    const analysis = auditSite(site({ pricing: { title: 'Pricing' } }))

    expect(analysis.suggestions).toEqual([
      {
        page: 'pricing',
        priority: 'medium',
        suggestedTitle: 'Pricing | Melbourne AI Solutions',
        suggestedDescription: descriptionOf('pricing'),
        suggestedKeywords: DEFAULT_PAGE_KEYWORDS.pricing,
        reasoning: 'The title has only 7 characters; 30 to 60 describe a page better.',
      },
    ])
  })

  test('a suggested title is never the title another page keeps', () => {
    const analysis = auditSite(site({ demos: { title: 'Demos', headings: ['AI Chatbot Pricing'] } }))

    expect(analysis.suggestions.map((suggestion) => suggestion.page)).toEqual(['demos'])
    expect(analysis.suggestions[0]?.suggestedTitle).not.toBe(TITLES.pricing)
  })
})

describe('recommendations', () => {
  test('a page missing only its main heading gets no suggestion, but a recommendation named after the page', () => {
    const analysis = auditSite(site({ services: { headings: [] } }))

    expect(analysis.suggestions).toEqual([])
    expect(analysis.recommendations).toEqual(['Services: The page has no main heading (h1).'])
    expect(scoreOf(analysis, 'services')).toBe(75)
    expect(analysis.overallScore).toBe(97)
  })

  test('findings a setting cannot fix become recommendations; title and keyword findings do not', () => {
    const analysis = auditSite(
      site(
        { ai_tools: { title: 'AI Tools', body: '<img src="/tools.png"><img src="/more.png">' }, faq: { status: 404, jsonLd: ['{"@type": "FAQPage",}'] } },
        { keywords: { ...site().keywords, contact: { list: DEFAULT_PAGE_KEYWORDS.contact, saved: false } } },
      ),
    )

    expect(analysis.recommendations).toEqual([
      'AI Tools: 2 images have no alt text.',
      'FAQ: The page answered HTTP 404 instead of 200.',
      'FAQ: One structured data block does not parse as JSON.',
    ])
    expect(analysis.suggestions.map((suggestion) => suggestion.page)).toEqual(['ai_tools', 'contact'])
  })

  test.each<[string, Partial<Omit<SiteAuditInput, 'pages'>>, string]>([
    ['no sitemap could be read', { sitemapXml: null }, 'The sitemap (/sitemap.xml) could not be read. Search engines use it to find every page.'],
    [
      'the sitemap misses pages',
      { sitemapXml: sitemap(SEO_PAGES.filter((page) => page !== 'faq' && page !== 'terms_of_service')) },
      'The sitemap does not list /faq, /terms-of-service. Add every public page so search engines find it.',
    ],
    [
      'the sitemap lists a page with a trailing slash',
      { sitemapXml: sitemap().replace(`${ORIGIN}/pricing<`, `${ORIGIN}/pricing/<`) },
      'The sitemap does not list /pricing. Add every public page so search engines find it.',
    ],
    ['no robots.txt could be read', { robotsTxt: null }, 'robots.txt could not be read.'],
    [
      'robots.txt has no Sitemap line',
      { robotsTxt: 'User-agent: *\nAllow: /\nDisallow: /admin\n' },
      'robots.txt does not point search engines to the sitemap (a "Sitemap:" line).',
    ],
    ['robots.txt has an empty Sitemap line', { robotsTxt: 'User-agent: *\nAllow: /\nSitemap:\n' }, 'robots.txt does not point search engines to the sitemap (a "Sitemap:" line).'],
    [
      'robots.txt blocks the whole site',
      { robotsTxt: `User-agent: *\nDisallow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n` },
      'robots.txt blocks the whole site from search engines (Disallow: / for every crawler).',
    ],
    [
      'robots.txt blocks it in lower case with spaces',
      { robotsTxt: `user-agent: *\ndisallow:   /   \nsitemap: ${ORIGIN}/sitemap.xml` },
      'robots.txt blocks the whole site from search engines (Disallow: / for every crawler).',
    ],
  ])('%s: one site-wide recommendation and 5 points off', (_label, rest, recommendation) => {
    const analysis = auditSite(site({}, rest))

    expect(analysis.recommendations).toEqual([recommendation])
    expect(analysis.overallScore).toBe(95)
  })

  test.each([
    ['the app’s own robots.txt', ROBOTS],
    ['a lower-case sitemap line', `user-agent: *\nallow: /\nsitemap: ${ORIGIN}/sitemap.xml`],
    ['Disallow of the admin area only', `User-agent: *\nDisallow: /admin\nDisallow: /api/\nSitemap: ${ORIGIN}/sitemap.xml`],
    ['an empty Disallow (allow everything)', `User-agent: *\nDisallow:\nSitemap: ${ORIGIN}/sitemap.xml`],
  ])('%s is fine', (_label, robotsTxt) => {
    expect(auditSite(site({}, { robotsTxt })).recommendations).toEqual([])
  })

  test('a sitemap listing extra pages and spacing its locations loosely is fine', () => {
    const sitemapXml = sitemap().replace(`<loc>${ORIGIN}/faq</loc>`, `<loc>\n      ${ORIGIN}/faq\n    </loc>`).replace('</urlset>', `<url><loc>${ORIGIN}/blog</loc></url></urlset>`)

    expect(auditSite(site({}, { sitemapXml })).recommendations).toEqual([])
  })

  const BUSINESS_MISSING = 'The home page has no Organization or LocalBusiness structured data; add it (the structured_data setting) so search engines show the business details.'

  test.each<[string, string[], boolean]>([
    ['no structured data', [], true],
    ['only a WebSite block', ['{"@context":"https://schema.org","@type":"WebSite","name":"Melbourne AI Solutions"}'], true],
    ['an Organization', [ORGANIZATION], false],
    ['a LocalBusiness in an @graph', ['{"@context":"https://schema.org","@graph":[{"@type":"WebSite"},{"@type":"LocalBusiness","name":"Melbourne AI Solutions"}]}'], false],
    ['a list of types including ProfessionalService', ['{"@type":["ProfessionalService","Place"],"name":"Melbourne AI Solutions"}'], false],
    ['a Corporation in a top-level array', ['[{"@type":"WebPage"},{"@type":"Corporation"}]'], false],
    ['a second block after a WebSite block', ['{"@type":"WebSite"}', ORGANIZATION], false],
  ])('a home page with %s', (_label, jsonLd, missing) => {
    expect(auditSite(site({ home: { jsonLd } })).recommendations).toEqual(missing ? [BUSINESS_MISSING] : [])
  })

  test('a broken business block does not count, and is flagged on the home page too', () => {
    const analysis = auditSite(site({ home: { jsonLd: ['{"@type":"Organization","name":"Melbourne AI Solutions",}'] } }))

    expect(analysis.recommendations).toEqual([BUSINESS_MISSING, 'Home: One structured data block does not parse as JSON.'])
  })

  test('an Organization block on another page does not stand in for the home page', () => {
    const analysis = auditSite(site({ home: { jsonLd: [] }, contact: { jsonLd: [ORGANIZATION] } }))

    expect(analysis.recommendations).toEqual([BUSINESS_MISSING])
  })

  test('site-wide recommendations come first, then page ones in page order', () => {
    const analysis = auditSite(site({ home: { jsonLd: [] }, terms_of_service: { headings: [] }, services: { status: 500 } }, { robotsTxt: null }))

    expect(analysis.recommendations).toEqual([
      'robots.txt could not be read.',
      BUSINESS_MISSING,
      'Services: The page answered HTTP 500 instead of 200.',
      'Terms of Service: The page has no main heading (h1).',
    ])
  })
})

describe('the overall score', () => {
  test('is the rounded mean of the page scores less 5 per site-wide finding', () => {
    // Page scores 75, 90 and seven 100s: a mean of 96.1, rounded to 96.
    const analysis = auditSite(site({ services: { headings: [] }, demos: { title: 'Demos' } }, { sitemapXml: null, robotsTxt: 'User-agent: *\nAllow: /' }))

    expect(analysis.pages.map((report) => report.score)).toEqual([100, 75, 100, 90, 100, 100, 100, 100, 100])
    expect(analysis.overallScore).toBe(96 - 10)
  })

  test('rounds a mean of one half up', () => {
    const pages = [renderedPage('services'), renderedPage('demos', { headings: ['Demos', 'Live demos'], description: 'Short.' })]
    // 100 and 65: a mean of 82.5.
    const analysis = auditSite({ ...site(), pages, sitemapXml: sitemap(['services', 'demos']) })

    expect(analysis.overallScore).toBe(83)
  })

  test('never goes below zero', () => {
    const broken: PageParts = { title: null, description: null, headings: [], status: 500 }
    const analysis = auditSite(site(Object.fromEntries(SEO_PAGES.map((page) => [page, broken])), { sitemapXml: null, robotsTxt: null }))

    expect(analysis.pages.every((report) => report.score === 0)).toBe(true)
    expect(analysis.overallScore).toBe(0)
  })

  test('an audit of no pages scores 0', () => {
    expect(auditSite({ ...site(), pages: [] }).overallScore).toBe(0)
  })
})

describe('found in review', () => {
  test('two pages sharing a title and a heading are suggested two different titles', () => {
    const shared = { title: 'AI Chatbot Pricing | Melbourne AI Solutions', headings: ['AI Chatbot Pricing'] }
    const analysis = auditSite(site({ pricing: shared, demos: shared }))
    const titles = analysis.suggestions.filter((suggestion) => ['pricing', 'demos'].includes(suggestion.page)).map((suggestion) => suggestion.suggestedTitle)
    expect(titles).toHaveLength(2)
    expect(new Set(titles).size).toBe(2)
  })

  test('robots.txt that shuts out one named bot does not block the site', () => {
    const robotsTxt = `User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`
    expect(auditSite(site({}, { robotsTxt })).recommendations).toEqual([])
  })

  test('a group of agents that includes * and disallows everything does block it', () => {
    const robotsTxt = `User-agent: Googlebot\nUser-agent: *\nDisallow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`
    expect(auditSite(site({}, { robotsTxt })).recommendations).toEqual(['robots.txt blocks the whole site from search engines (Disallow: / for every crawler).'])
  })

  test('a page without a heading is never suggested a title that starts with " | "', () => {
    const analysis = auditSite(site({ demos: { title: 'Demos', headings: null } }))
    const title = analysis.suggestions.find((suggestion) => suggestion.page === 'demos')?.suggestedTitle ?? ''
    expect(title.startsWith(' |')).toBe(false)
    expect(title.trim()).not.toBe('')
  })
})

describe('a short heading', () => {
  test('a page whose heading gives a title under 30 characters is suggested its keyword with the site name instead', () => {
    const analysis = auditSite(site({ home: { title: 'Home', headings: ['Home'] } }))
    const title = analysis.suggestions.find((suggestion) => suggestion.page === 'home')?.suggestedTitle ?? ''
    expect(title.length).toBeGreaterThanOrEqual(30)
    expect(title).toBe('AI Solutions Melbourne | Melbourne AI Solutions')
  })
})
