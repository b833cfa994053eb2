/**
 * The built-in assistant's understanding of a message, on nlp.js: an intent classifier trained once
 * from the utterances in content/assistant-training.ts, and named entities (products, days, industries, money).
 * Training happens once per process (warm it at start with `languageModel()`); nothing is read from
 * or written to disk.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { containerBootstrap } from '@nlpjs/core'
import type { Container } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { ExtractorEnum } from '@nlpjs/ner'
import { Nlp, type NlpEntity, type NlpManager } from '@nlpjs/nlp'
import { loadOnce } from '../../../core/load-once.ts'
import type { OfferKind } from './knowledge.ts'
import { BUSINESS_TYPE_WORDS, INDUSTRY_SYNONYMS, INTEGRATION_SYSTEMS, PRODUCT_WORDS, TOOL_FILTER_WORDS, UTTERANCES } from '../content/assistant-training.ts'
import { DAY_WORDS, type Intent, INTENTS, LEAD_CUE_WORDS } from './training-data.ts'

const LOCALE = 'en'
/** Below this the classifier is guessing (unless it clearly leads the next intent): the message goes to retrieval instead. */
const CONFIDENT_SCORE = 0.6
const LEADING_SCORE = 0.45
const LEAD_MARGIN = 0.2
/** Understandings kept for messages seen before (the same questions come up again and again). */
const CACHE_SIZE = 2000

export type Understanding = {
  /** The best intent, or undefined when the classifier is not confident. */
  intent: Intent | undefined
  score: number
  /** Every intent with its score, best first. */
  ranked: { intent: Intent; score: number }[]
  /** The products named, in the order they appear. */
  products: OfferKind[]
  /** Day words: 'monday' ... 'sunday', 'today', 'tomorrow', 'weekend'. */
  days: string[]
  /** Industry keys of assistant-training's INDUSTRY_SYNONYMS. */
  industries: string[]
  /** AI Tools page tabs named: 'free', 'credit', 'premium', 'coming-soon'. */
  toolFilters: string[]
  /** Systems named for an integration ('Xero', 'HubSpot'), as they are usually spelled. */
  systems: string[]
  /** The first amount of money named ('$600', '2k', '1,500 dollars'). */
  money: number | undefined
}

export type LanguageModel = {
  understand(text: string): Promise<Understanding>
  /** The English stemmer and stopwords, for the search index to read words the way the classifier does. */
  stem(word: string): string
  isStopword(word: string): boolean
}

/** An amount that says it is money: '$600', '2k', '2 grand', '2 thousand', '1,500 dollars'. */
export const MONEY = /\$\s?\d[\d,]*(?:\.\d+)?\s?k?\b|\b\d[\d,]*(?:\.\d+)?\s?(?:k|grand|thousand|dollars|bucks|aud)\b/gi

