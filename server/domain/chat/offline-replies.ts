/**
 * The offline assistant's answers, one composer per intent. Every fact comes from the knowledge
 * passed in (prices from the live plans and services, hours and contact details from the settings,
 * counts from the tools and demos); the wording varies with the conversation's seed.
 */
import type { AiTool, DemoSite } from '../../../contract/content.ts'
import { safeToolUrl } from '../../../core/tool-filters.ts'
import { liveDemoUrl } from '../../../core/demo-rules.ts'
import { percentOff } from '../../../core/pricing-rules.ts'
import {
  type ChatKnowledge,
  CONSULTATION,
  catalogueOffers,
  contactFacts,
  faqAnswer,
  formatPrice,
  hoursLines,
  hoursOn,
  liveDemos,
  liveFaq,
  type OfferKind,
  offerFor,
  openState,
  PRODUCT_NOUNS,
  type PriceOffer,
  runningCostsOf,
  serviceOffers,
  setupTimeOf,
  toolCounts,
  WEEKDAYS,
} from './knowledge.ts'
import { budgetIn, type Intent, systemsIn } from './offline-intents.ts'
import type { Hit } from './offline-retrieval.ts'
import { contentTokens, listJoin, lowerFirst, pick, withoutFinalStop } from './offline-text.ts'

export type Conversation = {
  knowledge: ChatKnowledge
  now: Date
  /** Varies the wording deterministically. */
  seed: number
  /** The normalised message, contact details taken out. */
  text: string
  /** Products this message names, else the ones the conversation was last about. */
  products: OfferKind[]
  name: string | undefined
  /** The visitor has given an email or phone number at some point. */
  contactKnown: boolean
  /** No earlier visitor message. */
  firstTurn: boolean
  lastAssistant: string | undefined
  /** 'Tuesday at 10:30 AM', when the message suggests a time. */
  preferredTime: string | undefined
  /** The reply will end by asking for contact details or offering the consultation, so answers skip their own closing question. */
  followsUp: boolean
  /** What the visitor has said about their business ('I run a dental clinic'), if anything. */
  business: string | undefined
  /** One of the assistant's latest turns already explained or offered the consultation. */
  consultationOffered: boolean
  /** Everything the message asks about, main intent first. */
  intents: readonly Intent[]
}

type Composer = (conversation: Conversation) => string

