import { describe, expect, test } from 'vitest'
import { bookFormValues, dialogOutcome } from './book-answer'

const booking = { id: 7, date: '2026-11-23', time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z', service: 'Free Consultation', links: { manage: '/booking/t', invite: '/booking/t/consultation.ics' } }
const values = { slot: '2026-11-23 9:00 AM', name: 'Nora Script', email: 'nora@' }

describe('the values a refused form is shown with again', () => {
  test("are the form's own fields as typed, never the token or the honeypot", () => {
    expect(bookFormValues({ slot: ' 2026-11-23 9:00 AM', name: ' Nora ', formToken: 'secret', hp_website: 'x', date: '2026-11-23', message: 'Hi\nthere' })).toEqual({
      slot: ' 2026-11-23 9:00 AM',
      name: ' Nora ',
      message: 'Hi\nthere',
    })
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

  test('an email or phone that already holds its upcoming consultations is said next to that field', () => {
    expect(dialogOutcome({ kind: 'already-booked', field: 'phone', message: 'This phone number already has 2 upcoming consultations.', values })).toEqual({
      kind: 'invalid',
      fields: { phone: 'This phone number already has 2 upcoming consultations.' },
    })
  })

  test('no answer, a failure on the way, or a refusal without messages is a failure the visitor can retry', () => {
    expect(dialogOutcome(undefined)).toEqual({ kind: 'failed' })
    expect(dialogOutcome({ kind: 'failed' })).toEqual({ kind: 'failed' })
    expect(dialogOutcome({ kind: 'invalid', fields: {}, values })).toEqual({ kind: 'failed' })
  })
})
