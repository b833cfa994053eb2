/**
 * The built-in chat assistant: the default when no language model is configured and the fallback
 * when it fails. nlp.js reads the visitor's message (intent and entities, see language-model.ts),
 * the reply is composed from the live knowledge by intent or, failing that, from the closest
 * content minisearch finds (knowledge-index.ts); interest is steered towards contact details and
 * the free consultation without asking on every message. Deterministic: the same conversation
 * always gets the same reply.
 */
import { WEEKDAY_LABELS } from '../../../contract/availability.ts'
import type { ChatMessage, LeadData } from '../../../contract/chat.ts'
import { emailKey, findEmails, findPhones, samePhone } from './contact-details.ts'
import { knowledgeAnswer } from './knowledge-answer.ts'
import { knowledgeIndex } from './knowledge-index.ts'
import { melbourneDay } from '../../../contract/melbourne-day.ts'
import { type ChatKnowledge, catalogueOffers, CONSULTATION, type OfferKind, openState, ownContacts, type PriceOffer } from './knowledge.ts'
import { languageModel, type Understanding } from './language-model.ts'
import { askedForContact, COMPOSERS, type Conversation, generic, isAction, join, offeredConsultation, pick, type PreferredTime, SECOND_ANSWERS } from './offline-replies.ts'
import { siteKnowledgeBase } from './site-entries.ts'
import type { Intent } from './training-data.ts'

export type OfflineReplyInput = {
  message: string
  /** Earlier messages, oldest first, excluding `message`. */
  history: readonly ChatMessage[]
  /** What is known about the visitor so far, this message included. */
  lead: LeadData
  knowledge: ChatKnowledge
  now: Date
  /** Told, with the message less any contact details, when nothing the assistant knows answers it (it then says so and offers the team). */
  onUnanswered?: (question: string) => void
  /**
   * Told when the visitor asks for a person: the Melbourne day someone should call them (today while the business is
   * open, else the day it opens next), and whether it is open now.
   */
  onHandover?: (handover: Handover) => void
}

export type Handover = { due: string; openNow: boolean }

/** How many of the assistant's latest turns are checked before asking for contact details again. */
const RECENT_ASSISTANT_TURNS = 2
/** How far back the conversation's subject (a product, an industry) is remembered. */
const REMEMBERED_VISITOR_TURNS = 6
/** A second question in the same message is answered when the classifier is this sure of it. */
const SECOND_INTENT_SCORE = 0.75

/** Longest message read as a pleasantry ('thanks heaps, have a good one'). */
const SOCIAL_MAX_WORDS = 6
const SOCIAL: ReadonlySet<Intent> = new Set(['smallTalk', 'greeting', 'thanks', 'goodbye', 'yes', 'no'])
/** Intents that by themselves show buying interest. */
const INTEREST: ReadonlySet<Intent> = new Set(['pricing', 'budget', 'discount', 'compare', 'included', 'booking', 'cheapest'])
/** Intents that show interest when the visitor names a product with them ('I want a website for my cafe'). */
const INTEREST_WITH_PRODUCT: ReadonlySet<Intent> = new Set(['product', 'recommend', 'industries', 'capability', 'services'])
/** Intents whose answer already covers the other's ground, so a second answer would repeat it. */
const OVERLAPPING: Partial<Record<Intent, readonly Intent[]>> = {
  pricing: ['included', 'gst', 'cheapest', 'budget'],
  budget: ['pricing', 'ownership', 'included', 'gst'],
  discount: ['pricing', 'ownership', 'included', 'gst'],
  ownership: ['pricing', 'payment', 'included'],
  compare: ['pricing', 'ownership', 'included', 'product'],
  included: ['pricing', 'ownership'],
  human: ['contact', 'hours', 'location'],
  contact: ['hours', 'location', 'human', 'booking'],
  booking: ['contact', 'setup', 'hours', 'start'],
  location: ['contact'],
  industries: ['demos', 'recommend', 'capability'],
  demos: ['industries'],
}

