/**
 * The pure choices of the pre-call brief (issue 20 item 6): which of a visitor's chat messages say the most, and
 * which plans, services and AI tools of the live catalogue fit what the person asked about. Both reuse the chat's
 * own readers: the lead extractor's cues and the knowledge index's retrieval, so the brief reads a message the way
 * the assistant did.
 */
import type { ChatMessage } from '../../../contract/chat.ts'
import { BRIEF_KEY_MESSAGES, BRIEF_OFFERS, BRIEF_TOOLS, type BriefOffer, type BriefTool } from '../../../contract/pre-call-brief.ts'
import type { KnowledgeIndex } from '../chat/knowledge-index.ts'
import { type ChatKnowledge, type OfferKind, type PriceOffer, formatPrice, offerFor, offerKind } from '../chat/knowledge.ts'
import { extractLead } from '../chat/lead-extraction.ts'

/** Longest quoted message; longer ones are cut at a word. */
export const KEY_MESSAGE_MAX_LENGTH = 300

/**
 * The visitor's most informative messages, at most `cap`, in the order they were written. A message scores for each
 * lead detail it gives (name, company, business, interest, budget, contact: what the extractor reads from it), for
 * asking something, and for its length; greetings and one-word replies that give nothing are never chosen.
 */
export function keyMessages(messages: readonly ChatMessage[], cap: number = BRIEF_KEY_MESSAGES): { text: string; at: string }[] {
  const scored = messages.flatMap((message, position) => {
    if (message.role !== 'user') return []
    const text = message.content.replace(/\s+/g, ' ').trim()
    const details = Object.keys(extractLead([message])).length
    const asks = /\?/.test(text) ? 1 : 0
    const words = text.split(' ').filter(Boolean).length
    if (details === 0 && asks === 0 && words < 5) return []
    return [{ position, text, at: message.timestamp, score: details * 3 + asks * 2 + Math.min(words / 10, 3) }]
  })
  return scored
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, cap)
    .sort((a, b) => a.position - b.position)
    .map(({ text, at }) => ({ text: shortened(text), at }))
}

function shortened(text: string): string {
  if (text.length <= KEY_MESSAGE_MAX_LENGTH) return text
  const cut = text.slice(0, KEY_MESSAGE_MAX_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > KEY_MESSAGE_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/** What the person said they want, as words to match: the chats' interest and business, the booking's service and message. */
export type Interest = { interests: string[]; businesses: string[]; service: string | null; messages: string[] }

/** The booking form's default service says nothing about what they want. */
const NO_INTEREST_SERVICE = 'Free Consultation'

export function interestWords({ interests, businesses, service, messages }: Interest): string[] {
  const named = [...interests.flatMap((interest) => interest.split(',')), ...businesses, ...(service && service !== NO_INTEREST_SERVICE ? [service] : []), ...messages]
  return [...new Set(named.map((text) => text.trim()).filter(Boolean))]
}

/**
 * The offers and tools that fit the interest, from the live catalogue: first the offer the chat would quote for each
 * product kind named (an interest of 'AI voice agent' is the cheapest voice plan), then what the knowledge index
 * retrieves for all the words; AI tools only by retrieval, and only those scoring at least half the best.
 */
export function matchOffers(knowledge: ChatKnowledge, index: KnowledgeIndex, words: readonly string[], now: Date): { offers: BriefOffer[]; tools: BriefTool[] } {
  if (words.length === 0) return { offers: [], tools: [] }
  const kinds = [...new Set(words.flatMap((word) => offerKind(word) ?? []))] as OfferKind[]
  const named = kinds.flatMap((kind) => offerFor(knowledge, kind, now) ?? [])
  const text = words.join(' ')
  const retrieved = index.search(text, { kinds: ['offer', 'feature'] }).flatMap((hit) => (hit.doc.kind === 'offer' || hit.doc.kind === 'feature' ? [hit.doc.offer] : []))
  const offers = uniqueBy([...named, ...retrieved], (offer) => `${offer.source}:${offer.name}`).slice(0, BRIEF_OFFERS).map(briefOffer)
  const toolHits = index.search(text, { kinds: ['tool'] })
  const best = toolHits[0]?.score ?? 0
  const tools = toolHits
    .filter((hit) => hit.score >= best / 2)
    .flatMap((hit) => (hit.doc.kind === 'tool' ? [{ name: hit.doc.tool.name, category: hit.doc.tool.category, url: hit.doc.tool.url }] : []))
  return { offers, tools: uniqueBy(tools, (tool) => tool.name).slice(0, BRIEF_TOOLS) }
}

function briefOffer(offer: PriceOffer): BriefOffer {
  return {
    name: offer.name,
    source: offer.source,
    priceText: offer.priceText,
    wasPriceText: offer.originalAmount === undefined ? null : formatPrice(offer.originalAmount, offer.currency),
    note: offer.note,
    description: offer.description,
  }
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}
