/**
 * Retrieval over the live content with minisearch: FAQ answers, plans and services and each of
 * their features, AI tools, demo sites and the legal figures; and, for replies that quote the FAQ,
 * its entries by topic and its answers sentence by sentence. One index per loaded knowledge, built
 * when that knowledge is first searched and kept while the catalogue is unchanged.
 */
import MiniSearch, { type SearchResult } from 'minisearch'
import type { AiTool, DemoSite } from '../../../contract/content.ts'
import { MORE_QUESTIONS } from '../../../core/faq-content.ts'
import { LEGAL_STATEMENTS } from '../../../core/legal-facts.ts'
import { INDUSTRY_SYNONYMS } from '../content/assistant-training.ts'
import { type ChatKnowledge, planOffers, type PriceOffer, sentencesOf, serviceOffers } from './knowledge.ts'
import type { LanguageModel } from './language-model.ts'

export type RetrievedDoc =
  /** `taught`: the owner's answer to a question visitors asked (/faq's "More questions"). */
  | { kind: 'faq'; question: string; answer: string; taught?: true }
  | { kind: 'offer'; offer: PriceOffer }
  | { kind: 'feature'; offer: PriceOffer; feature: string }
  | { kind: 'tool'; tool: AiTool }
  | { kind: 'demo'; demo: DemoSite }
  | { kind: 'legal'; topic: keyof typeof LEGAL_STATEMENTS; text: string }

export type Hit = { doc: RetrievedDoc; score: number; terms: string[] }
export type FaqDoc = Extract<RetrievedDoc, { kind: 'faq' }>

type Entry = { id: number; title: string; body: string; doc: RetrievedDoc }

export type KnowledgeIndex = {
  search(text: string, options?: { kinds?: RetrievedDoc['kind'][] }): Hit[]
  /** The plan or service a question names ('the staff training workshop'): most of the words of its name. */
  offerNamed(text: string): PriceOffer | undefined
  /** An FAQ question asked in nearly its own words ('who will I be working with'). */
  faqAskedVerbatim(text: string): Hit | undefined
  /**
   * The owner's answer to this question, asked in its words or one of the ways visitors asked it before: the owner
   * wrote it because the assistant had no answer, so it comes before anything the assistant would compose.
   */
  taughtAnswer(text: string): FaqDoc | undefined
  /** The FAQ entry on a topic ('training for my team'), by its question and its answer, so a reworded question still finds it. */
  faqOn(topic: string): FaqDoc | undefined
  /** Among the FAQ entries on these topics, the one the visitor's words find first. */
  faqClosest(topics: readonly string[], asked: string): FaqDoc | undefined
  /** The FAQ sentence on a topic ('clients typically save hours per week'), in whichever answer says it. */
  faqSentence(topic: string): string | undefined
  /** The demo that fits an industry ('restaurant', 'dental'), by its industry and title. */
  demoFor(industry: string): DemoSite | undefined
}

const indexes = new WeakMap<ChatKnowledge, KnowledgeIndex>()
/** Lookups kept per index before the oldest are dropped. */
const LOOKUPS_KEPT = 2000

/** The index of this knowledge, built once for it (the knowledge object is kept while the catalogue is unchanged). */
export function knowledgeIndex(knowledge: ChatKnowledge, model: LanguageModel): KnowledgeIndex {
  let index = indexes.get(knowledge)
  if (!index) {
    index = buildIndex(knowledge, model)
    indexes.set(knowledge, index)
  }
  return index
}

function entries(knowledge: ChatKnowledge): Omit<Entry, 'id'>[] {
  const faq = knowledge.faq.flatMap((category) =>
    category.questions.flatMap((item) => {
      const doc = { kind: 'faq' as const, question: item.question, answer: item.answer, ...(category.id === MORE_QUESTIONS.id ? { taught: true as const } : {}) }
      // Each way it was asked is a title of its own, so a visitor asking it that way again finds it as asked.
      return [item.question, ...(item.phrasings ?? [])].map((title) => ({ title, body: item.answer, doc }))
    }),
  )
  const offers = [...planOffers(knowledge), ...serviceOffers(knowledge)].flatMap((offer) => [
    {
      title: offer.name,
      body: `${offer.description} ${offer.features.join(' ')}`,
      doc: { kind: 'offer' as const, offer },
    },
    ...offer.features.map((feature) => ({
      title: feature,
      body: offer.name,
      doc: { kind: 'feature' as const, offer, feature },
    })),
  ])
  const tools = knowledge.aiTools.map((tool) => ({
    title: tool.name,
    body: `${tool.description} ${tool.category}`,
    doc: { kind: 'tool' as const, tool },
  }))
  const demos = knowledge.demos.map((demo) => ({
    title: `${demo.industry} ${demo.title}`,
    body: `${demo.description} ${demo.features.join(' ')}`,
    doc: { kind: 'demo' as const, demo },
  }))
  const legal = Object.entries(LEGAL_STATEMENTS).map(([topic, text]) => ({
    title: topic,
    body: text,
    doc: {
      kind: 'legal' as const,
      topic: topic as keyof typeof LEGAL_STATEMENTS,
      text,
    },
  }))
  return [...faq, ...offers, ...tools, ...demos, ...legal]
}