export async function offlineReply(input: OfflineReplyInput): Promise<string> {
  const { message, history, lead, knowledge, now, onUnanswered, onHandover } = input
  const model = await languageModel()
  const index = knowledgeIndex(knowledge, model)
  const { email, phone } = visitorContact(message, knowledge)
  const text = withoutContactDetails(message, email, phone)
  const understanding = await understandAll(text, model.understand)

  const visitorTurns = history.filter((entry) => entry.role === 'user')
  const assistantTurns = history.filter((entry) => entry.role === 'assistant').map((entry) => entry.content)
  const recentAssistant = assistantTurns.slice(-RECENT_ASSISTANT_TURNS)
  const lastAssistant = assistantTurns.at(-1)
  const earlier = await Promise.all(visitorTurns.slice(-REMEMBERED_VISITOR_TURNS).map((entry) => model.understand(entry.content)))
  const lastOffer = lastAssistant ? offerDiscussed(lastAssistant, knowledge, now) : undefined

  const named = understanding.products
  // A plan or service named in full ('the staff training workshop'), read only by the composers that need it.
  const namedOffer = () => (understanding.products.length > 1 ? undefined : index.offerNamed(text))
  const rememberedProducts = [...earlier].reverse().find((entry) => entry.products.length > 0)?.products ?? []
  const products = named.length > 0 ? named : lastOffer?.kind ? [lastOffer.kind] : rememberedProducts
  const industries = understanding.industries.length > 0 ? understanding.industries : ([...earlier].reverse().find((entry) => entry.industries.length > 0)?.industries ?? [])

  const earlierContact = visitorTurns.some((entry) => {
    const found = visitorContact(entry.content, knowledge)
    return found.email || found.phone
  })
  const givesContact = Boolean(email || phone)
  const contactKnown = earlierContact || givesContact || Boolean(lead.email && emailKey(lead.email) !== emailKey(email ?? '')) || Boolean(lead.phone && !(phone && samePhone(lead.phone, phone)))
  const name = lead.name
  const newName = name && new RegExp(`\\b${escape(name.split(' ')[0] ?? '')}\\b`, 'i').test(message) && !visitorTurns.some((entry) => entry.content.includes(name)) ? name : undefined

  let intents = chooseIntents(understanding, named, industries)
  const consultationOffered = recentAssistant.some(offeredConsultation)
  const bookingContext = intents.includes('booking') || givesContact || consultationOffered
  const preferredTime = bookingContext ? preferredTimeIn(message, understanding) : undefined
  const topical = intents.filter((intent) => !SOCIAL.has(intent))
  // 'Tuesday at 10:30?' right after the consultation was offered is a booking, not a question about opening hours.
  if (preferredTime && !givesContact && (topical.length === 0 || topical[0] === 'hours')) intents = ['booking', ...intents.filter((intent) => intent !== 'booking')]

  const conversation: Conversation = {
    knowledge,
    index,
    now,
    seed: hashText(text.toLowerCase()) + history.length,
    text,
    understanding,
    products,
    lastOffer,
    get namedOffer() {
      return namedOffer()
    },
    industries,
    name,
    visitorPhone: phone ?? lead.phone,
    contactKnown,
    firstTurn: visitorTurns.length === 0,
    lastAssistant,
    preferredTime,
    followsUp: false,
    consultationOffered,
    intents,
  }
  // The ownership answer leads with the price when both are asked ('how much, and is it monthly?').
  if (intents.includes('pricing') && intents.includes('ownership')) intents = ['ownership', ...intents.filter((intent) => intent !== 'ownership')]
  conversation.intents = intents
  const main = intents.filter((intent) => !SOCIAL.has(intent))
  const primary = main[0]
  const interested = primary !== undefined && (INTEREST.has(primary) || (named.length > 0 && INTEREST_WITH_PRODUCT.has(primary)))
  const followUp = !interested ? undefined : !contactKnown ? (recentAssistant.some(askedForContact) ? undefined : 'ask') : consultationOffered ? undefined : 'offer'
  conversation.followsUp = followUp !== undefined

  const parts: string[] = []
  if (givesContact) parts.push(acknowledgeDetails(conversation, email, phone, main.length === 0))
  else if (newName) parts.push(main.length === 0 ? `Nice to meet you, ${newName}! ${recentAssistant.some(askedForContact) && !contactKnown ? "What's the best email or phone number for the team to reach you on?" : 'How can I help today?'}` : `Nice to meet you, ${newName}!`)

  const base = siteKnowledgeBase(knowledge, model, now)
  // What a follow-up's "it" means: the product the last reply was about, while the visitor names none.
  // A question that names its own subject ('and the AI Chatbot?') is about that, not the last reply's.
  const about = named.length === 0 && lastAssistant && !base.subjectIn(text) ? base.subjectIn(lastAssistant) : undefined
  // What the visitor said about themselves earlier ('I run a hair salon', 'we keep missing calls') is searched with the question.
  const remembered = visitorTurns.slice(-REMEMBERED_VISITOR_TURNS).flatMap((entry) => base.namedIn(entry.content))
  // 'yes' or 'thanks' alone asks nothing of the knowledge: only a message with words of its own does, or none at all.
  // Opening hours are knowledge; whether the office is open on a day or now is worked out on the clock.
  const acts = isAction(primary) && (primary !== 'hours' || understanding.days.length > 0)
  const asksSomething = !acts && (primary !== undefined || !intents.some(isAction) || base.termsOf(text).length > 0)
  const answer = parts.length === 0 && asksSomething ? knowledgeAnswer(base, text, base.retrieve(text, { about, remembered })) : undefined
  if (answer) {
    parts.push(withSocialOpening(answer.text, intents, conversation))
  } else if (acts && isAction(primary)) {
    if (primary === 'human') onHandover?.(handoverOf(knowledge, now))
    const answer = COMPOSERS[primary](conversation)
    parts.push(parts.length === 0 ? withSocialOpening(answer, intents, conversation) : answer)
    for (const secondary of main.slice(1, 3)) {
      if (!isAction(secondary) || OVERLAPPING[primary]?.includes(secondary)) continue
      const second = SECOND_ANSWERS[secondary]?.(conversation)
      if (second && !parts.some((part) => part.includes(second))) parts.push(second)
    }
  } else if (parts.length === 0) {
    const social = intents.find(isAction)
    if (social) parts.push(COMPOSERS[social](conversation))
    else {
      // Nothing the assistant knows answers it: it says so, offers the team, and files the question for the owner.
      onUnanswered?.(text)
      parts.push(generic(conversation))
    }
  }

  const reply = parts.join(parts.some((part) => part.includes('\n')) ? '\n' : ' ')
  const separator = reply.includes('\n') ? '\n' : ' '
  if (followUp === 'ask' && !askedForContact(reply)) return `${reply}${separator}${contactAsk(conversation.seed)}`
  if (followUp === 'offer' && !offeredConsultation(reply)) return `${reply}${separator}${consultationOffer(conversation.seed)}`
  return reply
}

