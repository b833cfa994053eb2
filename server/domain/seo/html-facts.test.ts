import { describe, expect, test } from 'vitest'
import { readPageFacts } from './html-facts.ts'

const ORGANIZATION = '{"@context":"https://schema.org","@type":"Organization","name":"Melbourne AI Solutions"}'

/** A rendered page as the app sends it: head tags first, then the layout's header, main and footer. */
function renderedPage({ lang = 'en-AU', head = '', main = '', header = '', footer = '' }: { lang?: string; head?: string; main?: string; header?: string; footer?: string } = {}) {
  return `<!DOCTYPE html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    ${head}
    <link rel="stylesheet" href="/assets/root.css">
    <style>body { font-family: Inter, sans-serif }</style>
  </head>
  <body>
    <header><nav><a href="/">Melbourne AI Solutions</a><a href="/pricing">Pricing</a></nav>${header}</header>
    <main>${main}</main>
    <footer><p>Copyright 2026 Melbourne AI Solutions, proudly based in Melbourne, Victoria, Australia.</p>${footer}</footer>
    <script>window.__reactRouterContext = { "state": "hydrated", "title": "not the page title" }</script>
  </body>
</html>`
}

describe('head tags', () => {
  test('a search engine reads the title, description, keywords, robots, canonical and Open Graph tags', () => {
    const facts = readPageFacts(
      renderedPage({
        head: `<title>AI Chatbot Pricing | Melbourne AI Solutions</title>
          <meta name="description" content="Clear pricing for AI chatbots and voice agents.">
          <meta name="keywords" content="AI chatbot pricing, AI voice agent cost">
          <meta name="robots" content="index, follow">
          <link rel="canonical" href="https://melbourneai.com.au/pricing">
          <meta property="og:title" content="AI Chatbot Pricing">
          <meta property="og:description" content="Clear pricing.">
          <meta property="og:url" content="https://melbourneai.com.au/pricing">`,
      }),
    )

    expect(facts).toMatchObject({
      lang: 'en-AU',
      title: 'AI Chatbot Pricing | Melbourne AI Solutions',
      description: 'Clear pricing for AI chatbots and voice agents.',
      keywords: 'AI chatbot pricing, AI voice agent cost',
      robots: 'index, follow',
      canonical: 'https://melbourneai.com.au/pricing',
      openGraph: { 'og:title': 'AI Chatbot Pricing', 'og:description': 'Clear pricing.', 'og:url': 'https://melbourneai.com.au/pricing' },
    })
  })

  test('a page without those tags has none of them', () => {
    const facts = readPageFacts('<html><head></head><body><main></main></body></html>')

    expect(facts).toEqual({
      lang: null,
      title: null,
      description: null,
      keywords: null,
      canonical: null,
      robots: null,
      openGraph: {},
      headings: { h1: [] },
      images: [],
      jsonLd: [],
      firstParagraph: null,
    })
  })

  test.each([
    ['an ampersand', 'Fish &amp; Chips Websites | Melbourne AI', 'Fish & Chips Websites | Melbourne AI'],
    ['numeric entities', 'Cafés &#8211; AI Menus &#x26; Bookings', 'Cafés – AI Menus & Bookings'],
    ['a named dash and quotes', 'FAQ &ndash; &quot;Will AI replace my staff?&quot;', 'FAQ – "Will AI replace my staff?"'],
  ])('the title is read with %s decoded', (_label, html, title) => {
    expect(readPageFacts(renderedPage({ head: `<title>${html}</title>` })).title).toBe(title)
  })

  test('entities in a meta description are decoded too', () => {
    const facts = readPageFacts(renderedPage({ head: '<meta name="description" content="Chatbots &amp; voice agents for Melbourne&#39;s tradies">' }))

    expect(facts.description).toBe("Chatbots & voice agents for Melbourne's tradies")
  })

  test('a title spread over several lines reads as one line', () => {
    const facts = readPageFacts(renderedPage({ head: '<title>\n      AI Solutions\n      | Melbourne AI Solutions\n    </title>' }))

    expect(facts.title).toBe('AI Solutions | Melbourne AI Solutions')
  })

  test('attributes are read in any order', () => {
    const facts = readPageFacts(
      renderedPage({
        head: `<meta content="Voice agents that answer every call." name="description">
          <link href="https://melbourneai.com.au/demos" rel="canonical">
          <meta content="AI Demos" property="og:title">`,
      }),
    )

    expect(facts.description).toBe('Voice agents that answer every call.')
    expect(facts.canonical).toBe('https://melbourneai.com.au/demos')
    expect(facts.openGraph['og:title']).toBe('AI Demos')
  })

  test('tags and attribute names in capitals are read like lowercase ones', () => {
    const facts = readPageFacts(`<HTML LANG="en-AU"><HEAD>
      <TITLE>Contact Us | Melbourne AI Solutions</TITLE>
      <META NAME="Description" CONTENT="Book a free AI consultation.">
      <META NAME="ROBOTS" CONTENT="NOINDEX">
      <META PROPERTY="OG:URL" CONTENT="https://melbourneai.com.au/contact">
      <LINK REL="canonical" HREF="https://melbourneai.com.au/contact">
    </HEAD><BODY><MAIN><H1>Contact Us</H1><IMG SRC="/team.jpg"></MAIN></BODY></HTML>`)

    expect(facts).toMatchObject({
      lang: 'en-AU',
      title: 'Contact Us | Melbourne AI Solutions',
      description: 'Book a free AI consultation.',
      robots: 'NOINDEX',
      canonical: 'https://melbourneai.com.au/contact',
      openGraph: { 'og:url': 'https://melbourneai.com.au/contact' },
      headings: { h1: ['Contact Us'] },
      images: [{ src: '/team.jpg', alt: null }],
    })
  })

  test('the first of each tag counts when a page repeats it', () => {
    const facts = readPageFacts(
      renderedPage({
        head: `<title>First Title | Melbourne AI Solutions</title><title>Second Title</title>
          <meta name="description" content="First description."><meta name="description" content="Second description.">
          <link rel="canonical" href="https://melbourneai.com.au/services"><link rel="canonical" href="https://melbourneai.com.au/other">
          <meta property="og:title" content="First OG"><meta property="og:title" content="Second OG">`,
      }),
    )

    expect(facts).toMatchObject({
      title: 'First Title | Melbourne AI Solutions',
      description: 'First description.',
      canonical: 'https://melbourneai.com.au/services',
      openGraph: { 'og:title': 'First OG' },
    })
  })

  test("an icon's svg title in the body does not replace the page title", () => {
    const facts = readPageFacts(
      renderedPage({
        head: '<title>AI Voice Agents | Melbourne AI Solutions</title>',
        main: '<svg role="img"><title>Phone icon</title><path d="M0 0"></path></svg><h1>Voice agents</h1>',
      }),
    )

    expect(facts.title).toBe('AI Voice Agents | Melbourne AI Solutions')
  })

  test('a stylesheet link is not taken for the canonical link', () => {
    const facts = readPageFacts(renderedPage({ head: '<link rel="preload" href="/fonts/inter.woff2">' }))

    expect(facts.canonical).toBeNull()
  })

  test('a script in the page never becomes the title or a heading', () => {
    const facts = readPageFacts(renderedPage({ head: '<title>FAQ | Melbourne AI Solutions</title>', main: '<h1>Frequently asked questions</h1>' }))

    expect(facts.title).toBe('FAQ | Melbourne AI Solutions')
    expect(facts.headings.h1).toEqual(['Frequently asked questions'])
  })
})

