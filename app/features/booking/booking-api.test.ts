import { describe, expect, test } from 'vitest'
import { type BookingSelection, bookingOutcome, bookingRequestBody, canConfirm, emptyContact, fetchBookingDays, parseBookingDays, submitBooking } from './booking-api'

/** A stand-in for fetch that answers once with the given status and JSON (or fails like a dropped connection). */
function fakeFetch(answer: { status: number; json?: unknown } | 'network-down') {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    if (answer === 'network-down') throw new TypeError('Failed to fetch')
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), { status: answer.status, headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
  return { fetcher, calls }
}

const monday = { date: '2026-11-23', weekdayLabel: 'Monday 23 November', slots: [{ time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z' }] }
const selection: BookingSelection = { date: '2026-11-23', weekdayLabel: 'Monday 23 November', slot: { time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z' } }
const jane = { ...emptyContact, name: 'Jane Citizen', email: 'jane@example.com.au', phone: '0412 345 678' }
const guard = { token: 'signed-token', honeypotName: 'hp_7f3a' }

describe('loading the bookable days', () => {
  test('the days the server offers are shown with their slots', async () => {
    const { fetcher, calls } = fakeFetch({ status: 200, json: { days: [monday], timeZone: 'Australia/Melbourne' } })
    expect(await fetchBookingDays(fetcher)).toEqual({ kind: 'ok', days: [monday], timeZone: 'Australia/Melbourne' })
    expect(calls[0]?.url).toBe('/api/booking-days')
  })

  test('no free days is an empty list, not a failure', () => {
    expect(parseBookingDays({ days: [], timeZone: 'Australia/Melbourne' })).toEqual({ kind: 'ok', days: [], timeZone: 'Australia/Melbourne' })
  })

  test('slots with an unknown time or a broken instant are left out, and a day left empty is dropped', () => {
    const odd = { date: '2026-11-24', weekdayLabel: 'Tuesday 24 November', slots: [{ time: '8:00 AM', startsAt: '2026-11-23T21:00:00.000Z' }, { time: '9:00 AM', startsAt: 'soon' }] }
    expect(parseBookingDays({ days: [monday, odd] })).toEqual({ kind: 'ok', days: [monday], timeZone: 'Australia/Melbourne' })
  })

  test('a server error, an unexpected body or no network is a failure the visitor can retry', async () => {
    expect(await fetchBookingDays(fakeFetch({ status: 500, json: { error: { code: 'internal' } } }).fetcher)).toEqual({ kind: 'failed' })
    expect(await fetchBookingDays(fakeFetch({ status: 200, json: [] }).fetcher)).toEqual({ kind: 'failed' })
    expect(await fetchBookingDays(fakeFetch('network-down').fetcher)).toEqual({ kind: 'failed' })
  })
})

describe('the contact step', () => {
  test('confirm waits for name, email and phone', () => {
    expect(canConfirm(emptyContact)).toBe(false)
    expect(canConfirm({ ...jane, phone: '  ' })).toBe(false)
    expect(canConfirm(jane)).toBe(true)
  })

  test('a complete form becomes the request body with the slot, the preset service and the anti-spam fields', () => {
    expect(bookingRequestBody(selection, { ...jane, name: ' Jane Citizen ' }, guard, '')).toEqual({
      ok: true,
      body: { date: '2026-11-23', time: '9:00 AM', name: 'Jane Citizen', email: 'jane@example.com.au', phone: '0412 345 678', service: 'Free Consultation', formToken: 'signed-token', hp_7f3a: '' },
    })
  })

  test('optional company and message are sent when given, and a chosen service replaces the preset', () => {
    const check = bookingRequestBody(selection, { ...jane, company: 'Acme Plumbing', message: 'After-hours calls', service: 'Voice Agents' }, guard, '')
    expect(check.ok && check.body).toMatchObject({ company: 'Acme Plumbing', message: 'After-hours calls', service: 'Voice Agents' })
  })

  test('a bad email or phone gives the contract messages next to the fields', () => {
    expect(bookingRequestBody(selection, { ...jane, email: 'jane@', phone: '((((((' }, guard, '')).toEqual({
      ok: false,
      fields: { email: 'Please enter a valid email address', phone: 'Please enter a phone number we can call' },
    })
  })
})

describe('the answer to a booking', () => {
  const booking = { id: 7, date: '2026-11-23', time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z', service: 'Free Consultation' }

  test('201 confirms the booking', async () => {
    const { fetcher, calls } = fakeFetch({ status: 201, json: { booking } })
    expect(await submitBooking({ name: 'Jane' }, fetcher)).toEqual({ kind: 'booked', booking })
    expect(calls[0]?.url).toBe('/api/bookings')
    expect(calls[0]?.init?.method).toBe('POST')
  })

  test('400 puts the server messages next to the fields', () => {
    expect(bookingOutcome(400, { error: { code: 'validation_failed', fields: { phone: 'Please enter a phone number we can call', nonsense: 'x' } } })).toEqual({
      kind: 'invalid',
      fields: { phone: 'Please enter a phone number we can call' },
    })
  })

  test('a slot the server no longer offers sends the visitor back to pick another', () => {
    expect(bookingOutcome(400, { error: { code: 'validation_failed', fields: { time: 'Please pick one of the offered times.' } } })).toEqual({
      kind: 'slot-taken',
      message: 'Please pick one of the offered times.',
    })
    expect(bookingOutcome(409, { error: { code: 'slot_taken', message: 'That time was just booked. Please pick another.' } })).toEqual({
      kind: 'slot-taken',
      message: 'That time was just booked. Please pick another.',
    })
  })

  test('429 passes on the server message', () => {
    expect(bookingOutcome(429, { error: { code: 'rate_limited', message: 'Please wait a minute.' } })).toEqual({ kind: 'rate-limited', message: 'Please wait a minute.' })
  })

  test('anything else, including no network, is a failure', async () => {
    expect(bookingOutcome(500, undefined)).toEqual({ kind: 'failed' })
    expect(bookingOutcome(201, { ok: true })).toEqual({ kind: 'failed' })
    expect(await submitBooking({}, fakeFetch('network-down').fetcher)).toEqual({ kind: 'failed' })
  })
})
