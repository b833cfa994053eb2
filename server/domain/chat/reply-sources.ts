/**
 * The sources of a reply: the places on this site that state what the reply says. They are found in the reply's
 * own words (a sentence of an FAQ answer or a legal statement, the name of a plan, service, tool or demo, the
 * business's phone, email or hours), so a reply gets the same sources whichever assistant wrote it, the built-in
 * one or a language model. Every url is a same-site path, with the fragment of the part that says it.
 */
import type { ChatSource } from '../../../contract/chat.ts'
import { LEGAL_SOURCES, LEGAL_STATEMENTS } from '../../../core/legal-facts.ts'
import { demoAnchor, faqAnchor, planAnchor, toolAnchor } from '../../../core/site-anchors.ts'
import { type ChatKnowledge, contactFacts, hoursLines, sentencesOf } from './knowledge.ts'

/** Sources shown under one reply at most: the first ones it states. */
export const MOST_SOURCES = 3
/** A sentence this short ('Yes.', 'It depends.') is said by many answers, so it points at none. */
const FEWEST_WORDS_QUOTED = 6
/** More than this many items of one list named in a reply is the list itself: its page is the source. */
const MOST_ITEMS_OF_A_LIST = 2

/** A part of the site and the words of it a reply may repeat; `list` groups the items of one page's list. */
type Citable = { source: ChatSource; marks: string[]; list?: ChatSource }

const PAGES = {
  pricing: { title: 'Pricing', url: '/pricing' },
  aiTools: { title: 'AI Tools', url: '/ai-tools' },
  demos: { title: 'Demos', url: '/demos' },
  services: { title: 'Services', url: '/services' },
  contact: { title: 'Contact us', url: '/contact' },
} as const satisfies Record<string, ChatSource>

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

function buildCitables(knowledge: ChatKnowledge): Citable[] {
  const quoted = (text: string) =>
    sentencesOf(text)
      .map((sentence) => sentence.trim().replace(/[.!?]+$/, ''))
      .filter((sentence) => sentence.split(/\s+/).length >= FEWEST_WORDS_QUOTED)
  const faq = knowledge.faq.flatMap((category) =>
    category.questions.map((item) => ({ source: { title: item.question, url: `/faq#${faqAnchor(item.question)}` }, marks: quoted(item.answer) })),
  )
  const legal = (Object.keys(LEGAL_STATEMENTS) as (keyof typeof LEGAL_STATEMENTS)[]).map((topic) => {
    const { page, section, title } = LEGAL_SOURCES[topic]
    return { source: { title, url: `${page}#${section}` }, marks: quoted(LEGAL_STATEMENTS[topic]) }
  })
  const plans = knowledge.plans.map((plan) => ({ source: { title: plan.name, url: `/pricing#${planAnchor(plan.name)}` }, marks: [plan.name], list: PAGES.pricing }))
  const services = knowledge.services.map((service) => ({ source: { title: service.title, url: `/services/${service.slug}` }, marks: [service.title], list: PAGES.services }))
  const tools = knowledge.aiTools.map((tool) => ({ source: { title: tool.name, url: `/ai-tools#${toolAnchor(tool.name)}` }, marks: [tool.name], list: PAGES.aiTools }))
  const demos = knowledge.demos.map((demo) => ({ source: { title: demo.title, url: `/demos#${demoAnchor(demo.title)}` }, marks: [demo.title], list: PAGES.demos }))
  const contact = contactFacts(knowledge.settings)
  const reachUs = { source: PAGES.contact, marks: [contact.phone, contact.secondaryPhone, contact.email, contact.supportEmail, ...hoursLines(knowledge.settings)] }
  return [...faq, ...legal, ...plans, ...services, ...tools, ...demos, reachUs].map((citable) => ({ ...citable, marks: citable.marks.filter((mark) => mark.trim().length > 0) }))
}