describe('main headings', () => {
  test('every h1 on the page is read, wherever it sits', () => {
    const facts = readPageFacts(renderedPage({ header: '<h1>Melbourne AI Solutions</h1>', main: '<section><h1>Our services</h1><h2>Chatbots</h2></section>' }))

    expect(facts.headings.h1).toEqual(['Melbourne AI Solutions', 'Our services'])
  })

  test('a heading styled with nested spans reads as its words', () => {
    const facts = readPageFacts(
      renderedPage({ main: '<h1 class="text-5xl">AI <span class="text-gradient">Chatbots</span> for <em>Melbourne <strong>Small</strong></em>\n  Businesses</h1>' }),
    )

    expect(facts.headings.h1).toEqual(['AI Chatbots for Melbourne Small Businesses'])
  })

  test('a line break inside a heading does not glue or split it', () => {
    const facts = readPageFacts(renderedPage({ main: '<h1>Smarter calls, <br>happier customers</h1>' }))

    expect(facts.headings.h1).toEqual(['Smarter calls, happier customers'])
  })

  test('scripts and styles next to a heading do not leak into it', () => {
    const facts = readPageFacts(
      renderedPage({
        main: '<style>.hero h1 { color: teal }</style><h1>Pricing</h1><script>track("pricing viewed")</script><noscript><p>Please enable JavaScript for the calculator.</p></noscript>',
      }),
    )

    expect(facts.headings.h1).toEqual(['Pricing'])
  })

  test('an h2 or h3 is not a main heading', () => {
    const facts = readPageFacts(renderedPage({ main: '<h2>Why AI?</h2><h3>Save time</h3>' }))

    expect(facts.headings.h1).toEqual([])
  })
})

