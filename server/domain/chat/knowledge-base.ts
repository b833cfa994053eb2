/**
 * The assistant's knowledge base and its search: every fact the assistant may state is an entry (a title, the facts
 * as sentences, the ways visitors ask for it and the place on the site that says it), and a question is answered
 * from the entries minisearch ranks best (BM25 over stemmed words, with prefixes and typo tolerance). How people
 * say things ("robot receptionist", "arvo") is a vocabulary handed in as data. Nothing here knows which business
 * the entries describe: the agency's site and each demo business build their own entries (ADR 044).
 */
import MiniSearch, { type SearchResult } from 'minisearch'
import type { ChatSource } from '../../../contract/chat.ts'
import { sentencesOf } from './knowledge.ts'

export type KnowledgeEntry = {
  /** Unique within one knowledge base. */
  id: string
  /** What the entry is about, as the site names it ('Payment terms', a plan's name). */
  title: string
  /** The facts, as sentences the assistant may say word for word. */
  text: string
  /** Ways visitors ask for it ('how much is a chatbot'). */
  phrasings?: readonly string[]
  /** Words that also find it but are not said ('price' for a priced product, a plan's kind). */
  keywords?: string
  /** Where the site states it. */
  source: ChatSource
  /** The page that lists it among others like it (a plan's: the pricing page): the source of a reply naming several. */
  partOf?: ChatSource
  /** What a follow-up's "it" would mean after this entry was the answer (a product's name). */
  subject?: string
  /**
   * How likely a question is about this entry when others match it as well (1 by default): a business ranks its own
   * products above a side list, such as free tools that share their words.
   */
  weight?: number
}

/** What visitors say, and the words the entries use for the same thing ('' for a phrase that asks nothing). */
export type Vocabulary = {
  synonyms: readonly { says: readonly string[]; means: string }[]
  /** Words of a question that name no subject ('guys', 'reckon'): searched for nothing and counted for nothing. */
  filler: readonly string[]
  /** Words the language's stopword list drops that say something here ('own': who owns the work). */
  significant: readonly string[]
}

/** The word handling of the language model: a stem per word and its stopwords. */
export type WordForms = { stem(word: string): string; isStopword(word: string): boolean }

export type Retrieved = {
  entry: KnowledgeEntry
  score: number
  /** The stems of the question this entry matched (after the vocabulary's rewording). */
  matched: string[]
  /** The share (0..1) of the question's subjects the entry matched, each weighed by how telling its words are. */
  coverage: number
  /** Which of the question's parts (by position) the entry matched. */
  parts: number[]
  /** Found for the parts of the question the best entry left open: an answer's second entry, however it scores. */
  complement?: true
}

export type KnowledgeBase = {
  entries: readonly KnowledgeEntry[]
  /** The entries that answer a question, best first; empty when none answers enough of it. */
  /**
   * `about`: what the conversation is about (subjectIn of the last reply): its entries rank higher, and answer a
   * question that asks nothing else. `remembered`: words the visitor said earlier about themselves (namedIn), searched
   * with the question but not counted as part of it.
   */
  retrieve(question: string, options?: { about?: string; remembered?: readonly string[]; most?: number }): Retrieved[]
  /** The stems a question is searched by (vocabulary applied, filler and stopwords dropped), each once. */
  termsOf(question: string): string[]
  /**
   * The one subject a reply is about: the first named (when it names at most two), else the entry it quotes (a list,
   * a figure): what a follow-up's "it" means.
   */
  subjectIn(text: string): string | undefined
  /** What the vocabulary recognises in a text, in the entries' words ('hair salon' -> 'hair beauty salon'). */
  namedIn(text: string): string[]
  /** Every entry, those a question retrieves first (best first): the context a language model answers from. */
  rankedFor(question: string, options?: { about?: string; remembered?: readonly string[] }): KnowledgeEntry[]
}

