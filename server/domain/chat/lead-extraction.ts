import type { ChatMessage, LeadData } from '../../../contract/chat.ts'
import { findPhoneNumbersInText, isValidPhoneNumber } from 'libphonenumber-js'
import { collapseToOneLine } from '../../../contract/single-line.ts'
import { emailKey, findEmails as findEmailWords, findPhones as findPhoneNumbers, isEmail, mayHoldPhone, phoneKey } from './contact-details.ts'
import { findEnumEntities, MONEY as SAYS_MONEY } from './language-model.ts'
import { remembered } from './remembered.ts'
import { type LEAD_CUE_WORDS, type PRODUCT_WORDS } from './training-data.ts'

/** Longest value kept in any lead field, so a pasted essay cannot fill the leads table. */
export const LEAD_FIELD_MAX_LENGTH = 200

/** The products the agency sells, by the names the admin sees, in the order they are listed. */
export const LEAD_INTERESTS = ['AI chatbot', 'AI voice agent', 'website', 'automation'] as const
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
 * the visitor wrote them.
 */
export function extractLead(messages: readonly ChatMessage[], options: LeadExtractionOptions = {}): LeadData {
  const excludedEmails = new Set((options.exclude?.emails ?? []).map(emailKey))
  const excludedPhones = new Set((options.exclude?.phones ?? []).map(phoneKey))
  // Contact details the assistant wrote before the visitor did are the business's, quoted back.
  const offeredByAssistant = new Set<string>()
  const writtenByVisitor = new Set<string>()
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
      lead = mergeLead(lead, { ...found.details, name: fullerName(lead.name, found.details.name), email: chosen(theirEmails, cuesIn(text))?.value, phone: chosen(theirPhones, cuesIn(text))?.value })
      lead = withoutContacts(lead, (key) => found.retracted.has(key))
      for (const [interest, wanted] of found.interests) interestStances.set(interest, wanted)
    }
    previous = message
  }

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
  const named = findName(text, cues, askedBefore, [...allEmails, ...allPhones])
  return {
    details: {
      name: named?.name,
      company: findCompany(text, cues) ?? named?.company,
      business: findBusinessTypes(text, cues).join(', '),
      budget: findBudget(text, cues),
    },
    emails: allEmails.filter((email) => !retracted.has(emailKey(email.value))),
    phones: allPhones.filter((phone) => !retracted.has(phoneKey(phone.value))),
    retracted,
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
const OPTIONAL_SPACE: Gap = (between) => between === '' || between === ' '
const SPACE: Gap = (between) => between !== '' && between.trim() === ''

/** The cue of these kinds that ends right before `found`, with only a `gap` between. */
function cueRightBefore(text: string, cues: readonly Cue[], found: Found, kinds: readonly LeadCue[], gap: Gap): Cue | undefined {
  return cues.find((cue) => kinds.includes(cue.cue) && endOf(cue) <= found.index && gap(text.slice(endOf(cue), found.index)))
}

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
  for (const phone of findPhoneNumbersInText(text, { defaultCountry: 'US' })) {
    if (phone.number.countryCallingCode === '1') add(text.slice(phone.startsAt, phone.endsAt), phone.startsAt)
  }
  for (const match of text.matchAll(/(?<![\d$])[2-9]\d{3}[ -]?\d{4}(?!\d)/g)) {
    if (afterPhoneWord(match.index) && isValidPhoneNumber(MELBOURNE_AREA_CODE + match[0], 'AU')) add(match[0], match.index)
  }
  return nonOverlapping(found)
}

// ---------------------------------------------------------------------------------------------
// Name and company

