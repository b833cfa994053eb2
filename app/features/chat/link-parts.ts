export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean }

const LINK = /\bhttps?:\/\/[^\s<>"']+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
// Punctuation that ends a sentence rather than the address, as in 'see https://example.com.'
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/

/**
 * Splits a reply into text and links, so web addresses (the demo sites) and email addresses in
 * the assistant's answers can be followed. Only http(s) and mailto links are ever made.
 */
export function linkParts(content: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of content.matchAll(LINK)) {
    const found = match[0].replace(TRAILING_PUNCTUATION, '')
    const start = match.index
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) })
    const isWeb = /^https?:\/\//.test(found)
    parts.push({ kind: 'link', text: found, href: isWeb ? found : `mailto:${found}`, external: isWeb })
    last = start + found.length
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) })
  return parts
}
