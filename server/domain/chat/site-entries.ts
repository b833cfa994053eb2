/**
 * The agency site's knowledge entries, derived from the live data at the instant the knowledge was built: every
 * plan and service with its price and features, each product's running costs, the FAQ as /faq shows it (the
 * owner's answers included), the legal figures, the contact details and hours, the consultation's rules, the AI
 * tools and the demos. Each entry cites the place on the site that states it.
 */
import type { AiTool, DemoSite } from '../../../contract/content.ts'
import { liveDemoUrl } from '../../../core/demo-rules.ts'
import { formatLongDate } from '../../../core/format.ts'
import { LEGAL_QUESTIONS, LEGAL_SOURCES, LEGAL_STATEMENTS } from '../../../core/legal-facts.ts'
import { demoAnchor, faqAnchor, planAnchor, toolAnchor } from '../../../core/site-anchors.ts'
import { countTools, safeToolUrl, type ToolBadge, toolBadge } from '../../../core/tool-filters.ts'
import { AGENCY_VOCABULARY } from '../content/assistant-vocabulary.ts'
import { buildKnowledgeBase, type KnowledgeBase, type KnowledgeEntry, type WordForms } from './knowledge-base.ts'
import {
  type ChatKnowledge,
  catalogueOffers,
  CONSULTATION,
  consultationTimes,
  contactFacts,
  formatPrice,
  hoursLines,
  planOffers,
  type PriceOffer,
  PRODUCT_NOUNS,
  runningCostsOf,
  serviceOffers,
} from './knowledge.ts'

export const SITE_PAGES = {
  pricing: { title: 'Pricing', url: '/pricing' },
  contact: { title: 'Contact us', url: '/contact' },
  book: { title: 'Book a consultation', url: '/book' },
  aiTools: { title: 'AI Tools', url: '/ai-tools' },
  demos: { title: 'Demos', url: '/demos' },
  services: { title: 'Services', url: '/services' },
} as const

/** Every fact the agency's assistant may state, as entries. */
export function siteEntries(knowledge: ChatKnowledge, now: Date): KnowledgeEntry[] {
  return [
    ...offerEntries(knowledge, now),
    ...faqEntries(knowledge),
    ...legalEntries(),
    ...contactEntries(knowledge),
    consultationEntry(knowledge),
    ...knowledge.aiTools.map(toolEntry),
    ...toolListEntries(knowledge),
    ...knowledge.demos.map(demoEntry),
    ...listEntries(knowledge, now),
  ]
}

/** The lists a visitor asks for whole: everything for sale with its price, what we do, the live demos. */
function listEntries(knowledge: ChatKnowledge, now: Date): KnowledgeEntry[] {
  const offers = catalogueOffers(knowledge, now)
  const onSale = [...planOffers(knowledge), ...serviceOffers(knowledge, now)].filter((offer) => offer.originalAmount !== undefined)
  const live = knowledge.demos.filter((demo) => liveDemoUrl(demo))
  const industries = [...new Set(knowledge.demos.map((demo) => demo.industry.toLowerCase()))]
  return [
    {
      id: 'list:prices',
      title: 'Prices',
      text: `Our prices: ${offers.map((offer) => `${offer.name} ${priceOf(offer)}`).join('; ')}.`,
      keywords: 'price list all prices plans',
      phrasings: ['what are your prices', 'what plans do you have', 'send me a price list', 'how much do you charge'],
      source: SITE_PAGES.pricing,
      weight: LIST_WEIGHT,
    },
    ...extremes(offers),
    {
      id: 'list:sales',
      title: 'Sale prices',
      text: `On sale now: ${onSale.map((offer) => `${offer.name} ${offer.priceText}${saleNote(offer)}`).join('; ')}.`,
      keywords: 'sale discount special deal promo offers',
      source: SITE_PAGES.pricing,
    },
    {
      id: 'list:services',
      title: 'Services',
      text: `Our services: ${knowledge.services.map((service) => service.title).join(', ')}. ${contactFacts(knowledge.settings).description}`.trim(),
      keywords: 'services solutions products company about',
      phrasings: ['what do you do', 'what services do you offer', 'what do you sell', 'what does your company do'],
      source: SITE_PAGES.services,
      weight: LIST_WEIGHT,
    },
    ...(industries.length > 0
      ? [
          {
            id: 'list:industries',
            title: 'Industries',
            text: `We work with small businesses of every kind; our demos show ${new Intl.ListFormat('en-AU').format(industries)}.`,
            keywords: 'industries businesses work with kinds',
            source: SITE_PAGES.demos,
            weight: LIST_WEIGHT,
          },
        ]
      : []),
    ...(live.length > 0
      ? [
          {
            id: 'list:demos',
            title: 'Live demos',
            text: `You can try these demos live: ${live.map((demo) => `${demo.title} (${demo.industry}) at ${liveDemoUrl(demo)}`).join('; ')}.`,
            keywords: 'demo demos examples show',
            source: SITE_PAGES.demos,
            // As much as each demo: a question naming an industry is about its demo, not the list.
            weight: SIDE_LIST_WEIGHT,
          },
        ]
      : []),
  ].filter((entry) => !entry.text.endsWith(': .'))
}

