/**
 * Email addresses and phone numbers in what a visitor types. Phones are found and compared by
 * libphonenumber-js (Australian numbers by default, any other country with its +code); an email is
 * a word that passes zod's standard email check.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js'
import { z } from 'zod'
import { remembered } from './remembered.ts'

export type FoundDetail = { value: string; index: number; key: string }

const DEFAULT_COUNTRY = 'AU'
const emailShape = z.email()
/** A word with an at sign in it; the standard check decides whether it is an address. */
const AT_WORD = /[^\s<>()[\]",;:]+@[^\s<>()[\]"',;:]+/g

export const isEmail = (text: string) => emailShape.safeParse(text).success

export function findEmails(text: string): FoundDetail[] {
  return [...text.matchAll(AT_WORD)].flatMap((match) => {
    // An apostrophe may be part of an address (o'brien@acme.ie) or quote it ('jo@acme.io').
    const value = match[0].replace(/^mailto:/i, '').replace(/^'+/, '').replace(/[.!?]+$/, '')
    const index = match.index + match[0].indexOf(value)
    return isEmail(value) ? [{ value, index, key: value.toLowerCase() }] : []
  })
}

/** libphonenumber-js's VALID_PUNCTUATION: what may stand between the digits of a phone number. */
const PHONE_SEPARATOR = String.raw`[-\u2010-\u2015\u2212\u30FC\uFF0D\uFF0F/\uFF0E. \u00A0\u00AD\u200B\u2060\u3000()\uFF08\uFF09\uFF3B\uFF3D[\]~\u2053\u223C\uFF5E]`
/** A digit, then `count` more digits (a regex quantifier), each after at most four of the separators a number may have. */
const digitRun = (count: string, flags: string) => new RegExp(String.raw`\p{Nd}(?:${PHONE_SEPARATOR}{0,4}\p{Nd})${count}`, flags)
/**
 * Five digits with nothing between them but the separators libphonenumber-js allows there (its
 * VALID_PUNCTUATION, at most four in a row): every number it finds holds such a run, the shortest
 * being Australian 163xx numbers. Text without one ('$899 (was $1,199)') is not searched, since
 * searching it costs libphonenumber-js a thrown ParseError per amount.
 */
const MAY_HOLD_PHONE = digitRun('{4}', 'u')

export const mayHoldPhone = (text: string) => MAY_HOLD_PHONE.test(text)

/**
 * A run of more digits than three phone numbers hold, with nothing between them but the separators a number may
 * have: a list of figures, not numbers to call. libphonenumber-js tries every candidate in such a run and throws a
 * ParseError for each, about 100 ms of blocked event loop for a message of 2,000 characters of digits.
 */
const DIGIT_SOUP = digitRun('{30,}', 'gu')

/** The text with every such run blanked out, each character by a space, so what is found keeps its place in the text. */
export const withoutDigitSoup = (text: string) => text.replace(DIGIT_SOUP, (run) => ' '.repeat(run.length))

export function findPhones(text: string): FoundDetail[] {
  if (!mayHoldPhone(text)) return []
  return findPhoneNumbersInText(withoutDigitSoup(text), { defaultCountry: DEFAULT_COUNTRY }).map((found) => ({
    value: text.slice(found.startsAt, found.endsAt),
    index: found.startsAt,
    key: found.number.number,
  }))
}

/** One key for a number however it is written: '(03) 9123 4567' and '+61 3 9123 4567' give the same. */
export const phoneKey = remembered((phone: string): string => parsePhoneNumberFromString(phone, DEFAULT_COUNTRY)?.number ?? phone.replace(/\D/g, ''))

export function samePhone(a: string, b: string): boolean {
  return phoneKey(a) === phoneKey(b)
}

export const emailKey = (email: string) => email.trim().toLowerCase()