const capitalise = (text: string) => (text[0]?.toUpperCase() ?? '') + text.slice(1)
const join = (...parts: (string | false | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join(' ')
const lines = (...parts: (string | false | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join('\n')

/** 'AI chatbots, AI voice agents, websites and business automation': what the catalogue sells. */
function whatWeSell(knowledge: ChatKnowledge): string {
  const kinds = new Set<OfferKind>()
  for (const offer of catalogueOffers(knowledge)) {
    if (offer.kind === 'workforce') ['chatbot', 'voice'].forEach((kind) => kinds.add(kind as OfferKind))
    else if (offer.kind) kinds.add(offer.kind)
  }
  const order: OfferKind[] = ['chatbot', 'voice', 'website', 'automation']
  const named = order.filter((kind) => kinds.has(kind)).map((kind) => PRODUCT_NOUNS[kind].many)
  return named.length > 0 ? listJoin(named) : 'AI solutions for your business'
}

const siteName = (conversation: Conversation) => contactFacts(conversation.knowledge.settings).siteName

/** "Melbourne AI Solutions'" and "Sam's". */
const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`)

/** Products a question is about, with 'AI workforce' meaning both chatbots and voice agents. */
function expand(products: OfferKind[]): OfferKind[] {
  return [...new Set(products.flatMap((kind) => (kind === 'workforce' ? (['chatbot', 'voice'] as OfferKind[]) : [kind])))]
}

/** 'up to 3 pages', when a plan or service says so. */
function scopeOf(offer: PriceOffer): string | undefined {
  const text = [offer.note, offer.description, ...offer.features].join(' ')
  return /\bup to \d+ pages?\b/i.exec(text)?.[0]?.toLowerCase()
}

/** The price with what it covers: '$899 per automation project', '$499 (up to 3 pages)', '$699'. */
function pricePhrase(offer: PriceOffer): string {
  if (offer.amount === undefined) return offer.priceText
  if (/^per /i.test(offer.note)) return `${offer.priceText} ${offer.note}`
  const scope = scopeOf(offer)
  return scope ? `${offer.priceText} (${scope})` : offer.priceText
}

/** Features worth telling a visitor about: not the setup time or ownership, said elsewhere. */
function highlights(offer: PriceOffer, count: number): string[] {
  return offer.features.filter((feature) => !/set ?up in|you own|no monthly|\bup to \d+\b/i.test(feature)).slice(0, count)
}

function runningCostSentence(kind: OfferKind | undefined): string | undefined {
  const costs = kind ? runningCostsOf(kind) : undefined
  if (!costs) return undefined
  const amount = (label: RegExp) => costs.lines.find((line) => label.test(line.label))?.amount
  if (costs.kind === 'voice' && costs.total)
    return `Ongoing costs are just the phone line and call usage, typically ${costs.total.amount}, paid straight to the providers.`
  if (costs.kind === 'chatbot') return `After setup you only pay for AI usage (usually ${amount(/usage/i)}) plus any optional integrations.`
  if (costs.kind === 'website') return `After launch you only pay for hosting (${amount(/hosting/i)}) and your domain (${amount(/domain/i)}).`
  return undefined
}

function offerSentence(offer: PriceOffer, kind: OfferKind, seed: number): string {
  if (offer.amount === undefined) return `For our ${offer.name}, pricing is ${lowerFirst(offer.priceText)}.`
  const price = pricePhrase(offer)
  if (offer.kind !== kind && offer.kind === 'workforce') {
    return `Our ${offer.name} (${PRODUCT_NOUNS.workforce.many}) start from ${price} as a one-time setup fee.`
  }
  if (offer.source === 'service') return `Our ${offer.name} ${/s$/i.test(offer.name) ? 'start' : 'starts'} from ${price}, as a one-time fee.`
  const was = offer.originalAmount !== undefined ? `, down from ${formatPrice(offer.originalAmount, offer.currency)}` : ''
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

// ---------------------------------------------------------------------------------------------
// Pricing

const pricing: Composer = (conversation) => {
  const { knowledge } = conversation
  const kinds = expand(conversation.products)
  if (kinds.length === 1) return productPrice(conversation, kinds[0] as OfferKind, true)
  if (kinds.length > 1) {
    return join(
      pricesSentence(knowledge, kinds.slice(0, 3)),
      'You pay once and own it, with no monthly subscription; only AI usage and any third-party services recur.',
    )
  }
  return priceList(conversation)
}

/** 'The AI Chatbot is $699 and the AI Voice Agent is $899, both one-time setup fees.', plus a line for each product without a price. */
function pricesSentence(knowledge: ChatKnowledge, kinds: OfferKind[], lead = ''): string {
  const offers = kinds.map((kind) => ({ kind, offer: offerFor(knowledge, kind) }))
  const priced = offers.filter(({ offer }) => offer?.amount !== undefined).map(({ offer }) => `the ${offer?.name} is ${pricePhrase(offer as PriceOffer)}`)
  const missing = offers.filter(({ offer }) => offer?.amount === undefined).map(({ kind }) => missingOffer(kind))
  const basis = priced.length > 2 ? 'all one-time setup fees' : priced.length === 2 ? 'both one-time setup fees' : 'as a one-time setup fee'
  const listed = priced.length > 0 ? `${lead ? `${lead}${listJoin(priced)}` : capitalise(listJoin(priced))}, ${basis}.` : undefined
  return join(listed, ...missing)
}

function priceList(conversation: Conversation): string {
  const { knowledge, seed } = conversation
  const offers = catalogueOffers(knowledge)
  if (offers.length === 0) {
    return `Every solution is quoted to fit your business, so the best first step is a free ${CONSULTATION.minutes}-minute phone consultation where the team gives you a fixed quote.`
  }
  const allAud = offers.every((offer) => offer.currency === 'AUD')
  const unit = allAud ? ' (AUD, including GST)' : ''
  const intro = pick(
    [
      `Here's where our one-time setup fees sit${unit}:`,
      `Sure! Our current one-time setup prices${unit} are:`,
      `Happy to help. Our pricing${unit}, all one-time setup fees:`,
    ],
    seed,
  )
  const list = offers.map((offer) => `- ${offer.name}: ${pricePhrase(offer)}`)
  return lines(
    intro,
    ...list,
    'You pay once and own it, with no monthly subscription. The only ongoing costs are AI usage and any third-party services you choose, like a phone line or hosting.',
  )
}

function productPrice(conversation: Conversation, kind: OfferKind, withRunningCosts: boolean): string {
  const { knowledge, seed } = conversation
  const offer = offerFor(knowledge, kind)
  if (!offer) return missingOffer(kind)
  const features = highlights(offer, 2)
  const featureSentence = features.length > 0 && offer.kind === kind ? `Highlights: ${features.map(lowerFirst).join('; ')}.` : undefined
  return join(offerSentence(offer, kind, seed), featureSentence, withRunningCosts && runningCostSentence(kind))
}

const budget: Composer = (conversation) => {
  const amount = budgetIn(conversation.text) ?? 0
  const offers = catalogueOffers(conversation.knowledge).filter((offer) => offer.amount !== undefined)
  const fits = offers.filter((offer) => (offer.amount as number) <= amount)
  if (fits.length > 0) {
    return lines(
      'Good news, these fit within that budget (one-time setup fees):',
      ...fits.map((offer) => `- ${offer.name}: ${pricePhrase(offer)}`),
      'There are no monthly fees to us afterwards, just AI usage and any third-party services.',
    )
  }
  const cheapest = [...offers].sort((a, b) => (a.amount as number) - (b.amount as number))[0]
  if (!cheapest) return priceList(conversation)
  return join(
    `Our most affordable option is the ${cheapest.name} at ${pricePhrase(cheapest)}, as a one-time setup fee.`,
    `If that's a stretch right now, the team is happy to talk through what's possible in a free ${CONSULTATION.minutes}-minute consultation.`,
  )
}

const discount: Composer = (conversation) => {
  const reduced = catalogueOffers(conversation.knowledge).filter((offer) => offer.amount !== undefined && offer.originalAmount !== undefined)
  if (reduced.length === 0) {
    return `Our prices are already one-time setup fees with no subscription, and the team can tailor a fixed quote to your budget at a free ${CONSULTATION.minutes}-minute consultation.`
  }
  return lines(
    'Our plans are already reduced from their usual prices:',
    ...reduced.map((offer) => {
      const original = offer.originalAmount as number
      const percent = percentOff(offer.amount, original)
      return `- ${offer.name}: ${offer.priceText}, was ${formatPrice(original, offer.currency)}${percent ? ` (${percent}% off)` : ''}`
    }),
    "If you're after a bundle of several solutions, ask the team at your free consultation.",
  )
}

const gst: Composer = (conversation) => {
  const offers = catalogueOffers(conversation.knowledge)
  const foreign = offers.filter((offer) => offer.currency !== 'AUD')
  const asked = expand(conversation.products)[0]
  const named = asked ? offerFor(conversation.knowledge, asked) : undefined
  const example = [named, ...offers].find((offer) => offer?.amount !== undefined && offer.currency === 'AUD')
  return join(
    'All our prices are in Australian dollars and include GST where applicable.',
    example && `For example, the ${example.name} is ${example.priceText} including GST, as a one-time setup fee.`,
    foreign.length > 0 && `The exception is ${listJoin(foreign.map((offer) => offer.name))}, which is listed in ${foreign[0]?.currency}.`,
  )
}

const compare: Composer = (conversation) => {
  const { knowledge } = conversation
  const kinds = expand(conversation.products).slice(0, 2)
  const chatAndVoice = kinds.includes('chatbot') && kinds.includes('voice')
  const explanation = chatAndVoice ? faqAnswer(knowledge, /difference between a chatbot and a voice agent/i) : undefined
  const prices = pricesSentence(knowledge, kinds, 'Price-wise, ')
  if (explanation) return join(withoutPriceSentences(explanation), prices)
  const descriptions = kinds.map((kind) => {
    const offer = offerFor(knowledge, kind)
    return offer?.description ? `- ${offer.name}: ${offer.description}` : undefined
  })
  return lines('Here is how they compare:', ...descriptions, prices)
}

/** The FAQ's general 'from $X' lines are left out where the live price of each product follows. */
function withoutPriceSentences(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text]
  return sentences
    .filter((sentence) => !/\$\d/.test(sentence))
    .join('')
    .trim()
}

