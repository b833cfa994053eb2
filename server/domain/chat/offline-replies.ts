/**
 * The built-in assistant's answers, one composer per intent. Every fact comes from the knowledge
 * passed in (prices from the live plans and services, hours and contact details from the settings,
 * counts from the tools and demos, legal figures from core/legal-facts.ts); the wording varies
 * with the conversation's seed.
 */
import type { AiTool, DemoSite } from '../../../contract/content.ts'
import { liveDemoUrl } from '../../../core/demo-rules.ts'
import { formatLongDate } from '../../../core/format.ts'
import { LEGAL_FACTS, LEGAL_STATEMENTS } from '../../../core/legal-facts.ts'
import { percentOff } from '../../../core/pricing-rules.ts'
import { filterTools, safeToolUrl, type ToolBadge, toolBadge, type ToolFilter } from '../../../core/tool-filters.ts'
import type { Hit, KnowledgeIndex } from './knowledge-index.ts'
import {
  amountsIn,
  type ChatKnowledge,
  CONSULTATION,
  consultationTimes,
  catalogueOffers,
  contactFacts,
  formatPrice,
  hoursLines,
  hoursOn,
  liveDemos,
  type OfferKind,
  offerFor,
  openState,
  PRODUCT_NOUNS,
  type PriceOffer,
  runningCostsOf,
  sentencesOf,
  serviceOffers,
  setupTimeOf,
  toolCounts,
  WEEKDAYS,
} from './knowledge.ts'
import { findEnumEntities, type Understanding } from './language-model.ts'
import type { Intent } from './training-data.ts'

export type Conversation = {
  knowledge: ChatKnowledge
  index: KnowledgeIndex
  now: Date
  /** Varies the wording deterministically. */
  seed: number
  /** The visitor's message, contact details taken out. */
  text: string
  understanding: Understanding
  /** Products this message names, else the ones the conversation was last about. */
  products: OfferKind[]
  /** The one offer the assistant's last reply was about ('and what does it include?'). */
  lastOffer: PriceOffer | undefined
  /** A plan or service this message names ('the staff training workshop'). */
  namedOffer: PriceOffer | undefined
  /** Industries this message names, else the ones the visitor named before. */
  industries: string[]
  name: string | undefined
  /** The visitor has given an email or phone number at some point. */
  contactKnown: boolean
  firstTurn: boolean
  lastAssistant: string | undefined
  /** When the message suggests a time for the call. */
  preferredTime: PreferredTime | undefined
  /** The reply will end by asking for contact details or offering the consultation. */
  followsUp: boolean
  consultationOffered: boolean
  intents: readonly Intent[]
}

export type Composer = (conversation: Conversation) => string

/** A time the visitor suggests for the call: 'Tuesday at 10:30 AM', whether that is a weekend, and the clock time ('10:30 AM') if one was given. */
export type PreferredTime = { text: string; weekend: boolean; clock: string | undefined }

// ---------------------------------------------------------------------------------------------
// Wording helpers

export function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(seed) % options.length] as T
}

