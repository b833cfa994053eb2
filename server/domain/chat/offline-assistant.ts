/**
 * The built-in chat assistant: the default when no language model is configured and the fallback
 * when it fails. It reads the visitor's message (typos and shorthand included), answers from the
 * live knowledge by intent or, failing that, by retrieval, and steers interest towards contact
 * details and the free consultation without asking on every message. Deterministic: the same
 * conversation always gets the same reply.
 */
import type { ChatMessage, LeadData } from '../../../contract/chat.ts'
import { type ChatKnowledge, CONSULTATION, contactFacts, type OfferKind } from './knowledge.ts'
import { detectIntents, INTEREST_INTENTS, type Intent, isBusinessStatement, productsIn, showsWant, SOCIAL_INTENTS, withoutProducts } from './offline-intents.ts'
import { askedForContact, COMPOSERS, type Conversation, generic, offeredConsultation, retrievedReply, SECOND_ANSWERS } from './offline-replies.ts'
import { faqAskedVerbatim, type Hit, knowledgeTexts, search } from './offline-retrieval.ts'
import { buildDictionary, type Dictionary, findEmails, findName, findPhones, hashText, normalise, pick, samePhone } from './offline-text.ts'

export type OfflineReplyInput = {
  message: string
  /** Earlier messages, oldest first, excluding `message`. */
  history: readonly ChatMessage[]
  /** What is known about the visitor so far. */
  lead: LeadData
  knowledge: ChatKnowledge
  now: Date
}

/** How many of the assistant's latest turns are checked before asking for contact details again. */
const RECENT_ASSISTANT_TURNS = 2
/** How far back the conversation's subject (a product) is remembered. */
const REMEMBERED_VISITOR_TURNS = 6

/** Intents whose answer already covers the other's ground, so a second answer would repeat it. */
const OVERLAPPING: Partial<Record<Intent, readonly Intent[]>> = {
  pricing: ['ownership', 'included', 'gst'],
  budget: ['pricing', 'ownership', 'included', 'gst'],
  discount: ['pricing', 'ownership', 'included', 'gst'],
  ownership: ['pricing', 'payment', 'included'],
  compare: ['pricing', 'ownership', 'included'],
  included: ['pricing', 'ownership'],
  human: ['contact', 'hours', 'location'],
  contact: ['hours', 'location'],
  identity: ['contact'],
  booking: ['contact', 'setup', 'hours'],
  location: ['contact'],
  gst: ['included', 'pricing'],
  integrations: ['contact'],
  setup: ['contact'],
  afterHours: ['hours'],
}

