/**
 * A reply made of knowledge: the facts of the entries a retrieval ranked best, in their own words. An entry's
 * first sentence always comes (it names what the entry is about), then the sentences that hold what was asked,
 * and a second entry only when it answers a part of the question the first did not.
 */
import type { ChatSource } from '../../../contract/chat.ts'
import type { KnowledgeBase, Retrieved } from './knowledge-base.ts'
import { sentencesOf } from './knowledge.ts'

export type KnowledgeAnswer = {
  text: string
  sources: ChatSource[]
  /** What the answer was about, for the next question's "it". */
  subject?: string
}

/** Sentences of one entry said at most. */
const MOST_SENTENCES = 3
/** An entry this short (in characters, and at most MOST_SENTENCES) is said whole. */
const SHORT_ENTRY = 420
/** Entries one answer draws on at most. */
const MOST_ENTRIES = 2
/** A second entry scoring less than this share of the best one is a weaker match, not a second answer. */
const SECOND_ENTRY_SHARE = 0.5

export function knowledgeAnswer(base: KnowledgeBase, question: string, retrieved: readonly Retrieved[]): KnowledgeAnswer | undefined {
  const [best, ...others] = retrieved
  if (!best) return undefined
  const used = [best]
  const answered = new Set(best.parts)
  for (const other of others) {
    if (used.length >= MOST_ENTRIES) break
    // A second entry answers a part of the question the first left open ('how much, and is it monthly?').
    const adds = other.parts.filter((part) => !answered.has(part))
    if (adds.length === 0 || (!other.complement && other.score < best.score * SECOND_ENTRY_SHARE) || other.entry.source.url === best.entry.source.url) continue
    used.push(other)
    for (const part of other.parts) answered.add(part)
  }
  const asked = new Set(base.termsOf(question))
  const text = used.map((found) => relevantSentences(base, found, asked)).join(' ')
  const sources = [...new Map(used.map((found) => [found.entry.source.url, found.entry.source])).values()]
  return { text, sources, subject: best.entry.subject }
}

/** A short entry whole; of a longer one its first sentence, and those of the rest that hold a word asked, in the entry's order. */
function relevantSentences(base: KnowledgeBase, found: Retrieved, asked: ReadonlySet<string>): string {
  const sentences = sentencesOf(found.entry.text).map((sentence) => sentence.trim()).filter(Boolean)
  if (sentences.length <= MOST_SENTENCES && found.entry.text.length <= SHORT_ENTRY) return sentences.join(' ')
  const [first, ...rest] = sentences
  const holding = rest.filter((sentence) => base.termsOf(sentence).some((stem) => asked.has(stem)))
  return [first, ...holding.slice(0, MOST_SENTENCES - 1)].join(' ')
}