const listFormats = {
  and: new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' }),
  or: new Intl.ListFormat('en-AU', { style: 'long', type: 'disjunction' }),
}
/** 'a, b and c' (no serial comma, the Australian way), or 'a, b or c'. */
const listJoin = (items: readonly string[], type: keyof typeof listFormats = 'and') => listFormats[type].format(items)
const capitalise = (text: string) => (text[0]?.toUpperCase() ?? '') + text.slice(1)
/** 'A website chatbot ...' -> 'a website chatbot ...', leaving acronyms and names ('AI chatbots') alone. */
const lowerFirst = (text: string) => (/^(A|An|[A-Z][a-z]+)\b/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text)
const withoutFinalStop = (text: string) => text.trim().replace(/[.!]+$/, '')
export const join = (...parts: (string | false | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join(' ')
export const lines = (...parts: (string | false | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join('\n')
const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`)
const siteName = (conversation: Conversation) => contactFacts(conversation.knowledge.settings).siteName

/** 'AI chatbots, AI voice agents, websites and business automation': what the catalogue sells. */
function whatWeSell(knowledge: ChatKnowledge, type: 'and' | 'or' = 'and'): string {
  const kinds = new Set(catalogueOffers(knowledge).flatMap((offer) => expand(offer.kind ? [offer.kind] : [])))
  const named = (['chatbot', 'voice', 'website', 'automation'] as const).filter((kind) => kinds.has(kind)).map((kind) => PRODUCT_NOUNS[kind].many)
  return named.length > 0 ? listJoin(named, type) : 'AI solutions for your business'
}

/** 'AI workforce' means both chatbots and voice agents. */
function expand(products: readonly OfferKind[]): OfferKind[] {
  return [...new Set(products.flatMap((kind) => (kind === 'workforce' ? (['chatbot', 'voice'] as OfferKind[]) : [kind])))]
}

/** The offer a question is about: the product it names (or the conversation's), else the one the last reply was about. */
function subject(conversation: Conversation): PriceOffer | undefined {
  if (conversation.namedOffer) return current(conversation, conversation.namedOffer)
  const kind = expand(conversation.products)[0]
  if (kind) return offerFor(conversation.knowledge, kind, conversation.now)
  return conversation.lastOffer
}

/** The offer as it stands now (a sale may have started or ended since the index was built). */
function current(conversation: Conversation, offer: PriceOffer): PriceOffer {
  const offers = [...catalogueOffers(conversation.knowledge, conversation.now), ...serviceOffers(conversation.knowledge, conversation.now)]
  return offers.find((entry) => entry.name === offer.name && entry.source === offer.source) ?? offer
}

/** 'up to 3 pages', when a plan or service says so. */
function scopeOf(offer: PriceOffer): string | undefined {
  return /\bup to \d+ pages?\b/i.exec([offer.note, offer.description, ...offer.features].join(' '))?.[0]?.toLowerCase()
}

/** The price with what it covers: '$899 per automation project', '$499 (up to 3 pages)', '$699'. */
function pricePhrase(offer: PriceOffer): string {
  if (offer.amount === undefined) return offer.priceText
  if (/^per /i.test(offer.note)) return `${offer.priceText} ${offer.note}`
  const scope = scopeOf(offer)
  return scope ? `${offer.priceText} (${scope})` : offer.priceText
}

/** ', down from $1,299' or ', on sale until 31 March 2026 (usually $699)'. */
function wasPhrase(offer: PriceOffer): string {
  if (offer.originalAmount === undefined) return ''
  const was = formatPrice(offer.originalAmount, offer.currency)
  if (offer.saleEndsAt !== undefined) return `, on sale${offer.saleEndsAt ? ` until ${formatLongDate(offer.saleEndsAt)}` : ''} (usually ${was})`
  return `, down from ${was}`
}

/** Features worth telling a visitor about: not the setup time or ownership, said elsewhere. */
function highlights(offer: PriceOffer, count: number): string[] {
  return offer.features.filter((feature) => !/set ?up in|you own|no monthly|\bup to \d+\b/i.test(feature)).slice(0, count)
}

function runningCostSentence(kind: OfferKind | undefined): string | undefined {
  const costs = kind ? runningCostsOf(kind) : undefined
  if (!costs) return undefined
  const amount = (label: RegExp) => costs.lines.find((line) => label.test(line.label))?.amount
  if (costs.kind === 'voice' && costs.total) return `Ongoing costs are just the phone line and call usage, typically ${costs.total.amount}, paid straight to the providers.`
  if (costs.kind === 'chatbot') return `After setup you only pay for AI usage (usually ${amount(/usage/i)}) plus any optional integrations.`
  if (costs.kind === 'website') return `After launch you only pay for hosting (${amount(/hosting/i)}) and your domain (${amount(/domain/i)}).`
  return undefined
}

function offerSentence(offer: PriceOffer, seed: number): string {
  if (offer.amount === undefined) return `For our ${offer.name}, pricing is ${lowerFirst(offer.priceText)}.`
  const price = pricePhrase(offer)
  const was = wasPhrase(offer)
  if (offer.kind === 'workforce') return `Our ${offer.name} (${PRODUCT_NOUNS.workforce.many}) start from ${price} as a one-time setup fee${was}.`
  if (offer.source === 'service') return `Our ${offer.name} ${/s$/i.test(offer.name) ? 'start' : 'starts'} from ${price}, as a one-time fee${was}.`
  return pick(
    [
      `Our ${offer.name} is ${price} as a one-time setup fee${was}.`,
      `The ${offer.name} is a one-time setup of ${price}${was}, with no monthly subscription to us.`,
      `The ${offer.name} costs ${price}, paid once${was}.`,
    ],
    seed,
  )
}

function missingOffer(kind: OfferKind): string {
  return `We don't have a listed price for a ${PRODUCT_NOUNS[kind].one} at the moment, so the team would quote it for you after a free ${CONSULTATION.minutes}-minute phone consultation.`
}

/** The live FAQ answer on a topic, found by its question and answer so a reworded entry still is; none when the FAQ has none. */
const faqOn = (conversation: Conversation, topic: string) => conversation.index.faqOn(topic)?.answer

const OWNERSHIP_LINE = 'You pay once and own it, with no monthly subscription; only AI usage and any third-party services recur.'

// ---------------------------------------------------------------------------------------------
// Prices

const pricing: Composer = (conversation) => {
  // 'How much is it?' is about the product the conversation is on; 'what are your prices?' is the whole list.
  if (conversation.namedOffer) return offerPrice(conversation, current(conversation, conversation.namedOffer))
  const named = conversation.understanding.products.length > 0
  const refersBack = !named && /\b(it|that|this|one|they|them)\b/i.test(conversation.text)
  const kinds = named || refersBack ? expand(conversation.products) : []
  if (kinds.length === 1) return productPrice(conversation, kinds[0] as OfferKind)
  if (kinds.length > 1) return join(pricesSentence(conversation, kinds.slice(0, 3), '', true), OWNERSHIP_LINE)
  return priceList(conversation)
}

function pricesSentence(conversation: Conversation, kinds: OfferKind[], lead = '', withTotal = false): string {
  const offers = kinds.map((kind) => ({ kind, offer: offerFor(conversation.knowledge, kind, conversation.now) }))
  const priced = offers.filter(({ offer }) => offer?.amount !== undefined).map(({ offer }) => `the ${offer?.name} is ${pricePhrase(offer as PriceOffer)}`)
  const missing = offers.filter(({ offer }) => offer?.amount === undefined).map(({ kind }) => missingOffer(kind))
  const basis = priced.length > 2 ? 'all one-time setup fees' : priced.length === 2 ? 'both one-time setup fees' : 'as a one-time setup fee'
  const listed = priced.length > 0 ? `${lead ? `${lead}${listJoin(priced)}` : capitalise(listJoin(priced))}, ${basis}.` : undefined
  const amounts = offers.flatMap(({ offer }) => (offer?.amount !== undefined && offer.currency === 'AUD' ? [offer.amount] : []))
  const total = withTotal && amounts.length > 1 && amounts.length === offers.length ? `Together that's ${formatPrice(amounts.reduce((sum, amount) => sum + amount, 0))} all up.` : undefined
  return join(listed, total, ...missing)
}

function priceList(conversation: Conversation): string {
  const offers = catalogueOffers(conversation.knowledge, conversation.now)
  if (offers.length === 0) {
    return `Every solution is quoted to fit your business, so the best first step is a free ${CONSULTATION.minutes}-minute phone consultation where the team gives you a fixed quote.`
  }
  const unit = offers.every((offer) => offer.currency === 'AUD') ? ' (AUD, including GST)' : ''
  const intro = pick(
    [`Here's where our one-time setup fees sit${unit}:`, `Sure! Our current one-time setup prices${unit} are:`, `Happy to help. Our pricing${unit}, all one-time setup fees:`],
    conversation.seed,
  )
  return lines(
    intro,
    ...offers.map((offer) => `- ${offer.name}: ${pricePhrase(offer)}${wasPhrase(offer)}`),
    'You pay once and own it, with no monthly subscription. The only ongoing costs are AI usage and any third-party services you choose, like a phone line or hosting.',
  )
}

function productPrice(conversation: Conversation, kind: OfferKind): string {
  const offer = offerFor(conversation.knowledge, kind, conversation.now)
  if (!offer) return missingOffer(kind)
  return offerPrice(conversation, offer, kind)
}

function offerPrice(conversation: Conversation, offer: PriceOffer, kind = offer.kind): string {
  const features = highlights(offer, 2)
  const featureSentence = features.length > 0 && offer.kind === kind ? `Highlights: ${features.map(lowerFirst).join('; ')}.` : undefined
  return join(offerSentence(offer, conversation.seed), featureSentence, runningCostSentence(kind))
}

/** A plan or service with no kind of its own is priced the same way, from its own record. */


const pricedOffers = (conversation: Conversation) =>
  catalogueOffers(conversation.knowledge, conversation.now)
    .filter((offer) => offer.amount !== undefined)
    .sort((a, b) => (a.amount as number) - (b.amount as number))

const cheapest: Composer = (conversation) => {
  const kinds = expand(conversation.products)
  const among = kinds.length > 1 ? pricedOffers(conversation).filter((offer) => offer.kind && kinds.includes(offer.kind)) : pricedOffers(conversation)
  const [first, ...rest] = among
  if (!first) return priceList(conversation)
  const next = rest[0]
  return join(
    `Our most affordable option is the ${first.name} at ${pricePhrase(first)}${wasPhrase(first)}, as a one-time setup fee.`,
    next && `Next is the ${next.name} at ${pricePhrase(next)}.`,
    first.description && `The ${first.name} is ${lowerFirst(withoutFinalStop(first.description))}.`,
  )
}

const dearest: Composer = (conversation) => {
  const offers = pricedOffers(conversation)
  const top = offers.at(-1)
  if (!top) return priceList(conversation)
  const tied = offers.filter((offer) => offer.amount === top.amount && offer !== top)
  return join(
    `Our highest-priced option is the ${top.name} at ${pricePhrase(top)}${wasPhrase(top)}, as a one-time setup fee.`,
    tied.length > 0 && `The ${listJoin(tied.map((offer) => offer.name))} ${tied.length === 1 ? 'is' : 'are'} the same price.`,
    top.description && `The ${top.name} is ${lowerFirst(withoutFinalStop(top.description))}.`,
  )
}

const popular: Composer = (conversation) => {
  const featured = conversation.knowledge.plans.filter((plan) => plan.isFeatured).map((plan) => plan.name)
  const offers = catalogueOffers(conversation.knowledge, conversation.now).filter((offer) => featured.includes(offer.name))
  if (offers.length === 0) return join('Every business is different, so the team recommends what fits at the free consultation.', cheapest(conversation))
  return join(
    `Our most popular ${offers.length === 1 ? 'plan is' : 'plans are'} ${listJoin(offers.map((offer) => `the ${offer.name} (${pricePhrase(offer)}${wasPhrase(offer)})`))}.`,
    offers[0]?.description && `The ${offers[0].name} is ${lowerFirst(withoutFinalStop(offers[0].description))}.`,
  )
}

const budget: Composer = (conversation) => {
  const amount = conversation.understanding.money
  if (amount === undefined) return pricing(conversation)
  const offers = pricedOffers(conversation)
  const fits = offers.filter((offer) => (offer.amount as number) <= amount)
  if (fits.length > 0) {
    return lines(
      'Good news, these fit within that budget (one-time setup fees):',
      ...fits.map((offer) => `- ${offer.name}: ${pricePhrase(offer)}`),
      'There are no monthly fees to us afterwards, just AI usage and any third-party services.',
    )
  }
  const first = offers[0]
  if (!first) return priceList(conversation)
  return join(
    `Our most affordable option is the ${first.name} at ${pricePhrase(first)}, as a one-time setup fee.`,
    `If that's a stretch right now, the team is happy to talk through what's possible in a free ${CONSULTATION.minutes}-minute consultation.`,
  )
}

const discount: Composer = (conversation) => {
  const asked = conversation.namedOffer ?? (conversation.understanding.products.length === 0 ? conversation.lastOffer : undefined)
  if (asked) {
    const offer = current(conversation, asked)
    if (offer.saleEndsAt !== undefined && offer.originalAmount !== undefined) {
      return `Yes! The ${offer.name} is on sale at ${offer.priceText} (usually ${formatPrice(offer.originalAmount, offer.currency)})${offer.saleEndsAt ? `, until ${formatLongDate(offer.saleEndsAt)} (Melbourne time)` : ''}.`
    }
    if (offer.source === 'service') return `The ${offer.name} isn't on sale at the moment: it's ${pricePhrase(offer)}${/one[- ]?(time|off)/i.test(offer.note) ? '' : ', a one-time fee'}.`
  }
  const reduced = catalogueOffers(conversation.knowledge, conversation.now).filter((offer) => offer.amount !== undefined && offer.originalAmount !== undefined)
  if (reduced.length === 0) {
    return `Our prices are already one-time setup fees with no subscription, and the team can tailor a fixed quote to your budget at a free ${CONSULTATION.minutes}-minute consultation.`
  }
  return lines(
    'These are reduced right now:',
    ...reduced.map((offer) => {
      const original = offer.originalAmount as number
      const percent = percentOff(offer.amount, original)
      const until = offer.saleEndsAt ? `, sale ends ${formatLongDate(offer.saleEndsAt)}` : ''
      return `- ${offer.name}: ${offer.priceText}, was ${formatPrice(original, offer.currency)}${percent ? ` (${percent}% off)` : ''}${until}`
    }),
    "If you're after a bundle of several solutions, ask the team at your free consultation.",
  )
}

const gst: Composer = (conversation) => {
  const offers = catalogueOffers(conversation.knowledge, conversation.now)
  const foreign = offers.filter((offer) => offer.currency !== 'AUD')
  const example = [subject(conversation), ...offers].find((offer) => offer?.amount !== undefined && offer.currency === 'AUD')
  return join(
    'All our prices are in Australian dollars and include GST where applicable.',
    example && `For example, the ${example.name} is ${example.priceText} including GST, as a one-time setup fee.`,
    foreign.length > 0 && `The exception is ${listJoin(foreign.map((offer) => offer.name))}, which is listed in ${foreign[0]?.currency}.`,
  )
}

const compare: Composer = (conversation) => {
  const { knowledge } = conversation
  const kinds = expand(conversation.products.length > 0 ? conversation.products : ['chatbot', 'voice']).slice(0, 2)
  const explanation = kinds.includes('chatbot') && kinds.includes('voice') ? faqOn(conversation, 'difference between a chatbot and a voice agent: writing versus phone calls') : undefined
  const prices = pricesSentence(conversation, kinds, 'Price-wise, ', true)
  // The FAQ's general 'from $X' line is left out where the live price of each product follows.
  if (explanation) return join(...sentencesOf(explanation).filter((sentence) => amountsIn(sentence).length === 0).map((sentence) => sentence.trim()), prices)
  const descriptions = kinds.map((kind) => {
    const offer = offerFor(knowledge, kind, conversation.now)
    return offer?.description ? `- ${offer.name}: ${offer.description}` : undefined
  })
  return lines('Here is how they compare:', ...descriptions, prices)
}

const included: Composer = (conversation) => {
  const offer = subject(conversation)
  if (offer && offer.features.length > 0) {
    const price = offer.amount !== undefined ? ` (${offer.priceText}, one-time)` : ''
    return lines(
      `Our ${offer.name}${price} includes:`,
      ...offer.features.map((feature) => `- ${feature}`),
      'Custom configuration, integrations, training and ongoing support are quoted separately.',
    )
  }
  return (
    faqOn(conversation, 'setup fee covers building and installing; extras quoted separately') ??
    'The setup fee covers building and installing the core solution; anything extra is quoted in writing before work starts.'
  )
}

const ownership: Composer = (conversation) => {
  const kind = expand(conversation.products)[0] ?? (conversation.lastOffer?.kind === 'workforce' ? undefined : conversation.lastOffer?.kind)
  const noun = kind ? PRODUCT_NOUNS[kind].one : 'solution'
  const offer = kind ? offerFor(conversation.knowledge, kind, conversation.now) : undefined
  // 'How much for a chatbot, and is it monthly?': the price first, then what recurs.
  const priced = conversation.intents.includes('pricing') && offer ? offerSentence(offer, conversation.seed) : undefined
  const costs = kind ? runningCostsOf(kind) : undefined
  const breakdown = costs
    ? [
        `Typical third-party running costs for a ${noun}:`,
        ...costs.lines.map((line) => `- ${line.label}: ${line.amount}`),
        ...(costs.total ? [`- ${costs.total.label}: ${costs.total.amount}`] : []),
      ]
    : []
  return lines(
    join(
      priced ?? pick(["There's no monthly fee to us.", 'Good news: there is no subscription.'], conversation.seed),
      `You pay a one-time setup fee and own the ${noun} outright, with no lock-in contract.`,
      'The only cost that may recur is the AI language-model usage, plus any third-party services you choose (like a phone number or hosting), which you pay to those providers directly.',
    ),
    ...breakdown,
    'Custom configuration, integrations, training and ongoing support are quoted separately, only if you want them.',
  )
}

// ---------------------------------------------------------------------------------------------
// Terms: payment, warranty, termination, privacy (core/legal-facts.ts)

const payment: Composer = () => join(LEGAL_STATEMENTS.payment, LEGAL_STATEMENTS.lateFee, LEGAL_STATEMENTS.gst)

const warranty: Composer = () =>
  join(LEGAL_STATEMENTS.warranty, 'Support after that, and maintenance, are quoted separately if you want them. The full details are in our Terms of Service.')

const termination: Composer = () =>
  join(
    'There is no subscription to cancel: you pay a one-time setup fee and own the solution.',
    LEGAL_STATEMENTS.termination,
    'The full details are in our Terms of Service.',
  )

const privacy: Composer = () => join(LEGAL_STATEMENTS.privacyRequests, LEGAL_STATEMENTS.retention, 'Our Privacy Policy has the details.')

// ---------------------------------------------------------------------------------------------
// Setup, integrations, support

const setup: Composer = (conversation) => {
  const { knowledge } = conversation
  const kinds = expand(conversation.products.length > 0 ? conversation.products : conversation.lastOffer?.kind ? [conversation.lastOffer.kind] : [])
  const timed = kinds.map((kind) => ({ kind, time: setupTimeOf(offerFor(knowledge, kind, conversation.now)) })).filter((item) => item.time)
  if (timed.length > 0) {
    return join(
      `${capitalise(listJoin(timed.map(({ kind, time }) => `a ${PRODUCT_NOUNS[kind].one} usually takes ${time}`)))} to set up, once we have your content and access details.`,
      'More complex work, such as several integrations, takes longer, and you get a timeline with your quote.',
    )
  }
  const guide = catalogueOffers(knowledge, conversation.now)
    .map((offer) => ({ offer, time: setupTimeOf(offer) }))
    .filter((item) => item.time && item.offer.kind && item.offer.kind !== 'workforce')
    .map(({ offer, time }, index) => `a ${PRODUCT_NOUNS[offer.kind as OfferKind].one}${index === 0 ? ' takes' : ''} ${time}`)
  return join(
    faqOn(conversation, 'how long to get up and running: a basic installation takes weeks to launch') ?? 'A basic installation usually takes 1-2 weeks, and more complex work takes longer.',
    guide.length > 0 && `As a guide, ${listJoin(guide)}.`,
    conversation.index.faqSentence('several integrations usually take weeks'),
  )
}

const start: Composer = (conversation) => faqOn(conversation, 'when can you start on my project: weeks after accepting the quote') ?? setup(conversation)

/** The FAQ answer the visitor's question finds among those on these topics, else the one on the first topic. */
function closestFaq(conversation: Conversation, topics: readonly [string, ...string[]]): string | undefined {
  return (conversation.index.faqClosest(topics, conversation.text) ?? conversation.index.faqOn(topics[0]))?.answer
}

const integrations: Composer = (conversation) => {
  const answer =
    closestFaq(conversation, [
      'connect to my booking system, CRM, calendars and other tools',
      'work with my existing website: WordPress, Shopify, Wix',
      'use my existing business phone number: calls forwarded, or a new number',
    ]) ??
    'In most cases, yes. Integrations are quoted separately, and we confirm what is possible before you commit.'
  const unnamed = conversation.understanding.systems.filter((system) => !answer.includes(system))
  return join(answer, unnamed.length > 0 && `Mention that you use ${listJoin(unnamed)} and the team will check the details for you.`)
}

const support: Composer = (conversation) =>
  join(
    closestFaq(conversation, ['support after launch: free minor updates and maintenance', 'something goes wrong: 24/7 emergency support for existing clients']),
    conversation.intents[0] === 'support' ? `Every solution also has a ${LEGAL_FACTS.warrantyDays}-day warranty for defects.` : undefined,
    `Existing clients can email ${contactFacts(conversation.knowledge.settings).supportEmail}.`,
  ) || 'Ongoing support, maintenance and training are quoted separately, so you choose the level of help you need.'

const training: Composer = (conversation) =>
  closestFaq(conversation, ['training for my team: handover walkthrough and training sessions for staff', 'need any technical knowledge: we set everything up and show you how it works']) ??
  'Training for you and your staff is available and quoted separately.'

const faqComposer =
  (topic: string, fallback: string): Composer =>
  (conversation) =>
    faqOn(conversation, topic) ?? fallback

const afterHours = faqComposer('work after hours, at night and on weekends', 'Yes. Your chatbot and voice agent work 24/7, so enquiries that come in at night or on weekends are still captured.')
const languages = faqComposer('speak languages other than English: respond in many languages for multilingual communities', 'Yes. The AI can respond in many languages; we set up and test the ones you need.')
const accuracy = faqComposer('correct answers: trained on your own information and tested with real questions', 'We train it on your own information and test it with real questions before launch.')

// ---------------------------------------------------------------------------------------------
// Hours, location, contact, people

function hoursReply(conversation: Conversation, brief: boolean): string {
  const { knowledge, now, seed } = conversation
  const state = openState(knowledge.settings, now)
  const clockNow = `it's ${state.clock.time} on ${state.clock.weekdayName} in Melbourne`
  let status: string | undefined
  if (state.open === true) status = pick([`Yes, we're open right now (${clockNow}).`, `Yes, we're open at the moment: ${clockNow}.`], seed)
  else if (state.open === false) status = `We're closed right now (${clockNow}).${state.nextOpening ? ` We open again ${state.nextOpening.day} at ${state.nextOpening.time}.` : ''}`
  if (brief) return status ?? `Our hours today are ${state.today.text} Melbourne time.`
  const today = state.clock.weekday
  const asked = [
    ...new Set(
      conversation.understanding.days.flatMap((day) =>
        day === 'weekend' ? [6, 0] : day === 'today' ? [today] : day === 'tomorrow' ? [(today + 1) % 7] : [WEEKDAYS.findIndex((name) => name.toLowerCase() === day)],
      ),
    ),
  ].filter((weekday) => weekday >= 0)
  const other = asked.filter((weekday) => weekday !== today)
  const dayAnswers = other.map((weekday) => {
    const day = hoursOn(knowledge.settings, weekday)
    const name = WEEKDAYS[weekday] as string
    return day.closed ? `We're closed on ${name}s.` : `On ${name}s we're open ${day.text}.`
  })
  return lines(
    join(other.length > 0 && asked.length === other.length ? undefined : status, ...dayAnswers, 'Our business hours (Melbourne time) are:'),
    ...hoursLines(knowledge.settings).map((line) => `- ${line}`),
    state.open === false ? "I'm here around the clock, though, so ask me anything in the meantime." : undefined,
  )
}

const hours: Composer = (conversation) => hoursReply(conversation, false)

const location: Composer = (conversation) => {
  const facts = contactFacts(conversation.knowledge.settings)
  return join(
    `We're based at ${withoutFinalStop(facts.address)}.`,
    facts.locationNote,
    `Most clients start with a free ${CONSULTATION.minutes}-minute phone consultation, so there's no need to travel.`,
  )
}

const contact: Composer = (conversation) => {
  const { knowledge } = conversation
  const facts = contactFacts(knowledge.settings)
  const phones = facts.secondaryPhone && facts.secondaryPhone !== facts.phone ? `${facts.phone} (or ${facts.secondaryPhone})` : facts.phone
  const state = openState(knowledge.settings, conversation.now)
  return join(
    pick([`You can call the team on ${phones} or email ${facts.email}.`, `The best ways to reach us are ${phones} or ${facts.email}.`], conversation.seed),
    facts.supportEmail && facts.supportEmail !== facts.email && `Existing clients can also use ${facts.supportEmail}.`,
    `Our office is at ${withoutFinalStop(facts.address)}.`,
    state.open === true
      ? "We're open now, so a call is the quickest way."
      : state.open === false
        ? "We're closed at the moment, but email or a message here reaches us any time."
        : undefined,
    'You can also book a free consultation with the Book Call button at the top of the page.',
  )
}

const human: Composer = (conversation) => {
  const { knowledge } = conversation
  const facts = contactFacts(knowledge.settings)
  const state = openState(knowledge.settings, conversation.now)
  const open =
    state.open === true ? " (we're open right now)" : state.open === false && state.nextOpening ? ` (we open again ${state.nextOpening.day} at ${state.nextOpening.time})` : ''
  return join(
    `Of course! You can talk to a real person on ${facts.phone}${open}, or email ${facts.email}.`,
    conversation.contactKnown
      ? "I've got your details in this chat, so the team can follow up with you directly; to pick an exact time, use the Book Call button at the top of the page."
      : 'If you would rather we call you, leave your name and phone number or email here and someone from the team will get back to you.',
  )
}

const identity: Composer = (conversation) => {
  const facts = contactFacts(conversation.knowledge.settings)
  return join(
    `I'm ${possessive(facts.siteName)} AI assistant, here to help with questions about our ${whatWeSell(conversation.knowledge)}.`,
    `If you'd prefer a real person, call the team on ${facts.phone} or use the Book Call button to set up a free consultation.`,
  )
}

const probe: Composer = (conversation) =>
  join(
    `I'm here to help with ${possessive(siteName(conversation))} services, so I'll stick to that.`,
    `Is there anything you'd like to know about our ${whatWeSell(conversation.knowledge)}, pricing or setup?`,
  )

// ---------------------------------------------------------------------------------------------
// Booking

const booking: Composer = (conversation) => {
  const { seed, preferredTime, contactKnown, name, consultationOffered } = conversation
  const times = consultationTimes(conversation.knowledge)
  if (preferredTime && consultationOffered) return bookingTime(preferredTime, contactKnown, name, times)
  const opening = pick(
    [
      `Our consultations are free: a ${CONSULTATION.minutes}-minute phone call with the team to look at where AI could save you time and money, with no obligation.`,
      `Happy to help with that! The consultation is a free ${CONSULTATION.minutes}-minute phone call, and there's no obligation.`,
      `Great idea. It's a free ${CONSULTATION.minutes}-minute chat by phone where the team looks at your business and gives you a fixed quote.`,
    ],
    seed,
  )
  const how = `You can pick a time with the Book Call button at the top of the page, or on the /book page (weekdays, ${times.first} to ${times.last} Melbourne time), or ask me to book it for you right here.`
  const next = preferredTime
    ? bookingTime(preferredTime, contactKnown, name, times)
    : contactKnown
      ? "Or tell me a day and time that suits and I'll pass it on to the team."
      : 'Or tell me a day and time that suits, along with your name and the best email or phone number, and the team will confirm it with you.'
  return join(opening, how, next)
}

/** The visitor suggested a time: note it, or steer a weekend to a weekday, and get the details to confirm it. */
function bookingTime(preferredTime: PreferredTime, contactKnown: boolean, name: string | undefined, times: ReturnType<typeof consultationTimes>): string {
  const details = contactKnown ? '' : " What's your name and the best email or phone number to confirm it with you?"
  if (preferredTime.weekend) {
    return `Consultations run on weekdays only (${times.first} to ${times.last} Melbourne time), so could you suggest a weekday that suits?${details}`
  }
  const { clock } = preferredTime
  const slots = clock && !times.slots.includes(clock) ? ` Calls start at ${listJoin([...times.slots])}, so the team will offer the closest one.` : ''
  return `Perfect${name ? `, ${name}` : ''}, I've noted ${preferredTime.text} as your preferred time.${slots}${contactKnown ? ' The team will confirm it with you.' : details}`
}

// ---------------------------------------------------------------------------------------------
// Industries, demos, tools

function demoReply(demo: DemoSite): string {
  const url = liveDemoUrl(demo)
  return join(
    `Yes! ${demo.title} is our ${demo.industry.toLowerCase()} demo: ${lowerFirst(demo.description)}`,
    url ? undefined : `It's marked ${demo.status.toLowerCase()} at the moment, so it isn't live just yet.`,
    'We can also prepare a demo for your own business on request.',
    url && `Try it live here: ${url}`,
  )
}

function demoFor(conversation: Conversation): DemoSite | undefined {
  for (const industry of conversation.industries) {
    const demo = conversation.index.demoFor(industry)
    if (demo) return demo
  }
  return undefined
}

const industries: Composer = (conversation) => {
  const demo = demoFor(conversation)
  const all = [...new Set(conversation.knowledge.demos.map((entry) => entry.industry.toLowerCase()))]
  const serve = `We work with Australian small businesses of every kind${all.length > 0 ? `, for example ${listJoin(all.slice(0, 8))}` : ''}.`
  if (!demo) return join(serve, 'Tell me what kind of business you run and I can point you to the closest demo.')
  const url = liveDemoUrl(demo)
  const offers = catalogueOffers(conversation.knowledge, conversation.now)
  const shown = new Set(findEnumEntities(demo.description, 'product').map((entity) => entity.option))
  const mentions = offers.filter((offer) => offer.kind && shown.has(offer.kind))
  return join(
    `Yes, absolutely! ${demo.title} is our ${demo.industry.toLowerCase()} demo: ${lowerFirst(demo.description)}`,
    url ? `Try it live here: ${url}` : `It's marked ${demo.status.toLowerCase()} at the moment, so it isn't live just yet.`,
    mentions[0]?.amount !== undefined && `The ${mentions[0].name} it shows is ${pricePhrase(mentions[0])} as a one-time setup fee.`,
  )
}

const demos: Composer = (conversation) => {
  const match = demoFor(conversation)
  if (match) return demoReply(match)
  const live = liveDemos(conversation.knowledge)
  const upcoming = conversation.knowledge.demos.filter((demo) => !liveDemoUrl(demo))
  if (live.length === 0) {
    return 'Our demo sites are still being prepared, but we can put together a demo for your business on request. Just let me know what kind of business you run.'
  }
  return lines(
    pick(['You can try these live demos right now:', 'Here are the demos you can try live:'], conversation.seed),
    ...live.map(({ demo, url }) => `- ${demo.title} (${demo.industry}): ${url}`),
    join(
      upcoming.length > 0 &&
        `${upcoming.length} more ${upcoming.length === 1 ? 'is' : 'are'} on the way, including ${listJoin(upcoming.slice(0, 3).map((demo) => demo.industry.toLowerCase()))}.`,
      'We can also prepare a demo for your own business on request.',
    ),
  )
}

/** What each of the AI Tools page's badges means, said to a visitor. */
const TOOL_STATUS: Record<ToolBadge, string> = {
  'COMING SOON': "It's coming soon, so it isn't available just yet.",
  PREMIUM: "It's one of our premium tools.",
  FREE: "It's free to use.",
  CREDITS: 'It runs on credits.',
}

function toolReply(tool: AiTool): string {
  const url = tool.comingSoon ? undefined : safeToolUrl(tool.url)
  const badge = toolBadge(tool)
  return join(`${tool.name}: ${tool.description}`, badge && TOOL_STATUS[badge], url && `You can try it here: ${url}`)
}

const aiTools: Composer = (conversation) => {
  const { knowledge } = conversation
  const counts = toolCounts(knowledge)
  if (counts.all === 0) return 'Our AI tools are still being prepared, so check the AI Tools page again soon.'
  const free = filterTools(knowledge.aiTools, 'free')
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
  const filter = conversation.understanding.toolFilters[0] as ToolFilter | undefined
  if (filter) {
    const tools = filterTools(knowledge.aiTools, filter)
    const label = { all: 'AI tools', free: 'free AI tools', credit: 'AI tools that run on credits', premium: 'premium AI tools', 'coming-soon': 'AI tools coming soon' }[filter]
    if (tools.length === 0) return `We don't have any ${label} at the moment; the AI Tools page lists ${plural(counts.all, 'tool', 'tools')} in all.`
    if (tools.length === 1 && tools[0]) return join(`We have 1 ${label.replace('tools', 'tool').replace(' run ', ' runs ')}:`, toolReply(tools[0]))
    return lines(`We have ${tools.length} ${label}:`, ...tools.map((tool) => `- ${tool.name}`), 'You will find them all on our AI Tools page.')
  }
  const named = conversation.index.search(conversation.text, { kinds: ['tool'] })[0]
  if (named?.doc.kind === 'tool' && named.terms.length >= 2) return toolReply(named.doc.tool)
  const parts = [
    counts.free > 0 && `${counts.free} free`,
    counts.credit > 0 && `${counts.credit} that ${counts.credit === 1 ? 'runs' : 'run'} on credits`,
    counts.premium > 0 && `${counts.premium} premium`,
    counts['coming-soon'] > 0 && `${counts['coming-soon']} coming soon`,
  ].filter((part): part is string => Boolean(part))
  const popular = [...free.filter((tool) => tool.isHot), ...free.filter((tool) => !tool.isHot)].slice(0, 3).map((tool) => tool.name)
  return join(`Our AI Tools page has ${plural(counts.all, 'tool', 'tools')} for small businesses: ${listJoin(parts)}.`, popular.length > 0 && `Popular free ones include ${listJoin(popular)}.`)
}

// ---------------------------------------------------------------------------------------------
// Advice and the catalogue

const roi: Composer = (conversation) => {
  const claim = conversation.index.faqSentence('clients typically save hours per week')
  const voice = offerFor(conversation.knowledge, 'voice', conversation.now)
  return join(
    'The ROI calculator on our home page works it out for your own numbers: enter your monthly calls, missed calls, call length, hourly rate, conversion rate and average order value.',
    voice?.amount !== undefined && voice.kind === 'voice' && `It weighs your savings against the ${voice.name}'s one-time price of ${voice.priceText}.`,
    claim,
  )
}

const recommend: Composer = (conversation) => {
  const { knowledge } = conversation
  const voice = offerFor(knowledge, 'voice', conversation.now)
  const demo = demoFor(conversation)
  const missedCalls = conversation.index.search(conversation.text, { kinds: ['feature'] }).some((hit) => hit.doc.kind === 'feature' && /answers calls/i.test(hit.doc.feature))
  if (voice?.kind === 'voice' && (missedCalls || conversation.products.includes('voice'))) {
    return join(
      pick(['Missed calls are exactly what a voice agent fixes.', "Then a voice agent is the one to look at: it's built for missed calls."], conversation.seed),
      voice.description && `Our ${voice.name} is ${lowerFirst(voice.description)}`,
      voice.amount !== undefined && `It's ${voice.priceText} as a one-time setup fee, and you own it.`,
      demo && liveDemoUrl(demo) && `See it for a business like yours: ${demo.title}, ${liveDemoUrl(demo)}`,
    )
  }
  const url = demo ? liveDemoUrl(demo) : undefined
  return join(
    faqOn(conversation, 'which solution is right for my business: we recommend what fits, and you can add more later') ?? `The team can recommend what fits at a free ${CONSULTATION.minutes}-minute consultation.`,
    demo &&
      (url ? `We have a ${demo.industry.toLowerCase()} demo you can try, ${demo.title}: ${url}` : `We're also building a ${demo.industry.toLowerCase()} demo, ${demo.title}.`),
  )
}

const services: Composer = (conversation) => {
  const offers = serviceOffers(conversation.knowledge, conversation.now)
  const list = (offers.length > 0 ? offers : catalogueOffers(conversation.knowledge, conversation.now)).map((offer) => {
    const first = sentencesOf(offer.description)[0] ?? offer.description
    return `- ${offer.name}: ${withoutFinalStop(first)}.${offer.amount !== undefined ? ` From ${pricePhrase(offer)}.` : ''}`
  })
  if (list.length === 0) return `We build ${whatWeSell(conversation.knowledge)} for Australian small businesses. What would you like to know?`
  return lines(
    pick(['We help Australian small businesses with:', 'Here is what we do:', "Here's how we can help:"], conversation.seed),
    ...list,
    'You pay a one-time setup fee and own the solution. Which of these sounds closest to what you need?',
  )
}

const product: Composer = (conversation) => {
  const kind = expand(conversation.products)[0]
  if (!kind) return conversation.lastOffer ? included(conversation) : services(conversation)
  const offer = offerFor(conversation.knowledge, kind, conversation.now)
  if (!offer) return missingOffer(kind)
  const about =
    offer.description && offer.kind === kind
      ? /^an? /i.test(offer.description)
        ? `Our ${offer.name} is ${lowerFirst(offer.description)}`
        : `${offer.name}: ${offer.description}`
      : undefined
  const time = setupTimeOf(offer)
  return join(
    about ?? offerSentence(offer, conversation.seed),
    about && offer.amount !== undefined && `It's ${pricePhrase(offer)} as a one-time setup fee${wasPhrase(offer)}, and you own it.`,
    time && `Setup usually takes ${time}.`,
    !conversation.followsUp && "Would you like to know what's included?",
  )
}

/** 'Can it book appointments?': the plan feature that says so, else the closest FAQ answer. */
const capability: Composer = (conversation) => {
  const kinds = expand(conversation.products)
  const hits = conversation.index.search(conversation.text, { kinds: ['feature', 'faq', 'demo'] })
  const feature = hits.find((hit) => hit.doc.kind === 'feature' && (kinds.length === 0 || (hit.doc.offer.kind !== undefined && kinds.includes(hit.doc.offer.kind))))
  if (feature?.doc.kind === 'feature') {
    const offer = catalogueOffers(conversation.knowledge, conversation.now).find((entry) => entry.name === (feature.doc as { offer: PriceOffer }).offer.name) ?? feature.doc.offer
    const demo = demoFor(conversation)
    return join(
      `Yes, our ${offer.name} covers that: ${withoutFinalStop(feature.doc.feature)}.`,
      offer.amount !== undefined && `It's ${pricePhrase(offer)} as a one-time setup fee.`,
      demo && liveDemoUrl(demo) && `You can see it working for a ${demo.industry.toLowerCase()} in our demo: ${liveDemoUrl(demo)}`,
    )
  }
  const best = hits[0]
  return best ? retrievedReply(conversation, best) : generic(conversation)
}

// ---------------------------------------------------------------------------------------------
// Small talk

const greeting: Composer = (conversation) => {
  const name = siteName(conversation)
  if (!conversation.firstTurn) return pick(['Hi again! What else can I help with?', 'Hello again! What would you like to know?'], conversation.seed)
  return pick(
    [
      `Hi there! I'm the AI assistant for ${name}. I can help with our ${whatWeSell(conversation.knowledge)}, including prices, setup times and booking a free consultation. What kind of business are you in?`,
      `G'day, and thanks for stopping by ${name}! Are you looking at ${whatWeSell(conversation.knowledge, 'or')}? Ask me anything, prices included.`,
      `Hello! Welcome to ${name}. What would you like to know about our ${whatWeSell(conversation.knowledge)}?`,
    ],
    conversation.seed,
  )
}

const smallTalk: Composer = (conversation) =>
  join(pick(["I'm doing well, thanks for asking!", 'All good here, thanks!'], conversation.seed), `How can I help today? I can tell you about our ${whatWeSell(conversation.knowledge)}.`)

const thanks: Composer = (conversation) =>
  join(
    pick(["You're welcome!", 'No worries at all!', 'My pleasure!'], conversation.seed),
    pick(['Is there anything else I can help with?', 'Anything else you would like to know?'], conversation.seed + 1),
  )

const goodbye: Composer = (conversation) =>
  join(
    pick(['Thanks for chatting!', 'Thanks for stopping by!'], conversation.seed),
    `If anything else comes up, I'm here any time, or you can reach the team on ${contactFacts(conversation.knowledge.settings).phone}.`,
    'Have a great day!',
  )

/** Did this assistant message ask for the visitor's contact details? */
export function askedForContact(text: string): boolean {
  return /\byour name\b/i.test(text) && /\b(email|phone|number)\b/i.test(text)
}

/** Did this assistant message offer the consultation? */
export function offeredConsultation(text: string): boolean {
  return /Book Call|free \d+-minute/i.test(text)
}

const yes: Composer = (conversation) => {
  const last = conversation.lastAssistant ?? ''
  if (askedForContact(last) && !conversation.contactKnown) return 'Great! Just pop your name and the best email or phone number here, and the team will be in touch.'
  if (/what's included\?/i.test(last)) return included(conversation)
  if (offeredConsultation(last) && /\?/.test(last)) return booking(conversation)
  if (/\bdemo\b/i.test(last) && /\?/.test(last)) return demos(conversation)
  return `Great! What would you like to know? I can help with pricing, setup times, integrations or booking a free ${CONSULTATION.minutes}-minute consultation.`
}

const no: Composer = (conversation) => pick(['No worries at all. Is there anything else I can help with?', "That's fine! Let me know if anything else comes to mind."], conversation.seed)

const offTopic: Composer = (conversation) =>
  join(
    pick(["That's a bit outside what I can help with here, sorry!", "I'm afraid that one's outside my area, sorry!"], conversation.seed),
    `I'm ${possessive(siteName(conversation))} assistant, so I'm best with questions about our ${whatWeSell(conversation.knowledge)}.`,
    'Is there anything on that front I can help with?',
  )

// ---------------------------------------------------------------------------------------------
// Retrieval and the last resort

export function retrievedReply(conversation: Conversation, hit: Hit): string {
  const { doc } = hit
  switch (doc.kind) {
    case 'faq':
      return doc.answer
    case 'legal':
      return doc.text
    case 'offer':
      return doc.offer.kind && doc.offer.kind !== 'workforce'
        ? product({ ...conversation, products: [doc.offer.kind] })
        : join(doc.offer.description, `From ${pricePhrase(doc.offer)}.`)
    case 'feature':
      return lines(`Yes, our ${doc.offer.name} covers that:`, `- ${doc.feature}`, doc.offer.amount !== undefined ? `It's ${pricePhrase(doc.offer)} as a one-time setup fee.` : undefined)
    case 'tool':
      return toolReply(doc.tool)
    case 'demo':
      return demoReply(doc.demo)
  }
}

export function generic(conversation: Conversation): string {
  const facts = contactFacts(conversation.knowledge.settings)
  return join(
    pick(["Sorry, I'm afraid that's outside what I can help with.", "Sorry, that one's outside what I can answer here."], conversation.seed),
    `I can help with our ${whatWeSell(conversation.knowledge)}: pricing, setup times, integrations, or booking a free ${CONSULTATION.minutes}-minute consultation.`,
    `Could you tell me a bit more about what you're after? Or, if you'd rather, call the team on ${facts.phone}.`,
  )
}

export const COMPOSERS: Record<Intent, Composer> = {
  greeting,
  smallTalk,
  thanks,
  goodbye,
  yes,
  no,
  identity,
  human,
  probe,
  offTopic,
  services,
  product,
  compare,
  pricing,
  cheapest,
  dearest,
  popular,
  budget,
  discount,
  included,
  ownership,
  gst,
  payment,
  warranty,
  termination,
  privacy,
  setup,
  start,
  integrations,
  support,
  training,
  afterHours,
  languages,
  accuracy,
  hours,
  location,
  contact,
  booking,
  industries,
  demos,
  aiTools,
  roi,
  recommend,
  capability,
}

/** Short forms for an intent answered second in one reply. */
export const SECOND_ANSWERS: Partial<Record<Intent, Composer>> = {
  hours: (conversation) => hoursReply(conversation, true),
  pricing: (conversation) => {
    const kind = expand(conversation.products)[0]
    return kind ? productPrice(conversation, kind) : priceList(conversation)
  },
  setup,
  ownership: (conversation) => join('You pay once and own it, with no monthly subscription.', runningCostSentence(expand(conversation.products)[0]) ?? 'Only AI usage and any third-party services recur.'),
  location: (conversation) => `We're based at ${withoutFinalStop(contactFacts(conversation.knowledge.settings).address)}.`,
  contact: (conversation) => {
    const facts = contactFacts(conversation.knowledge.settings)
    return `You can reach the team on ${facts.phone} or ${facts.email}.`
  },
  integrations,
  support,
  training,
  afterHours,
  payment,
  warranty,
  gst,
  included,
  demos,
  industries,
  booking,
}