/** The trained model, shared by the whole process; the first call trains it (about a quarter of a second). */
export const languageModel = loadOnce(async (): Promise<LanguageModel> => {
  const container: Container = await containerBootstrap()
  // Entities match whole words exactly (case and accents ignored): nlp.js's dictionary lookup. Its default fuzzy
  // matching compares every run of words with every entity text by edit distance, about 20 ms of CPU per new
  // message, twenty times the classifier, and it found nothing more in the evaluation; typos are the classifier's.
  // Set before Nlp is used: that creates the entity recogniser, which reads its settings once.
  container.registerConfiguration('ner', { threshold: 1 }, true)
  container.use(Nlp)
  container.use(LangEn)
  // nlp.js reads its classifier settings from the container; spell checking forgives one-letter typos.
  container.registerConfiguration(
    'nlu-??',
    { keepStopwords: true, nonefeatureValue: 1, nonedeltaMultiplier: 1.2, spellCheck: true, spellCheckDistance: 2, filterZeros: true, log: false },
    true,
  )
  const nlp = container.get<NlpManager>('nlp')
  Object.assign(nlp.settings, { autoSave: false, autoLoad: false, calculateSentiment: false, log: false })
  nlp.addLanguage(LOCALE)
  for (const intent of INTENTS) for (const utterance of UTTERANCES[intent]) nlp.addDocument(LOCALE, utterance, intent)
  for (const [kind, words] of Object.entries(PRODUCT_WORDS)) nlp.addNerRuleOptionTexts(LOCALE, 'product', kind, [...words])
  for (const [day, words] of Object.entries(DAY_WORDS)) nlp.addNerRuleOptionTexts(LOCALE, 'day', day, [...words])
  for (const system of INTEGRATION_SYSTEMS) nlp.addNerRuleOptionTexts(LOCALE, 'system', system, [system.toLowerCase()])
  for (const [filter, words] of Object.entries(TOOL_FILTER_WORDS)) nlp.addNerRuleOptionTexts(LOCALE, 'toolFilter', filter, [...words])
  for (const [industry, words] of Object.entries(INDUSTRY_SYNONYMS)) nlp.addNerRuleOptionTexts(LOCALE, 'industry', industry, [industry, ...words])
  nlp.addNerRegexRule(LOCALE, 'money', MONEY)
  await nlp.train()

  const stemmer = container.get<{ stemWord(word: string): string }>(`stemmer-${LOCALE}`)
  const stopwords = container.get<{ isStopword(word: string): boolean }>(`stopwords-${LOCALE}`)
  const cache = new Map<string, Understanding>()

  // The longest entity text in words, and room for a sum of money ("$ 12,500 k"): windows overlap by this much.
  const entityTexts = [...[PRODUCT_WORDS, DAY_WORDS, TOOL_FILTER_WORDS, INDUSTRY_SYNONYMS].flatMap((table) => [...Object.keys(table), ...Object.values(table).flat()]), ...INTEGRATION_SYSTEMS]
  const longestEntity = Math.max(4, ...entityTexts.map((text) => wordPositions(text).length))

  /**
   * Every entity of the text, read window by window: nlp.js tries every run of words of what it is given, so a
   * message of 2,000 characters of short words took seconds in one piece. The event loop gets a turn between
   * windows, so other requests are answered meanwhile.
   */
  async function entitiesOf(text: string): Promise<NlpEntity[]> {
    const found = new Map<string, NlpEntity>()
    let windowsRead = 0
    for (const { from, part } of windowsOf(text, longestEntity)) {
      if (++windowsRead % YIELD_EVERY_WINDOWS === 0) await yieldToEventLoop()
      for (const entity of (await nlp.extractEntities(LOCALE, part)).entities) {
        found.set(`${from + entity.start} ${from + entity.end} ${entity.entity} ${entity.option ?? ''}`, { ...entity, start: from + entity.start, end: from + entity.end })
      }
    }
    return [...found.values()]
  }

  async function read(text: string): Promise<Understanding> {
    const [result, entities] = await Promise.all([nlp.process(LOCALE, text), entitiesOf(text)])
    const ranked = result.classifications
      .filter((entry): entry is { intent: Intent; score: number } => (INTENTS as readonly string[]).includes(entry.intent))
      .sort((a, b) => b.score - a.score)
    const best = ranked[0]
    const margin = (best?.score ?? 0) - (ranked[1]?.score ?? 0)
    const confident = best && result.intent !== 'None' && (best.score >= CONFIDENT_SCORE || (best.score >= LEADING_SCORE && margin >= LEAD_MARGIN))
    return {
      intent: confident ? best.intent : undefined,
      score: best?.score ?? 0,
      ranked,
      products: unique(options(entities, 'product')) as OfferKind[],
      days: unique(options(entities, 'day')),
      industries: unique(options(entities, 'industry')),
      toolFilters: unique(options(entities, 'toolFilter')),
      systems: unique(options(entities, 'system')),
      money: moneyIn(entities),
    }
  }

  return {
    async understand(text) {
      const key = text.trim().toLowerCase()
      const known = cache.get(key)
      if (known) return known
      const understood = await read(key)
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string)
      cache.set(key, understood)
      return understood
    },
    stem: (word) => stemmer.stemWord(word),
    isStopword: (word) => stopwords.isStopword(word),
  }
})

function options(entities: NlpEntity[], entity: string): string[] {
  return entities
    .filter((found) => found.entity === entity && found.option)
    .sort((a, b) => a.start - b.start)
    .map((found) => found.option as string)
}

