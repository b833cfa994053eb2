/**
 * The chat's booking conversation, as rules without side effects: when a message asks to book, which
 * free times to offer and how to say them, which offered time the visitor chose in words, which
 * details are still missing, and when a reply is an explicit yes. The assistant only ever offers and
 * confirms times from the free days it is given (the booking service's `bookingDays()`), and books
 * only after a yes to the question that named the time and the details.
 */
import type { BookingConversationState, ChatMessage, ChatSlot, LeadData } from '../../../contract/chat.ts'
import { dayInWords } from '../../../contract/melbourne-day.ts'

/** A free day as the booking service lists it: 'YYYY-MM-DD', 'Thursday 26 November' and its free times ('10:30 AM'). */
export type FreeDay = { date: string; weekdayLabel: string; slots: readonly { time: string }[] }

/** Days offered at once, and times per day, when the visitor names no day. */
const OFFERED_DAYS = 3
const TIMES_PER_DAY = 2
/** Times listed for a day the visitor named. */
const TIMES_FOR_A_NAMED_DAY = 16
const NOON = 12 * 60

export type BookingDetails = { name: string; email: string; phone: string; company?: string }
export type MissingDetail = 'name' | 'email' | 'phone'

/** What the assistant does with a message in the booking conversation. */
export type BookingStep =
  /** Reply with this text, and remember this state with the reply. */
  | { kind: 'reply'; text: string; state: BookingConversationState | undefined }
  /** The visitor said yes to the confirmation: book this slot for these details. */
  | { kind: 'book'; slot: ChatSlot; details: BookingDetails }

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
const WEEKDAY_WORDS: Record<string, number> = {
  sun: 0, sunday: 0, mon: 1, monday: 1, tue: 2, tues: 2, tuesday: 2, wed: 3, wednesday: 3, thu: 4, thur: 4, thurs: 4, thursday: 4, fri: 5, friday: 5, sat: 6, saturday: 6,
}
const ORDINALS: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, fifth: 4, '5th': 4, sixth: 5, '6th': 5 }

// ---------------------------------------------------------------------------------------------
// Reading the visitor

/** 'can I book a call', 'book a consultation', 'are you free Thursday?', 'what times do you have'. */
export function asksToBook(text: string): boolean {
  const said = text.toLowerCase()
  return (
    /\b(?:book|schedule|arrange|organi[sz]e|set up|lock in|grab)\b[^.?!]{0,40}\b(?:call|consult\w*|meeting|appointment|chat|time|slot)\b/.test(said) ||
    /\bbook (?:me|us) in\b/.test(said) ||
    /\b(?:are you|is (?:the team|anyone|someone)|you guys)\s+(?:free|available)\b/.test(said) ||
    /\b(?:free|available|open)\s+(?:times?|slots?|spots?)\b/.test(said) ||
    /\bwhat times?\b[^.?!]{0,30}\b(?:free|available|have|got)\b/.test(said) ||
    /\bwhen (?:are you|is the team|can (?:we|i))\b[^.?!]{0,20}\b(?:free|available|talk|meet|chat|call)\b/.test(said) ||
    /\bavailabilit(?:y|ies)\b/.test(said)
  )
}

/**
 * A booking asked for in one message: a day and a clock time with every detail the booking needs ('Tuesday 10:30
 * please, I'm Sam Lee, sam@example.com, 0412 345 678'), so the next step is the confirmation question.
 */
export function asksForATimeWithDetails(text: string, lead: LeadData): boolean {
  const said = text.toLowerCase()
  const namesDay = /\b(?:today|tomorrow)\b/.test(said) || dayWordIn(said) !== undefined
  return namesDay && timeIn(text).minutes !== undefined && detailsOf(lead) !== undefined
}