const included: Composer = (conversation) => {
  const { knowledge } = conversation
  const kind = expand(conversation.products)[0]
  const offer = kind ? offerFor(knowledge, kind) : undefined
  if (offer && offer.features.length > 0) {
    const price = offer.amount !== undefined ? ` (${offer.priceText}, one-time)` : ''
    return lines(`Our ${offer.name}${price} includes:`, ...offer.features.map((feature) => `- ${feature}`))
  }
  const answer = faqAnswer(knowledge, /included in the setup fee/i)
  return answer ?? 'The setup fee covers building and installing the core solution; anything extra is quoted in writing before work starts.'
}

const ownership: Composer = (conversation) => {
  const { text, seed } = conversation
  const kind = expand(conversation.products)[0]
  const noun = kind ? PRODUCT_NOUNS[kind].one : 'solution'
  const offer = kind ? offerFor(conversation.knowledge, kind) : undefined
  // 'How much for a chatbot, and is it monthly?': the price first, then what recurs.
  const priced = conversation.intents.includes('pricing') && kind && offer ? offerSentence(offer, kind, seed) : undefined
  const opening = priced
    ? priced
    : /\bown|\bmine\b|belong/.test(text)
      ? pick(["Yes, it's all yours.", 'Yes! Once the setup fee is paid, you own it.', 'You do.'], seed)
      : /\bcatch\b|too good/.test(text)
        ? pick(['No catch, honestly.', 'There really is no catch.'], seed)
        : /contract|lock|cancel/.test(text)
          ? pick(["No, there's no contract or lock-in.", 'No lock-in at all.'], seed)
          : pick(["There's no monthly fee to us.", 'Good news: there is no subscription.'], seed)
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
      opening,
      priced
        ? `Once it's paid, the ${noun} is yours, with no subscription or lock-in contract.`
        : `You pay a one-time setup fee and own the ${noun} outright, with no lock-in contract.`,
      'The only cost that may recur is the AI language-model usage, plus any third-party services you choose (like a phone number or hosting), which you pay to those providers directly.',
    ),
    ...breakdown,
    'Custom configuration, integrations, training and ongoing support are quoted separately, only if you want them.',
  )
}