const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof'])
const NOT_A_NAME = new Set(
  `a an the and or but so if as at by for from in into of on to with without here there just not no nope nah yes yeah yep ok okay
  sure thanks thank cheers ta hi hello hey g'day mate heaps again all everyone guys team please interested interesting looking
  wondering keen trying after based currently happy sorry also still really very planning hoping thinking calling asking writing
  reaching curious new glad good great fine well ready going getting starting running working located open opening available busy
  free only owner manager director ceo founder doing considering unsure confused actually retired back done your my our their this
  that it is was be i me we you he she they who what when where why how before today tomorrow now later soon please can could would
  will should need want have has had do does did get got like love business company small big local just rather skip anonymous
  private name email phone number mobile contact australian indian british american english kiwi aussie chinese melbourne sydney
  brisbane perth adelaide hobart darwin canberra chatbot chatbots bot website websites voice agent automation ai quote price pricing
  plumber electrician builder dentist tradie cafe restaurant gym salon clinic shop student parent self employed employed unemployed
  between about around yours mine maybe later nothing nobody whatever idk dunno pass guest visitor customer anon`.split(/\s+/),
)
const NOT_A_COMPANY = new Set(
  `myself me us home the a an government council melbourne sydney brisbane perth adelaide hobart darwin canberra geelong ballarat
  bendigo victoria vic nsw qld wa sa tas nt act australia india new zealand nz uk usa england the moment now`.split(/\s+/),
)
const COMPANY_STOP = new Set(`and but or in on at as so we i is was are were which that who where since for to with based located here there and/or`.split(/\s+/))
const COMPANY_CONNECTORS = new Set(['&', 'and', 'of', 'the', 'for', "'n'", 'n'])
const ABBREVIATIONS = new Set(['pty.', 'ltd.', 'co.', 'inc.', 'corp.', 'st.', 'bros.', 'dr.', 'mr.', 'mrs.', 'ms.', 'prof.'])