function buildIndex(knowledge: ChatKnowledge, model: LanguageModel): KnowledgeIndex {
  const all: Entry[] = entries(knowledge).map((entry, id) => ({
    ...entry,
    id,
  }))
  const processTerm = termProcessor(model)
  // A number is matched as written: "2026" is not "2025", and a reference number near no word costs nothing.
  const hasDigit = (term: string) => /\d/.test(term)
  const typoTolerance = (distance: number) => (term: string) => (hasDigit(term) ? false : distance)
  const longWordPrefix = (term: string) => term.length > 4 && !hasDigit(term)
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
  const terms = (text: string) => tokenize(text).flatMap((term) => processTerm(term) ?? [])
  const search = new MiniSearch<Entry>({
    fields: ['title', 'body'],
    storeFields: [],
    processTerm,
    searchOptions: {
      boost: { title: 2 },
      fuzzy: typoTolerance(0.2),
      prefix: longWordPrefix,
      processTerm,
      combineWith: 'OR',
    },
  })
  search.addAll(all)

  const demos = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    processTerm,
    searchOptions: { processTerm, fuzzy: typoTolerance(0.1) },
  })
  demos.addAll(
    knowledge.demos.map((demo, id) => ({
      id,
      text: `${demo.industry} ${demo.title}`,
    })),
  )

  const faqSentences = knowledge.faq.flatMap((category) => category.questions.flatMap((item) => sentencesOf(item.answer).map((sentence) => sentence.trim())))
  const sentences = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    processTerm,
    searchOptions: { processTerm, fuzzy: typoTolerance(0.2), prefix: longWordPrefix },
  })
  sentences.addAll(faqSentences.map((text, id) => ({ id, text })))

  // The same questions come again and again: their lookups are kept (per index, so per content version).
  const named = new Map<string, PriceOffer | undefined>()
  const verbatim = new Map<string, Hit | undefined>()
  const taught = new Map<string, FaqDoc | undefined>()
  const faqTopics = new Map<string, number | undefined>()
  const sentenceTopics = new Map<string, string | undefined>()
  const remembered = <T>(cache: Map<string, T>, key: string, work: () => T): T => {
    if (cache.has(key)) return cache.get(key) as T
    if (cache.size >= LOOKUPS_KEPT) cache.clear()
    const value = work()
    cache.set(key, value)
    return value
  }
  const faqIdOn = (topic: string) => remembered(faqTopics, topic, () => onTopic(search, topic, (result) => (all[result.id] as Entry).doc.kind === 'faq')?.id as number | undefined)

  return {
    search(text, { kinds } = {}) {
      return search
        .search(
          queryOf(text),
          kinds
            ? {
                filter: (result) => kinds.includes((all[result.id] as Entry).doc.kind),
              }
            : undefined,
        )
        .map((result) => ({
          doc: (all[result.id] as Entry).doc,
          score: result.score,
          terms: result.terms,
        }))
    },
    offerNamed: (text) => remembered(named, text, () => offerNamed(text)),
    faqAskedVerbatim: (text) => remembered(verbatim, text, () => faqAskedVerbatim(text)),
    taughtAnswer: (text) => remembered(taught, text, () => taughtAnswer(text)),
    faqOn(topic) {
      return faqDoc(faqIdOn(topic))
    },
    faqClosest(topics, asked) {
      const onTopics = topics.flatMap((topic) => faqIdOn(topic) ?? [])
      return faqDoc(search.search(asked, { filter: (result) => onTopics.includes(result.id) })[0]?.id)
    },
    faqSentence: (topic) =>
      remembered(sentenceTopics, topic, () => {
        const best = onTopic(sentences, topic)
        return best ? faqSentences[best.id] : undefined
      }),
    demoFor(industry) {
      const [best] = demos.search([industry, ...(INDUSTRY_SYNONYMS[industry] ?? [])].join(' '))
      return best ? knowledge.demos[best.id as number] : undefined
    },
  }

  function faqDoc(id: number | undefined): FaqDoc | undefined {
    const doc = id === undefined ? undefined : all[id]?.doc
    return doc?.kind === 'faq' ? doc : undefined
  }

  /** The best match for a topic, if it has most of the topic's words: the best of unrelated entries is no answer. */
  function onTopic<T>(engine: MiniSearch<T>, topic: string, filter?: (result: SearchResult) => boolean): SearchResult | undefined {
    const [best] = engine.search(topic, { filter })
    return best && new Set(best.queryTerms).size * 2 > new Set(terms(topic)).size ? best : undefined
  }

  function offerNamed(text: string): PriceOffer | undefined {
    const [best] = search.search(queryOf(text), {
      fields: ['title'],
      filter: (result) => (all[result.id] as Entry).doc.kind === 'offer',
    })
    if (!best) return undefined
    const entry = all[best.id] as Entry
    const nameTerms = new Set(terms(entry.title))
    const matched = best.terms.filter((term) => nameTerms.has(term)).length
    return matched >= Math.min(2, nameTerms.size) && matched * 2 > nameTerms.size - 1 && entry.doc.kind === 'offer' ? entry.doc.offer : undefined
  }

  function taughtAnswer(text: string): FaqDoc | undefined {
    const askedTerms = new Set(terms(text))
    const [best] = search.search(queryOf(text), {
      fields: ['title'],
      prefix: false,
      filter: (result) => {
        const doc = (all[result.id] as Entry).doc
        return doc.kind === 'faq' && doc.taught === true
      },
    })
    if (!best || askedTerms.size === 0) return undefined
    const entry = all[best.id] as Entry
    const questionTerms = new Set(terms(entry.title))
    const shared = best.terms.filter((term) => questionTerms.has(term)).length
    // Most of the words of a way it was asked, and most of the message: a reworded or shortened question still finds it.
    const same = shared >= Math.min(2, questionTerms.size) && shared / questionTerms.size >= 0.6 && shared / askedTerms.size >= 0.5
    return same && entry.doc.kind === 'faq' ? entry.doc : undefined
  }

  function faqAskedVerbatim(text: string): Hit | undefined {
    const [best] = search.search(queryOf(text), {
      fields: ['title'],
      fuzzy: false,
      prefix: false,
      filter: (result) => (all[result.id] as Entry).doc.kind === 'faq',
    })
    if (!best) return undefined
    const entry = all[best.id] as Entry
    const questionTerms = new Set(terms(entry.title))
    const askedTerms = new Set(terms(text))
    const shared = [...questionTerms].filter((term) => askedTerms.has(term)).length
    // Most of the question's words, and not much else: a longer message asks something more.
    const same = shared >= 2 && shared / questionTerms.size >= 0.8 && shared / askedTerms.size >= 0.8
    return same ? { doc: entry.doc, score: best.score, terms: best.terms } : undefined
  }
}

/** A word as the index keeps it: lower case and stemmed; null for a stopword or a single letter. */
function termProcessor(model: LanguageModel) {
  return (term: string): string | null => {
    const word = term.toLowerCase()
    return word.length < 2 || model.isStopword(word) ? null : model.stem(word)
  }
}

/**
 * What a question is about, as the words the index would search it by, each once and sorted: 'Do you do logos?' and
 * 'logos, do you do them' are one topic. Empty when the question has no such word.
 */
export function questionTopic(text: string, model: LanguageModel): string {
  const processTerm = termProcessor(model)
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
  return [...new Set(tokenize(text).flatMap((term) => processTerm(term) ?? []))].sort().join(' ')
}

/** Words of a query searched at most: a message of 2,000 characters is a few dozen different words at most. */
const MOST_QUERY_WORDS = 64

/**
 * What a message is searched with: each word once, the first MOST_QUERY_WORDS of them. minisearch scores every
 * word of a query against the index (prefixes and typos included), so 'a a a …' in 2,000 characters cost tens of
 * milliseconds of blocked event loop and found no more than 'a'.
 */
function queryOf(text: string): string {
  return [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MOST_QUERY_WORDS).join(' ')
}
