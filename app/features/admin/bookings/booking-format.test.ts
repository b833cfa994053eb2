import { describe, expect, test } from 'vitest'
import type { BookingHistoryEntry } from '../../../../contract/admin-bookings'
import { availableMarks, bookingStatusLabel, hasPreCallBrief, historySentence, slotLabel } from './booking-format'

const base: BookingHistoryEntry = { kind: 'booked', actor: 'visitor', fromDate: null, fromTime: null, toDate: null, toTime: null, reason: null, at: '2026-11-20T04:05:00.000Z' }

describe('slotLabel', () => {
  test('writes the Melbourne day and time in words, with the year only when it is another year', () => {
    expect(slotLabel('2026-11-26', '9:00 AM')).toBe('Thu 26 Nov, 9:00 AM')
    expect(slotLabel('2026-11-26', '9:00 AM', 2026)).toBe('Thu 26 Nov, 9:00 AM')
    expect(slotLabel('2027-01-04', '10:30 AM', 2026)).toBe('Mon 4 Jan 2027, 10:30 AM')
  })
})

describe('historySentence', () => {
  test('says who booked it and for when', () => {
    expect(historySentence({ ...base, toDate: '2026-11-26', toTime: '9:00 AM' })).toBe('Booked by the visitor for Thu 26 Nov, 9:00 AM')
    expect(historySentence({ ...base, actor: 'chat', toDate: '2026-11-26', toTime: '9:00 AM' })).toBe('Booked by the chat assistant for Thu 26 Nov, 9:00 AM')
  })

  test('says where a reschedule moved it from and to', () => {
    const moved = { ...base, kind: 'rescheduled' as const, fromDate: '2026-11-25', fromTime: '3:00 PM', toDate: '2026-11-26', toTime: '9:00 AM' }
    expect(historySentence(moved)).toBe('Rescheduled from Wed 25 Nov, 3:00 PM to Thu 26 Nov, 9:00 AM by the visitor')
  })

  test('gives a cancellation its reason, or says none was given', () => {
    expect(historySentence({ ...base, kind: 'cancelled', reason: ' Found another agency ' })).toBe('Cancelled by the visitor: Found another agency')
    expect(historySentence({ ...base, kind: 'cancelled' })).toBe('Cancelled by the visitor (no reason given)')
  })

  test('names the owner’s marks and undos', () => {
    expect(historySentence({ ...base, kind: 'completed', actor: 'owner' })).toBe('Marked completed by you')
    expect(historySentence({ ...base, kind: 'no_show', actor: 'owner' })).toBe('Marked no-show by you')
    expect(historySentence({ ...base, kind: 'reopened', actor: 'owner' })).toBe('Set back to booked by you')
  })
})

describe('availableMarks', () => {
  const now = new Date('2026-11-26T05:00:00Z')
  test('a confirmed call offers completed and no-show only once it has started', () => {
    expect(availableMarks({ status: 'confirmed', startsAt: '2026-11-26T04:00:00Z' }, now)).toEqual(['completed', 'no_show'])
    expect(availableMarks({ status: 'confirmed', startsAt: '2026-11-26T06:00:00Z' }, now)).toEqual([])
  })
  test('a marked call offers the undo; a cancelled one nothing', () => {
    expect(availableMarks({ status: 'no_show', startsAt: '2026-11-26T04:00:00Z' }, now)).toEqual(['confirmed'])
    expect(availableMarks({ status: 'cancelled', startsAt: '2026-11-26T04:00:00Z' }, now)).toEqual([])
  })
})

test('status labels read as the spec names them', () => {
  expect(bookingStatusLabel('no_show')).toBe('No-show')
})

describe('hasPreCallBrief', () => {
  const now = new Date('2026-11-26T00:00:00.000Z')
  test('an upcoming confirmed call has one; a cancelled or started one has none', () => {
    expect(hasPreCallBrief({ status: 'confirmed', startsAt: '2026-11-27T22:00:00.000Z' }, now)).toBe(true)
    expect(hasPreCallBrief({ status: 'cancelled', startsAt: '2026-11-27T22:00:00.000Z' }, now)).toBe(false)
    expect(hasPreCallBrief({ status: 'confirmed', startsAt: '2026-11-25T22:00:00.000Z' }, now)).toBe(false)
  })
})
