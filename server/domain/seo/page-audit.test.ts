import { describe, expect, test } from 'vitest'
import type { SeoIssue } from '../../../contract/seo.ts'
import { readPageFacts } from './html-facts.ts'
import { type PageAuditInput, SEVERITY_PENALTY, auditPage, mentionsKeyword, pageScore } from './page-audit.ts'

const URL = 'https://melbourneai.com.au/pricing'
const TITLE = 'AI Chatbot Pricing | Melbourne AI Solutions'
const DESCRIPTION = 'Clear AI chatbot pricing for Melbourne small businesses: a one-time setup fee, a low monthly plan and no lock-in contract.'
const KEYWORDS = ['AI chatbot pricing', 'AI voice agent cost', 'one-time setup fee']
const FILLER = ' for Melbourne small businesses, cafés, clinics and tradies across Victoria and Australia'

/** A text of exactly `length` characters that starts with `start` and ends on a letter. */
function sized(start: string, length: number): string {
  const text = (start + FILLER.repeat(4)).slice(0, length)
  return text.endsWith(' ') ? `${text.slice(0, -1)}s` : text
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

type PricingPage = {
  lang?: string | null
  title?: string | null
  description?: string | null
  canonical?: string | null
  openGraph?: Record<string, string>
  robots?: string
  headings?: string[]
  images?: string[]
  jsonLd?: string[]
}

/** The pricing page as the app renders it; null leaves a tag out. */
function pricingPage({
  lang = 'en-AU',
  title = TITLE,
  description = DESCRIPTION,
  canonical = URL,
  openGraph = { 'og:title': TITLE, 'og:description': DESCRIPTION, 'og:url': URL, 'og:type': 'website' },
  robots,
  headings = ['AI chatbot pricing'],
  images = ['<img src="/plans.png" alt="Our three plans side by side">'],
  jsonLd = ['{"@context":"https://schema.org","@type":"Product","name":"AI Chatbot"}'],
}: PricingPage = {}): string {
  const head = [
    title === null ? '' : `<title>${escapeHtml(title)}</title>`,
    description === null ? '' : `<meta name="description" content="${escapeHtml(description)}">`,
    canonical === null ? '' : `<link rel="canonical" href="${canonical}">`,
    robots === undefined ? '' : `<meta name="robots" content="${robots}">`,
    ...Object.entries(openGraph).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    ...jsonLd.map((text) => `<script type="application/ld+json">${text}</script>`),
  ]
  return `<!DOCTYPE html><html${lang === null ? '' : ` lang="${lang}"`}><head><meta charset="utf-8">${head.join('\n')}</head>
<body><main>${headings.map((heading) => `<h1>${escapeHtml(heading)}</h1>`).join('')}
<p>Every plan includes setup, training on your business and support from our Melbourne team.</p>${images.join('')}</main></body></html>`
}

function audit(page: PricingPage = {}, input: Partial<Omit<PageAuditInput, 'facts'>> = {}): SeoIssue[] {
  return auditPage({ facts: readPageFacts(pricingPage(page)), status: 200, expectedUrl: URL, keywords: KEYWORDS, keywordsSaved: true, ...input })
}

/** The findings of one check, without their messages. */
function findings(issues: SeoIssue[], check: string) {
  return issues.filter((issue) => issue.check === check).map(({ check, severity }) => ({ check, severity }))
}

test('a well-built page has no findings and a full score', () => {
  const issues = audit()

  expect(issues).toEqual([])
  expect(pageScore(issues)).toBe(100)
})

describe('the title', () => {
  test.each<[string, string | null, SeoIssue['severity'] | null]>([
    ['no title', null, 'high'],
    ['an empty title', '', 'high'],
    ['29 characters (too short)', sized(TITLE, 29), 'medium'],
    ['30 characters', sized(TITLE, 30), null],
    ['59 characters', sized(TITLE, 59), null],
    ['60 characters', sized(TITLE, 60), null],
    ['61 characters (too long)', sized(TITLE, 61), 'high'],
    ['59 characters ending in "..." (not the cut rule)', `${sized(TITLE, 56)}...`, null],
    ['60 characters ending in "..." (cut by the 60-character rule)', `${sized(TITLE, 57)}...`, 'high'],
    ['60 characters with an ampersand, longer only in the HTML', sized('AI Chatbot Pricing & Plans | Melbourne AI Solutions', 60), null],
  ])('%s', (_label, title, severity) => {
    expect(findings(audit({ title }), 'title')).toEqual(severity ? [{ check: 'title', severity }] : [])
  })

  test('the messages say what is wrong with the title', () => {
    const cut = `${sized(TITLE, 57)}...`

    expect(audit({ title: null })).toContainEqual({ check: 'title', severity: 'high', message: 'The page has no title.' })
    expect(audit({ title: cut })).toContainEqual({ check: 'title', severity: 'high', message: `The title is longer than 60 characters, so it is cut short: "${cut}".` })
    expect(audit({ title: sized(TITLE, 72) })).toContainEqual({ check: 'title', severity: 'high', message: 'The title has 72 characters; search results show about 60.' })
    expect(audit({ title: 'AI Chatbot Pricing' })).toContainEqual({
      check: 'title',
      severity: 'medium',
      message: 'The title has only 18 characters; 30 to 60 describe a page better.',
    })
  })
})

describe('the meta description', () => {
  test.each<[string, string | null, SeoIssue['severity'] | null]>([
    ['no description', null, 'high'],
    ['an empty description', '', 'high'],
    ['69 characters (too short)', sized(DESCRIPTION, 69), 'medium'],
    ['70 characters', sized(DESCRIPTION, 70), null],
    ['160 characters', sized(DESCRIPTION, 160), null],
    ['161 characters (too long)', sized(DESCRIPTION, 161), 'medium'],
  ])('%s', (_label, description, severity) => {
    expect(findings(audit({ description }), 'description')).toEqual(severity ? [{ check: 'description', severity }] : [])
  })

  test('the messages give the length and the range', () => {
    expect(audit({ description: null })).toContainEqual({ check: 'description', severity: 'high', message: 'The page has no meta description.' })
    expect(audit({ description: sized(DESCRIPTION, 69) })).toContainEqual({
      check: 'description',
      severity: 'medium',
      message: 'The description has only 69 characters; 70 to 160 give searchers a reason to click.',
    })
    expect(audit({ description: sized(DESCRIPTION, 161) })).toContainEqual({
      check: 'description',
      severity: 'medium',
      message: 'The description has 161 characters; search results cut it after about 160.',
    })
  })
})

describe('the main heading', () => {
  test.each<[string, string[], SeoIssue | null]>([
    ['no h1', [], { check: 'h1', severity: 'high', message: 'The page has no main heading (h1).' }],
    ['one h1', ['AI chatbot pricing'], null],
    ['two h1s', ['AI chatbot pricing', 'Compare plans'], { check: 'h1', severity: 'high', message: 'The page has 2 main headings (h1); it should have one.' }],
    ['three h1s', ['AI chatbot pricing', 'Compare plans', 'FAQ'], { check: 'h1', severity: 'high', message: 'The page has 3 main headings (h1); it should have one.' }],
  ])('a page with %s', (_label, headings, issue) => {
    const issues = audit({ headings }).filter((found) => found.check === 'h1')

    expect(issues).toEqual(issue ? [issue] : [])
  })
})

describe('the canonical link', () => {
  test.each<[string, string | null, string | null]>([
    ['missing', null, 'The page has no canonical link.'],
    ['empty', '', 'The page has no canonical link.'],
    ['with a trailing slash', `${URL}/`, `The canonical link points to ${URL}/ instead of ${URL}.`],
    ['pointing to another page', 'https://melbourneai.com.au/', `The canonical link points to https://melbourneai.com.au/ instead of ${URL}.`],
    ['on http instead of https', 'http://melbourneai.com.au/pricing', `The canonical link points to http://melbourneai.com.au/pricing instead of ${URL}.`],
    ['the expected URL', URL, null],
  ])('%s', (_label, canonical, message) => {
    const issues = audit({ canonical }).filter((issue) => issue.check === 'canonical')

    expect(issues).toEqual(message ? [{ check: 'canonical', severity: 'medium', message }] : [])
  })
})

describe('Open Graph tags for link previews', () => {
  test.each<[string, Record<string, string>, string | null]>([
    ['all three present', { 'og:title': TITLE, 'og:description': DESCRIPTION, 'og:url': URL }, null],
    ['og:url missing', { 'og:title': TITLE, 'og:description': DESCRIPTION }, 'Link previews lack og:url.'],
    ['og:description empty', { 'og:title': TITLE, 'og:description': '', 'og:url': URL }, 'Link previews lack og:description.'],
    ['none at all', {}, 'Link previews lack og:title, og:description, og:url.'],
    ['only an og:image', { 'og:image': 'https://melbourneai.com.au/og.png' }, 'Link previews lack og:title, og:description, og:url.'],
  ])('%s', (_label, openGraph, message) => {
    const issues = audit({ openGraph }).filter((issue) => issue.check === 'open-graph')

    expect(issues).toEqual(message ? [{ check: 'open-graph', severity: 'low', message }] : [])
  })
})

describe('structured data', () => {
  const valid = '{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[]}'

  test.each<[string, string[], string | null]>([
    ['no blocks', [], null],
    ['a valid block', [valid], null],
    ['one block with a trailing comma', [valid, '{"@type":"Product",}'], 'One structured data block does not parse as JSON.'],
    ['two broken blocks', ['{"@type":"Product",}', '{@type: Organization}'], '2 structured data blocks do not parse as JSON.'],
    ['an empty block', [''], 'One structured data block does not parse as JSON.'],
  ])('%s', (_label, jsonLd, message) => {
    const issues = audit({ jsonLd }).filter((issue) => issue.check === 'json-ld')

    expect(issues).toEqual(message ? [{ check: 'json-ld', severity: 'high', message }] : [])
  })
})

describe('image alt text', () => {
  test.each<[string, string[], string | null]>([
    ['every image described', ['<img src="/a.jpg" alt="A chatbot on a phone">'], null],
    ['a decorative image with alt=""', ['<img src="/divider.svg" alt="">'], null],
    ['one image without alt', ['<img src="/a.jpg" alt="A chatbot">', '<img src="/b.jpg">'], 'One image has no alt text.'],
    ['three images without alt', ['<img src="/a.jpg">', '<IMG SRC="/b.jpg">', '<img src="/c.jpg" title="C">'], '3 images have no alt text.'],
  ])('%s', (_label, images, message) => {
    const issues = audit({ images }).filter((issue) => issue.check === 'image-alt')

    expect(issues).toEqual(message ? [{ check: 'image-alt', severity: 'medium', message }] : [])
  })
})

test('a page without html lang gets a low finding', () => {
  expect(audit({ lang: null })).toEqual([{ check: 'lang', severity: 'low', message: 'The page does not declare its language (html lang).' }])
  expect(audit({ lang: 'en' })).toEqual([])
})

describe('being indexable', () => {
  test.each([['noindex'], ['noindex, nofollow'], ['NOINDEX'], ['max-snippet:-1, noindex']])('robots "%s" keeps the page out of search results', (robots) => {
    expect(audit({ robots })).toEqual([{ check: 'robots', severity: 'high', message: 'The page asks search engines not to index it (robots noindex).' }])
  })

  test.each([['index, follow'], ['nofollow'], ['max-image-preview:large']])('robots "%s" lets the page be indexed', (robots) => {
    expect(audit({ robots })).toEqual([])
  })

  test.each([[301], [404], [500]])('a page answering HTTP %i gets a high finding', (status) => {
    expect(audit({}, { status })).toEqual([{ check: 'status', severity: 'high', message: `The page answered HTTP ${status} instead of 200.` }])
  })
})

describe('target keywords', () => {
  test('a page on the built-in keywords is told none are saved', () => {
    expect(audit({}, { keywordsSaved: false })).toEqual([{ check: 'keywords', severity: 'low', message: 'No target keywords are saved for this page.' }])
  })

  test('a page without any keywords is not checked for keyword placement', () => {
    expect(audit({ title: 'Plans and Prices | Melbourne AI Solutions' }, { keywords: [], keywordsSaved: false }).map((issue) => issue.check)).toEqual(['keywords'])
  })

  test.each<[string, PricingPage]>([
    ['the title', { description: sized('Simple plans for Melbourne', 120), headings: ['Plans'] }],
    ['the description', { title: 'Plans and Prices | Melbourne AI Solutions', headings: ['Plans'] }],
    ['the main heading', { title: 'Plans and Prices | Melbourne AI Solutions', description: sized('Simple plans for Melbourne', 120), headings: ['Pricing for AI chatbots'] }],
  ])('the primary keyword is found in %s', (_label, page) => {
    expect(findings(audit(page), 'keyword-placement')).toEqual([])
  })

  test('a primary keyword found nowhere is a medium finding; the other keywords do not matter', () => {
    const issues = audit({ title: 'Plans and Prices | Melbourne AI Solutions', description: sized('AI voice agent cost and a one-time setup fee', 120), headings: ['Plans'] })

    expect(issues).toEqual([
      { check: 'keyword-placement', severity: 'medium', message: 'The primary keyword "AI chatbot pricing" is not in the title, description or main heading.' },
    ])
  })

  test('the keyword words may be split between the title and the heading', () => {
    const issues = audit({ title: 'Chatbot Plans | Melbourne AI Solutions', description: sized('Simple plans for Melbourne', 120), headings: ['AI pricing'] })

    expect(findings(issues, 'keyword-placement')).toEqual([])
  })
})

describe('mentionsKeyword', () => {
  test.each<[string, string, boolean]>([
    ['AI Chatbot Pricing | Melbourne AI Solutions', 'AI chatbot pricing', true],
    ['Pricing for AI chatbots', 'AI chatbot pricing', true],
    ['Our AI chatbot', 'AI chatbots', true],
    ['Free tools, built with AI, for a small business', 'AI tools for small business', true],
    ['AI-powered voice-agent demos', 'voice agent demo', true],
    ['Chatbot pricing', 'AI chatbot pricing', false],
    ['AI chat pricing', 'AI chatbot pricing', false],
    ['Terms of Service', 'terms of service', true],
    ['Terms and conditions', 'terms of service', false],
    ['The Australian Privacy Principles', 'Australian privacy principle', true],
    ['Contact our AI agency in Melbourne', 'contact AI agency', true],
    ['Website development', 'web development', false],
    ['Anything at all', 'the and of', false],
    ['Anything at all', '', false],
  ])('%j mentions %j: %s', (text, keyword, mentioned) => {
    expect(mentionsKeyword(text, keyword)).toBe(mentioned)
  })

  test('a plural in the keyword finds the singular on the page, and the other way round', () => {
    expect(mentionsKeyword('AI Voice Agent FAQ', 'AI voice agent FAQs')).toBe(true)
    expect(mentionsKeyword('AI Voice Agent FAQs', 'AI voice agent FAQ')).toBe(true)
  })
})

describe('pageScore', () => {
  const issue = (severity: SeoIssue['severity']): SeoIssue => ({ check: 'test', severity, message: '' })

  test('each finding costs its severity: high 25, medium 10, low 5', () => {
    expect(SEVERITY_PENALTY).toEqual({ high: 25, medium: 10, low: 5 })
  })

  test.each<[string, SeoIssue['severity'][], number]>([
    ['no findings', [], 100],
    ['one high', ['high'], 75],
    ['one medium', ['medium'], 90],
    ['one low', ['low'], 95],
    ['a high, a medium and a low', ['high', 'medium', 'low'], 60],
    ['four highs', ['high', 'high', 'high', 'high'], 0],
    ['five highs, never below zero', ['high', 'high', 'high', 'high', 'high'], 0],
  ])('%s scores %i', (_label, severities, score) => {
    expect(pageScore(severities.map(issue))).toBe(score)
  })

  test('a page with no title, description or h1 scores what its findings cost', () => {
    const issues = audit({ title: null, description: null, headings: [], openGraph: {} })

    expect(issues.map(({ check, severity }) => `${check}:${severity}`)).toEqual(['title:high', 'description:high', 'h1:high', 'open-graph:low', 'keyword-placement:medium'])
    expect(pageScore(issues)).toBe(10)
  })
})

describe('found in review: plurals ending in -es and -ies', () => {
  test.each([
    ['AI Tools for Small Businesses', 'AI tools for small business'],
    ['Our privacy policies', 'privacy policy'],
    ['Free AI consultations', 'AI consultation'],
  ])('"%s" mentions "%s"', (text, keyword) => {
    expect(mentionsKeyword(text, keyword)).toBe(true)
  })
})