/** The cheapest and the dearest of what is for sale, by their current prices. */
function extremes(offers: PriceOffer[]): KnowledgeEntry[] {
  const priced = offers.filter((offer) => offer.amount !== undefined).sort((a, b) => (a.amount as number) - (b.amount as number))
  const cheapest = priced[0]
  const dearest = priced.at(-1)
  if (!cheapest || !dearest) return []
  const tied = (offer: PriceOffer) => priced.filter((other) => other.amount === offer.amount && other !== offer)
  const alsoAt = (offer: PriceOffer) => (tied(offer).length > 0 ? `, as is the ${tied(offer).map((other) => other.name).join(' and the ')}` : '')
  return [
    { id: 'list:cheapest', title: 'Cheapest option', text: `Our most affordable option is the ${cheapest.name} at ${priceOf(cheapest)}${alsoAt(cheapest)}.`, keywords: 'cheapest price lowest affordable budget plan', source: SITE_PAGES.pricing },
    { id: 'list:dearest', title: 'Most expensive option', text: `Our highest-priced option is the ${dearest.name} at ${priceOf(dearest)}${alsoAt(dearest)}.`, keywords: 'most expensive price highest dearest plan', source: SITE_PAGES.pricing },
  ]
}

/** What the tool lists are about, so 'which ones are free?' after them is about the tools. */
const TOOLS_SUBJECT = 'AI tools'

/** One entry per AI Tools badge: 'Free AI tools: ...'. */
function toolListEntries(knowledge: ChatKnowledge): KnowledgeEntry[] {
  const groups = new Map<ToolBadge, AiTool[]>()
  for (const tool of knowledge.aiTools) {
    const badge = toolBadge(tool)
    if (badge) groups.set(badge, [...(groups.get(badge) ?? []), tool])
  }
  const counts = countTools(knowledge.aiTools)
  const kinds = [
    counts.free > 0 && `${counts.free} free`,
    counts.credit > 0 && `${counts.credit} that ${counts.credit === 1 ? 'runs' : 'run'} on credits`,
    counts.premium > 0 && `${counts.premium} premium`,
    counts['coming-soon'] > 0 && `${counts['coming-soon']} coming soon`,
  ].filter(Boolean)
  const overview: KnowledgeEntry = {
    id: 'tools:all',
    title: 'AI tools',
    text: `Our AI Tools page has ${counts.all} ${counts.all === 1 ? 'tool' : 'tools'} for small businesses: ${new Intl.ListFormat('en-AU').format(kinds as string[])}.`,
    keywords: 'ai tools list count',
    source: SITE_PAGES.aiTools,
    subject: TOOLS_SUBJECT,
  }
  if (counts.all === 0) return []
  return [overview, ...[...groups].map(([badge, tools]) => ({
    id: `tools:${badge}`,
    title: TOOL_GROUP[badge](2),
    text: `We have ${tools.length} ${TOOL_GROUP[badge](tools.length)}: ${tools.map((tool) => tool.name).join(', ')}.`,
    keywords: 'ai tools list which count',
    source: SITE_PAGES.aiTools,
    subject: TOOLS_SUBJECT,
  }))]
}

