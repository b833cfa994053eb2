import { describe, expect, test } from 'vitest'
import { plannedReminders, reminderSkipReason } from './reminders.ts'

const startsAt = new Date('2026-11-26T22:00:00Z') // Friday 27 November 2026, 9:00 AM in Melbourne (AEDT)
const booking = { bookingId: 7, date: '2026-11-27', time: '9:00 AM', startsAt, service: 'Free Consultation', email: 'jordan@example.com.au', manageToken: 'x'.repeat(43) }
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 60 * 60_000)

describe('plannedReminders', () => {
  test('a booking made days ahead gets both reminders, due 24 hours and 1 hour before the call', () => {
    const planned = plannedReminders(booking, hoursBefore(72))
    expect(planned.map((message) => [message.payload.lead, message.nextAttemptAt.toISOString()])).toEqual([
      ['24h', '2026-11-25T22:00:00.000Z'],
      ['1h', '2026-11-26T21:00:00.000Z'],
    ])
    expect(planned[0]).toMatchObject({ kind: 'booking.reminder', recipient: 'jordan@example.com.au', payload: { bookingId: 7, date: '2026-11-27', time: '9:00 AM', startsAt: startsAt.toISOString(), service: 'Free Consultation', email: 'jordan@example.com.au', manageToken: booking.manageToken } })
  })

  test('a booking made inside a window gets no reminder for it: 5 hours ahead only the 1-hour one, 50 minutes ahead none', () => {
    expect(plannedReminders(booking, hoursBefore(5)).map((message) => message.payload.lead)).toEqual(['1h'])
    expect(plannedReminders(booking, hoursBefore(24)).map((message) => message.payload.lead)).toEqual(['1h'])
    expect(plannedReminders(booking, hoursBefore(50 / 60))).toEqual([])
  })
})

describe('reminderSkipReason', () => {
  const live = { status: 'confirmed', startsAt }
  test('a confirmed booking at the planned time whose confirmation was sent gets its reminder', () => {
    expect(reminderSkipReason({ payloadStartsAt: startsAt.toISOString(), booking: live, confirmation: 'sent' })).toBeNull()
  })

  test('cancelled, closed, moved, deleted and unconfirmed bookings get none', () => {
    const at = startsAt.toISOString()
    expect(reminderSkipReason({ payloadStartsAt: at, booking: { ...live, status: 'cancelled' }, confirmation: 'sent' })).toBe('The booking is cancelled')
    expect(reminderSkipReason({ payloadStartsAt: at, booking: { ...live, status: 'no_show' }, confirmation: 'sent' })).toBe('The booking is no-show')
    expect(reminderSkipReason({ payloadStartsAt: at, booking: { ...live, startsAt: new Date(startsAt.getTime() + 90 * 60_000) }, confirmation: 'sent' })).toBe('The booking has moved')
    expect(reminderSkipReason({ payloadStartsAt: undefined, booking: live, confirmation: 'sent' })).toBe('The booking has moved')
    expect(reminderSkipReason({ payloadStartsAt: at, booking: undefined, confirmation: 'sent' })).toBe('The booking no longer exists')
    expect(reminderSkipReason({ payloadStartsAt: at, booking: live, confirmation: 'suppressed' })).toMatch(/not sent \(suppressed\)/)
    expect(reminderSkipReason({ payloadStartsAt: at, booking: live, confirmation: 'failed' })).toMatch(/not sent \(failed\)/)
    expect(reminderSkipReason({ payloadStartsAt: at, booking: live, confirmation: undefined })).toMatch(/never queued/)
  })
})
