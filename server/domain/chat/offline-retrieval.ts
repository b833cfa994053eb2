/**
 * The offline assistant's retrieval: which FAQ answer, plan, feature, AI tool or demo a question
 * is closest to, by overlap of content words weighted by how rare each word is in the catalogue.
 */
import type { AiTool, DemoSite } from '../../../contract/content.ts'
import { type ChatKnowledge, catalogueOffers, liveFaq, type PriceOffer } from './knowledge.ts'
import { contentTokens, type Dictionary, normalise } from './offline-text.ts'

export type RetrievedDoc =
  | { kind: 'faq'; question: string; answer: string }
  | { kind: 'offer'; offer: PriceOffer }
  | { kind: 'feature'; offer: PriceOffer; feature: string }
  | { kind: 'tool'; tool: AiTool }
  | { kind: 'demo'; demo: DemoSite }

type IndexedDoc = { doc: RetrievedDoc; title: Set<string>; body: Set<string> }

export type Hit = { doc: RetrievedDoc; score: number; matched: number }

/** Words in a doc's title (a question, a name) count more than words in its body. */
const TITLE_WEIGHT = 1
const BODY_WEIGHT = 0.6
/** Below these a hit is more likely a coincidence than an answer. */
const MIN_SCORE = 0.42
const MIN_MATCHED = 2
/** A one-word question is answered only when the word is this rare ('hindi', not 'work'). */
const RARE_DOCS = 2

function documents(knowledge: ChatKnowledge): { doc: RetrievedDoc; title: string; body: string }[] {
  const faq = liveFaq(knowledge).flatMap((category) =>
    category.questions.map((item) => ({ doc: { kind: 'faq' as const, ...item }, title: item.question, body: item.answer })),
  )
  const offers = catalogueOffers(knowledge).flatMap((offer) => [
    { doc: { kind: 'offer' as const, offer }, title: offer.name, body: `${offer.description} ${offer.features.join(' ')}` },
    ...offer.features.map((feature) => ({ doc: { kind: 'feature' as const, offer, feature }, title: feature, body: offer.name })),
  ])
  const tools = knowledge.aiTools.map((tool) => ({ doc: { kind: 'tool' as const, tool }, title: tool.name, body: `${tool.description} ${tool.category}` }))
  const demos = knowledge.demos.map((demo) => ({
    doc: { kind: 'demo' as const, demo },
    title: `${demo.title} ${demo.industry}`,
    body: `${demo.description} ${demo.features.join(' ')}`,
  }))
  return [...faq, ...offers, ...tools, ...demos]
}

/** Every text the assistant answers from, for the spelling dictionary. */
export function knowledgeTexts(knowledge: ChatKnowledge): string[] {
  return documents(knowledge).flatMap((entry) => [entry.title, entry.body])
}

function index(knowledge: ChatKnowledge): IndexedDoc[] {
  return documents(knowledge).map((entry) => ({ doc: entry.doc, title: new Set(contentTokens(entry.title)), body: new Set(contentTokens(entry.body)) }))
}

/** All hits above the noise floor, best first. */
export function search(knowledge: ChatKnowledge, text: string): Hit[] {
  const docs = index(knowledge)
  const query = [...new Set(contentTokens(text))]
  const documentFrequency = new Map(query.map((token) => [token, docs.filter((doc) => doc.title.has(token) || doc.body.has(token)).length]))
  const weight = (token: string) => {
    const frequency = documentFrequency.get(token) ?? 0
    return frequency === 0 ? 0 : Math.log((docs.length + 1) / (frequency + 0.5))
  }
  const isRare = (token: string) => (documentFrequency.get(token) ?? 0) <= RARE_DOCS
  // Words the catalogue never uses do not count against a question; they just cannot match.
  const possible = query.reduce((sum, token) => sum + weight(token), 0)
  if (possible === 0) return []

  const hits: Hit[] = []
  for (const doc of docs) {
    let total = 0
    let matched = 0
    for (const token of query) {
      const where = doc.title.has(token) ? TITLE_WEIGHT : doc.body.has(token) ? BODY_WEIGHT : 0
      if (where === 0) continue
      total += where * weight(token)
      matched++
    }
    const score = total / possible
    const enough = matched >= MIN_MATCHED || (matched === 1 && query.length === 1 && isRare(query[0] as string) && doc.title.size <= 3)
    if (enough && score >= MIN_SCORE) hits.push({ doc: doc.doc, score, matched })
  }
  return hits.sort((a, b) => b.score - a.score || b.matched - a.matched)
}

/** Share of words two questions have in common for one to be taken as the other, word for word. */
const SAME_QUESTION = 0.6

/**
 * An FAQ question the visitor asked in nearly the same words ('who will I be working with'),
 * stopwords included: such questions are mostly stopwords, which the scoring above ignores.
 */
export function faqAskedVerbatim(knowledge: ChatKnowledge, text: string, dictionary: Dictionary): Hit | undefined {
  const asked = new Set(text.split(' ').filter(Boolean))
  let best: Hit | undefined
  for (const category of liveFaq(knowledge)) {
    for (const item of category.questions) {
      const words = new Set(normalise(item.question, dictionary).split(' ').filter(Boolean))
      const shared = [...asked].filter((word) => words.has(word)).length
      const score = shared / new Set([...asked, ...words]).size
      if (score >= SAME_QUESTION && (!best || score > best.score)) best = { doc: { kind: 'faq', ...item }, score, matched: shared }
    }
  }
  return best
}
