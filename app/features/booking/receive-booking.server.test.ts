import { describe, expect, test } from 'vitest'
import { bookingRequestSchema } from '../../../contract/booking'
import { bookAnswer, bookAnswerStatus } from './receive-booking.server'

const links = { manage: '/booking/t', invite: '/booking/t/consultation.ics' }
const booking = { id: 7, date: '2026-11-23', time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z', service: 'Free Consultation', links }
const values = { slot: '2026-11-23 9:00 AM', name: 'Nora Script', email: 'nora@' }

function schemaRefusal(fields: Record<string, unknown>) {
  const result = bookingRequestSchema.safeParse(fields)
  if (result.success) throw new Error('expected the schema to refuse these fields')
  return { kind: 'invalid' as const, error: result.error }
}

describe("the action's answer", () => {
  test('a booking is its facts and its links, sent as 200 data', () => {
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

  test('a person who already holds their upcoming consultations is told at the field, as 409 like the JSON API', () => {
    const outcome = { kind: 'already-booked' as const, field: 'email' as const, message: 'This email address already has 2 upcoming consultations.' }
    expect(bookAnswer(outcome, values)).toEqual({ kind: 'already-booked', field: 'email', message: outcome.message, values })
    expect(bookAnswerStatus(outcome)).toBe(409)
  })

  test('too many requests passes on the message, as 429', () => {
    const outcome = { kind: 'rate-limited' as const, message: 'Please wait a few minutes.', retryAfterSeconds: 60 }
    expect(bookAnswer(outcome, values)).toEqual({ kind: 'rate-limited', message: 'Please wait a few minutes.', values })
    expect(bookAnswerStatus(outcome)).toBe(429)
  })
})