const payment: Composer = (conversation) =>
  faqAnswer(conversation.knowledge, /payment terms/i) ??
  `The team will confirm payment terms with your written quote; ask about them at your free ${CONSULTATION.minutes}-minute consultation.`

// ---------------------------------------------------------------------------------------------
// Setup, integrations, support

const setup: Composer = (conversation) => {
  const { knowledge } = conversation
  const start = /\b(when|how soon) can (you|we) (start|begin)\b/.test(conversation.text) ? faqAnswer(knowledge, /when can you start/i) : undefined
  if (start) return start
  const kinds = expand(conversation.products)
  const general = faqAnswer(knowledge, /how long does it take to get up and running/i)
  const timed = kinds.map((kind) => ({ kind, time: setupTimeOf(offerFor(knowledge, kind)) })).filter((item) => item.time)
  if (timed.length > 0) {
    const specific = timed.map(({ kind, time }) => `a ${PRODUCT_NOUNS[kind].one} usually takes ${time}`)
    return join(
      `${capitalise(listJoin(specific))} to set up, once we have your content and access details.`,
      'More complex work, such as several integrations, takes longer, and you get a timeline with your quote.',
    )
  }
  const guide = catalogueOffers(knowledge)
    .map((offer) => ({ offer, time: setupTimeOf(offer) }))
    .filter((item) => item.time && item.offer.kind && item.offer.kind !== 'workforce')
    .map(({ offer, time }, index) => `a ${PRODUCT_NOUNS[offer.kind as OfferKind].one}${index === 0 ? ' takes' : ''} ${time}`)
  return join(
    general ?? 'A basic installation usually takes 1-2 weeks, and more complex work takes longer.',
    guide.length > 0 && `As a guide, ${listJoin(guide)}.`,
  )
}

const integrations: Composer = (conversation) => {
  const { knowledge, text } = conversation
  const systems = systemsIn(text)
  if (/\b(phone )?numbers?\b|phone line|divert|forward/.test(text) && !/\b(wordpress|shopify|wix|squarespace|webflow)\b/.test(text)) {
    const answer = faqAnswer(knowledge, /existing business phone number/i)
    if (answer) return answer
  }
  if (/\b(wordpress|shopify|wix|squarespace|webflow|woocommerce|existing (website|site)|my (own |current |existing )?(website|site))\b/.test(text)) {
    const answer = faqAnswer(knowledge, /existing website/i)
    if (answer) return answer
  }
  const answer =
    faqAnswer(knowledge, /booking system, CRM/i) ?? 'In most cases, yes. Integrations are quoted separately, and we confirm what is possible before you commit.'
  const named = systems.filter((name) => !/wordpress|shopify|wix|squarespace|webflow|woocommerce/i.test(name))
  return join(answer, named.length > 0 && `Mention that you use ${listJoin(named)} and the team will check the details for you.`)
}

const support: Composer = (conversation) => {
  const { knowledge, text } = conversation
  const training = faqAnswer(knowledge, /training for my team/i)
  if (/\btrain|teach/.test(text) && training) return training
  if (/goes wrong|go wrong|breaks?|broken|bugs?|fix/.test(text)) {
    const answer = faqAnswer(knowledge, /what if something goes wrong/i)
    if (answer) return answer
  }
  const afterLaunch = faqAnswer(knowledge, /support do you offer after launch/i)
  return (
    join(afterLaunch, training?.replace(/^Yes\.\s*/, '')) ||
    'Ongoing support, maintenance and training are quoted separately, so you choose the level of help you need.'
  )
}

const afterHours: Composer = (conversation) =>
  faqAnswer(conversation.knowledge, /after hours/i) ??
  'Yes. Your chatbot and voice agent work 24/7, so enquiries that come in at night or on weekends are still captured.'

// ---------------------------------------------------------------------------------------------
// Hours, location, contact, people