export function offlineReply(input: OfflineReplyInput): string {
  const { message, history, lead, knowledge, now } = input
  const dictionary = buildDictionary(knowledgeTexts(knowledge))
  const { email, phone } = visitorContact(message, knowledge)
  const text = normalise(withoutContactDetails(message, email, phone), dictionary)

  const visitorTurns = history.filter((entry) => entry.role === 'user')
  const assistantTurns = history.filter((entry) => entry.role === 'assistant').map((entry) => entry.content)
  const recentAssistant = assistantTurns.slice(-RECENT_ASSISTANT_TURNS)
  const lastAssistant = assistantTurns[assistantTurns.length - 1]

  const named = productsIn(text)
  const products = named.length > 0 ? named : rememberedProducts(visitorTurns, lead, dictionary)
  const intents = detectIntents(text, named)
  // The lead may already hold what this very message gave, so 'before' is read from the history.
  const earlierName = visitorTurns.map((entry) => findName(entry.content) ?? nameBesideContact(entry.content, knowledge)).find(Boolean)
  const newName = earlierName ? undefined : (findName(message) ?? nameBesideContact(message, knowledge))
  const earlierContact = visitorTurns.some((entry) => {
    const found = visitorContact(entry.content, knowledge)
    return found.email || found.phone
  })
  const contactBefore =
    earlierContact ||
    Boolean(lead.email && lead.email.toLowerCase() !== email?.toLowerCase()) ||
    Boolean(lead.phone && !(phone && samePhone(lead.phone, phone)))
  const givesContact = Boolean(email || phone)

  const bookingContext = intents.includes('booking') || givesContact || recentAssistant.some(offeredConsultation)
  const conversation: Conversation = {
    knowledge,
    now,
    seed: hashText(text) + history.length,
    text,
    products,
    name: lead.name ?? earlierName ?? newName,
    contactKnown: contactBefore || givesContact,
    firstTurn: visitorTurns.length === 0,
    lastAssistant,
    preferredTime: bookingContext ? preferredTimeIn(message) : undefined,
    followsUp: false,
    consultationOffered: recentAssistant.some(offeredConsultation),
    intents,
    business: lead.business ?? [...visitorTurns].reverse().find((entry) => isBusinessStatement(normalise(entry.content, dictionary)))?.content,
  }

  const topical = intents.filter((intent) => !SOCIAL_INTENTS.has(intent))
  // 'Tuesday at 10:30?' right after the consultation was offered is a booking, not a question about opening hours.
  if (conversation.preferredTime && bookingContext && !givesContact && (topical.length === 0 || topical[0] === 'hours')) topical.unshift('booking')
  const social = intents.filter((intent) => SOCIAL_INTENTS.has(intent))
  const primary = topical[0]

  // Interest shown: ask once for contact details, or, once we have them, offer the consultation.
  const interested = (primary !== undefined && INTEREST_INTENTS.has(primary)) || topical.includes('pricing') || showsWant(text)
  const followUp = !interested
    ? undefined
    : !conversation.contactKnown
      ? recentAssistant.some(askedForContact)
        ? undefined
        : 'ask'
      : recentAssistant.some(offeredConsultation)
        ? undefined
        : 'offer'
  conversation.followsUp = followUp !== undefined

  const parts: string[] = []
  if (givesContact) parts.push(acknowledgeDetails(conversation, email, phone, topical.length === 0))
  else if (newName) parts.push(greetByName(newName, topical.length === 0, recentAssistant.some(askedForContact) && !contactBefore))

  // A product named in passing ('what languages does the chatbot speak') is answered by the FAQ when one fits well.
  const closeFaq = primary === 'product' && !showsWant(text) ? faqHit(knowledge, withoutProducts(text), dictionary) : undefined
  if (closeFaq) {
    parts.push(retrievedReply(conversation, closeFaq))
  } else if (primary) {
    const answer = COMPOSERS[primary](conversation)
    parts.push(parts.length === 0 ? withSocialOpening(answer, social, conversation) : answer)
    const secondary = topical.slice(1).find((intent) => intent !== primary && SECOND_ANSWERS[intent] && !OVERLAPPING[primary]?.includes(intent))
    const second = secondary ? SECOND_ANSWERS[secondary]?.(conversation) : undefined
    if (second && !parts.some((part) => part.includes(second))) parts.push(second)
  } else if (parts.length === 0) {
    const first = social[0]
    if (first) parts.push(COMPOSERS[first](conversation))
    else {
      const hit = faqAskedVerbatim(knowledge, text, dictionary) ?? search(knowledge, text)[0]
      parts.push(hit ? retrievedReply(conversation, hit) : generic(conversation))
    }
  }

  const reply = parts.join(parts.some((part) => part.includes('\n')) ? '\n' : ' ')
  if (followUp === 'ask' && !askedForContact(reply)) return `${reply}${separator(reply)}${contactAsk(conversation.seed)}`
  if (followUp === 'offer' && !offeredConsultation(reply)) return `${reply}${separator(reply)}${consultationOffer(conversation.seed)}`
  return reply
}

/** Above this retrieval score an FAQ answer beats the general product description. */
const CLOSE_FAQ_SCORE = 0.55

function faqHit(knowledge: ChatKnowledge, text: string, dictionary: Dictionary): Hit | undefined {
  const hit = faqAskedVerbatim(knowledge, text, dictionary) ?? search(knowledge, text)[0]
  return hit && hit.doc.kind === 'faq' && hit.score >= CLOSE_FAQ_SCORE ? hit : undefined
}

/** The visitor's own email and phone in a text; the business's published ones quoted back do not count. */
function visitorContact(text: string, knowledge: ChatKnowledge): { email?: string; phone?: string } {
  const own = contactFacts(knowledge.settings)
  const ownEmails = [own.email, own.supportEmail].map((address) => address.toLowerCase())
  const ownPhones = [own.phone, own.secondaryPhone]
  return {
    email: findEmails(text).find((address) => !ownEmails.includes(address.toLowerCase())),
    phone: findPhones(text).find((number) => !ownPhones.some((mine) => samePhone(mine, number))),
  }
}

/** 'Sarah Nguyen, sarah@example.com': a name written next to the contact details and nothing else. */
function nameBesideContact(text: string, knowledge: ChatKnowledge): string | undefined {
  const { email, phone } = visitorContact(text, knowledge)
  if (!email && !phone) return undefined
  const rest = withoutContactDetails(text, email, phone).replace(/\b(it'?s|i'?m|here)\b/gi, ' ')
  const match = /^[\s,.;:-]*([A-Z][a-z'-]+)(?:\s+([A-Z][a-z'-]+))?[\s,.;:!-]*$/.exec(rest)
  return match?.[1] ? [match[1], match[2]].filter(Boolean).join(' ') : undefined
}

