/**
 * Email addresses and phone numbers in what a visitor types. Phones are found and compared by
 * libphonenumber-js (Australian numbers by default, any other country with its +code); an email is
 * a word that passes zod's standard email check.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js'
import { z } from 'zod'

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

export function findPhones(text: string): FoundDetail[] {
  return findPhoneNumbersInText(text, { defaultCountry: DEFAULT_COUNTRY }).map((found) => ({
    value: text.slice(found.startsAt, found.endsAt),
    index: found.startsAt,
    key: found.number.number,
  }))
}

/** Keys worked out before: the business's own numbers and the lead's are keyed again on every message. */
const phoneKeys = new Map<string, string>()
const PHONE_KEYS_KEPT = 2000

/** One key for a number however it is written: '(03) 9123 4567' and '+61 3 9123 4567' give the same. */
export function phoneKey(phone: string): string {
  let key = phoneKeys.get(phone)
  if (key === undefined) {
    key = parsePhoneNumberFromString(phone, DEFAULT_COUNTRY)?.number ?? phone.replace(/\D/g, '')
    if (phoneKeys.size >= PHONE_KEYS_KEPT) phoneKeys.delete(phoneKeys.keys().next().value as string)
    phoneKeys.set(phone, key)
  }
  return key
}

export function samePhone(a: string, b: string): boolean {
  return phoneKey(a) === phoneKey(b)
}

export const emailKey = (email: string) => email.trim().toLowerCase()