/** When the team should call a visitor who asked for a person: today while open, else the day the business opens next. */
function handoverOf(knowledge: ChatKnowledge, now: Date): Handover {
  const state = openState(knowledge.settings, now)
  const openNow = state.open !== false
  return { due: openNow || !state.nextOpening ? melbourneDay(now) : state.nextOpening.date, openNow }
}

/**
 * The message as a whole, and each of its sentences: 'How much is a chatbot? Do you work with
 * dentists?' asks two things, each sentence's best intent in the order asked.
 */
async function understandAll(text: string, understand: (text: string) => Promise<Understanding>): Promise<Understanding & { asked: Intent[]; words: number }> {
  const whole = await understand(text)
  // 'how much is a chatbot and is it monthly' asks two things as well.
  const sentences = text
    .split(/(?<=[.?!])\s+|\n+|,?\s+and\s+(?=(?:is|are|do|does|can|will|what|how|when)\b)/i)
    .filter((sentence) => sentence.trim().split(/\s+/).length >= 2)
  const asked: Intent[] = []
  if (sentences.length > 1) {
    for (const sentence of sentences) {
      const part = await understand(sentence)
      if (part.intent && !asked.includes(part.intent)) asked.push(part.intent)
    }
  }
  return { ...whole, asked, words: text.split(/\s+/).filter(Boolean).length }
}

/** The intents to answer, main first: the classifier's, shaped by the entities it found. */
function chooseIntents(understanding: Understanding & { asked: Intent[]; words: number }, named: OfferKind[], industries: string[]): Intent[] {
  // A pleasantry is a short message; a longer question read as 'bye' is a question the classifier missed.
  if (understanding.intent && SOCIAL.has(understanding.intent) && understanding.asked.length === 0 && understanding.words > SOCIAL_MAX_WORDS) {
    understanding = { ...understanding, intent: undefined }
  }
  let main = understanding.asked.length > 0 ? understanding.asked : understanding.intent ? [understanding.intent] : []
  const second = understanding.ranked[1]
  if (understanding.asked.length === 0 && main.length > 0 && second && second.score >= SECOND_INTENT_SCORE * (understanding.ranked[0]?.score ?? 1) && second.score > 0.3) {
    main = [...main, second.intent]
  }
  if (main.length === 0) {
    if (understanding.money !== undefined) return ['budget']
    if (named.length > 0) return ['product']
    if (understanding.industries.length > 0 && industries.length > 0) return ['industries']
    return []
  }
  // A stated amount turns a price question into a budget one: 'what can I get for $800?'.
  if (understanding.money !== undefined && (main[0] === 'pricing' || main[0] === 'cheapest')) return ['budget', ...main.slice(1)]
  return main
}

