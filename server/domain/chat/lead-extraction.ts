import type { ChatMessage, LeadData } from '../../../contract/chat.ts'
import { findPhoneNumbersInText, isValidPhoneNumber } from 'libphonenumber-js'
import { collapseToOneLine } from '../../../contract/single-line.ts'
import { emailKey, findEmails as findEmailWords, findPhones as findPhoneNumbers, isEmail, mayHoldPhone, phoneKey, withoutDigitSoup } from './contact-details.ts'
import { findEnumEntities } from './language-model.ts'
import { remembered } from './remembered.ts'
import { readStatedDetails, type StatedDetails } from './stated-details.ts'

/** Await once before `extractLead`: it loads the language library that reads names, companies and budgets. */
export { prepareStatedDetails as prepareLeadExtraction } from './stated-details.ts'
import { INTEREST_OF_PRODUCT, LEAD_INTERESTS, type PRODUCT_WORDS } from '../content/assistant-training.ts'
import { type LEAD_CUE_WORDS } from './training-data.ts'

/** Longest value kept in any lead field, so a pasted essay cannot fill the leads table. */
export const LEAD_FIELD_MAX_LENGTH = 200

/** The products the business sells, by the names the admin sees, in the order they are listed (data: content/assistant-training.ts). */
export type LeadInterest = (typeof LEAD_INTERESTS)[number]

const LEAD_FIELDS = ['name', 'email', 'phone', 'company', 'business', 'interest', 'budget'] as const satisfies readonly (keyof LeadData)[]

export type LeadExtractionOptions = {
  /** What is already known, e.g. from the assistant's lead tool call or an earlier turn. */
  known?: LeadData
  /** The business's own contact details, which the visitor may quote back but which are never a lead's. */
  exclude?: { emails?: readonly string[]; phones?: readonly string[] }
}

/**
 * Lead details the visitor gave, read from the visitor's (role 'user') messages only, newest statement
 * winning; `known` (e.g. from an AI tool call) is kept unless the messages say otherwise. Never the
 * business's own contact details: neither those in `exclude` nor those the assistant offered before
 * the visitor wrote them. An email or phone is the visitor's only when stated as theirs: one they ask
 * about or give as someone else's ('what is carol@example.com's phone number?', 'her number is ...')
 * is no lead's, so the conversation is never filed under that person, even when an AI tool call saved it.
 */
export function extractLead(messages: readonly ChatMessage[], options: LeadExtractionOptions = {}): LeadData {
  const excludedEmails = new Set((options.exclude?.emails ?? []).map(emailKey))
  const excludedPhones = new Set((options.exclude?.phones ?? []).map(phoneKey))
  // Contact details the assistant wrote before the visitor did are the business's, quoted back.
  const offeredByAssistant = new Set<string>()
  const writtenByVisitor = new Set<string>()
  const statedAsOwn = new Set<string>()
  const mentionedOnly = new Set<string>()
  const isTheirs = (key: string) => !excludedEmails.has(key) && !excludedPhones.has(key) && !offeredByAssistant.has(key)

  let lead = withoutContacts(mergeLead({}, options.known ?? {}), (key) => excludedEmails.has(key) || excludedPhones.has(key))
  const interestStances = new Map<LeadInterest, boolean>()
  let previous: ChatMessage | undefined

  for (const message of messages) {
    const text = normaliseText(message.content)
    if (message.role === 'assistant') {
      for (const key of contactKeys(text)) if (!writtenByVisitor.has(key)) offeredByAssistant.add(key)
    } else {
      const askedBefore = previous?.role === 'assistant' ? normaliseText(previous.content) : undefined
      const found = readVisitorMessage(text, askedBefore)
      const theirEmails = found.emails.filter((candidate) => isTheirs(emailKey(candidate.value)))
      const theirPhones = found.phones.filter((candidate) => isTheirs(phoneKey(candidate.value)))
      for (const key of contactKeys(text)) if (!offeredByAssistant.has(key)) writtenByVisitor.add(key)
      for (const key of found.someoneElses) mentionedOnly.add(key)
      for (const key of [...found.emails.map((email) => emailKey(email.value)), ...found.phones.map((phone) => phoneKey(phone.value))]) statedAsOwn.add(key)
      lead = mergeLead(lead, { ...found.details, name: fullerName(lead.name, found.details.name), email: chosen(theirEmails, cuesIn(text))?.value, phone: chosen(theirPhones, cuesIn(text))?.value })
      lead = withoutContacts(lead, (key) => found.retracted.has(key))
      for (const [interest, wanted] of found.interests) interestStances.set(interest, wanted)
    }
    previous = message
  }

  lead = withoutContacts(lead, (key) => mentionedOnly.has(key) && !statedAsOwn.has(key))
  const interests = LEAD_INTERESTS.filter((interest) => interestStances.get(interest) === true)
  if (interests.length > 0) return mergeLead(lead, { interest: interests.join(', ') })
  return withoutDeclinedInterests(lead, interestStances)
}