function offerEntries(knowledge: ChatKnowledge, now: Date): KnowledgeEntry[] {
  const plans = planOffers(knowledge).map((offer) => ({ offer, source: { title: offer.name, url: `/pricing#${planAnchor(offer.name)}` }, partOf: SITE_PAGES.pricing }))
  const services = serviceOffers(knowledge, now).map((offer, index) => {
    // serviceOffers keeps the active services in their order.
    const slug = knowledge.services.filter((service) => service.isActive)[index]?.slug ?? ''
    return { offer, source: { title: offer.name, url: `/services/${slug}` }, partOf: SITE_PAGES.services }
  })
  return [...plans, ...services].flatMap(({ offer, source, partOf }) => {
    // A bundle ('chatbots and voice agents') is named by its own name: the plans answer for each product.
    const noun = offer.kind && offer.kind !== 'workforce' ? PRODUCT_NOUNS[offer.kind] : undefined
    const entry: KnowledgeEntry = {
      id: `${offer.source}:${offer.name}`,
      title: offer.name,
      text: offerText(offer),
      keywords: [
        noun?.one,
        noun?.many,
        offer.source,
        offer.amount !== undefined && 'price cost',
        offer.originalAmount !== undefined && 'sale discount special deal',
        offer.saleEndsAt && 'sale ends end date',
      ]
        .filter(Boolean)
        .join(' '),
      source,
      partOf,
      subject: offer.name,
    }
    const costs = offer.source === 'plan' && offer.kind ? runningCostsOf(offer.kind) : undefined
    if (!costs) return [entry]
    const lines = costs.lines.map((line) => `${line.label.toLowerCase()} ${line.amount}`)
    const total = costs.total ? ` (${costs.total.label.toLowerCase()} ${costs.total.amount})` : ''
    const running: KnowledgeEntry = {
      id: `running-costs:${offer.name}`,
      title: costs.title,
      // One sentence, so an answer never names the running costs without their figures.
      text: `After setup, the ${offer.name}'s only running costs are paid straight to the providers, not to us: ${lines.join(', ')}${total}.`,
      keywords: noun?.one,
      source,
      subject: offer.name,
    }
    // Each cost on its own, so 'how much is a domain name per year?' is answered with that line.
    const eachCost = costs.lines.map((line) => ({
      id: `running-cost:${offer.name}:${line.label}`,
      title: `${line.label} (${noun?.one ?? offer.name})`,
      text: `${line.label} for ${noun ? `a ${noun.one}` : `the ${offer.name}`} costs about ${line.amount}, paid straight to the provider, not to us.`,
      keywords: 'running costs ongoing monthly',
      source,
      subject: offer.name,
    }))
    return [entry, running, ...eachCost]
  })
}

/** ', down from $1,299' or ', on sale until 10 December 2026 (usually $599)'. */
function saleNote(offer: PriceOffer): string {
  if (offer.originalAmount === undefined) return ''
  const usually = formatPrice(offer.originalAmount, offer.currency)
  if (offer.saleEndsAt === undefined) return `, down from ${usually}`
  return `, on sale${offer.saleEndsAt ? ` until ${formatLongDate(offer.saleEndsAt)}` : ''} (usually ${usually})`
}

/** '$899 one-time setup', '$449 per workshop', '$499 (up to 3 pages)': the price with what it covers; the text alone when there is none. */
function priceOf(offer: PriceOffer): string {
  if (offer.amount === undefined) return offer.priceText
  return `${offer.priceText}${/^(per|one)\b/i.test(offer.note) ? ` ${offer.note}` : ` (${offer.note})`}`
}

/** '$899 one-time setup (was $1,299)': the price as the pricing page shows it, with any sale. */
function offerText(offer: PriceOffer): string {
  const features = offer.features.length > 0 ? ` Included features: ${offer.features.join('; ')}.` : ''
  return `The ${offer.name} is ${priceOf(offer)}${saleNote(offer)}. ${offer.description}${features}`.replace(/\.\./g, '.')
}

function faqEntries(knowledge: ChatKnowledge): KnowledgeEntry[] {
  return knowledge.faq.flatMap((category) =>
    category.questions.map((item) => ({
      id: `faq:${item.question}`,
      title: item.question,
      text: item.answer,
      phrasings: item.phrasings,
      source: { title: item.question, url: `/faq#${faqAnchor(item.question)}` },
    })),
  )
}

function legalEntries(): KnowledgeEntry[] {
  return (Object.keys(LEGAL_STATEMENTS) as (keyof typeof LEGAL_STATEMENTS)[]).map((topic) => {
    const { page, section, title } = LEGAL_SOURCES[topic]
    return { id: `legal:${topic}`, title, text: LEGAL_STATEMENTS[topic], phrasings: LEGAL_QUESTIONS[topic], keywords: topic, source: { title, url: `${page}#${section}` } }
  })
}

function contactEntries(knowledge: ChatKnowledge): KnowledgeEntry[] {
  const contact = contactFacts(knowledge.settings)
  const phones = [contact.phone, contact.secondaryPhone].filter(Boolean)
  const emails = [contact.email && `${contact.email} for enquiries`, contact.supportEmail && contact.supportEmail !== contact.email && `${contact.supportEmail} for support`].filter(Boolean)
  return [
    { id: 'contact:phone', title: 'Phone number', text: `You can call us on ${phones.join(' or ')}.`, keywords: 'call ring number contact', source: SITE_PAGES.contact },
    { id: 'contact:email', title: 'Email address', text: `You can email us at ${emails.join(', or ')}.`, keywords: 'contact reach', source: SITE_PAGES.contact },
    {
      id: 'contact:address',
      title: 'Office address',
      text: [contact.address && `Our office is at ${contact.address}.`, contact.locationNote].filter(Boolean).join(' '),
      keywords: 'address where located based office suburb visit',
      source: SITE_PAGES.contact,
    },
    { id: 'contact:hours', title: 'Business hours', text: `Our business hours (Melbourne time): ${hoursLines(knowledge.settings).join('; ')}.`, keywords: 'open close opening hours', source: SITE_PAGES.contact },
  ].filter((entry) => entry.text.length > 0)
}

