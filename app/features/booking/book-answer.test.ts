import { describe, expect, test } from 'vitest'
import { bookingRequestSchema } from '../../../contract/booking'
import { bookAnswer, bookAnswerStatus, bookFormValues, dialogOutcome } from './book-answer'

const booking = { id: 7, date: '2026-11-23', time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z', service: 'Free Consultation' }
const values = { slot: '2026-11-23 9:00 AM', name: 'Nora Script', email: 'nora@' }

function schemaRefusal(fields: Record<string, unknown>) {
  const result = bookingRequestSchema.safeParse(fields)
  if (result.success) throw new Error('expected the schema to refuse these fields')
  return { kind: 'invalid' as const, error: result.error }
}

describe('the values a refused form is shown with again', () => {
  test("are the form's own fields as typed, never the token or the honeypot", () => {
    expect(bookFormValues({ slot: ' 2026-11-23 9:00 AM', name: ' Nora ', formToken: 'secret', hp_website: 'x', date: '2026-11-23', message: 'Hi\nthere' })).toEqual({
      slot: ' 2026-11-23 9:00 AM',
      name: ' Nora ',
      message: 'Hi\nthere',
    })
  })
})

describe("the action's answer", () => {
  test('a booking is its facts, sent as 200 data', () => {
    const outcome = { kind: 'booked' as const, booking }
    expect(bookAnswer(outcome, values)).toEqual({ kind: 'booked', booking })
    expect(bookAnswerStatus(outcome)).toBe(200)
  })

  test("a schema refusal is the contract's messages by field, with the values kept, as 400", () => {
    const outcome = schemaRefusal({ date: '2026-11-23', time: '9:00 AM', name: '', email: 'nora@', phone: '0412 345 678' })
    expect(bookAnswer(outcome, values)).toEqual({ kind: 'invalid', fields: { name: 'Please enter your name', email: 'Please enter a valid email address' }, values })
    expect(bookAnswerStatus(outcome)).toBe(400)
  })

  test('a refused or taken slot is one message to pick another time: 400 and 409 as the JSON API answers them', () => {
    const refused = { kind: 'slot-refused' as const, field: 'date' as const, message: 'Consultations run Monday to Friday.' }
    const taken = { kind: 'slot-taken' as const, message: 'That time was just booked by someone else. Please pick another time.' }
    expect(bookAnswer(refused, values)).toEqual({ kind: 'slot-taken', message: refused.message, values })
    expect(bookAnswer(taken, values)).toEqual({ kind: 'slot-taken', message: taken.message, values })
    expect([bookAnswerStatus(refused), bookAnswerStatus(taken)]).toEqual([400, 409])
  })

  test('too many requests passes on the message, as 429', () => {
    const outcome = { kind: 'rate-limited' as const, message: 'Please wait a few minutes.', retryAfterSeconds: 60 }
    expect(bookAnswer(outcome, values)).toEqual({ kind: 'rate-limited', message: 'Please wait a few minutes.', values })
    expect(bookAnswerStatus(outcome)).toBe(429)
  })
})

describe('what the dialog does with the answer', () => {
  test('a booking, a taken time and too many requests are passed on', () => {
    expect(dialogOutcome({ kind: 'booked', booking })).toEqual({ kind: 'booked', booking })
    expect(dialogOutcome({ kind: 'slot-taken', message: 'Taken.', values })).toMatchObject({ kind: 'slot-taken', message: 'Taken.' })
    expect(dialogOutcome({ kind: 'rate-limited', message: 'Wait.', values })).toMatchObject({ kind: 'rate-limited', message: 'Wait.' })
  })

  test('field messages go next to the fields; a refused time sends the visitor back to pick another', () => {
    expect(dialogOutcome({ kind: 'invalid', fields: { phone: 'Please enter a phone number we can call' }, values })).toEqual({
      kind: 'invalid',
      fields: { phone: 'Please enter a phone number we can call' },
    })
    expect(dialogOutcome({ kind: 'invalid', fields: { slot: 'Please pick one of the offered times.', name: 'Please enter your name' }, values })).toEqual({
      kind: 'slot-taken',
      message: 'Please pick one of the offered times.',
    })
  })

  test('no answer, a failure on the way, or a refusal without messages is a failure the visitor can retry', () => {
    expect(dialogOutcome(undefined)).toEqual({ kind: 'failed' })
    expect(dialogOutcome({ kind: 'failed' })).toEqual({ kind: 'failed' })
    expect(dialogOutcome({ kind: 'invalid', fields: {}, values })).toEqual({ kind: 'failed' })
  })
})
