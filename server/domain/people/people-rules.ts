import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { PersonStage, TimelineEntry } from '../../../contract/people.ts'

/**
 * The inquiry statuses a person's stage carries along: an inquiry still being worked. A won or lost inquiry is
 * a decided one, and spam is a judgement of one submission, not of a person (issue 20 item 1).
 */
export const OPEN_INQUIRY_STATUSES = ['new', 'contacted', 'qualified'] as const

/** The status an inquiry takes when its person moves to `stage`: open ones move with the person, others stay. */
export function inquiryStatusAfterStage(status: string, stage: PersonStage): string {
  return (OPEN_INQUIRY_STATUSES as readonly string[]).includes(status) ? stage : status
}

/** `text` as a LIKE/ILIKE pattern matching it anywhere, its own %, _ and \ taken literally (backslash is the escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** A search needs this many digits before it is also tried against phone numbers written with spaces or signs. */
const PHONE_SEARCH_MIN_DIGITS = 3

/**
 * The digit strings a search matches against phone numbers reduced to their digits: the query's own digits,
 * and for a whole AU number also without its trunk 0 or country code 61, so '0412 345 678' finds '+61 412 345 678'
 * and the other way round. Empty when the query holds too few digits to mean a phone number.
 */
export function phoneSearchDigits(query: string): string[] {
  const digits = query.replace(/\D/g, '')
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return []
  const national = parsePhoneNumberFromString(query, 'AU')
  const nationalDigits = national?.isPossible() ? national.nationalNumber : undefined
  return [...new Set([digits, ...(nationalDigits && nationalDigits !== digits ? [nationalDigits] : [])])]
}

/** A phone number in E.164 (AU the default country), or null when it is not a possible number. */
export function normalisePhone(raw: string | null | undefined): string | null {
  if (!raw) return null
  const phone = parsePhoneNumberFromString(raw, 'AU')
  return phone?.isPossible() ? phone.number : null
}

/** The last digits two spellings of one number share, to narrow the people compared by normalisePhone in SQL. */
export function phoneTailDigits(e164: string): string {
  return e164.replace(/\D/g, '').slice(-8)
}

// Entries at the same instant read in the order they happen: a lead, then its booking's events, then what followed.
const SAME_TIME_ORDER: Record<TimelineEntry['type'], number> = {
  inquiry: 0,
  booking: 1,
  booking_event: 2,
  chat: 3,
  email: 4,
  stage: 5,
  next_step: 6,
  note: 7,
  merged: 8,
}

/** Newest first; ties broken so later-happening kinds come first, then by higher id. */
export function newestFirst(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return [...entries].sort((a, b) => {
    const byTime = Date.parse(b.at) - Date.parse(a.at)
    if (byTime !== 0) return byTime
    const byKind = SAME_TIME_ORDER[b.type] - SAME_TIME_ORDER[a.type]
    return byKind !== 0 ? byKind : b.id - a.id
  })
}