function consultationEntry(knowledge: ChatKnowledge): KnowledgeEntry {
  const times = consultationTimes(knowledge)
  return {
    id: 'consultation',
    title: 'Free consultation',
    text: `The first step is a free ${CONSULTATION.minutes}-minute phone consultation with the team, on weekdays between ${times.first} and ${times.last} Melbourne time. Book it with the Book Call button, or tell me a day and time that suits.`,
    keywords: 'book call meeting chat first talk how long minutes duration',
    source: SITE_PAGES.book,
  }
}

/** What each of the AI Tools page's badges means, said to a visitor. */
const TOOL_STATUS: Record<ToolBadge, string> = {
  'COMING SOON': "It's coming soon, so it isn't available just yet.",
  PREMIUM: "It's one of our premium tools.",
  FREE: "It's free to use.",
  CREDITS: 'It runs on credits.',
}

/** A list answers a question that names no item of it: one that names an item is about that item. */
const LIST_WEIGHT = 0.5
/** An AI tool or a demo shares its words with the products ('booking', 'chatbot'): asked alike, the product is meant. */
const SIDE_LIST_WEIGHT = 0.5
/** The tools are the longest list, named by what they do ('Booking Reminder SMS Writer'): a question names one in full. */
const TOOL_WEIGHT = 0.25

/** 'free AI tools', 'AI tool that runs on credits': a group of the AI Tools page, for a count. */
const TOOL_GROUP: Record<ToolBadge, (count: number) => string> = {
  'COMING SOON': (count) => `AI ${count === 1 ? 'tool' : 'tools'} coming soon`,
  PREMIUM: (count) => `premium AI ${count === 1 ? 'tool' : 'tools'}`,
  FREE: (count) => `free AI ${count === 1 ? 'tool' : 'tools'}`,
  CREDITS: (count) => (count === 1 ? 'AI tool that runs on credits' : 'AI tools that run on credits'),
}

function toolEntry(tool: AiTool): KnowledgeEntry {
  const url = tool.comingSoon ? undefined : safeToolUrl(tool.url)
  const badge = toolBadge(tool)
  return {
    id: `tool:${tool.name}`,
    title: tool.name,
    text: [`${tool.name} is one of our AI tools: ${tool.description}`, badge && TOOL_STATUS[badge], url && `You can try it here: ${url}`].filter(Boolean).join(' '),
    keywords: `ai tool ${tool.category}`,
    source: { title: tool.name, url: `/ai-tools#${toolAnchor(tool.name)}` },
    partOf: SITE_PAGES.aiTools,
    subject: tool.name,
    weight: TOOL_WEIGHT,
  }
}

function demoEntry(demo: DemoSite): KnowledgeEntry {
  const url = liveDemoUrl(demo)
  return {
    id: `demo:${demo.title}`,
    title: demo.title,
    text: [
      `${demo.title} is our ${demo.industry.toLowerCase()} demo: ${demo.description}`,
      url ? `Try it live here: ${url}` : `It's marked ${demo.status.toLowerCase()} at the moment, so it isn't live just yet.`,
    ].join(' '),
    keywords: `${demo.industry} demo example ${demo.features.join(' ')}`,
    phrasings: [`${demo.industry} demo`, `an example for ${demo.industry}`],
    source: { title: demo.title, url: `/demos#${demoAnchor(demo.title)}` },
    partOf: SITE_PAGES.demos,
    subject: demo.title,
    weight: SIDE_LIST_WEIGHT,
  }
}

const bases = new WeakMap<ChatKnowledge, KnowledgeBase>()

/** The site's knowledge base for this knowledge, built once for it (the knowledge object is kept while the content is unchanged). */
export function siteKnowledgeBase(knowledge: ChatKnowledge, words: WordForms, now: Date): KnowledgeBase {
  let base = bases.get(knowledge)
  if (!base) {
    base = buildKnowledgeBase(siteEntries(knowledge, now), AGENCY_VOCABULARY, words)
    bases.set(knowledge, base)
  }
  return base
}