/** An entry matching less than this share of what was asked answers something else. */
export const MIN_COVERAGE = 0.5
/** A BM25 score below this is a common word matched by chance ('moment'), not an answer. */
const MIN_SCORE = 4
/** How much more a part of a question the vocabulary recognised weighs than a word of it alone. */
const NAMED_WEIGHT = 1.5
/** The share of a question (by weight) the best entry must leave open for a second entry to be sought for it. */
const MIN_OPEN_SHARE = 0.25
/** 1 / the share of entries an unknown word is weighed as if it were in. */
const UNKNOWN_WORD_SHARE = 4
/** The share of words a question and an entry's own question have in common (of all their words) to be the same question. */
const SAME_WORDING = 0.8
const AS_WRITTEN_BOOST = 4
/** How much more an entry scores that holds the conversation's subject or what the visitor said of themselves. */
const CONTEXT_BOOST = 2
/** Entries a language model's context puts first, as the search ranks them. */
const MOST_IN_CONTEXT_FIRST = 6
/** Entries a retrieval returns at most. */
const MOST_RESULTS = 3
/** The best-scored entries weighed by how much of the question they hold. */
const CANDIDATES = 64
/** A text naming more subjects than this is a list, about none of them. */
const MOST_SUBJECTS_NAMED = 2
/** Words of a question searched at most: a 2,000-character message is a few dozen different words. */
const MOST_QUERY_WORDS = 64

/**
 * A part of a question: a word, or a phrase of the vocabulary with its meaning (as stems). `meaning`: for a phrase,
 * the stems of the words the entries use for it.
 */
type Subject = { stems: string[]; named: boolean; meaning?: string[] }

/** Whether an entry is on a subject: its own subject, or the entry itself by its title. */
const isAbout = (entry: KnowledgeEntry, subject: string) => entry.subject === subject || entry.title === subject

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
const hasDigit = (term: string) => /\d/.test(term)

