import { describe, expect, test } from 'vitest'
import { seoSuggestionSchema } from '../../../contract/seo.ts'
import { readPageFacts } from './html-facts.ts'
import { auditPage, mentionsKeyword } from './page-audit.ts'
import { cutAtWord, fitDescription, suggestForPage, titleCase } from './suggestions.ts'

const SITE = 'Melbourne AI Solutions'
const TAGLINE = 'AI chatbots, voice agents and websites for Australian small businesses'
const URL = 'https://melbourneai.com.au/services'
const KEYWORDS = ['AI business solutions', 'AI chatbot development', 'website development', 'business automation']
const TITLE = 'AI Business Solutions | Melbourne AI Solutions'
const DESCRIPTION = 'AI business solutions for Melbourne: chatbots, voice agents, websites and automation that save small businesses hours every week.'
const PARAGRAPH = 'We design AI business solutions that answer enquiries, book appointments and follow up leads while you get on with the work.'

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

type ServicesPage = { title?: string | null; description?: string | null; headings?: string[]; paragraph?: string | null; extra?: string }

/** The services page as the app renders it; null leaves a tag out. */
function servicesPage({ title = TITLE, description = DESCRIPTION, headings = ['AI Business Solutions'], paragraph = PARAGRAPH, extra = '' }: ServicesPage = {}): string {
  return `<!DOCTYPE html><html lang="en-AU"><head>
${title === null ? '' : `<title>${escapeHtml(title)}</title>`}
${description === null ? '' : `<meta name="description" content="${escapeHtml(description)}">`}
<link rel="canonical" href="${URL}">
<meta property="og:title" content="Services"><meta property="og:description" content="Services"><meta property="og:url" content="${URL}">
</head><body><main>${headings.map((heading) => `<h1>${escapeHtml(heading)}</h1>`).join('')}
<p>New</p>${paragraph === null ? '' : `<p>${escapeHtml(paragraph)}</p>`}${extra}</main></body></html>`
}

type Context = { keywords?: string[]; saved?: boolean; tagline?: string; takenTitles?: string[]; takenDescriptions?: string[] }

/** The suggestion for the services page after the audit's own findings on it. */
function suggestionFor(page: ServicesPage = {}, { keywords = KEYWORDS, saved = true, tagline = TAGLINE, takenTitles = [], takenDescriptions = [] }: Context = {}) {
  const facts = readPageFacts(servicesPage(page))
  const issues = auditPage({ facts, status: 200, expectedUrl: URL, keywords, keywordsSaved: saved })
  return suggestForPage({
    page: 'services',
    facts,
    issues,
    keywords,
    siteName: SITE,
    fillers: [tagline],
    titleTaken: (title) => takenTitles.includes(title),
    descriptionTaken: (description) => takenDescriptions.includes(description),
  })
}

describe('which pages get a suggestion', () => {
  test('a page whose title, description and keywords are fine gets none', () => {
    expect(suggestionFor()).toBeUndefined()
  })

  test('a page whose only findings are outside its seo setting (no h1, an image without alt) gets none', () => {
    expect(suggestionFor({ headings: [], extra: '<img src="/team.jpg">' })).toBeUndefined()
  })

  test('a page on the built-in keywords gets a low-priority suggestion that saves them, keeping its title and description', () => {
    expect(suggestionFor({ headings: [] }, { saved: false })).toEqual({
      page: 'services',
      priority: 'low',
      suggestedTitle: TITLE,
      suggestedDescription: DESCRIPTION,
      suggestedKeywords: KEYWORDS,
      reasoning: 'No target keywords are saved for this page.',
    })
  })

  test('the priority is that of the most serious finding the setting can fix', () => {
    expect(suggestionFor({ title: 'Services' }, { saved: false })?.priority).toBe('medium')
    expect(suggestionFor({ description: null }, { saved: false })?.priority).toBe('high')
  })
})