function hoursReply(conversation: Conversation, brief: boolean): string {
  const { knowledge, now, seed } = conversation
  const state = openState(knowledge.settings, now)
  const clockNow = `it's ${state.clock.time} on ${state.clock.weekdayName} in Melbourne`
  let status: string | undefined
  if (state.open === true) {
    const askedIfOpen = /\bopen\b/.test(conversation.text)
    status = pick(
      askedIfOpen ? [`Yes, we're open right now (${clockNow}).`, `Yes, we're open at the moment: ${clockNow}.`] : [`We're open right now (${clockNow}).`],
      seed,
    )
  } else if (state.open === false) {
    const next = state.nextOpening ? ` We open again ${state.nextOpening.day} at ${state.nextOpening.time}.` : ''
    status = `We're closed right now (${clockNow}).${next}`
  }
  if (brief) return status ?? `Our hours today are ${state.today.text} Melbourne time.`
  const asked = daysAskedAbout(conversation.text, state.clock.weekday)
  const askedOther = asked.filter((weekday) => weekday !== state.clock.weekday)
  const dayAnswers = askedOther.map((weekday) => {
    const day = hoursOn(knowledge.settings, weekday)
    const name = WEEKDAYS[weekday] as string
    return day.closed ? `We're closed on ${name}s.` : `On ${name}s we're open ${day.text}.`
  })
  return lines(
    join(askedOther.length > 0 && asked.length === askedOther.length ? undefined : status, ...dayAnswers, 'Our business hours (Melbourne time) are:'),
    ...hoursLines(knowledge.settings).map((line) => `- ${line}`),
    state.open === false ? "I'm here around the clock, though, so ask me anything in the meantime." : undefined,
  )
}

const DAY_WORDS: [RegExp, (today: number) => number[]][] = [
  [/\bweekends?\b/, () => [6, 0]],
  [/\btoday\b|\bnow\b|\btonight\b/, (today) => [today]],
  [/\btomorrow\b/, (today) => [(today + 1) % 7]],
  ...WEEKDAYS.map((name, index): [RegExp, () => number[]] => [new RegExp(`\\b${name.toLowerCase()}s?\\b`), () => [index]]),
]

/** The weekdays a question names ('are you open on sunday', 'this weekend', 'tomorrow'). */
function daysAskedAbout(text: string, today: number): number[] {
  return [...new Set(DAY_WORDS.filter(([pattern]) => pattern.test(text)).flatMap(([, days]) => days(today)))]
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
  const { knowledge, seed } = conversation
  const facts = contactFacts(knowledge.settings)
  const state = openState(knowledge.settings, conversation.now)
  const when =
    state.open === true
      ? "We're open now, so a call is the quickest way."
      : state.open === false
        ? "We're closed at the moment, but email or a message here reaches us any time."
        : undefined
  return join(
    pick([`You can call the team on ${facts.phone} or email ${facts.email}.`, `The best ways to reach us are ${facts.phone} or ${facts.email}.`], seed),
    facts.supportEmail !== facts.email && `Existing clients can also use ${facts.supportEmail}.`,
    when,
    'You can also book a free consultation with the Book Call button at the top of the page.',
  )
}

const human: Composer = (conversation) => {
  const { knowledge } = conversation
  const facts = contactFacts(knowledge.settings)
  const state = openState(knowledge.settings, conversation.now)
  const open =
    state.open === true
      ? ` (we're open right now)`
      : state.open === false && state.nextOpening
        ? ` (we open again ${state.nextOpening.day} at ${state.nextOpening.time})`
        : ''
  const callback = conversation.contactKnown
    ? "I've got your details in this chat, so the team can follow up with you directly; to pick an exact time, use the Book Call button at the top of the page."
    : 'If you would rather we call you, leave your name and phone number or email here and someone from the team will get back to you.'
  return join(`Of course! You can talk to a real person on ${facts.phone}${open}, or email ${facts.email}.`, callback)
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
  const weekdays = `weekdays, ${CONSULTATION.firstSlot} to ${CONSULTATION.lastSlot} Melbourne time`
  const askDetails = 'your name and the best email or phone number'
  if (preferredTime && consultationOffered) return bookingTime(preferredTime, contactKnown, name)
  const opening = pick(
    [
      `Our consultations are free: a ${CONSULTATION.minutes}-minute phone call with the team to look at where AI could save you time and money, with no obligation.`,
      `Happy to help with that! The consultation is a free ${CONSULTATION.minutes}-minute phone call, and there's no obligation.`,
      `Great idea. It's a free ${CONSULTATION.minutes}-minute chat by phone where the team looks at your business and gives you a fixed quote.`,
    ],
    seed,
  )
  const how = `You can pick a time with the Book Call button at the top of the page (${weekdays}).`
  const next = preferredTime
    ? bookingTime(preferredTime, contactKnown, name)
    : contactKnown
      ? "Or tell me a day and time that suits and I'll pass it on to the team."
      : `Or tell me a day and time that suits, along with ${askDetails}, and the team will confirm it with you.`
  return join(opening, how, next)
}