export function buildKnowledgeBase(entries: readonly KnowledgeEntry[], vocabulary: Vocabulary, words: WordForms): KnowledgeBase {
  const filler = new Set(vocabulary.filler.map((word) => word.toLowerCase()))
  const significant = new Set(vocabulary.significant.map((word) => words.stem(word.toLowerCase())))
  const processTerm = (term: string): string | null => {
    const word = term.toLowerCase()
    const stem = words.stem(word)
    if (significant.has(stem)) return stem
    return word.length < 2 || words.isStopword(word) || filler.has(word) ? null : stem
  }
  const stems = (text: string) => tokenize(text).flatMap((term) => processTerm(term) ?? [])
  const reword = rewording(vocabulary)

  const documents = entries.map((entry, index) => ({
    index,
    title: entry.title,
    phrasings: (entry.phrasings ?? []).join('\n'),
    keywords: entry.keywords ?? '',
    text: entry.text,
  }))
  const search = new MiniSearch<(typeof documents)[number]>({
    idField: 'index',
    fields: ['title', 'phrasings', 'keywords', 'text'],
    storeFields: [],
    processTerm,
    searchOptions: {
      boost: { title: 3, phrasings: 2, keywords: 2 },
      boostDocument: (index) => entries[index as number]?.weight ?? 1,
      // A number is matched as written ("2026" is not "2025"), and a short word is not a typo of another.
      fuzzy: (term) => (hasDigit(term) || term.length < 5 ? false : term.length < 6 ? 1 : 2),
      prefix: (term) => term.length > 4 && !hasDigit(term),
      processTerm,
      combineWith: 'OR',
    },
  })
  search.addAll(documents)
  const titleStems = documents.map((document) => new Set(stems(`${document.title} ${document.phrasings}`)))
  // Each entry's own question and phrasings, as the words a question asked in them would be searched by.
  const wordings = entries.map((entry) => [entry.title, ...(entry.phrasings ?? [])].map((wording) => new Set(stems(reword(wording).text))))
  // How telling each word is: the inverse of the share of entries holding it.
  const holding = new Map<string, number>()
  for (const document of documents) {
    for (const stem of new Set(stems(`${document.title} ${document.phrasings} ${document.keywords} ${document.text}`))) holding.set(stem, (holding.get(stem) ?? 0) + 1)
  }
  const weights = new Map([...holding].map(([stem, count]) => [stem, Math.log(1 + documents.length / count)]))
  // A word no entry holds (a suburb, a name, 'print') weighs like one a quarter of the entries hold: it may be what was
  // asked ('do you print business cards?' is not about the business hours), or only where the visitor is.
  const unknownWeight = Math.log(1 + UNKNOWN_WORD_SHARE)
  // A phrase the vocabulary knows ('cafe', 'robot receptionist') is what the visitor is talking about: it weighs double.
  const weightOf = (subjects: Subject[]) =>
    subjects.reduce((sum, subject) => sum + (subject.named ? NAMED_WEIGHT : 1) * Math.max(...subject.stems.map((stem) => weights.get(stem) ?? unknownWeight)), 0)

  function termsOf(question: string): string[] {
    return [...new Set(stems(reword(question).text))]
  }

  function retrieve(question: string, { about, remembered = [], most = MOST_RESULTS }: { about?: string; remembered?: readonly string[]; most?: number } = {}): Retrieved[] {
    const { text, subjects } = reword(question)
    const asked: Subject[] = subjects
      .map((subject) => ({ stems: subject.words.flatMap((part) => stems(part)), named: subject.named, ...(subject.means ? { meaning: stems(subject.means) } : {}) }))
      .filter((subject) => subject.stems.length > 0)
    // 'Tell me more about it': nothing asked but the subject of the conversation, so its own entry.
    if (asked.length === 0) return about ? entriesAbout(about).slice(0, 1) : []

    const query = [...new Set(tokenize(text))].slice(0, MOST_QUERY_WORDS).join(' ')
    // The conversation's subject and what the visitor said earlier are searched with the question, not counted in it.
    const context = [...(about ? [about] : []), ...remembered]
    const searched = [query, ...context].join(' ')
    // The conversation's subject's own entries are scored for the question too, however far down the list they rank.
    const onSubject = about === undefined ? [] : search.search(searched, { filter: (result) => isAbout(entries[result.id as number] as KnowledgeEntry, about) })
    const ranked = [...onSubject, ...search.search(searched).filter((result) => !onSubject.some((own) => own.id === result.id))]
    const askedStems = new Set(stems(text))
    const contextStems = context.map((words) => new Set(stems(words))).filter((found) => found.size > 0)
    const candidates = ranked.slice(0, CANDIDATES + onSubject.length).flatMap((result) => {
      const entry = entries[result.id as number] as KnowledgeEntry
      const matched = matchedStems(result)
      const covered = asked.filter((subject) => subject.stems.some((stem) => matched.includes(stem)))
      // Each part weighs as much as its rarest word: 'fitness' says more about a question than 'business'.
      const coverage = weightOf(covered) / weightOf(asked)
      // The floor is for the match itself, whatever the entry's weight and however much of the question it holds.
      if (result.score / (entry.weight ?? 1) < MIN_SCORE) return []
      // An entry whose own title names what was asked is about it; one that mentions it in passing is not.
      // A side list's titles are names ('Booking Reminder SMS Writer'), which share words with questions by chance.
      // A phrase of the vocabulary counts as named in a title by the entries' own words for it ('cost' is a price, and
      // 'Ongoing costs' is not the price of a website).
      const inTitle = (subject: Subject) => (subject.meaning ?? subject.stems).some((stem) => titleStems[result.id as number]?.has(stem))
      const titled = (entry.weight ?? 1) < 1 && entry.partOf ? 0 : weightOf(covered.filter(inTitle)) / weightOf(asked)
      // An entry that holds more of what was asked comes first: BM25 alone prefers a rare word matched twice.
      let score = result.score * coverage * coverage * (1 + titled)
      // A question asked in the words of an entry's own question is that entry's, whatever else shares its words.
      if (askedAsWritten(result.id as number, askedStems)) score *= AS_WRITTEN_BOOST
      // What the conversation is about ('a hair salon', the voice agent) picks among entries that answer alike: those
      // that hold most of the words of one of its subjects.
      const inContext = contextStems.some((words) => [...words].filter((stem) => matched.includes(stem)).length * 2 >= words.size)
      if (inContext) score *= CONTEXT_BOOST
      return [{ entry, score, matched, coverage, parts: covered.map((subject) => asked.indexOf(subject)) }]
    })
    // The conversation's subject answers a follow-up it holds as much of as anything else does ('how much?'): its
    // entries come first, however short and general the others that match are.
    const answering = candidates.filter((found) => found.coverage >= MIN_COVERAGE)
    const bestCoverage = Math.max(0, ...answering.map((found) => found.coverage))
    const onTopic = (found: Retrieved) => about !== undefined && isAbout(found.entry, about) && found.coverage >= bestCoverage
    const best = answering.sort((a, b) => Number(onTopic(b)) - Number(onTopic(a)) || b.score - a.score).slice(0, most)
    const complement = best[0] && complementOf(best[0], candidates, asked)
    return complement ? [best[0] as Retrieved, complement, ...best.slice(1).filter((found) => found.entry !== complement.entry)].slice(0, most) : best
  }

  /**
   * For a question of several parts ('croissant price and parking'), the entry that best answers the parts the best
   * entry left open: most of what is left, by weight, and the best score among those.
   */
  function complementOf(best: Retrieved, candidates: Retrieved[], asked: Subject[]): Retrieved | undefined {
    const open = asked.map((_, index) => index).filter((index) => !best.parts.includes(index))
    const openWeight = weightOf(open.map((index) => asked[index] as Subject))
    if (open.length === 0 || openWeight < weightOf(asked) * MIN_OPEN_SHARE) return undefined
    const holding = (found: Retrieved) => weightOf(found.parts.filter((part) => open.includes(part)).map((part) => asked[part] as Subject)) / openWeight
    const found = candidates.filter((candidate) => candidate.entry !== best.entry && holding(candidate) >= MIN_COVERAGE).sort((a, b) => b.score - a.score)[0]
    return found && { ...found, complement: true }
  }

  /** The entries on a subject, its own first. */
  function entriesAbout(subject: string): Retrieved[] {
    return entries.flatMap((entry) => (isAbout(entry, subject) ? [{ entry, score: MIN_SCORE, matched: [], coverage: 1, parts: [] }] : []))
  }

  /** Whether the question's words are (nearly) those of the entry's title or one of its phrasings. */
  function askedAsWritten(index: number, askedStems: ReadonlySet<string>): boolean {
    if (askedStems.size === 0) return false
    return (wordings[index] ?? []).some((own) => {
      let shared = 0
      for (const stem of own) if (askedStems.has(stem)) shared++
      return own.size > 0 && shared / (own.size + askedStems.size - shared) >= SAME_WORDING
    })
  }

  const subjects = [...new Set(entries.flatMap((entry) => entry.subject ?? []))]
  const openings = entries.map((entry) => ({ entry, opening: sentencesOf(entry.text)[0]?.trim() ?? '' })).filter(({ opening }) => opening.split(/\s+/).length >= 4)
  function subjectIn(text: string): string | undefined {
    const named = subjects
      .map((subject) => ({ subject, at: text.indexOf(subject) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at)
    if (named.length > 0 && named.length <= MOST_SUBJECTS_NAMED) return named[0]?.subject
    const quoted = openings.find(({ opening }) => text.includes(opening))?.entry
    return quoted ? (quoted.subject ?? quoted.title) : undefined
  }

  function rankedFor(question: string, { about, remembered }: { about?: string; remembered?: readonly string[] } = {}): KnowledgeEntry[] {
    const first = retrieve(question, { about, remembered, most: MOST_IN_CONTEXT_FIRST }).map((found) => found.entry)
    return [...first, ...entries.filter((entry) => !first.includes(entry))]
  }

  function namedIn(text: string): string[] {
    return reword(text).subjects.filter((subject) => subject.named).map((subject) => subject.words.join(' '))
  }

  return { entries, retrieve, termsOf, subjectIn, namedIn, rankedFor }
}

/** The question's stems an entry matched, typos and prefixes read back as the question's own words. */
function matchedStems(result: SearchResult): string[] {
  return [...new Set(result.queryTerms)]
}

/**
 * The vocabulary as one pass over a question: each phrase a visitor says is followed by the words the entries use
 * ("robot receptionist" -> "robot receptionist voice agent"), and the question's subjects are listed: each word alone, except that
 * the words of a reworded phrase and their meaning count as one subject.
 */
function rewording(vocabulary: Vocabulary): (question: string) => { text: string; subjects: { words: string[]; named: boolean; means?: string }[] } {
  const meanings = new Map<string, string>()
  for (const { says, means } of vocabulary.synonyms) for (const phrase of says) meanings.set(phrase.toLowerCase(), means)
  const phrases = [...meanings.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp)
  // A phrase is found in the plural too ('robot receptionists').
  const pattern = phrases.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu') : undefined
  const meaningOf = (found: string) => meanings.get(found) ?? meanings.get(found.replace(/e?s$/, '')) ?? meanings.get(found.replace(/s$/, '')) ?? ''
  return (question) => {
    const lower = question.toLowerCase()
    const alone = (text: string) => tokenize(text).map((word) => ({ words: [word], named: false }))
    if (!pattern) return { text: lower, subjects: alone(lower) }
    const subjects: { words: string[]; named: boolean; means?: string }[] = []
    let text = ''
    let last = 0
    for (const match of lower.matchAll(pattern)) {
      const before = lower.slice(last, match.index)
      subjects.push(...alone(before))
      const means = meaningOf(match[0])
      // A phrase meaning nothing ('work with' in 'do you work with cafes?') is left out of the question.
      if (means !== '') subjects.push({ words: [...tokenize(match[0]), ...tokenize(means)], named: true, means })
      text += means === '' ? before : `${before}${match[0]} ${means}`
      last = match.index + match[0].length
    }
    const rest = lower.slice(last)
    subjects.push(...alone(rest))
    return { text: text + rest, subjects }
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