describe('the suggested title', () => {
  test('a title cut by the 60-character rule becomes the main heading and the site name', () => {
    const cut = 'AI Business Solutions That Save Melbourne Small Businesses...'

    expect(suggestionFor({ title: cut })).toEqual({
      page: 'services',
      priority: 'high',
      suggestedTitle: 'AI Business Solutions | Melbourne AI Solutions',
      suggestedDescription: DESCRIPTION,
      suggestedKeywords: KEYWORDS,
      reasoning: `The title is longer than 60 characters, so it is cut short: "${cut}".`,
    })
  })

  test('a too-short title becomes the heading and site name', () => {
    expect(suggestionFor({ title: 'AI Business Solutions' })?.suggestedTitle).toBe('AI Business Solutions | Melbourne AI Solutions')
  })

  test('when the heading and site name are too long together, the heading alone is suggested', () => {
    const heading = 'AI Business Solutions for Every Melbourne Small Business'

    expect(suggestionFor({ title: 'AI Business Solutions', headings: [heading] })?.suggestedTitle).toBe(heading)
  })

  test('a title missing the primary keyword leads with the keyword in title case', () => {
    const suggestion = suggestionFor({
      title: 'Our Services | Melbourne AI Solutions',
      description: sizedDescription('Chatbots, voice agents and websites for Melbourne.'),
      headings: ['What we do'],
    })

    expect(suggestion?.suggestedTitle).toBe('AI Business Solutions | Melbourne AI Solutions')
    expect(suggestion?.priority).toBe('medium')
    expect(suggestion?.reasoning).toBe('The primary keyword "AI business solutions" is not in the title, description or main heading.')
  })

  test('a title another page already uses is never suggested, and the keyword still leads', () => {
    const page = { title: 'Our Services | Melbourne AI Solutions', description: sizedDescription('Chatbots, voice agents and websites for Melbourne.'), headings: ['What we do'] }
    const taken = 'AI Business Solutions | Melbourne AI Solutions'
    const title = suggestionFor(page, { takenTitles: [taken] })?.suggestedTitle ?? ''

    expect(title).not.toBe(taken)
    expect(mentionsKeyword(title, 'AI business solutions')).toBe(true)
  })

  test('with the heading and site name taken, another title is suggested', () => {
    const taken = 'AI Business Solutions | Melbourne AI Solutions'
    const title = suggestionFor({ title: 'Services' }, { takenTitles: [taken] })?.suggestedTitle

    expect(title).not.toBe(taken)
    expect(title).toContain('AI Business Solutions')
  })

  test('a title fixed only for its description keeps the current title', () => {
    expect(suggestionFor({ description: 'Chatbots and voice agents.' })?.suggestedTitle).toBe(TITLE)
  })
})

/** A description of 100 characters or so that does not name the services page's keyword. */
function sizedDescription(start: string): string {
  return `${start} We answer every enquiry, day and night, so you never miss a lead.`
}

describe('the suggested description', () => {
  test('a missing description is made from the first paragraph', () => {
    expect(suggestionFor({ description: null })?.suggestedDescription).toBe(PARAGRAPH)
  })

  test('a too-short description is lengthened with the first paragraph, a full stop between them', () => {
    expect(suggestionFor({ description: 'AI business solutions' })?.suggestedDescription).toBe(`AI business solutions. ${PARAGRAPH}`)
  })

  test('without a paragraph worth using, the tagline is the description', () => {
    expect(suggestionFor({ description: null, paragraph: 'Short one.' })?.suggestedDescription).toBe(TAGLINE)
  })

  test('a too-long description is cut after its last whole sentence that fits', () => {
    const first = 'AI business solutions for Melbourne small businesses: chatbots, voice agents and websites.'
    const second = 'We answer every enquiry, day and night.'
    const third = 'Book a free consultation with our team in Richmond to see what AI can do for you.'

    expect(suggestionFor({ description: `${first} ${second} ${third}` })?.suggestedDescription).toBe(`${first} ${second}`)
  })

  test('a description missing the primary keyword is replaced by the paragraph that has it', () => {
    const description = sizedDescription('Chatbots, voice agents and websites for Melbourne.')

    expect(suggestionFor({ title: 'Our Services | Melbourne AI Solutions', description, headings: ['What we do'] })?.suggestedDescription).toBe(PARAGRAPH)
  })

  test('a description another page already uses is never suggested', () => {
    expect(suggestionFor({ description: null }, { takenDescriptions: [PARAGRAPH] })?.suggestedDescription).toBe(TAGLINE)
  })
})

describe('every suggestion fits the seo setting it is applied to', () => {
  const longHeading = 'AI Business Solutions, Chatbots, Voice Agents and Websites for Melbourne Small Businesses'
  const longDescription = `${'Chatbots, voice agents and websites that answer every enquiry for busy Melbourne tradies, clinics and cafés '.repeat(3)}with no sentence end`

  test.each<[string, ServicesPage, Context]>([
    ['a cut title', { title: `${'AI Business Solutions for Melbourne Cafés and Clinic'.padEnd(57, 's')}...` }, {}],
    ['a 61-character title and a long heading', { title: 'AI Business Solutions for Melbourne Cafés, Clinics, Trades Co', headings: [longHeading] }, {}],
    ['no title, no heading', { title: null, headings: [] }, {}],
    ['no title, no description, no paragraph', { title: null, description: null, paragraph: null }, {}],
    ['a description with no sentence end, far too long', { description: longDescription }, {}],
    ['a missing keyword everywhere', { title: 'Our Services | Melbourne AI Solutions', description: sizedDescription('We help.'), headings: ['What we do'] }, {}],
    [
      'a missing keyword and its best titles taken',
      { title: 'Services', headings: ['What we do'] },
      { takenTitles: ['AI Business Solutions | Melbourne AI Solutions', 'What we do | Melbourne AI Solutions'] },
    ],
    ['a short description and a short paragraph', { description: 'Chatbots.', paragraph: 'We build chatbots for you and your team here.' }, {}],
    ['keywords not saved', {}, { saved: false }],
  ])('%s', (_label, page, context) => {
    const suggestion = suggestionFor(page, context)

    expect(suggestion).toBeDefined()
    expect(seoSuggestionSchema.safeParse(suggestion).error?.issues).toBeUndefined()
    expect(suggestion?.suggestedTitle.length).toBeLessThanOrEqual(60)
    expect(suggestion?.suggestedDescription.length).toBeGreaterThanOrEqual(70)
    expect(suggestion?.suggestedDescription.length).toBeLessThanOrEqual(160)
    expect(context.takenTitles ?? []).not.toContain(suggestion?.suggestedTitle)
  })
})