/** 'I'm Sam' after 'Sam Lee' is known (e.g. from a tool call) says nothing new: the fuller name stays. */
function fullerName(known: string | undefined, said: string | undefined): string | undefined {
  if (said === undefined || known === undefined) return said
  return known.toLowerCase().startsWith(`${said.toLowerCase()} `) ? known : said
}

/** 'Actually I don't need the chatbot' takes 'AI chatbot' out of an interest known from an earlier turn. */
function withoutDeclinedInterests(lead: LeadData, stances: ReadonlyMap<LeadInterest, boolean>): LeadData {
  if (lead.interest === undefined) return lead
  const parts = lead.interest.split(', ')
  const kept = parts.filter((part) => !stances.has(part as LeadInterest) || stances.get(part as LeadInterest) === true)
  if (kept.length === parts.length) return lead
  const { interest: _declined, ...rest } = lead
  return kept.length > 0 ? { ...rest, interest: kept.join(', ') } : rest
}

/**
 * `base` with every usable value of `update` laid over it. Values are trimmed, kept to one line (a lead's
 * name and interest go into an email subject) and cut to LEAD_FIELD_MAX_LENGTH; empty values, placeholders
 * an AI tool call may send ('n/a', 'unknown'), emails that are not emails and phones without enough digits
 * are dropped, so they never replace a real value. Emails are kept in lower case. Fields outside LeadData
 * are ignored.
 */
export function mergeLead(base: LeadData, update: Partial<LeadData>): LeadData {
  const merged: LeadData = {}
  for (const field of LEAD_FIELDS) {
    const value = cleanLeadValue(field, update[field]) ?? cleanLeadValue(field, base[field])
    if (value !== undefined) merged[field] = value
  }
  return merged
}

const PLACEHOLDER = /^(?:n\/?a|none|null|nil|undefined|unknown|not (?:provided|given|specified|mentioned|known|stated)|-+|\?+)$/i
const MIN_PHONE_DIGITS = 6 // '13 12 34' is the shortest Australian number

function cleanLeadValue(field: keyof LeadData, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = collapseToOneLine(value)
  if (text === '' || PLACEHOLDER.test(text)) return undefined
  if (field === 'email') {
    const email = text.toLowerCase()
    return email.length <= LEAD_FIELD_MAX_LENGTH && isEmail(email) ? email : undefined
  }
  if (field === 'phone' && (text.match(/\d/g)?.length ?? 0) < MIN_PHONE_DIGITS) return undefined
  return text.slice(0, LEAD_FIELD_MAX_LENGTH).trim()
}