/** An explicit yes: 'yes', 'yes please', 'yep, book it', 'go ahead', 'sounds good'. A 'no' or a 'not' anywhere is never one. */
export function isYes(text: string): boolean {
  const said = text.trim().toLowerCase()
  if (/\b(?:no|nope|not|don'?t|cancel|wait|hold on|actually)\b/.test(said)) return false
  return /^(?:yes|yeah|yep|yup|yea|sure|ok|okay|please do|please|go ahead|book it|confirm(?:ed)?|correct|that'?s (?:right|correct|perfect|great)|sounds (?:good|great|perfect)|perfect|great|absolutely|definitely|do it|lock it in)\b/.test(said)
}

/** A clear no: 'no', 'no thanks', 'none of those', 'not now'. */
export function isNo(text: string): boolean {
  return /^(?:no|nope|nah|not (?:now|yet|really)|none|neither|cancel|don'?t)\b/.test(text.trim().toLowerCase()) || /\bnone of (?:those|them|these)\b/i.test(text)
}

/** Minutes after midnight of a slot label ('1:30 PM' is 810). */
export function slotMinutes(label: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(label.trim())
  if (!match) return Number.NaN
  const hour = Number(match[1]) % 12
  return (match[3]!.toUpperCase() === 'PM' ? hour + 12 : hour) * 60 + Number(match[2])
}

type TimeWords = { minutes?: number; part?: 'morning' | 'afternoon' }

/**
 * The clock time or part of the day a message names: '10:30', '10.30am', '1:30', '3pm', 'at 9', 'morning', 'arvo'.
 * Without am/pm, 8 to 11 are the morning and 12 to 7 the afternoon, as a business day reads them.
 */
export function timeIn(text: string): TimeWords {
  const said = text.toLowerCase()
  const part = /\b(?:morning)\b/.test(said) ? 'morning' : /\b(?:afternoon|arvo|after lunch)\b/.test(said) ? 'afternoon' : undefined
  const clock = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d/-])/g
  for (const match of said.matchAll(clock)) {
    const hour = Number(match[1])
    const minute = match[2] === undefined ? 0 : Number(match[2])
    const meridiem = match[3]?.[0]
    // A bare number counts as a clock only with 'at' before it or minutes after it ('26 November' is a date).
    if (!meridiem && match[2] === undefined && !/\bat\s*$/.test(said.slice(0, match.index))) continue
    if (hour < 1 || hour > 12 || minute > 59) continue
    const afternoon = meridiem ? meridiem === 'p' : hour === 12 || hour <= 7
    return { minutes: ((hour % 12) + (afternoon ? 12 : 0)) * 60 + minute, part }
  }
  return { part }
}

/** The free days a message names: a weekday ('Thursday', 'thurs'), 'today', 'tomorrow', or a day of the month ('26th', '26 November'). */
export function daysNamed(text: string, days: readonly FreeDay[], today: string): FreeDay[] {
  const said = text.toLowerCase()
  const weekdays = new Set<number>()
  for (const word of said.match(/[a-z]+/g) ?? []) if (WEEKDAY_WORDS[word] !== undefined) weekdays.add(WEEKDAY_WORDS[word])
  const dates = new Set<string>()
  if (/\btoday\b/.test(said)) dates.add(today)
  if (/\btomorrow\b/.test(said)) dates.add(addDays(today, 1))
  const monthDays = new Set([...said.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)\b|\b(\d{1,2})\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g)].map((match) => Number(match[1] ?? match[2])))
  return days.filter((day) => {
    const date = new Date(`${day.date}T00:00:00Z`)
    return weekdays.has(date.getUTCDay()) || dates.has(day.date) || monthDays.has(date.getUTCDate())
  })
}

function addDays(date: string, count: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + count)
  return day.toISOString().slice(0, 10)
}

const inPart = (time: string, part: TimeWords['part']) => part === undefined || (part === 'morning' ? slotMinutes(time) < NOON : slotMinutes(time) >= NOON)

export type Choice =
  | { kind: 'chosen'; slot: ChatSlot }
  /** The visitor named a day (and maybe a part of it) with several free times: these are its times. */
  | { kind: 'day'; day: FreeDay; slots: ChatSlot[] }
  /** The visitor named a day or a time that is not free. */
  | { kind: 'not-free'; asked: string }
  | { kind: 'none' }

/**
 * Which slot the visitor chose, in words: 'the first one', 'Thursday 10:30', 'Friday morning', '1:30 PM'.
 * The offered times are read first; a day or time that was not offered but is free counts too. A part of
 * the day with several free times takes the earliest (the confirmation question names it before anything is booked).
 */