describe('cutAtWord', () => {
  test.each<[string, number, string]>([
    ['AI Chatbots for Melbourne', 60, 'AI Chatbots for Melbourne'],
    ['AI Chatbots for Melbourne', 25, 'AI Chatbots for Melbourne'],
    ['AI Chatbots for Melbourne Small Businesses', 30, 'AI Chatbots for Melbourne…'],
    ['Pricing | Melbourne AI Solutions', 12, 'Pricing…'],
    ['Chatbots, voice agents and websites', 12, 'Chatbots…'],
    ['Supercalifragilisticexpialidocious chatbots', 10, 'Supercali…'],
  ])('%j cut to %i characters is %j', (text, max, cut) => {
    expect(cutAtWord(text, max)).toBe(cut)
  })

  test('the cut text never goes over the limit', () => {
    const text = 'Chatbots, voice agents and websites for Australian small businesses that never miss a call or an enquiry again'
    for (let max = 10; max <= 120; max += 1) expect(cutAtWord(text, max).length).toBeLessThanOrEqual(max)
  })
})

describe('fitDescription', () => {
  test('a description of 70 to 160 characters stays as it is, its whitespace collapsed', () => {
    expect(fitDescription(`  ${DESCRIPTION.replace(': ', ':\n   ')}  `, ['Never used.'])).toBe(DESCRIPTION)
  })

  test('a short text is lengthened with the other texts until it reaches 70 characters', () => {
    const first = 'AI chatbots for Melbourne'
    const second = 'We answer every enquiry, day and night, so you never miss a lead!'

    expect(fitDescription(first, [second, 'Never needed.'])).toBe(`${first}. ${second}`)
  })

  test('a text already ending a sentence gets no second full stop', () => {
    expect(fitDescription('Got questions?', [PARAGRAPH])).toBe(`Got questions? ${PARAGRAPH}`)
  })

  test('a long text keeps the whole sentences that fit in 160 characters', () => {
    const text =
      'Our chatbots answer every enquiry in seconds. They book appointments straight into your calendar! Why wait? They also follow up every lead by email and text message.'

    expect(fitDescription(text, [])).toBe('Our chatbots answer every enquiry in seconds. They book appointments straight into your calendar! Why wait?')
  })

  test('a long text whose fitting sentences are too short is cut at a word, with an ellipsis', () => {
    const text = `Save time. ${'Our chatbots answer every enquiry in seconds and book appointments straight into your calendar while you work '.repeat(2)}today.`
    const fitted = fitDescription(text, [])

    expect(fitted).toBe(cutAtWord(text, 160))
    expect(fitted).toMatch(/^Save time\. Our chatbots .*\S…$/)
    expect(fitted.length).toBeLessThanOrEqual(160)
  })
})

describe('titleCase', () => {
  test.each([
    ['AI chatbot pricing', 'AI Chatbot Pricing'],
    ['AI tools for small business', 'AI Tools for Small Business'],
    ['free AI consultation Melbourne', 'Free AI Consultation Melbourne'],
    ['terms of service', 'Terms of Service'],
    ['one-time setup fee', 'One-Time Setup Fee'],
    ['AI voice agent FAQ', 'AI Voice Agent FAQ'],
    ['privacy policy', 'Privacy Policy'],
    ['AI demo websites', 'AI Demo Websites'],
  ])('%j becomes %j', (keyword, title) => {
    expect(titleCase(keyword)).toBe(title)
  })
})

describe('found in review', () => {
  test('cutAtWord keeps a last word that fits exactly before the ellipsis', () => {
    expect(cutAtWord('The quick brown fox', 16)).toBe('The quick brown…')
  })

  test('titleCase leaves apostrophes alone and capitalises a small first word', () => {
    expect(titleCase("melbourne's best AI agency")).toBe("Melbourne's Best AI Agency")
    expect(titleCase('the best tools')).toBe('The Best Tools')
  })
})
