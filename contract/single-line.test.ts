import { describe, expect, test } from 'vitest'
import { bookingRequestSchema } from './booking.ts'
import { contactInquiryCreateSchema, contactPageSchema, homeContactSchema } from './contact.ts'
import { collapseToOneLine, singleLine, singleLineProblem } from './single-line.ts'
import { z } from './zod.ts'

const LINE_BREAKS = ['\r\n', '\n', '\r', '\u0085', '\u2028', '\u2029', '\v', '\f']
const CONTROL_CHARACTERS = ['\t', '\u0000', '\u001b', '\u007f', '\u009b']
const codePoints = (text: string) => [...text].map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')

describe('singleLine', () => {
  const name = z.string().trim().check(singleLine('Name'))

  test.each(LINE_BREAKS.map((character) => [codePoints(character), character]))('a line break %s inside the value is refused', (_shown, character) => {
    const result = name.safeParse(`Ann${character}Bcc: victim@example.com`)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Name can't contain line breaks"])
  })

  test.each(CONTROL_CHARACTERS.map((character) => [codePoints(character), character]))('another control character %s is refused', (_shown, character) => {
    expect(singleLineProblem('Name', `Ann${character}Lee`)).toBe("Name can't contain control characters")
  })

  test('ordinary names, accents and punctuation pass, and the value is still trimmed first', () => {
    expect(name.parse('  Zoë O’Brien-Nguyen (Pty) Ltd  ')).toBe('Zoë O’Brien-Nguyen (Pty) Ltd')
    expect(name.parse('Ann\n')).toBe('Ann')
  })

  test('collapseToOneLine turns every run of whitespace and control characters into one space', () => {
    expect(collapseToOneLine(' New\r\n\u0085Bcc:\u0000 x\t\u2028y ')).toBe('New Bcc: x y')
  })
})

describe('the public forms refuse control characters in one-line fields and keep the message as written', () => {
  const home = { fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'Please call me.\r\nThanks,\r\nPriya' }
  const booking = { date: '2026-11-23', time: '9:00 AM', name: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', company: 'Smile Dental' }

  /** The first message of each field, as the form and the API show it. */
  const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    const fields: Record<string, string> = {}
    for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message
    return fields
  }

  test.each([
    ['fullName', "Full name can't contain line breaks"],
    ['email', "Email can't contain line breaks"],
    ['phone', "Phone can't contain line breaks"],
  ])('home form: %s', (field, message) => {
    const value = `${home[field as keyof typeof home]}\r\nBcc: victim@example.com`
    expect(fieldMessages(homeContactSchema.safeParse({ ...home, [field]: value }))).toEqual({ [field]: message })
    expect(fieldMessages(contactPageSchema.safeParse({ ...home, [field]: value }))).toEqual({ [field]: message })
  })

  test('the API inquiry refuses a company with a line break or a tab', () => {
    expect(fieldMessages(contactInquiryCreateSchema.safeParse({ ...home, company: 'Smile\nDental' }))).toEqual({ company: "Company can't contain line breaks" })
    expect(fieldMessages(contactInquiryCreateSchema.safeParse({ ...home, company: 'Smile\tDental' }))).toEqual({ company: "Company can't contain control characters" })
  })

  test.each([
    ['name', "Name can't contain line breaks"],
    ['email', "Email can't contain line breaks"],
    ['phone', "Phone can't contain line breaks"],
    ['company', "Company can't contain line breaks"],
  ])('booking: %s', (field, message) => {
    const value = `${booking[field as keyof typeof booking]}\u2028X-Injected: yes`
    expect(fieldMessages(bookingRequestSchema.safeParse({ ...booking, [field]: value }))).toEqual({ [field]: message })
  })

  test('the fixed choices (time, service) refuse anything else, line breaks included', () => {
    expect(bookingRequestSchema.safeParse({ ...booking, time: '9:00 AM\r\nX: y' }).success).toBe(false)
    expect(bookingRequestSchema.safeParse({ ...booking, service: 'AI Chatbots\nX: y' }).success).toBe(false)
    expect(contactPageSchema.safeParse({ ...home, service: 'other\nX: y' }).success).toBe(false)
  })

  test('a message keeps its line breaks', () => {
    expect(homeContactSchema.parse(home).message).toBe('Please call me.\r\nThanks,\r\nPriya')
    expect(bookingRequestSchema.parse({ ...booking, message: 'Line one\nLine two' }).message).toBe('Line one\nLine two')
  })
})