const separator = (reply: string) => (reply.includes('\n') ? '\n' : ' ')

function withoutContactDetails(message: string, email: string | undefined, phone: string | undefined): string {
  let rest = message
  if (email) rest = rest.replace(email, ' ')
  if (phone) rest = rest.replace(phone, ' ')
  if (email || phone) rest = rest.replace(/\b(my )?(phone |mobile |contact |email )?(number|email|mobile|phone|address)( is|:)?/gi, ' ')
  return rest
}

/** The products the conversation was last about: the visitor's recent messages, then what the lead says they want. */
function rememberedProducts(visitorTurns: ChatMessage[], lead: LeadData, dictionary: Dictionary): OfferKind[] {
  for (const entry of visitorTurns.slice(-REMEMBERED_VISITOR_TURNS).reverse()) {
    const found = productsIn(normalise(entry.content, dictionary))
    if (found.length > 0) return found
  }
  return lead.interest ? productsIn(normalise(lead.interest, dictionary)) : []
}

// prettier-ignore
const DAYS: Record<string, string> = {
  mon: 'Monday', monday: 'Monday', tue: 'Tuesday', tues: 'Tuesday', tuesday: 'Tuesday', wed: 'Wednesday', wednesday: 'Wednesday',
  thu: 'Thursday', thur: 'Thursday', thurs: 'Thursday', thursday: 'Thursday', fri: 'Friday', friday: 'Friday', sat: 'Saturday',
  saturday: 'Saturday', sun: 'Sunday', sunday: 'Sunday', today: 'today', tomorrow: 'tomorrow', tmrw: 'tomorrow',
}

/** 'Tuesday at 10:30 AM', 'tomorrow afternoon', '3:00 PM': the time a visitor suggests for a call. */
export function preferredTimeIn(message: string): string | undefined {
  const lower = message.toLowerCase()
  const dayWord = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tmrw|mon|tues?|wed|thu(?:rs?)?|fri)\b/.exec(lower)?.[1]
  const day = dayWord ? DAYS[dayWord] : undefined
  const clock = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b/.exec(lower)
  const part = /\b(morning|afternoon|arvo)\b/.exec(lower)?.[1]
  const time = clock
    ? `${Number(clock[1]) % 12 === 0 ? 12 : Number(clock[1]) % 12}:${clock[2] ?? '00'} ${(clock[3] ?? '').toUpperCase()}`
    : part
      ? part === 'arvo'
        ? 'afternoon'
        : part
      : undefined
  if (day && time) return clock ? `${day} at ${time}` : `${day} ${time}`
  return day ?? (clock ? time : undefined)
}

function acknowledgeDetails(conversation: Conversation, email: string | undefined, phone: string | undefined, alone: boolean): string {
  const { name, preferredTime } = conversation
  const got = [email && `email (${email})`, phone && `number (${phone})`].filter(Boolean).join(' and ')
  const thanks = `Thanks${name ? `, ${name}` : ''}! I've got your ${got}.`
  if (!alone) return thanks
  if (preferredTime && !/saturday|sunday/i.test(preferredTime)) {
    return `${thanks} I've noted ${preferredTime} as your preferred time for the free ${CONSULTATION.minutes}-minute phone consultation, and the team will confirm it with you.`
  }
  return `${thanks} Someone from the team will be in touch soon. If you'd like to lock in a time now, use the Book Call button at the top of the page for a free ${CONSULTATION.minutes}-minute phone consultation, or tell me a weekday and time that suits.`
}

function greetByName(name: string, alone: boolean, completingContact: boolean): string {
  if (!alone) return `Nice to meet you, ${name}!`
  if (completingContact) return `Nice to meet you, ${name}! What's the best email or phone number for the team to reach you on?`
  return `Nice to meet you, ${name}! How can I help today?`
}

/** 'Hi! ...' or "You're welcome! ..." before an answer when the visitor opened with a greeting or thanks. */
function withSocialOpening(answer: string, social: Intent[], conversation: Conversation): string {
  if (social.includes('greeting')) return `${conversation.firstTurn ? pick(['Hi!', 'Hi there!', 'Hello!'], conversation.seed) : 'Hi again!'} ${answer}`
  if (social.includes('thanks')) return `${pick(["You're welcome!", 'No worries!'], conversation.seed)} ${answer}`
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
  return pick(
    [
      `Would you like to book a free ${CONSULTATION.minutes}-minute phone consultation? The Book Call button at the top of the page shows the open times.`,
      `The next step is a free ${CONSULTATION.minutes}-minute phone consultation: grab a time with the Book Call button, or tell me a weekday that suits.`,
    ],
    seed,
  )
}