/** The visitor suggested a time: note it, or steer a weekend to a weekday, and get the details to confirm it. */
function bookingTime(preferredTime: string, contactKnown: boolean, name: string | undefined): string {
  const details = contactKnown ? '' : " What's your name and the best email or phone number to confirm it with you?"
  if (/saturday|sunday/i.test(preferredTime)) {
    return `Consultations run on weekdays only (${CONSULTATION.firstSlot} to ${CONSULTATION.lastSlot} Melbourne time), so could you suggest a weekday that suits?${details}`
  }
  const clock = /\d{1,2}:\d{2} [AP]M/.exec(preferredTime)?.[0]
  const slots =
    clock && !(CONSULTATION.slots as readonly string[]).includes(clock)
      ? ` Calls start at ${listJoin([...CONSULTATION.slots])}, so the team will offer the closest one.`
      : ''
  const confirm = contactKnown ? ' The team will confirm it with you.' : details
  return `Perfect${name ? `, ${name}` : ''}, I've noted ${preferredTime} as your preferred time.${slots}${confirm}`
}

// ---------------------------------------------------------------------------------------------
// Tools and demos

function toolStatus(tool: AiTool): string {
  if (tool.comingSoon) return "It's coming soon, so it isn't available just yet."
  if (tool.isPro) return "It's one of our premium tools."
  if (tool.isFree) return "It's free to use."
  if (tool.requiresCredits) return 'It runs on credits.'
  return ''
}

function toolReply(tool: AiTool): string {
  const url = tool.comingSoon ? undefined : safeToolUrl(tool.url)
  return join(`${tool.name}: ${tool.description}`, toolStatus(tool), url && `You can try it here: ${url}`)
}

const GENERIC_TOOL_WORDS = new Set(['ai', 'tool', 'for'])

function toolNamed(knowledge: ChatKnowledge, text: string): AiTool | undefined {
  const words = new Set(contentTokens(text))
  let best: { tool: AiTool; share: number } | undefined
  for (const tool of knowledge.aiTools) {
    const name = contentTokens(tool.name).filter((token) => !GENERIC_TOOL_WORDS.has(token))
    const found = name.filter((token) => words.has(token)).length
    const share = name.length > 0 ? found / name.length : 0
    if (found >= 2 && share >= 0.5 && (!best || share > best.share)) best = { tool, share }
  }
  return best?.tool
}

const aiTools: Composer = (conversation) => {
  const { knowledge, text } = conversation
  const named = toolNamed(knowledge, text)
  if (named) return toolReply(named)
  const counts = toolCounts(knowledge)
  if (counts.all === 0) return 'Our AI tools are still being prepared, so check the AI Tools page again soon.'
  const free = knowledge.aiTools.filter((tool) => tool.isFree && !tool.comingSoon)
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
  if (/\bfree\b/.test(text) && free.length > 0) {
    return lines(
      `We have ${plural(free.length, 'free AI tool', 'free AI tools')} you can use right now:`,
      ...free.map((tool) => `- ${tool.name}`),
      'You will find them all on our AI Tools page.',
    )
  }
  const parts = [
    counts.free > 0 && `${counts.free} free`,
    counts.credit > 0 && `${counts.credit} that run on credits`,
    counts.premium > 0 && `${counts.premium} premium`,
    counts['coming-soon'] > 0 && `${counts['coming-soon']} coming soon`,
  ].filter((part): part is string => Boolean(part))
  const popular = [...free.filter((tool) => tool.isHot), ...free.filter((tool) => !tool.isHot)].slice(0, 3).map((tool) => tool.name)
  return join(
    `Our AI Tools page has ${plural(counts.all, 'tool', 'tools')} for small businesses: ${listJoin(parts)}.`,
    popular.length > 0 && `Popular free ones include ${listJoin(popular)}.`,
  )
}

const GENERIC_DEMO_WORDS = new Set(contentTokens('demo site ai chatbot voice agent business website booking bookings online'))

/** The demo for the industry a text names ('dentist' finds the dental clinic). */
function demoFor(knowledge: ChatKnowledge, text: string): DemoSite | undefined {
  const words = new Set(contentTokens(text))
  let best: { demo: DemoSite; found: number } | undefined
  for (const demo of knowledge.demos) {
    const tokens = new Set(contentTokens(`${demo.industry} ${demo.title}`).filter((token) => !GENERIC_DEMO_WORDS.has(token)))
    const found = [...tokens].filter((token) => words.has(token)).length
    if (found > 0 && (!best || found > best.found)) best = { demo, found }
  }
  return best?.demo
}

function demoReply(demo: DemoSite): string {
  const url = liveDemoUrl(demo)
  return join(
    `Yes! ${demo.title} is our ${demo.industry.toLowerCase()} demo: ${lowerFirst(demo.description)}`,
    url ? undefined : `It's marked ${demo.status.toLowerCase()} at the moment, so it isn't live just yet.`,
    'We can also prepare a demo for your own business on request.',
    url && `Try it live here: ${url}`,
  )
}

