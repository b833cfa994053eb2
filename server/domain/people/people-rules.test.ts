import { describe, expect, test } from 'vitest'
import type { TimelineEntry } from '../../../contract/people.ts'
import { containsPattern, inquiryStatusAfterStage, newestFirst, normalisePhone, phoneSearchDigits } from './people-rules.ts'

describe('inquiryStatusAfterStage', () => {
  test.each(['new', 'contacted', 'qualified'])('an open inquiry (%s) moves with its person', (status) => {
    expect(inquiryStatusAfterStage(status, 'won')).toBe('won')
  })
  test.each(['won', 'lost', 'spam'])('a decided or spam inquiry (%s) stays', (status) => {
    expect(inquiryStatusAfterStage(status, 'qualified')).toBe(status)
  })
})

describe('containsPattern', () => {
  test('wraps the text in % and escapes the characters LIKE treats specially', () => {
    expect(containsPattern('jane')).toBe('%jane%')
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})

describe('phoneSearchDigits', () => {
  test('too few digits is not a phone search', () => {
    expect(phoneSearchDigits('Jane')).toEqual([])
    expect(phoneSearchDigits('a1b2')).toEqual([])
  })
  test('a partial number searches its digits', () => {
    expect(phoneSearchDigits('345 678')).toEqual(['345678'])
  })
  test('a whole AU number also searches without its trunk 0 or country code', () => {
    expect(phoneSearchDigits('0412 345 678')).toEqual(['0412345678', '412345678'])
    expect(phoneSearchDigits('+61 412 345 678')).toEqual(['61412345678', '412345678'])
  })
})

describe('normalisePhone', () => {
  test('AU spellings of one number are one E.164 number', () => {
    expect(normalisePhone('0412 345 678')).toBe('+61412345678')
    expect(normalisePhone('+61 412-345-678')).toBe('+61412345678')
    expect(normalisePhone('(03) 9000 1234')).toBe('+61390001234')
  })
  test('nothing, or not a number, is null', () => {
    expect(normalisePhone(null)).toBeNull()
    expect(normalisePhone('call me')).toBeNull()
  })
})

describe('newestFirst', () => {
  const note = (id: number, at: string): TimelineEntry => ({ type: 'note', id, at, text: 'n', actorEmail: null })
  test('orders by time, newest first, then by id', () => {
    const entries = [note(1, '2026-01-01T00:00:00Z'), note(2, '2026-03-01T00:00:00Z'), note(3, '2026-01-01T00:00:00Z')]
    expect(newestFirst(entries).map((entry) => entry.id)).toEqual([2, 3, 1])
  })
  test('at one instant a booking event follows its booking, which follows its inquiry', () => {
    const at = '2026-02-02T02:00:00Z'
    const entries: TimelineEntry[] = [
      { type: 'booking_event', at, id: 9, bookingId: 1, kind: 'booked', actor: 'visitor', fromDate: null, fromTime: null, toDate: null, toTime: null, reason: null },
      { type: 'inquiry', at, id: 5, message: 'm', status: 'new', service: null, door: 'booking', source: null },
      { type: 'booking', at, id: 1, date: '2026-02-10', time: '9:00 AM', startsAt: at, status: 'confirmed', service: 'Free Consultation', message: null, upcoming: true },
    ]
    expect(newestFirst(entries).map((entry) => entry.type)).toEqual(['booking_event', 'booking', 'inquiry'])
  })
})