export function chooseSlot(text: string, offered: readonly ChatSlot[], days: readonly FreeDay[], today: string): Choice {
  const said = text.toLowerCase()
  const isFree = (slot: ChatSlot) => days.some((day) => day.date === slot.date && day.slots.some((free) => free.time === slot.time))
  const ordinal = /\b(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|6th|last)\b(?:\s+(?:one|time|slot|option))?/.exec(said)
  const numbered = /\b(?:option|number|no\.?|#)\s*(\d)\b/.exec(said)
  const named = daysNamed(said, days, today)
  const time = timeIn(said)
  if (ordinal && named.length === 0 && time.minutes === undefined) {
    const index = ordinal[1] === 'last' ? offered.length - 1 : (ORDINALS[ordinal[1]!] ?? -1)
    const slot = offered[index]
    if (slot && isFree(slot)) return { kind: 'chosen', slot }
  }
  if (numbered) {
    const slot = offered[Number(numbered[1]) - 1]
    if (slot && isFree(slot)) return { kind: 'chosen', slot }
  }
  // A weekday with no free time ('Saturday', or a fully booked Monday) is not free whatever the time.
  const dayWord = dayWordIn(said)
  if (named.length === 0 && dayWord) return { kind: 'not-free', asked: [dayWord, time.minutes !== undefined ? clockLabel(time.minutes) : time.part].filter(Boolean).join(' ') }
  if (named.length === 0 && time.minutes === undefined && time.part === undefined) return { kind: 'none' }

  const fits = (slot: ChatSlot) => (time.minutes === undefined || slotMinutes(slot.time) === time.minutes) && inPart(slot.time, time.part)
  const onNamedDay = (slot: ChatSlot) => named.length === 0 || named.some((day) => day.date === slot.date)
  const offeredFits = offered.filter((slot) => isFree(slot) && onNamedDay(slot) && fits(slot))
  const freeFits = (named.length > 0 ? named : days).flatMap((day) => day.slots.map((free) => ({ date: day.date, time: free.time }))).filter(fits)
  const candidates = offeredFits.length > 0 ? offeredFits : freeFits
  if (candidates.length === 0) {
    const asked = [named[0]?.weekdayLabel ?? dayWordIn(said), time.minutes !== undefined ? clockLabel(time.minutes) : time.part].filter(Boolean).join(' ')
    return { kind: 'not-free', asked: asked || 'That time' }
  }
  // A clock time, or a part of the day among the times offered, is a choice; a named day's part ('tomorrow arvo') with
  // several free times is answered with every one of them to choose from.
  if (candidates.length === 1 || time.minutes !== undefined || (time.part !== undefined && (offeredFits.length > 0 || named.length === 0))) return { kind: 'chosen', slot: candidates[0]! }
  const day = named[0]!
  return { kind: 'day', day, slots: candidates.filter((slot) => slot.date === day.date).slice(0, TIMES_FOR_A_NAMED_DAY) }
}

function dayWordIn(said: string): string | undefined {
  const word = (said.match(/[a-z]+/g) ?? []).find((found) => WEEKDAY_WORDS[found] !== undefined)
  const weekday = word === undefined ? undefined : WEEKDAYS[WEEKDAY_WORDS[word]!]
  return weekday && `${weekday[0]!.toUpperCase()}${weekday.slice(1)}`
}

function clockLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60)
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`
}

/** The details a booking needs that the conversation has not given yet, in the order they are asked for. */
export function missingDetails(lead: LeadData): MissingDetail[] {
  return (['name', 'email', 'phone'] as const).filter((field) => !lead[field]?.trim())
}

// ---------------------------------------------------------------------------------------------
// Choosing what to offer and saying it

/** A few free times: the first morning and first afternoon time of the next free days, or every time of the days asked about. */
export function timesToOffer(days: readonly FreeDay[], { only, part }: { only?: readonly FreeDay[]; part?: TimeWords['part'] } = {}): ChatSlot[] {
  if (only && only.length > 0) {
    return only.flatMap((day) => day.slots.filter((slot) => inPart(slot.time, part)).map((slot) => ({ date: day.date, time: slot.time }))).slice(0, TIMES_FOR_A_NAMED_DAY)
  }
  return days.slice(0, OFFERED_DAYS).flatMap((day) => {
    const morning = day.slots.find((slot) => slotMinutes(slot.time) < NOON)
    const afternoon = day.slots.find((slot) => slotMinutes(slot.time) >= NOON)
    const picked = morning && afternoon ? [morning, afternoon] : day.slots.slice(0, TIMES_PER_DAY)
    return picked.map((slot) => ({ date: day.date, time: slot.time }))
  })
}

/** 'Thursday 26 November at 10:30 AM Melbourne time'. */
export function slotInWords(slot: ChatSlot): string {
  return `${dayInWords(slot.date)} at ${slot.time} Melbourne time`
}

/** 'Thursday 26 November at 10:30 AM': an offered time as the message that chooses it (the widget's buttons send it). */
export function slotChoice(slot: ChatSlot): string {
  return `${dayInWords(slot.date)} at ${slot.time}`
}

/** 'Thursday 26 November: 10:30 AM or 1:30 PM; Friday 27 November: 9:00 AM'. */
export function slotsInWords(slots: readonly ChatSlot[]): string {
  const byDay = new Map<string, string[]>()
  for (const slot of slots) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot.time])
  return [...byDay].map(([date, times]) => `${dayInWords(date)}: ${orList(times)}`).join('; ')
}

const orList = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`)