/** The words at the start of `text`, up to the first punctuation mark, line break or full stop. */
function leadingWords(text: string): string[] {
  const phrase = /^[^\n,;:!?()"<>[\]{}|/\\]*/.exec(text.trimStart())?.[0] ?? ''
  const words: string[] = []
  for (const word of phrase.split(/\s+/).filter(Boolean)) {
    if (!word.endsWith('.') || ABBREVIATIONS.has(word.toLowerCase())) {
      words.push(word)
      continue
    }
    const bare = word.replace(/\.+$/, '')
    if (bare) words.push(bare)
    break
  }
  return words
}

const NAME_WORD = /^\p{L}[\p{L}'-]*\.?$/u
const isCapitalised = (word: string) => /^\p{Lu}/u.test(word)

/** A person's name (an optional title and up to three names) at the start of `text`, if it is one. */
function takeName(text: string, requireCapital: boolean): { name: string; rest: string } | undefined {
  const words: string[] = []
  let consumed = 0
  for (const word of leadingWords(text)) {
    const lower = word.toLowerCase().replace(/\.$/, '')
    const isTitle = words.length === 0 && TITLES.has(lower)
    if (!NAME_WORD.test(word) || (!isTitle && (NOT_A_NAME.has(lower) || /-based$/i.test(word)))) break
    if ((requireCapital || (words.length > 0 && isCapitalised(words[0] ?? ''))) && !isCapitalised(word)) break
    if (words.length - (TITLES.has((words[0] ?? '').toLowerCase().replace(/\.$/, '')) ? 1 : 0) === 3) break
    words.push(word)
    consumed = text.indexOf(word, consumed) + word.length
  }
  const names = words.filter((word, index) => !(index === 0 && TITLES.has(word.toLowerCase().replace(/\.$/, ''))))
  if ((names[0]?.replace(/[^\p{L}]/gu, '').length ?? 0) < 2) return undefined
  return { name: words.join(' '), rest: text.slice(consumed) }
}

/** A company name at the start of `text`: capitalised words ('Smile Dental', 'Bank of Melbourne'), or any words after an explicit 'my company is'. */
function takeCompany(text: string, requireCapital: boolean): string | undefined {
  let words = leadingWords(text)
  if (words[0]?.toLowerCase() === 'the' && isCapitalised(words[1] ?? '')) words = words.slice(1)
  const taken: string[] = []
  for (const [index, word] of words.entries()) {
    const lower = word.toLowerCase()
    const next = words[index + 1]
    if (taken.length === 0 && NOT_A_COMPANY.has(lower)) return undefined
    if (taken.length > 0 && COMPANY_CONNECTORS.has(lower) && next !== undefined && isCapitalised(next) && next !== 'I') {
      taken.push(word)
      continue
    }
    if ((COMPANY_STOP.has(lower) && !isCapitalised(word)) || word === 'I') break
    if (requireCapital && !/^[\p{Lu}\d&]/u.test(word)) break
    taken.push(word)
    if (taken.length === 6) break
  }
  const company = taken.join(' ')
  return company !== '' && !NOT_A_COMPANY.has(company.toLowerCase()) ? company : undefined
}

function findName(text: string, cues: readonly Cue[], askedBefore: string | undefined, contacts: readonly Found[]): { name: string; company?: string } | undefined {
  let best: { index: number; name: string; company?: string } | undefined
  const here = cuesOf(cues, ['here'])[0]
  const hereName = here ? takeName(text.slice(afterOpening(text, cues), here.index), true) : undefined
  if (here && hereName?.rest.trim() === '') best = { index: 0, name: hereName.name, company: companyAfterName(text.slice(endOf(here))) }

  // 'company name: Acme' and 'last name: Nair' are no first name: the longer cue wins.
  for (const cue of cuesOf(cues, ['name', 'nameLabel', 'introduction', 'callMe'], ['otherName', 'companyLabel', 'companyIs'])) {
    const said = cue.cue === 'nameLabel' ? afterLabel(text.slice(endOf(cue)), ':-') : text.slice(endOf(cue))
    // After "I'm" or 'call me' only a capitalised word is a name ("I'm happy", 'call me tomorrow').
    const taken = said === undefined ? undefined : takeName(said, cue.cue === 'introduction' || cue.cue === 'callMe')
    if (!taken || (best && best.index > cue.index)) continue
    best = { index: cue.index, name: taken.name, company: cue.cue === 'introduction' ? companyAfterName(taken.rest) : undefined }
  }
  if (best) return { name: best.name, company: best.company }

  const signOff = cuesOf(cues, ['signOff']).at(-1)
  const signature = signOff && startsClause(text, signOff.index) ? takeName(withoutLeadingMarks(text.slice(endOf(signOff))), true) : undefined
  if (signature && withoutLeadingMarks(signature.rest) === '') return { name: signature.name }

  return askedBefore !== undefined && asks(askedBefore, 'askName') ? nameOnlyReply(text, cues, contacts) : undefined
}

/** What follows a label ('Name: Priya', 'Name - Priya'), or undefined when no label mark follows. */
function afterLabel(text: string, marks: string): string | undefined {
  const rest = text.trimStart()
  return rest !== '' && marks.includes(rest[0] ?? '') ? rest.slice(1) : undefined
}

const COMPANY_AFTER_NAME = ['from', 'at', 'with']

/** 'This is Sam from Acme', 'Priya here from the Coffee Club': the company right after a name. */
function companyAfterName(rest: string): string | undefined {
  if (!rest.startsWith(' ')) return undefined
  let words = rest.slice(1)
  if (words.toLowerCase().startsWith('here ')) words = words.slice('here '.length)
  const from = COMPANY_AFTER_NAME.find((word) => words.toLowerCase().startsWith(`${word} `))
  return from ? takeCompany(words.slice(from.length + 1), true) : undefined
}

/** 'Priya', "It's Priya Nair", 'Sure, priya - priya@example.com': a reply that is only a name. */
function nameOnlyReply(text: string, cues: readonly Cue[], contacts: readonly Found[]): { name: string } | undefined {
  let rest = text
  for (const contact of contacts) rest = rest.slice(0, contact.index) + ' '.repeat(contact.value.length) + rest.slice(endOf(contact))
  const taken = takeName(rest.slice(afterOpening(rest, cues)), false)
  if (!taken) return undefined
  const after = taken.rest.trimStart()
  const ended = after === '' || taken.rest.slice(0, taken.rest.length - after.length).includes('\n') || NAME_ENDINGS.some((ending) => after.toLowerCase().startsWith(ending))
  return ended ? { name: taken.name } : undefined
}

const NAME_ENDINGS = [',', ';', '.', '!', '- ', '– ', '— ', 'and ']
const OPENING_MARKS = ' \t\n,.!-'

/** Where the text starts after greetings and lead-ins ('Hi,', 'Sure, it's'), which are no name. */
function afterOpening(text: string, cues: readonly Cue[]): number {
  let at = text.length - withoutLeadingMarks(text, OPENING_MARKS).length
  for (const cue of cuesOf(cues, ['opening'])) {
    if (cue.index > at) break
    if (cue.index === at) at = text.length - withoutLeadingMarks(text.slice(endOf(cue)), OPENING_MARKS).length
  }
  return at
}

function withoutLeadingMarks(text: string, marks = ',.!-'): string {
  let start = 0
  while (start < text.length && (marks.includes(text[start] ?? '') || (text[start] ?? '').trim() === '')) start += 1
  return text.slice(start)
}

/** At the start of the text, a sentence or a clause after a comma ('Can you call me back? Thanks, Sam'). */
function startsClause(text: string, index: number): boolean {
  const before = text.slice(0, index)
  const last = before.trimEnd().at(-1)
  return last === undefined || '.!?,'.includes(last) || before.slice(before.trimEnd().length).includes('\n')
}

/** Whether the assistant's message asks for this ('May I have your name?', 'What are you most interested in?'). */
function asks(question: string, cue: 'askName' | 'askInterest'): boolean {
  return cuesIn(question).some((found) => found.cue === cue && (cue === 'askName' || question.includes('?', endOf(found))))
}

const REGISTERED_OWNER_WORD = /^[\p{Lu}\d][\p{L}\d&'-]*$/u
const MOST_REGISTERED_OWNER_WORDS = 5

function findCompany(text: string, cues: readonly Cue[]): string | undefined {
  let best: { index: number; company: string } | undefined
  const consider = (index: number, company: string | undefined) => {
    if (company !== undefined && (best === undefined || index >= best.index)) best = { index, company }
  }
  for (const cue of cuesOf(cues, ['companyIs', 'companyLabel', 'calledCompany', 'companyAfter'])) {
    const named = cue.cue === 'companyLabel' ? afterLabel(text.slice(endOf(cue)), ':') : text.slice(endOf(cue))
    // After 'I work at' only capitalised words are a company ('I work at a cafe').
    if (named !== undefined) consider(cue.index, takeCompany(named, cue.cue === 'companyAfter'))
  }
  // 'I'm Priya from Smile Dental Pty Ltd': the registered name is the capitalised words before 'Pty Ltd'
  // that are not the start of a sentence's name.
  for (const suffix of cuesOf(cues, ['registered'])) {
    const before = text.slice(0, suffix.index)
    if (!isCapitalised(suffix.value) || before.trimEnd() === before) continue
    const words = before.trimEnd().split(' ')
    const owner: string[] = []
    for (const word of words.reverse()) {
      if (!REGISTERED_OWNER_WORD.test(word) || NOT_A_NAME.has(word.toLowerCase()) || owner.length === MOST_REGISTERED_OWNER_WORDS) break
      owner.unshift(word)
    }
    const dot = text[endOf(suffix)] === '.' ? '.' : ''
    if (owner.length > 0) consider(text.lastIndexOf(owner.join(' '), suffix.index), `${owner.join(' ')} ${suffix.value}${dot}`)
  }
  return best?.company
}

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

/** The lead's name for each product the language model knows (training-data's PRODUCT_WORDS). */
const INTEREST_OF_PRODUCT: Record<keyof typeof PRODUCT_WORDS, LeadInterest> = {
  chatbot: 'AI chatbot',
  voice: 'AI voice agent',
  workforce: 'AI voice agent',
  website: 'website',
  automation: 'automation',
}
const SHORT_REPLY_WORDS = 8
/** 'a chatbot for my website', 'as seen on your website': the website is a place there, unless it is being redone ('a redesign of our website'). */
const MOST_WORDS_AFTER_PLACE = 1
const MOST_WORDS_AFTER_JOB = 3
/** 'my website is slow': the visitor's own, a mention. */
const MOST_WORDS_AFTER_POSSESSIVE = 1

function findInterests(text: string, cues: readonly Cue[], askedBefore: string | undefined): Map<LeadInterest, boolean> {
  const stances = new Map<LeadInterest, boolean>()
  const shortReplyToQuestion = askedBefore !== undefined && asks(askedBefore, 'askInterest') && text.split(' ').filter(Boolean).length <= SHORT_REPLY_WORDS
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

// ---------------------------------------------------------------------------------------------
// Budget

/**
 * An amount as written ('$2,000', 'AUD 5000', '2k', '2 grand', '1,500 dollars'), not part of a longer
 * number, a time ('10:30'), a percentage or a word ('3pm').
 */
const AMOUNT = /(?<![\w$,.])(?:(?:AUD|A\$|US\$|\$)\s?)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?:\s?(?:k|grand|thousand)\b)?(?:\s?(?:dollars|bucks|aud)\b)?(?![\d%a-z]|[,.:/]\d|\s%)/gi
const THIS_YEAR_ISH = /^20[2-3]\d$/
const PER_PERIOD = ['/month', '/year', '/mo', '/yr']
const SMALLEST_BARE_BUDGET = 50
const MOST_CHARACTERS_AFTER_BUDGET = 40
const MOST_CHARACTERS_AFTER_SPEND = 20

type Phrase = Found & { between: boolean }

function findBudget(text: string, cues: readonly Cue[]): string | undefined {
  const rightBefore = (found: Found, kinds: readonly LeadCue[], gap: Gap) => cueRightBefore(text, cues, found, kinds, gap)
  const rightAfter = (found: Found, kinds: readonly LeadCue[], gap: Gap) => cueRightAfter(text, cues, found, kinds, gap)
  const amounts = [...text.matchAll(AMOUNT)]
    .map((match) => ({ value: match[0], index: match.index }))
    .filter((amount) => !THIS_YEAR_ISH.test(amount.value) && !rightAfter(amount, ['counted'], OPTIONAL_SPACE))
  const phrases = amountPhrases(text, cues, amounts)
  const found: Found[] = []
  const consider = (start: number, end: number, needsMoney = false) => {
    const value = text.slice(start, end).trim()
    // The language model's reading of money: '$2k', '2 grand', '1,500 dollars' (not a bare '1500').
    if (value.search(SAYS_MONEY) >= 0 || (!needsMoney && numbersIn(value).some((amount) => amount >= SMALLEST_BARE_BUDGET))) found.push({ value, index: start })
  }
  const firstPhraseAfter = (cue: Cue, most: number, stops: string) => phrases.find((phrase) => isShortlyBefore(text, cue, phrase.index, most, stops))
  // 'budget is $2k', 'our budget for this would be around 1500', 'Budget: $5,000'
  for (const budget of cuesOf(cues, ['budget'])) {
    const phrase = firstPhraseAfter(budget, MOST_CHARACTERS_AFTER_BUDGET, SENTENCE_STOPS)
    if (phrase) consider(phrase.index, endOf(phrase))
  }
  // 'I can spend around 1500', "we'd pay up to $3,000", "I'm happy to invest 2 grand"
  const willing = cuesOf(cues, ['willing', 'willingMore'])
  const isWilling = (spend: Found): boolean => {
    const before = willing.findLast((cue) => endOf(cue) <= spend.index && SPACE(text.slice(endOf(cue), spend.index)))
    return before !== undefined && (before.cue === 'willing' || isWilling(before))
  }
  for (const spend of cuesOf(cues, ['spend']).filter(isWilling)) {
    const phrase = firstPhraseAfter(spend, MOST_CHARACTERS_AFTER_SPEND, `${SENTENCE_STOPS}0123456789$`)
    if (phrase) consider(phrase.index, endOf(phrase))
  }
  // "I can't spend more than $2k": kept with its negation, since 'more than $2k' alone says the opposite
  for (const refusal of cuesOf(cues, ['refuse']).filter((cue) => rightBefore(cue, ['spender'], SPACE))) {
    const amount = amounts.find((candidate) => SPACE(text.slice(endOf(refusal), candidate.index)) && candidate.index > refusal.index)
    if (amount) consider(refusal.index, endOf(amount))
  }
  // 'a $2k budget', 'about 2k to spend'
  for (const phrase of phrases) if (rightAfter(phrase, ['budgetAfter'], SPACE)) consider(phrase.index, endOf(phrase))
  // 'up to $3,000', 'under 1k', '$2k max', 'between $1,000 and $2,000': a limit needs no other context, but it must say money
  for (const amount of amounts) {
    const limit = rightBefore(amount, ['limit'], OPTIONAL_SPACE)
    const atMost = rightAfter(amount, ['atMost'], OPTIONAL_SPACE)
    if (limit) consider(limit.index, endOf(amount), true)
    else if (atMost) consider(amount.index, endOf(atMost), true)
  }
  for (const phrase of phrases) if (phrase.between) consider(phrase.index, endOf(phrase), true)
  return found.sort((a, b) => a.index - b.index || a.value.length - b.value.length).at(-1)?.value
}

const RANGE_WORDS = ['-', '\u2013', 'to']
const BETWEEN_WORDS = ['and', '-', 'to']
const QUALIFIER_GAPS = ['', ' ', '.', '. ']

/** Amounts with the words that belong to them: 'about 2-3k', 'between 1 and 2 thousand', 'up to $3,000', '500 a month', '2k-ish'. */
function amountPhrases(text: string, cues: readonly Cue[], amounts: readonly Found[]): Phrase[] {
  const rightBefore = (found: Found, kinds: readonly LeadCue[], gap: Gap) => cueRightBefore(text, cues, found, kinds, gap)
  const rightAfter = (found: Found, kinds: readonly LeadCue[], gap: Gap) => cueRightAfter(text, cues, found, kinds, gap)
  const phrases: Phrase[] = []
  for (let at = 0; at < amounts.length; at += 1) {
    const first = amounts[at] as Found
    const next = amounts[at + 1]
    // What joins two amounts: ' and ' after 'between', or a dash or 'to' with at most a space either side
    const joint = next ? text.slice(endOf(first), next.index) : ''
    const between = rightBefore(first, ['between'], SPACE)
    let start = first.index
    let end = endOf(first)
    if (next && between && joint.startsWith(' ') && joint.endsWith(' ') && BETWEEN_WORDS.includes(joint.trim())) {
      phrases.push({ index: between.index, value: text.slice(between.index, endOf(next)), between: true })
      at += 1
      continue
    }
    if (next && joint.length <= joint.trim().length + 2 && RANGE_WORDS.includes(joint.trim())) {
      end = endOf(next)
      at += 1
    }
    const qualifier = rightBefore(first, ['qualifier', 'limit'], (gap) => QUALIFIER_GAPS.includes(gap))
    const tilde = text.lastIndexOf('~', first.index)
    if (qualifier) start = qualifier.index
    else if (tilde >= 0 && OPTIONAL_SPACE(text.slice(tilde + 1, first.index))) start = tilde
    const span = { index: start, value: text.slice(start, end) }
    const after = rightAfter(span, ['amountAfter', 'atMost'], (gap) => gap === ' ') ?? rightAfter(span, ['ish'], (gap) => gap === '' || gap === '-')
    const perPeriod = PER_PERIOD.find((period) => text.toLowerCase().startsWith(period, end))
    if (after) end = endOf(after)
    else if (perPeriod) end += perPeriod.length
    phrases.push({ index: start, value: text.slice(start, end), between: false })
  }
  return phrases
}

function numbersIn(value: string): number[] {
  return [...value.matchAll(/\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, '')))
}
