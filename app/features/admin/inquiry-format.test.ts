import { describe, expect, test } from 'vitest'
import { bookingLabel, receivedLabel, serviceLabel, sourceLabel, statusLabel, statusTone } from './inquiry-format'

describe('inquiry labels', () => {
  test('the time received is shown in Melbourne time, whatever the server zone', () => {
    // 22:30 UTC on 31 December is 9:30 am on New Year's Day in Melbourne (daylight time, UTC+11).
    expect(receivedLabel('2026-12-31T22:30:00.000Z')).toMatch(/^1 Jan 2027, 9:30\sam$/)
  })

  test('sources, services and statuses read as words', () => {
    expect(sourceLabel('home')).toBe('Home page form')
    expect(sourceLabel('booking')).toBe('Consultation booking')
    expect(sourceLabel('chat')).toBe('chat')
    expect(serviceLabel('web-development')).toBe('Web Development')
    expect(serviceLabel('Free Consultation')).toBe('Free Consultation')
    expect(serviceLabel(null)).toBeNull()
    expect(statusLabel('new')).toBe('New')
  })

  test('new inquiries stand out and spam is marked', () => {
    expect(statusTone('new')).toBe('primary')
    expect(statusTone('spam')).toBe('red')
    expect(statusTone('archived')).toBe('neutral')
  })

  test("a booking's slot reads as its Melbourne day and time", () => {
    expect(bookingLabel({ date: '2026-12-03', time: '10:30 AM' })).toBe('Thu, 3 Dec 2026, 10:30 AM')
    expect(bookingLabel(null)).toBeNull()
  })
})
