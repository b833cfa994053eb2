import { describe, expect, test, vi } from 'vitest'
import type { AdminBooking } from '../../../../contract/admin-bookings'
import { fetchBooking, fetchBookings, markBooking } from './booking-api'

const answer = (status: number, body: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }))

const booking: AdminBooking = {
  id: 7,
  date: '2026-11-26',
  time: '9:00 AM',
  startsAt: '2026-11-25T22:00:00.000Z',
  name: 'Sam Rivera',
  email: 'sam@example.com.au',
  phone: '0412 345 678',
  company: null,
  service: 'Free Consultation',
  message: null,
  promoCode: null,
  status: 'completed',
  displayStatus: 'completed',
  cancelReason: null,
  cancelledAt: null,
  inquiryId: 3,
  conversationId: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  history: [],
}

describe('fetchBookings', () => {
  test('asks for the scope and reads the list', async () => {
    const fetcher = answer(200, { bookings: [booking], more: false })
    expect(await fetchBookings('past', fetcher)).toEqual({ kind: 'listed', list: { bookings: [booking], more: false } })
    expect(fetcher.mock.calls[0]?.[0]).toBe('/api/admin/bookings?scope=past')
  })

  test('reads a lost session, a failure and an unexpected body as outcomes', async () => {
    expect(await fetchBookings('upcoming', answer(401, {}))).toEqual({ kind: 'signed-out' })
    expect(await fetchBookings('upcoming', answer(500, {}))).toEqual({ kind: 'failed' })
    expect(await fetchBookings('upcoming', answer(200, [booking]))).toEqual({ kind: 'failed' })
  })
})

describe('fetchBooking', () => {
  test('finds one booking, or says it is gone', async () => {
    expect(await fetchBooking(7, answer(200, booking))).toEqual({ kind: 'found', booking })
    expect(await fetchBooking(8, answer(404, { error: { code: 'not_found' } }))).toEqual({ kind: 'gone' })
  })
})

describe('markBooking', () => {
  test('sends the status and reads the booking back', async () => {
    const fetcher = answer(200, booking)
    expect(await markBooking(7, 'completed', fetcher)).toEqual({ kind: 'saved', booking })
    const [url, init] = fetcher.mock.calls[0]!
    expect(url).toBe('/api/admin/bookings/7')
    expect(init).toMatchObject({ method: 'PATCH', body: JSON.stringify({ status: 'completed' }) })
  })

  test('passes on the server’s reason for a refusal', async () => {
    const refused = answer(409, { error: { code: 'conflict', message: 'This call has not started yet, so it cannot be marked completed.' } })
    expect(await markBooking(7, 'completed', refused)).toEqual({ kind: 'refused', message: 'This call has not started yet, so it cannot be marked completed.' })
    expect(await markBooking(7, 'completed', answer(403, {}))).toEqual({ kind: 'signed-out' })
    expect(await markBooking(7, 'completed', answer(404, {}))).toEqual({ kind: 'gone' })
    expect(await markBooking(7, 'completed', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))))).toEqual({ kind: 'failed' })
  })
})