describe('the first paragraph', () => {
  test('is the first paragraph inside main with a sentence of eight or more words', () => {
    const facts = readPageFacts(
      renderedPage({
        main: `<h1>AI Voice Agents</h1>
          <p>New for 2026</p>
          <p>Our voice agents answer every call, book appointments and never take a sick day.</p>
          <p>A second paragraph that is also long enough to count as one.</p>`,
      }),
    )

    expect(facts.firstParagraph).toBe('Our voice agents answer every call, book appointments and never take a sick day.')
  })

  test.each([
    ['seven words are too few', 'Chatbots that answer questions while you sleep.', null],
    ['eight words are enough', 'Chatbots that answer your questions while you sleep.', 'Chatbots that answer your questions while you sleep.'],
  ])('%s', (_label, paragraph, expected) => {
    expect(readPageFacts(renderedPage({ main: `<p>${paragraph}</p>` })).firstParagraph).toBe(expected)
  })

  test('paragraphs in the header and footer are not the page’s first paragraph', () => {
    const facts = readPageFacts(renderedPage({ header: '<p>Call us today on 03 9000 0000 for a free consultation with our team.</p>', main: '<h1>Contact</h1>' }))

    expect(facts.firstParagraph).toBeNull()
  })

  test('a paragraph nested in sections of main counts, with its inline markup read as words', () => {
    const facts = readPageFacts(
      renderedPage({
        main: '<section><div class="prose"><p>We build <a href="/services">AI chatbots</a>, <strong>voice agents</strong> and websites for local businesses.</p></div></section>',
      }),
    )

    expect(facts.firstParagraph).toBe('We build AI chatbots, voice agents and websites for local businesses.')
  })

  test('a paragraph after main has closed does not count', () => {
    const facts = readPageFacts(`<html lang="en"><body><main><h1>Demos</h1></main>
      <aside><p>Subscribe to our newsletter for monthly tips on using AI in your small business.</p></aside></body></html>`)

    expect(facts.firstParagraph).toBeNull()
  })

  test('entities in the paragraph are decoded and its whitespace collapsed', () => {
    const facts = readPageFacts(renderedPage({ main: '<p>Chatbots &amp; voice agents\n      that work   around the clock for you.</p>' }))

    expect(facts.firstParagraph).toBe('Chatbots & voice agents that work around the clock for you.')
  })
})

describe('structured data', () => {
  test('each JSON-LD block is kept as its raw text, entities and markup untouched', () => {
    const faq = '{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Fish &amp; chips? <b>Yes</b>"}]}'
    const facts = readPageFacts(renderedPage({ head: `<script type="application/ld+json">${ORGANIZATION}</script>`, main: `<script type="application/ld+json">${faq}</script>` }))

    expect(facts.jsonLd).toEqual([ORGANIZATION, faq])
  })

  test('a broken JSON-LD block is kept as it is, for the audit to judge', () => {
    const facts = readPageFacts(renderedPage({ head: '<script type="application/ld+json">{"@type": "Organization",}</script>' }))

    expect(facts.jsonLd).toEqual(['{"@type": "Organization",}'])
  })

  test('ordinary scripts are not structured data', () => {
    const facts = readPageFacts(renderedPage({ head: '<script type="module">import "/assets/entry.js"</script><script type="application/json">{"a":1}</script>' }))

    expect(facts.jsonLd).toEqual([])
  })
})

describe('images', () => {
  test.each([
    ['no alt attribute', '<img src="/hero.jpg">', { src: '/hero.jpg', alt: null }],
    ['an empty alt (a decorative image)', '<img src="/divider.svg" alt="">', { src: '/divider.svg', alt: '' }],
    ['a bare alt attribute', '<img alt src="/divider.svg">', { src: '/divider.svg', alt: '' }],
    ['alt text', '<img alt="Priya from Smile Dental" src="/priya.jpg">', { src: '/priya.jpg', alt: 'Priya from Smile Dental' }],
    ['no src', '<img alt="Logo">', { src: '', alt: 'Logo' }],
  ])('an image with %s', (_label, html, image) => {
    expect(readPageFacts(renderedPage({ main: html })).images).toEqual([image])
  })

  test('images anywhere on the page are counted, in order', () => {
    const facts = readPageFacts(renderedPage({ header: '<img src="/logo.svg" alt="Melbourne AI Solutions">', main: '<p><img src="/a.jpg"> and <img src="/b.jpg" alt="B"></p>' }))

    expect(facts.images.map((image) => image.src)).toEqual(['/logo.svg', '/a.jpg', '/b.jpg'])
  })
})

describe('found in review', () => {
  test('a script or style inside a heading or paragraph is not part of its text', () => {
    const facts = readPageFacts(
      renderedPage({ main: '<h1>Hello <script>var x = 1</script>world</h1><p>One two three <style>.a{color:red}</style>four five six seven eight nine.</p>' }),
    )
    expect(facts.headings.h1).toEqual(['Hello world'])
    expect(facts.firstParagraph).toBe('One two three four five six seven eight nine.')
  })

  test('headings inside <noscript> or <template> are not the page’s headings', () => {
    const facts = readPageFacts(renderedPage({ main: '<noscript><h1>Enable JavaScript</h1></noscript><template><h1>Later</h1></template><h1>Real heading</h1>' }))
    expect(facts.headings.h1).toEqual(['Real heading'])
  })
})
