import { Parser } from 'htmlparser2'

/** What a search engine reads from one page's HTML, as the SEO audit needs it. */
export type PageFacts = {
  lang: string | null
  title: string | null
  description: string | null
  keywords: string | null
  canonical: string | null
  robots: string | null
  /** Open Graph properties (og:title, og:description, ...) by name. */
  openGraph: Record<string, string>
  headings: { h1: string[] }
  /** Every <img>; alt is null when the attribute is missing (alt="" marks a decorative image). */
  images: { src: string; alt: string | null }[]
  /** The text of each <script type="application/ld+json">, unparsed. */
  jsonLd: string[]
  /** The first paragraph inside <main> with a sentence's worth of text. */
  firstParagraph: string | null
}

const SKIPPED_TEXT = new Set(['script', 'style', 'noscript', 'template'])

/** Reads the facts of a rendered page with a real HTML parser (entities decoded, any attribute order). */
export function readPageFacts(html: string): PageFacts {
  const facts: PageFacts = {
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
  }
  // Text is collected for the element being read: the title, an h1, a paragraph or a JSON-LD script.
  let capture: { kind: 'title' | 'h1' | 'p' | 'ld'; text: string; depth: number } | undefined
  let skipDepth = 0
  let mainDepth = 0
  let depth = 0

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1
        if (name === 'html' && attributes.lang) facts.lang = attributes.lang
        if (name === 'main') mainDepth = mainDepth || depth
        if (name === 'meta') readMeta(facts, attributes)
        if (name === 'link' && attributes.rel?.split(/\s+/).includes('canonical')) facts.canonical ??= attributes.href ?? ''
        if (name === 'img') facts.images.push({ src: attributes.src ?? '', alt: 'alt' in attributes ? (attributes.alt ?? '') : null })
        const jsonLd = name === 'script' && attributes.type === 'application/ld+json'
        if (jsonLd && !capture && !skipDepth) capture = { kind: 'ld', text: '', depth }
        // Script, style and fallback markup are not what a reader sees: no text or heading inside counts.
        else if (SKIPPED_TEXT.has(name)) skipDepth = skipDepth || depth
        else if (capture || skipDepth) return
        else if (name === 'title' && facts.title === null) capture = { kind: 'title', text: '', depth }
        else if (name === 'h1') capture = { kind: 'h1', text: '', depth }
        else if (name === 'p' && mainDepth && facts.firstParagraph === null) capture = { kind: 'p', text: '', depth }
      },
      ontext(text) {
        if (capture && (capture.kind === 'ld' || !skipDepth)) capture.text += text
      },
      onclosetag(name) {
        if (capture && capture.depth === depth) {
          finishCapture(facts, capture.kind, capture.text)
          capture = undefined
        }
        if (skipDepth === depth) skipDepth = 0
        if (mainDepth === depth && name === 'main') mainDepth = 0
        depth -= 1
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return facts
}

function readMeta(facts: PageFacts, attributes: Record<string, string>) {
  const content = attributes.content ?? ''
  const name = attributes.name?.toLowerCase()
  if (name === 'description') facts.description ??= content
  else if (name === 'keywords') facts.keywords ??= content
  else if (name === 'robots') facts.robots ??= content
  const property = attributes.property?.toLowerCase()
  if (property?.startsWith('og:')) facts.openGraph[property] ??= content
}

function finishCapture(facts: PageFacts, kind: 'title' | 'h1' | 'p' | 'ld', raw: string) {
  if (kind === 'ld') return void facts.jsonLd.push(raw)
  const text = raw.replace(/\s+/g, ' ').trim()
  if (kind === 'title') facts.title = text
  else if (kind === 'h1') facts.headings.h1.push(text)
  // A one-word paragraph (a badge, a price) says nothing about the page.
  else if (text.split(' ').length >= 8) facts.firstParagraph = text
}