/** The lead without the email or phone whose key `drop` picks. */
function withoutContacts(lead: LeadData, drop: (key: string) => boolean): LeadData {
  const { email, phone, ...rest } = lead
  return {
    ...rest,
    ...(email !== undefined && !drop(emailKey(email)) ? { email } : {}),
    ...(phone !== undefined && !drop(phoneKey(phone)) ? { phone } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// One visitor message

type Found = { value: string; index: number }
type VisitorMessageFindings = {
  details: Pick<LeadData, 'name' | 'company' | 'business' | 'budget'>
  emails: Found[]
  phones: Found[]
  /** Contact details the visitor says are wrong or old ('not 0412 345 678', 'my old email was ...'). */
  retracted: Set<string>
  /** Contact details the visitor asks about or gives as someone else's: no lead's. */
  someoneElses: Set<string>
  interests: Map<LeadInterest, boolean>
}


const readWithQuestion = remembered((key) => {
  const [askedBefore, text] = key.split('\u0000') as [string, string]
  return readMessage(text, askedBefore === '' ? undefined : askedBefore)
})
const readVisitorMessage = (text: string, askedBefore: string | undefined) => readWithQuestion(`${askedBefore ?? ''}\u0000${text}`)

function readMessage(text: string, askedBefore: string | undefined): VisitorMessageFindings {
  const cues = cuesIn(text)
  const allEmails = findEmails(text, says(text, 'emailWord') || (askedBefore !== undefined && says(askedBefore, 'emailWord')))
  const allPhones = findPhones(text)
  const retractions = cuesOf(cues, ['retraction'])
  const isRetracted = (found: Found) => retractions.some((cue) => isShortlyBefore(text, cue, found.index, MOST_CHARACTERS_AFTER_RETRACTION, RETRACTION_STOPS))
  const retracted = new Set([...allEmails.filter(isRetracted).map((email) => emailKey(email.value)), ...allPhones.filter(isRetracted).map((phone) => phoneKey(phone.value))])
  const details = [...allEmails, ...allPhones]
  const isSomeoneElses = (found: Found) => isSomeoneElsesDetail(text, cues, found, details)
  const someoneElses = new Set([...allEmails.filter(isSomeoneElses).map((email) => emailKey(email.value)), ...allPhones.filter(isSomeoneElses).map((phone) => phoneKey(phone.value))])
  const entities = entitiesIn(text)
  const notNames = [...entities.products, ...entities.businessTypes].map((found) => ({ start: found.index, end: endOf(found) }))
  const cued = new Set(STATED_DETAILS.filter(([kind]) => cues.some((cue) => cue.cue === kind && (kind !== 'statesCompanyLabel' || cue.index === startOfText(text)))).map(([, detail]) => detail))
  const stated = readStatedDetails(text, { cued, askedBefore, notNames })
  return {
    details: { ...stated, business: findBusinessTypes(text, cues).join(', ') },
    emails: allEmails.filter((email) => !retracted.has(emailKey(email.value)) && !someoneElses.has(emailKey(email.value))),
    phones: allPhones.filter((phone) => !retracted.has(phoneKey(phone.value)) && !someoneElses.has(phoneKey(phone.value))),
    retracted,
    someoneElses,
    interests: findInterests(text, cues, askedBefore),
  }
}

/**
 * Of several addresses or numbers in one message, the first ('mobile 0412 345 678 or landline
 * 03 9123 4567'), unless a later one corrects it ('sam@acme.co, sorry, sam@acme.com.au').
 */
function chosen(candidates: readonly Found[], cues: readonly Cue[]): Found | undefined {
  let current = candidates[0]
  for (const candidate of candidates.slice(1)) {
    const corrects = (cue: Cue) => cue.cue === 'correction' && current !== undefined && cue.index >= endOf(current) && endOf(cue) <= candidate.index
    if (cues.some(corrects)) current = candidate
  }
  return current
}

function normaliseText(text: string): string {
  // One character for one, so indexes still point into what the visitor wrote.
  return text
    .replace(/[\u2018\u2019\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
}

/** 'not 0412 345 678', 'my old email was ...': a retraction shortly before, in the same sentence, with no other detail between. */
const MOST_CHARACTERS_AFTER_RETRACTION = 14
const RETRACTION_STOPS = '.!?\n0123456789@'

const contactKeys = remembered((text: string): string[] => [...findEmails(text, false).map((email) => emailKey(email.value)), ...findPhones(text).map((phone) => phoneKey(phone.value))])

/** Keeps the earliest of overlapping finds, the longest when two start together. */
function nonOverlapping<T extends Found>(found: readonly T[]): T[] {
  const sorted = [...found].sort((a, b) => a.index - b.index || b.value.length - a.value.length)
  const kept: T[] = []
  for (const item of sorted) {
    const last = kept.at(-1)
    if (last === undefined || item.index >= last.index + last.value.length) kept.push(item)
  }
  return kept
}

const endOf = (found: Found) => found.index + found.value.length

/** The cues that say a message may state a detail, read with compromise (stated-details.ts). */
const STATED_DETAILS: [LeadCue, keyof StatedDetails][] = [
  ['statesName', 'name'],
  ['statesCompany', 'company'],
  ['statesCompanyLabel', 'company'],
  ['statesBudget', 'budget'],
]
const startOfText = (text: string) => text.length - text.trimStart().length

// ---------------------------------------------------------------------------------------------
// Cues: the words around what the visitor says (nlp.js enum entities of training-data's LEAD_CUE_WORDS)

type LeadCue = keyof typeof LEAD_CUE_WORDS
type Cue = Found & { cue: LeadCue }

type Entities = { cues: Cue[]; products: (Found & { product: keyof typeof PRODUCT_WORDS })[]; businessTypes: (Found & { label: string })[] }

/** The cues, products and kinds of business in the text, each in text order, overlapping ones included. */
const entitiesIn = remembered((text: string): Entities => {
  const entities: Entities = { cues: [], products: [], businessTypes: [] }
  for (const { entity, option = '', utteranceText: value, start: index } of findEnumEntities(text, ['leadCue', 'product', 'businessType'])) {
    if (entity === 'leadCue') entities.cues.push({ value, index, cue: option as LeadCue })
    else if (entity === 'product') entities.products.push({ value, index, product: option as keyof typeof PRODUCT_WORDS })
    else entities.businessTypes.push({ value, index, label: option })
  }
  return entities
})
/** The cues in a text; kept, like the rest of entitiesIn, since each assistant question is read again on every turn. */
const cuesIn = (text: string) => entitiesIn(text).cues

/** Whether the text holds a cue of this kind ('email' in 'What's the best email to reach you?'). */
const says = (text: string, kind: LeadCue) => cuesIn(text).some((cue) => cue.cue === kind)

/** Whether `cue` ends at most `most` characters before `index`, with none of `stops` between. */
function isShortlyBefore(text: string, cue: Found, index: number, most: number, stops: string): boolean {
  const between = text.slice(endOf(cue), index)
  return endOf(cue) <= index && between.length <= most && ![...between].some((character) => stops.includes(character))
}

type Gap = (between: string) => boolean
const SPACE: Gap = (between) => between !== '' && between.trim() === ''

/** The cue of these kinds that starts right after `found`, with only a `gap` between. */
function cueRightAfter(text: string, cues: readonly Cue[], found: Found, kinds: readonly LeadCue[], gap: Gap): Cue | undefined {
  return cues.find((cue) => kinds.includes(cue.cue) && cue.index >= endOf(found) && gap(text.slice(endOf(found), cue.index)))
}

/** The cues of these kinds, without those that a longer one of these or of the `shadowing` kinds covers. */
function cuesOf(cues: readonly Cue[], kinds: readonly LeadCue[], shadowing: readonly LeadCue[] = []): Cue[] {
  return nonOverlapping(cues.filter((cue) => kinds.includes(cue.cue) || shadowing.includes(cue.cue))).filter((cue) => kinds.includes(cue.cue))
}

// ---------------------------------------------------------------------------------------------
// Email and phone: zod and libphonenumber-js (contact-details.ts), plus what the words around say

/** 'priya.nair at gmail dot com', 'sam [at] acme [dot] com [dot] au': counted only where an email is being talked about. */
const SPELLED_EMAIL = /([\w.+-]+)\s*(?:\s|\[|\()at(?:\s|\]|\))\s*([\w-]+(?:\s*(?:\s|\[|\()dot(?:\s|\]|\))\s*[\w-]+)+)/gi

function findEmails(text: string, spelledOutCounts: boolean): Found[] {
  const found: Found[] = findEmailWords(text)
  if (spelledOutCounts) {
    for (const match of text.matchAll(SPELLED_EMAIL)) {
      const email = `${match[1]}@${(match[2] ?? '').split(/\s*(?:\s|\[|\()dot(?:\s|\]|\))\s*/i).join('.')}`
      if (isEmail(email)) found.push({ value: email, index: match.index })
    }
  }
  return found.sort((a, b) => a.index - b.index)
}

const MOST_CHARACTERS_AFTER_PHONE_WORD = 20
const MOST_CHARACTERS_AFTER_NOT_PHONE_WORD = 15
const SENTENCE_STOPS = '.!?\n'
const DATE_LIKE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/
const MELBOURNE_AREA_CODE = '03'

/**
 * The numbers libphonenumber-js finds (Australian by default), those written with 00 for + or in
 * North American style, and an 8-digit local number after 'call me on' (it is a Melbourne landline
 * without its area code). Never one after 'invoice', 'order', 'ABN' and the like, nor a date; a
 * 13 number written without spaces ('we did 131234 in sales') only after 'call' and the like.
 */
function findPhones(text: string): Found[] {
  const found: Found[] = []
  if ((text.match(/\d/g)?.length ?? 0) < MIN_PHONE_DIGITS || !mayHoldPhone(text)) return found
  const cues = cuesIn(text)
  const after = (kind: LeadCue, most: number, index: number) => cues.some((cue) => cue.cue === kind && isShortlyBefore(text, cue, index, most, SENTENCE_STOPS))
  const afterPhoneWord = (index: number) => after('phoneWord', MOST_CHARACTERS_AFTER_PHONE_WORD, index)
  const add = (value: string, index: number) => {
    if (after('notPhoneWord', MOST_CHARACTERS_AFTER_NOT_PHONE_WORD, index) || DATE_LIKE.test(value) || text.slice(0, index).trimEnd().endsWith('$')) return
    if (/^13\d{4}$/.test(value) && !afterPhoneWord(index)) return
    found.push({ value, index })
  }
  // '0061 412 345 678' is +61 dialled from Europe; written as ' +' it keeps its place in the text.
  const plusForZeroes = text.replace(/(?<![\d+])00(?=[1-9])/g, ' +')
  for (const phone of findPhoneNumbers(plusForZeroes)) {
    const index = text.startsWith('00', phone.index - 1) ? phone.index - 1 : phone.index
    add(text.slice(index, phone.index + phone.value.length), index)
  }
  for (const phone of findPhoneNumbersInText(withoutDigitSoup(text), { defaultCountry: 'US' })) {
    if (phone.number.countryCallingCode === '1') add(text.slice(phone.startsAt, phone.endsAt), phone.startsAt)
  }
  for (const match of text.matchAll(/(?<![\d$])[2-9]\d{3}[ -]?\d{4}(?!\d)/g)) {
    if (afterPhoneWord(match.index) && isValidPhoneNumber(MELBOURNE_AREA_CODE + match[0], 'AU')) add(match[0], match.index)
  }
  return nonOverlapping(found)
}

// ---------------------------------------------------------------------------------------------
// Whose a contact detail is: the visitor's, unless the words before it give it to someone else

/** How far before a detail the words that say whose it is may stand: 'my email address is now jo@acme.io'. */
const MOST_WORDS_BEFORE_DETAIL = 6
/** 'my email', 'her work mobile', 'your office number': a possessive says whose only this close to a contact word. */
const MOST_WORDS_FROM_POSSESSIVE = 2
/** "Carol's email": a name's possessive; not 'it's', 'here's' and the like, which are a word and 'is'. */
const NAME_POSSESSIVE = /(?<![\p{L}'])(\p{L}+)'s(?![\p{L}])/gu
const NOT_POSSESSIVES = new Set(['it', 'here', 'there', 'that', 'what', 'who', 'where', 'how', 'he', 'she', 'let', 'name', 'mine'])

/**
 * Whether a contact detail the visitor wrote is someone else's or only asked about: followed by 's
 * ("carol@example.com's phone number"); or the nearest word before it, in its sentence and at most a few words
 * away, that says whose it is names another ('her number is', "Carol's email is", 'my accountant, carol@...',
 * 'is your number ...?') rather than the visitor ('email me at', "I'm on", 'my mobile is'); or, with no such
 * word, its sentence is a question about it ('who is carol@example.com?'). A detail alone is the visitor's.
 */
function isSomeoneElsesDetail(text: string, cues: readonly Cue[], found: Found, details: readonly Found[]): boolean {
  if (text.startsWith("'s", endOf(found))) return true
  const start = sentenceAround(text, found.index).start
  const close = (index: number) => index >= start && index < found.index && wordCount(text.slice(index, found.index)) <= MOST_WORDS_BEFORE_DETAIL + 1 && !details.some((detail) => index >= detail.index && index < endOf(detail))
  const contactWords = cues.filter((cue) => cue.cue === 'emailWord' || cue.cue === 'phoneWord')
  const beforeContactWord = (at: Found) => contactWords.some((word) => word.index >= endOf(at) && word.index < found.index && wordCount(text.slice(endOf(at), word.index)) <= MOST_WORDS_FROM_POSSESSIVE)
  const owners: { index: number; own: boolean }[] = [
    ...cues.filter((cue) => cue.cue === 'ownPerson' || cue.cue === 'otherPerson').map((cue) => ({ index: cue.index, own: cue.cue === 'ownPerson' })),
    ...cues.filter((cue) => (cue.cue === 'ownPossessive' || cue.cue === 'otherPossessive') && beforeContactWord(cue)).map((cue) => ({ index: cue.index, own: cue.cue === 'ownPossessive' })),
    ...[...text.matchAll(NAME_POSSESSIVE)]
      .filter((match) => !NOT_POSSESSIVES.has(match[1]!.toLowerCase()) && beforeContactWord({ value: match[0], index: match.index }))
      .map((match) => ({ index: match.index, own: false })),
  ].filter((owner) => close(owner.index))
  const nearest = owners.sort((a, b) => b.index - a.index)[0]
  if (nearest) return !nearest.own
  const question = sentenceAround(text, endOf(found))
  return question.isQuestion && cues.some((cue) => cue.cue === 'askAbout' && cue.index === start + (text.slice(start).length - text.slice(start).trimStart().length))
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

// ---------------------------------------------------------------------------------------------
// Business type

const ARTICLES = new Set(['a', 'an', 'the'])
const MOST_WORDS_BEFORE_BUSINESS = 2

/** 'I run a small family dental clinic', "we're a plumbing business", "I'm a plumber", 'for my cafe', 'Hair salon owner here'. */
function findBusinessTypes(text: string, cues: readonly Cue[]): string[] {
  const mentions = nonOverlapping(entitiesIn(text).businessTypes)
  const owning = cuesOf(cues, ['ownBusiness'])
  const labels = mentions
    .filter((mention) => {
      const clause = clauseStart(text, cues, mention.index)
      const ownedBefore = owning.some((cue) => cue.index >= clause && endOf(cue) < mention.index && wordsBetween(text, cue, mention, ARTICLES) <= MOST_WORDS_BEFORE_BUSINESS)
      return ownedBefore || cueRightAfter(text, cues, mention, ['owner'], SPACE) !== undefined
    })
    .map((mention) => mention.label)
  return [...new Set(labels)]
}

/** How many words stand between a cue and what follows it, not counting one of `skipFirst` right after the cue. */
function wordsBetween(text: string, cue: Found, next: Found, skipFirst: ReadonlySet<string> = new Set()): number {
  const words = text.slice(endOf(cue), next.index).split(' ').filter(Boolean)
  return skipFirst.has(words[0]?.toLowerCase() ?? '') ? words.length - 1 : words.length
}

// ---------------------------------------------------------------------------------------------
// Interest

const SHORT_REPLY_WORDS = 8
/** 'a chatbot for my website', 'as seen on your website': the website is a place there, unless it is being redone ('a redesign of our website'). */
const MOST_WORDS_AFTER_PLACE = 1
const MOST_WORDS_AFTER_JOB = 3
/** 'my website is slow': the visitor's own, a mention. */
const MOST_WORDS_AFTER_POSSESSIVE = 1

function findInterests(text: string, cues: readonly Cue[], askedBefore: string | undefined): Map<LeadInterest, boolean> {
  const stances = new Map<LeadInterest, boolean>()
  const shortReplyToQuestion = askedBefore !== undefined && asksForInterest(askedBefore) && text.split(' ').filter(Boolean).length <= SHORT_REPLY_WORDS
  const negations = cuesOf(cues, ['negation'], ['notNegation'])
  // 'after 5pm' is a time, not a wish
  const wishes = cuesOf(cues, ['wish'], ['notWish']).filter((cue) => cue.value.toLowerCase() !== 'after' || !startsWithDigit(text.slice(endOf(cue)).trimStart()))
  const mentions = cuesOf(cues, ['mention'])
  for (const product of nonOverlapping(entitiesIn(text).products)) {
    const interest = INTEREST_OF_PRODUCT[product.product]
    const clause = clauseStart(text, cues, product.index)
    const inClause = (cue: Cue) => cue.index >= clause && endOf(cue) <= product.index
    const leadsInto = (kind: LeadCue, mostWords: number) => cues.some((cue) => cue.cue === kind && inClause(cue) && wordsBetween(text, cue, product) <= mostWords)
    if (negations.some(inClause)) {
      stances.set(interest, false)
      continue
    }
    if (interest === 'website' && leadsInto('place', MOST_WORDS_AFTER_PLACE) && !leadsInto('job', MOST_WORDS_AFTER_JOB)) continue
    const mentionOnly = mentions.some(inClause) || leadsInto('possessive', MOST_WORDS_AFTER_POSSESSIVE)
    if (mentionOnly && !wishes.some(inClause)) continue
    const sentence = sentenceAround(text, product.index)
    const wished = wishes.some((cue) => cue.index >= sentence.start && endOf(cue) <= sentence.end)
    if (wished || sentence.isQuestion || shortReplyToQuestion) stances.set(interest, true)
  }
  return stances
}

/** Whether the assistant's message asks what the visitor is interested in ('What are you most interested in?'). */
function asksForInterest(question: string): boolean {
  return cuesIn(question).some((found) => found.cue === 'askInterest' && question.includes('?', endOf(found)))
}

const startsWithDigit = (text: string) => '0123456789'.includes(text[0] ?? 'x')

const CLAUSE_MARKS = [',', ';', '.', '!', '?', '\n', '\u2014', '\u2013', '(', ')', ' - ']

/** Where the clause holding `index` starts: after a punctuation mark, or after 'but', 'however', 'though'. */
function clauseStart(text: string, cues: readonly Cue[], index: number): number {
  const afterMarks = CLAUSE_MARKS.map((mark) => {
    const at = index < mark.length ? -1 : text.lastIndexOf(mark, index - mark.length)
    return at < 0 ? 0 : at + mark.length
  })
  const afterWords = cues.filter((cue) => cue.cue === 'clauseBreak' && endOf(cue) <= index).map(endOf)
  return Math.max(0, ...afterMarks, ...afterWords)
}

const SENTENCE_MARKS = ['.', '!', '?', '\n']

function sentenceAround(text: string, index: number): { start: number; end: number; isQuestion: boolean } {
  const start = Math.max(...SENTENCE_MARKS.map((mark) => text.lastIndexOf(mark, index - 1))) + 1
  const end = Math.min(text.length, ...SENTENCE_MARKS.map((mark) => text.indexOf(mark, index)).filter((at) => at >= 0))
  return { start, end, isQuestion: text[end] === '?' }
}