const DETAIL_WORDS: Record<MissingDetail, string> = { name: 'your full name', email: 'your email address', phone: 'the best phone number to call you on' }

function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

export function offerText(slots: readonly ChatSlot[], { minutes, opening }: { minutes: number; opening?: string }): string {
  const lead = opening ?? `Happy to book your free ${minutes}-minute phone consultation right here.`
  return `${lead} The next free times (Melbourne time) are ${slotsInWords(slots)}. Which suits you? You can also name another weekday.`
}

export function askDetailsText(slot: ChatSlot, missing: readonly MissingDetail[], name: string | undefined): string {
  return `${slotInWords(slot)} is free${name ? `, ${name.split(' ')[0]}` : ''}. To book it I just need ${andList(missing.map((field) => DETAIL_WORDS[field]))}.`
}

export function confirmationText(slot: ChatSlot, details: BookingDetails): string {
  return `Shall I book ${slotInWords(slot)} for ${details.name}, ${details.phone}, ${details.email}? Please reply yes to confirm.`
}

// ---------------------------------------------------------------------------------------------
// The conversation

export type BookingTurnInput = {
  message: string
  /** The state the assistant's last reply left, if it was part of a booking conversation. */
  state: BookingConversationState | undefined
  /** Did the assistant's last reply offer the consultation (then a plain 'yes' asks for times)? */
  consultationOffered: boolean
  /** What the conversation has told about the visitor, this message included. */
  lead: LeadData
  days: readonly FreeDay[]
  /** Today in Melbourne, 'YYYY-MM-DD'. */
  today: string
  minutes: number
}

/**
 * The next step of the booking conversation, or undefined when the message is not part of it (the
 * assistant answers it as any other message, and the booking conversation ends).
 */
export function bookingStep(input: BookingTurnInput): BookingStep | undefined {
  const { message, state, lead, days, today, minutes } = input
  const startsOver =
    asksToBook(message) || asksForATimeWithDetails(message, lead) || (input.consultationOffered && (isYes(message) || daysNamed(message, days, today).length > 0))

  if (state?.stage === 'confirming') {
    const updated = detailsOf(lead)
    // Details changed with (or instead of) the answer are confirmed again before anything is booked.
    if (updated && !sameDetails(updated, state.details)) return { kind: 'reply', text: confirmationText(state.slot, updated), state: { stage: 'confirming', slot: state.slot, details: updated } }
    if (isYes(message) && !asksToBook(message)) return { kind: 'book', slot: state.slot, details: state.details }
    const choice = chooseSlot(message, [], days, today)
    if (choice.kind === 'chosen' && (choice.slot.date !== state.slot.date || choice.slot.time !== state.slot.time)) return afterChoice(choice.slot, lead)
    if (isNo(message)) return offer(days, { minutes, opening: 'No problem, nothing is booked.' })
    if (!startsOver) return undefined
  }

  if (state?.stage === 'details') {
    const choice = chooseSlot(message, [], days, today)
    if (choice.kind === 'chosen' && timeIn(message).minutes !== undefined) return afterChoice(choice.slot, lead)
    const missing = missingDetails(lead)
    if (missing.length === 0) return afterChoice(state.slot, lead)
    if (isNo(message)) return { kind: 'reply', text: 'No problem, nothing is booked. Let me know if you would like another time.', state: undefined }
    // A question about something else ends the booking conversation; anything else is read as the details asked for.
    if (/\?\s*$/.test(message.trim()) && !startsOver) return undefined
    return { kind: 'reply', text: `Thanks! I still need ${andList(missing.map((field) => DETAIL_WORDS[field]))} to book ${slotInWords(state.slot)}.`, state }
  }

  if (state?.stage === 'choosing' || startsOver) {
    const offered = state?.stage === 'choosing' ? state.offered : []
    if (days.length === 0) return { kind: 'reply', text: noFreeTimes(minutes), state: undefined }
    const choice = chooseSlot(message, offered, days, today)
    if (choice.kind === 'chosen') return afterChoice(choice.slot, lead)
    if (choice.kind === 'day') return { kind: 'reply', text: `${dayInWords(choice.day.date)} has ${orList(choice.slots.map((slot) => slot.time))} free (Melbourne time). Which would you like?`, state: { stage: 'choosing', offered: choice.slots } }
    if (choice.kind === 'not-free') return offer(days, { minutes, opening: `Sorry, ${choice.asked} is not free.` })
    if (state?.stage === 'choosing' && !startsOver) {
      if (isNo(message)) return offer(days.slice(OFFERED_DAYS), { minutes, opening: 'No problem.' }, days)
      if (/\?\s*$/.test(message.trim())) return undefined
      return { kind: 'reply', text: `Which of these suits you: ${slotsInWords(offered)}? Or name another weekday.`, state }
    }
    const part = timeIn(message).part
    return offer(days, { minutes, part })
  }
  return undefined
}