/** The one offer the assistant's message was about: the first named, when it names at most two. */
function offerDiscussed(text: string, knowledge: ChatKnowledge, now: Date): PriceOffer | undefined {
  const found = catalogueOffers(knowledge, now)
    .map((offer) => ({ offer, at: text.indexOf(offer.name) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
  return found.length > 0 && found.length <= 2 ? found[0]?.offer : undefined
}

/** The visitor's own email and phone in a text; the business's published ones quoted back do not count. */
function visitorContact(text: string, knowledge: ChatKnowledge): { email?: string; phone?: string } {
  const own = ownContacts(knowledge.settings)
  const ownEmails = own.emails.map(emailKey)
  return {
    email: findEmails(text).find((found) => !ownEmails.includes(found.key))?.value,
    phone: findPhones(text).find((found) => !own.phones.some((mine) => mine && samePhone(mine, found.value)))?.value,
  }
}

function withoutContactDetails(message: string, email: string | undefined, phone: string | undefined): string {
  let rest = message
  if (email) rest = rest.replace(email, ' ')
  if (phone) rest = rest.replace(phone, ' ')
  return rest.replace(/\s+/g, ' ').trim()
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const DAY_NAMES: Record<string, string> = { ...WEEKDAY_LABELS, today: 'today', tomorrow: 'tomorrow' }

/** 'Tuesday at 10:30 AM', 'tomorrow afternoon', '3:00 PM': the time a visitor suggests for a call. */
function preferredTimeIn(message: string, understanding: Understanding): PreferredTime | undefined {
  const dayWord = understanding.days.find((found) => DAY_NAMES[found])
  const day = dayWord && DAY_NAMES[dayWord]
  const clockMatch = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b/i.exec(message)
  const part = /\b(morning|afternoon|arvo)\b/i.exec(message)?.[1]?.toLowerCase()
  const clock = clockMatch
    ? `${Number(clockMatch[1]) % 12 === 0 ? 12 : Number(clockMatch[1]) % 12}:${clockMatch[2] ?? '00'} ${(clockMatch[3] ?? '').toUpperCase()}`
    : undefined
  const time = clock ?? (part && (part === 'arvo' ? 'afternoon' : part))
  const text = day && time ? (clock ? `${day} at ${time}` : `${day} ${time}`) : (day ?? clock)
  return text ? { text, weekend: dayWord === 'saturday' || dayWord === 'sunday', clock } : undefined
}

function acknowledgeDetails(conversation: Conversation, email: string | undefined, phone: string | undefined, alone: boolean): string {
  const { name, preferredTime } = conversation
  const got = [email && `email (${email})`, phone && `number (${phone})`].filter(Boolean).join(' and ')
  const thanks = `Thanks${name ? `, ${name}` : ''}! I've got your ${got}.`
  if (!alone) return thanks
  if (preferredTime && !preferredTime.weekend) {
    return `${thanks} I've noted ${preferredTime.text} as your preferred time for the free ${CONSULTATION.minutes}-minute phone consultation, and the team will confirm it with you.`
  }
  return `${thanks} Someone from the team will be in touch soon. If you'd like to lock in a time now, use the Book Call button at the top of the page for a free ${CONSULTATION.minutes}-minute phone consultation, or tell me a weekday and time that suits.`
}

/** 'Hi! ...' or "You're welcome! ..." before an answer when the visitor opened with a greeting or thanks. */
function withSocialOpening(answer: string, intents: Intent[], conversation: Conversation): string {
  if (intents.includes('greeting')) return `${conversation.firstTurn ? pick(['Hi!', 'Hi there!', 'Hello!'], conversation.seed) : 'Hi again!'} ${answer}`
  if (intents.includes('thanks')) return `${pick(["You're welcome!", 'No worries!'], conversation.seed)} ${answer}`
  return answer
}

function contactAsk(seed: number): string {
  return pick(
    [
      "If you'd like a tailored quote, just leave your name and email or phone number and the team will follow up.",
      'Would you like the team to follow up? Share your name and the best email or phone number to reach you.',
      "Happy to have someone send you the details: what's your name, and the best email or phone to reach you?",
    ],
    seed,
  )
}

function consultationOffer(seed: number): string {
  return join(
    pick(
      [
        `Would you like to book a free ${CONSULTATION.minutes}-minute phone consultation? The Book Call button at the top of the page shows the open times.`,
        `The next step is a free ${CONSULTATION.minutes}-minute phone consultation: grab a time with the Book Call button, or tell me a weekday that suits.`,
      ],
      seed,
    ),
  )
}

/** FNV-1a: a stable number for a text, so wording varies between messages but never between runs. */
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