const unique = <T>(items: T[]) => [...new Set(items)]

function moneyIn(entities: NlpEntity[]): number | undefined {
  const found = entities.filter((entity) => entity.entity === 'money').sort((a, b) => a.start - b.start)[0]
  if (!found) return undefined
  const text = found.sourceText.toLowerCase()
  const amount = Number(text.replace(/[^\d.]/g, ''))
  return /k\b|grand|thousand/.test(text) ? amount * 1000 : amount
}

type EnumEntity = 'product' | 'businessType' | 'leadCue'
const ENUM_WORDS: Record<EnumEntity, Record<string, readonly string[]>> = { product: PRODUCT_WORDS, businessType: BUSINESS_TYPE_WORDS, leadCue: LEAD_CUE_WORDS }
/** nlp.js tries every run of words of the text it is given; windows of this many words keep a long message linear. */
const WINDOW_WORDS = 16
/** A long message's entities are read in turns of this many windows, each a few milliseconds. */
const YIELD_EVERY_WINDOWS = 8
type EnumMatcher = { extractor: ExtractorEnum; rule: unknown; longest: number }
const enumMatchers = new Map<string, EnumMatcher>()

/** One nlp.js enum rule for all the entities asked for, so a text is walked once; each option is named `entity:option`. */
function enumMatcher(entities: readonly EnumEntity[]): EnumMatcher {
  const key = entities.join()
  let matcher = enumMatchers.get(key)
  if (matcher === undefined) {
    const rules = entities.flatMap((entity) => Object.entries(ENUM_WORDS[entity]).map(([option, texts]) => ({ option: `${entity}:${option}`, texts: [...texts] })))
    const longest = Math.max(...rules.flatMap((rule) => rule.texts.map((text) => wordPositions(text).length)))
    matcher = { extractor: new ExtractorEnum(), rule: { name: key, type: 'enum', rules }, longest }
    enumMatchers.set(key, matcher)
  }
  return matcher
}

/**
 * nlp.js's enum entity matcher, run without the trained classifier and synchronously, for code that
 * reads every message and cannot wait for training (lead extraction). Whole words only, case and
 * accents ignored; every match of any of the entities, in text order, overlapping ones included.
 */
export function findEnumEntities(text: string, entities: EnumEntity | readonly EnumEntity[]): NlpEntity[] {
  const { extractor, rule, longest } = enumMatcher(typeof entities === 'string' ? [entities] : entities)
  const found = new Map<string, NlpEntity>()
  for (const { from, part, partWords } of windowsOf(text, longest)) {
    for (const match of extractor.extractFromRule(part, rule, partWords, 1)) {
      const named = match.option ?? ''
      const [entity, option] = [named.slice(0, named.indexOf(':')), named.slice(named.indexOf(':') + 1)]
      found.set(`${from + match.start} ${from + match.end} ${match.option}`, { ...match, entity, option, start: from + match.start, end: from + match.end })
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start)
}

/**
 * The text in windows of WINDOW_WORDS words, each with its offset in the text and its words' positions within it.
 * Windows overlap by a phrase's length (`longest` words), so every phrase lies whole in one of them.
 */
export function windowsOf(text: string, longest: number): { from: number; part: string; partWords: { start: number; end: number; len: number }[] }[] {
  const words = wordPositions(text)
  const windows = []
  for (let first = 0; first < words.length; first += WINDOW_WORDS - longest + 1) {
    const window = words.slice(first, first + WINDOW_WORDS)
    const from = window[0]?.start ?? 0
    windows.push({ from, part: text.slice(from, (window.at(-1)?.end ?? 0) + 1), partWords: window.map((word) => ({ ...word, start: word.start - from, end: word.end - from })) })
    if (first + WINDOW_WORDS >= words.length) break
  }
  return windows
}

/** The words nlp.js's enum extractor sees (its getWordPositions, without its slow per-character script lookup). */
function wordPositions(text: string): { start: number; end: number; len: number }[] {
  return [...text.matchAll(/(?:(?!_)[\u00C0-\u1FFF\u2C00-\uD7FF\w])+/g)].map((word) => ({ start: word.index, end: word.index + word[0].length - 1, len: word[0].length }))
}
