/**
 * The built-in assistant's answers, one composer per intent. Every fact comes from the knowledge
 * passed in (prices from the live plans and services, hours and contact details from the settings,
 * counts from the tools and demos, legal figures from core/legal-facts.ts); the wording varies
 * with the conversation's seed.
 */
import type { DemoSite } from '../../../contract/content.ts'
import { liveDemoUrl } from '../../../core/demo-rules.ts'
import { formatLongDate } from '../../../core/format.ts'
import { PRODUCT_NOUNS } from '../content/assistant-training.ts'
import type { KnowledgeIndex } from './knowledge-index.ts'
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
  type PriceOffer,
  runningCostsOf,
  sentencesOf,
  serviceOffers,
  WEEKDAYS,
} from './knowledge.ts'
import type { Understanding } from './language-model.ts'
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
  /** The phone number the visitor gave, in this message or before. */
  visitorPhone: string | undefined
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

/** 'AI chatbots, AI voice agents, websites and business automation': what the catalogue sells, named as PRODUCT_NOUNS names it. */
export function whatWeSell(knowledge: ChatKnowledge, type: 'and' | 'or' = 'and'): string {
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

// ---------------------------------------------------------------------------------------------
// Terms: payment, warranty, termination, privacy (core/legal-facts.ts)

// ---------------------------------------------------------------------------------------------
// Setup, integrations, support

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

/**
 * A person on request: the team is told at once (offline-assistant's onHandover), and the visitor learns when
 * someone will call; out of hours the chat service adds the next free consultation times to pick from.
 */
const human: Composer = (conversation) => {
  const { knowledge, visitorPhone } = conversation
  const facts = contactFacts(knowledge.settings)
  const state = openState(knowledge.settings, conversation.now)
  const on = visitorPhone ? ` on ${visitorPhone}` : ''
  const askNumber = visitorPhone ? undefined : "What's the best phone number to call you on?"
  if (state.open === false && state.nextOpening) {
    return join(
      `Of course. We're closed right now, so I've passed your request to the team, and a real person will call you${on} when we open, ${state.nextOpening.day} at ${state.nextOpening.time}.`,
      askNumber,
      `From then you can also call us on ${facts.phone}.`,
    )
  }
  return join(
    `Of course. I've let the team know you'd like to talk to a real person, and someone will call you${on} shortly.`,
    askNumber,
    `If you'd rather call now, we're on ${facts.phone}, or email ${facts.email}.`,
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

export function generic(conversation: Conversation): string {
  const facts = contactFacts(conversation.knowledge.settings)
  return join(
    pick(["Sorry, I'm afraid that's outside what I can help with.", "Sorry, that one's outside what I can answer here."], conversation.seed),
    `I can help with our ${whatWeSell(conversation.knowledge)}: pricing, setup times, integrations, or booking a free ${CONSULTATION.minutes}-minute consultation.`,
    `Could you tell me a bit more about what you're after? Or, if you'd rather, call the team on ${facts.phone}.`,
  )
}

/**
 * What the assistant does rather than knows: conversation control, booking, and answers worked out over the
 * catalogue (the cheapest, a budget, a comparison, whether the office is open now). Every other question is answered
 * from the knowledge base (knowledge-base.ts).
 */
export const ACTION_INTENTS = [
  'greeting', 'smallTalk', 'thanks', 'goodbye', 'yes', 'no', 'identity', 'human', 'probe', 'offTopic', 'booking',
  'compare', 'popular', 'budget', 'roi', 'hours',
] as const satisfies readonly Intent[]
export type ActionIntent = (typeof ACTION_INTENTS)[number]
export const isAction = (intent: Intent | undefined): intent is ActionIntent => (ACTION_INTENTS as readonly string[]).includes(intent ?? '')

export const COMPOSERS: Record<ActionIntent, Composer> = {
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
  compare,
  popular,
  budget,
  hours,
  booking,
  roi,
}

/** Short forms for an action answered second in one reply. */
export const SECOND_ANSWERS: Partial<Record<ActionIntent, Composer>> = {
  hours: (conversation) => hoursReply(conversation, true),
  booking,
}