const demos: Composer = (conversation) => {
  const { knowledge, text, business } = conversation
  const match = demoFor(knowledge, text) ?? (business ? demoFor(knowledge, business) : undefined)
  if (match) return demoReply(match)
  const live = liveDemos(knowledge)
  const upcoming = knowledge.demos.filter((demo) => !liveDemoUrl(demo))
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
  const { knowledge } = conversation
  const claim = liveFaq(knowledge)
    .flatMap((category) => category.questions.flatMap((item) => item.answer.match(/[^.!?]+[.!?]+/g) ?? []))
    .find((sentence) => /typically save/i.test(sentence))
  const voice = offerFor(knowledge, 'voice')
  return join(
    'The ROI calculator on our home page works it out for your own numbers: enter your monthly calls, missed calls, call length, hourly rate, conversion rate and average order value.',
    voice?.amount !== undefined && voice.kind === 'voice' && `It weighs your savings against the ${voice.name}'s one-time price of ${voice.priceText}.`,
    claim?.trim(),
  )
}

const recommend: Composer = (conversation) => {
  const { knowledge, text } = conversation
  const voice = offerFor(knowledge, 'voice')
  if (voice?.kind === 'voice' && /\bmiss\w* (\w+ )?(of )?(calls?|phones?)|too many calls|can not (answer|get to) (the )?(phone|calls)/.test(text)) {
    return join(
      pick(['Missed calls are exactly what a voice agent fixes.', "Then a voice agent is the one to look at: it's built for missed calls."], conversation.seed),
      voice.description && `Our ${voice.name} is ${lowerFirst(voice.description)}`,
      voice.amount !== undefined && `It's ${voice.priceText} as a one-time setup fee, and you own it.`,
    )
  }
  const advice = faqAnswer(knowledge, /which solution is right/i)
  const demo = demoFor(knowledge, text) ?? (conversation.business ? demoFor(knowledge, conversation.business) : undefined)
  const url = demo ? liveDemoUrl(demo) : undefined
  const demoLine =
    demo &&
    (url
      ? `We have a ${demo.industry.toLowerCase()} demo you can try, ${demo.title}: ${url}`
      : `We're also building a ${demo.industry.toLowerCase()} demo, ${demo.title}.`)
  return join(
    /\b(i|we) (run|own|have|manage|operate|am|are)\b/.test(text) && !conversation.intents.includes('greeting')
      ? pick(['Thanks, that helps!', 'Good to know, thanks!'], conversation.seed)
      : undefined,
    advice ?? `The team can recommend what fits at a free ${CONSULTATION.minutes}-minute consultation.`,
    demoLine || undefined,
  )
}

const services: Composer = (conversation) => {
  const { knowledge, seed } = conversation
  if (conversation.products.length > 0 && /tell me more|more (info|information|details)/.test(conversation.text)) return product(conversation)
  const offers = serviceOffers(knowledge)
  const list = (offers.length > 0 ? offers : catalogueOffers(knowledge)).map((offer) => {
    const first = offer.description.match(/^[^.!?]+[.!?]?/)?.[0] ?? offer.description
    const price = offer.amount !== undefined ? ` From ${pricePhrase(offer)}.` : ''
    return `- ${offer.name}: ${withoutFinalStop(first)}.${price}`
  })
  if (list.length === 0) return `We build ${whatWeSell(knowledge)} for Australian small businesses. What would you like to know?`
  return lines(
    pick(['We help Australian small businesses with:', 'Here is what we do:', "Here's how we can help:"], seed),
    ...list,
    'You pay a one-time setup fee and own the solution. Which of these sounds closest to what you need?',
  )
}

const product: Composer = (conversation) => {
  const { knowledge } = conversation
  const kind = expand(conversation.products)[0]
  if (!kind) return generic(conversation)
  const offer = offerFor(knowledge, kind)
  if (!offer) return missingOffer(kind)
  const describes = offer.description && offer.kind === kind
  const about = describes
    ? /^an? /i.test(offer.description)
      ? `Our ${offer.name} is ${lowerFirst(offer.description)}`
      : `${offer.name}: ${offer.description}`
    : undefined
  const price = offer.amount !== undefined ? `It's ${pricePhrase(offer)} as a one-time setup fee, and you own it.` : undefined
  const time = setupTimeOf(offer)
  return join(
    about ?? offerSentence(offer, kind, conversation.seed),
    about ? price : undefined,
    time && `Setup usually takes ${time}.`,
    !conversation.followsUp &&
      (conversation.business
        ? "Would you like to know what's included?"
        : pick(
            ["Would you like to know what's included?", 'Is it for a particular kind of business? I can point you to a demo in your industry.'],
            conversation.seed,
          )),
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
      `G'day, and thanks for stopping by ${name}! Are you looking at ${whatWeSell(conversation.knowledge).replace(/ and /, ' or ')}? Ask me anything, prices included.`,
      `Hello! Happy to help. What would you like to know about our ${whatWeSell(conversation.knowledge)}?`,
    ],
    conversation.seed,
  )
}

