/**
 * The sources of a reply: the places on this site that state what the reply says. They are found in the reply's
 * own words (a sentence of a knowledge entry, such as an FAQ answer or a legal statement, the name of a plan,
 * service, tool or demo, the business's phone, email or hours), so a reply gets the same sources whichever assistant wrote it, the built-in
 * one or a language model. Every url is a same-site path, with the fragment of the part that says it.
 */
import type { ChatSource } from '../../../contract/chat.ts'
import { type ChatKnowledge, contactFacts, hoursLines, sentencesOf } from './knowledge.ts'
import { SITE_PAGES, siteEntries } from './site-entries.ts'

/** Sources shown under one reply at most: the first ones it states. */
export const MOST_SOURCES = 3
/** A sentence this short ('Yes.', 'It depends.') is said by many answers, so it points at none. */
const FEWEST_WORDS_QUOTED = 6
/** More than this many items of one list named in a reply is the list itself: its page is the source. */
const MOST_ITEMS_OF_A_LIST = 2

/** A part of the site and the words of it a reply may repeat; `list` groups the items of one page's list. */
type Citable = { source: ChatSource; marks: string[]; list?: ChatSource }

const citables = new WeakMap<ChatKnowledge, Citable[]>()

/** The sources of a reply, in the order it states them, at most MOST_SOURCES. */
export function replySources(reply: string, knowledge: ChatKnowledge): ChatSource[] {
  const found = citablesOf(knowledge).flatMap((citable) => {
    const at = Math.min(...citable.marks.map((mark) => positionOf(reply, mark)))
    return Number.isFinite(at) ? [{ citable, at }] : []
  })
  const perList = new Map<string, number>()
  for (const { citable } of found) if (citable.list) perList.set(citable.list.url, (perList.get(citable.list.url) ?? 0) + 1)
  const sources = found
    .sort((a, b) => a.at - b.at)
    .map(({ citable }) => (citable.list && (perList.get(citable.list.url) ?? 0) > MOST_ITEMS_OF_A_LIST ? citable.list : citable.source))
  const unique = [...new Map(sources.map((source) => [source.url, source])).values()]
  return unique.slice(0, MOST_SOURCES)
}

/** Where `mark` stands in the reply as whole words, or Infinity. */
function positionOf(reply: string, mark: string): number {
  let from = 0
  for (;;) {
    const at = reply.indexOf(mark, from)
    if (at < 0) return Infinity
    const before = reply[at - 1]
    const after = reply[at + mark.length]
    if (!isWordCharacter(before) && !isWordCharacter(after)) return at
    from = at + 1
  }
}

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character)

function citablesOf(knowledge: ChatKnowledge): Citable[] {
  let list = citables.get(knowledge)
  if (!list) {
    list = buildCitables(knowledge)
    citables.set(knowledge, list)
  }
  return list
}

/**
 * What a reply may quote of each knowledge entry: its sentences of FEWEST_WORDS_QUOTED words or more, and the name of
 * what it is about (a plan, a tool); and the business's phone numbers, emails and hours, which a reply may state in
 * words of its own.
 */
function buildCitables(knowledge: ChatKnowledge): Citable[] {
  const quoted = (text: string) =>
    sentencesOf(text)
      .map((sentence) => sentence.trim().replace(/[.!?]+$/, ''))
      .filter((sentence) => sentence.split(/\s+/).length >= FEWEST_WORDS_QUOTED)
  const entries = siteEntries(knowledge, new Date()).map((entry) => ({
    source: entry.source,
    // A listed item (a plan, a tool) is cited by its name as well.
    marks: [...quoted(entry.text), ...(entry.partOf ? [entry.title] : [])],
    ...(entry.partOf ? { list: entry.partOf } : {}),
  }))
  const contact = contactFacts(knowledge.settings)
  const reachUs = { source: SITE_PAGES.contact, marks: [contact.phone, contact.secondaryPhone, contact.email, contact.supportEmail, ...hoursLines(knowledge.settings)] }
  return [...entries, reachUs].map((citable) => ({ ...citable, marks: citable.marks.filter((mark) => mark.trim().length > 0) }))
}