function afterChoice(slot: ChatSlot, lead: LeadData): BookingStep {
  const details = detailsOf(lead)
  if (!details) return { kind: 'reply', text: askDetailsText(slot, missingDetails(lead), lead.name), state: { stage: 'details', slot } }
  return { kind: 'reply', text: confirmationText(slot, details), state: { stage: 'confirming', slot, details } }
}

/** The next free times offered to choose from, after `opening` (a reply that leads to them). */
export function freeTimesOffer(days: readonly FreeDay[], { minutes, opening }: { minutes: number; opening: string }): BookingStep & { kind: 'reply' } {
  return offer(days, { minutes, opening }) as BookingStep & { kind: 'reply' }
}

function offer(days: readonly FreeDay[], { minutes, opening, part }: { minutes: number; opening?: string; part?: TimeWords['part'] }, fallback: readonly FreeDay[] = days): BookingStep {
  const from = days.length > 0 ? days : fallback
  if (from.length === 0) return { kind: 'reply', text: noFreeTimes(minutes), state: undefined }
  const slots = part ? timesToOffer(from, { only: from.filter((day) => day.slots.some((slot) => inPart(slot.time, part))).slice(0, 1), part }) : timesToOffer(from)
  const offered = slots.length > 0 ? slots : timesToOffer(from)
  return { kind: 'reply', text: offerText(offered, { minutes, opening }), state: { stage: 'choosing', offered } }
}

/** The answer when the slot was taken between the offer and the yes: sorry, and the free times now. */
export function slotTakenText(slot: ChatSlot, days: readonly FreeDay[], minutes: number): BookingStep & { kind: 'reply' } {
  const opening = `Sorry, ${slotInWords(slot)} was just booked by someone else, so nothing is booked for you yet.`
  if (days.length === 0) return { kind: 'reply', text: `${opening} ${noFreeTimes(minutes)}`, state: undefined }
  const offered = timesToOffer(days)
  return { kind: 'reply', text: offerText(offered, { minutes, opening }), state: { stage: 'choosing', offered } }
}

const noFreeTimes = (minutes: number) =>
  `There are no free times for the ${minutes}-minute consultation in the next two weeks right now. Leave your name and the best email or phone number and the team will find a time with you.`

function detailsOf(lead: LeadData): BookingDetails | undefined {
  if (missingDetails(lead).length > 0) return undefined
  return { name: lead.name!, email: lead.email!, phone: lead.phone!, ...(lead.company ? { company: lead.company } : {}) }
}

const sameDetails = (a: BookingDetails, b: BookingDetails) => a.name === b.name && a.email === b.email && a.phone === b.phone

/** The booking state the assistant's latest reply left. */
export function bookingStateOf(history: readonly ChatMessage[]): BookingConversationState | undefined {
  const last = history.at(-1)
  return last?.role === 'assistant' ? last.booking : undefined
}