const smallTalk: Composer = (conversation) =>
  join(
    pick(["I'm doing well, thanks for asking!", 'All good here, thanks!'], conversation.seed),
    `How can I help today? I can tell you about our ${whatWeSell(conversation.knowledge)}.`,
  )

const thanks: Composer = (conversation) =>
  join(
    pick(["You're welcome!", 'No worries at all!', 'My pleasure!'], conversation.seed),
    pick(['Is there anything else I can help with?', 'Anything else you would like to know?'], conversation.seed + 1),
  )

const goodbye: Composer = (conversation) => {
  const facts = contactFacts(conversation.knowledge.settings)
  return join(
    pick(['Thanks for chatting!', 'Thanks for stopping by!'], conversation.seed),
    `If anything else comes up, I'm here any time, or you can reach the team on ${facts.phone}.`,
    'Have a great day!',
  )
}

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
  if (askedForContact(last) && !conversation.contactKnown) {
    return 'Great! Just pop your name and the best email or phone number here, and the team will be in touch.'
  }
  if (offeredConsultation(last) && /\?/.test(last)) return booking(conversation)
  if (/what's included\?/i.test(last)) return included(conversation)
  if (/\bdemo\b/i.test(last) && /\?/.test(last)) return demos(conversation)
  return `Great! What would you like to know? I can help with pricing, setup times, integrations or booking a free ${CONSULTATION.minutes}-minute consultation.`
}

const no: Composer = (conversation) =>
  pick(['No worries at all. Is there anything else I can help with?', "That's fine! Let me know if anything else comes to mind."], conversation.seed)

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
    case 'offer':
      return productFromOffer(conversation, doc.offer)
    case 'feature':
      return lines(
        `Yes, our ${doc.offer.name} covers that:`,
        `- ${doc.feature}`,
        doc.offer.amount !== undefined ? `It's ${pricePhrase(doc.offer)} as a one-time setup fee.` : undefined,
      )
    case 'tool':
      return toolReply(doc.tool)
    case 'demo':
      return demoReply(doc.demo)
  }
}

function productFromOffer(conversation: Conversation, offer: PriceOffer): string {
  return offer.kind && offer.kind !== 'workforce'
    ? product({ ...conversation, products: [offer.kind] })
    : join(offer.description, `From ${pricePhrase(offer)}.`)
}

export function generic(conversation: Conversation): string {
  const facts = contactFacts(conversation.knowledge.settings)
  return join(
    pick(["I'm not completely sure I've understood, sorry.", "I don't have a good answer for that one, sorry."], conversation.seed),
    `I can help with our ${whatWeSell(conversation.knowledge)}: pricing, setup times, integrations, or booking a free ${CONSULTATION.minutes}-minute consultation.`,
    `Could you tell me a bit more about what you're after? Or, if you'd rather, call the team on ${facts.phone}.`,
  )
}

export const COMPOSERS: Record<Intent, Composer> = {
  probe,
  human,
  identity,
  compare,
  booking,
  payment,
  ownership,
  discount,
  budget,
  gst,
  included,
  pricing,
  setup,
  integrations,
  afterHours,
  support,
  hours,
  location,
  contact,
  aiTools,
  demos,
  roi,
  recommend,
  services,
  product,
  offTopic,
  smallTalk,
  greeting,
  thanks,
  goodbye,
  yes,
  no,
}

/** Short forms for an intent answered second in one reply. */
export const SECOND_ANSWERS: Partial<Record<Intent, Composer>> = {
  hours: (conversation) => hoursReply(conversation, true),
  pricing: (conversation) => {
    const kind = expand(conversation.products)[0]
    return kind ? productPrice(conversation, kind, false) : priceList(conversation)
  },
  setup,
  ownership: (conversation) => {
    const kind = expand(conversation.products)[0]
    return join('You pay once and own it, with no monthly subscription.', runningCostSentence(kind) ?? 'Only AI usage and any third-party services recur.')
  },
  location: (conversation) => `We're based at ${withoutFinalStop(contactFacts(conversation.knowledge.settings).address)}.`,
  contact: (conversation) => {
    const facts = contactFacts(conversation.knowledge.settings)
    return `You can reach the team on ${facts.phone} or ${facts.email}.`
  },
  integrations,
  support,
  afterHours,
  payment,
  gst: (conversation) => gst(conversation),
  included,
  demos,
}
