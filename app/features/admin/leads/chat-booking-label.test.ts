import { describe, expect, test } from 'vitest'
import { bookingHref, chatBookingLabel, shortDay } from './chat-booking-label'

describe('a conversation’s booking as the Chat Leads tab names it', () => {
  test('weekday, day and month of the Melbourne calendar date, whatever the time zone', () => {
    expect(shortDay('2026-11-26')).toBe('Thu 26 Nov')
    expect(shortDay('2027-01-01')).toBe('Fri 1 Jan')
  })

  test('the label and the link to the booking', () => {
    expect(chatBookingLabel({ id: 7, date: '2026-11-26', time: '10:30 AM', status: 'confirmed' })).toBe('Booked a consultation: Thu 26 Nov, 10:30 AM')
    expect(chatBookingLabel({ id: 7, date: '2026-11-26', time: '10:30 AM', status: 'cancelled' })).toBe('Booked a consultation: Thu 26 Nov, 10:30 AM (cancelled)')
    expect(bookingHref({ id: 7 })).toBe('/admin?tab=bookings&booking=7')
  })
})
