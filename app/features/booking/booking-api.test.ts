import { describe, expect, test } from 'vitest'
import { type BookingSelection, bookingFieldErrors, bookingFormFields, canConfirm, emptyContact, fetchBookingDays, parseBookingDays } from './booking-api'

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
const guard = { token: 'signed-token', honeypotName: 'hp_7f3a', minFillMs: 2_000 }

describe('loading the bookable days', () => {
  test('the days the server offers are shown with their slots', async () => {
    const { fetcher, calls } = fakeFetch({ status: 200, json: { days: [monday], timeZone: 'Australia/Melbourne' } })
    expect(await fetchBookingDays(fetcher)).toEqual({ kind: 'ok', days: [monday], timeZone: 'Australia/Melbourne' })
    expect(calls[0]?.url).toBe('/api/booking-days')
  })

  test('no free days is an empty list, not a failure', () => {
    expect(parseBookingDays({ days: [], timeZone: 'Australia/Melbourne' })).toEqual({ kind: 'ok', days: [], timeZone: 'Australia/Melbourne' })
  })

  test('slots with a time that is no label or a broken instant are left out, and a day left empty is dropped', () => {
    const odd = { date: '2026-11-24', weekdayLabel: 'Tuesday 24 November', slots: [{ time: '08:00', startsAt: '2026-11-23T21:00:00.000Z' }, { time: '9:00 AM', startsAt: 'soon' }] }
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

  test('a complete form becomes the fields the /book action receives: the slot, the preset service and the anti-spam fields', () => {
    expect(bookingFormFields(selection, { ...jane, name: ' Jane Citizen ' }, guard, '')).toEqual({
      ok: true,
      fields: { date: '2026-11-23', time: '9:00 AM', name: 'Jane Citizen', email: 'jane@example.com.au', phone: '0412 345 678', service: 'Free Consultation', formToken: 'signed-token', hp_7f3a: '' },
    })
  })

  test('optional company and message are sent when given, and a chosen service replaces the preset', () => {
    const check = bookingFormFields(selection, { ...jane, company: 'Acme Plumbing', message: 'After-hours calls', service: 'Voice Agents' }, guard, '')
    expect(check.ok && check.fields).toMatchObject({ company: 'Acme Plumbing', message: 'After-hours calls', service: 'Voice Agents' })
  })

  test('without a guard (the server could not issue one) the details go alone', () => {
    const check = bookingFormFields(selection, jane, undefined, '')
    expect(check.ok && Object.keys(check.fields).sort()).toEqual(['date', 'email', 'name', 'phone', 'service', 'time'])
  })

  test('a bad email or phone gives the contract messages next to the fields', () => {
    expect(bookingFormFields(selection, { ...jane, email: 'jane@', phone: '((((((' }, guard, '')).toEqual({
      ok: false,
      fields: { email: 'Please enter a valid email address', phone: 'Please enter a phone number we can call' },
    })
  })
})

describe('field messages from the contract schema', () => {
  test("the first message of each field is kept, a refused day or time becomes the slot message (the time's when both), and unknown fields are dropped", () => {
    expect(
      bookingFieldErrors([
        { path: ['name'], message: 'Please enter your name' },
        { path: ['name'], message: 'Name must be at most 255 characters' },
        { path: ['date'], message: 'Please pick one of the offered days.' },
        { path: ['time'], message: 'Please pick one of the offered times.' },
        { path: ['formToken'], message: 'x' },
        { path: [], message: 'y' },
      ]),
    ).toEqual({ name: 'Please enter your name', slot: 'Please pick one of the offered times.' })
  })

  test('a refused day alone is the slot message too', () => {
    expect(bookingFieldErrors([{ path: ['date'], message: 'Please pick one of the offered days.' }])).toEqual({ slot: 'Please pick one of the offered days.' })
  })
})
