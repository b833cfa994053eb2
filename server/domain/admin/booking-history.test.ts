import { describe, expect, test } from 'vitest'
import type { BookingHistoryEntry } from '../../../contract/admin-bookings.ts'
import { decideMark, displayStatus, mergeHistory } from './booking-history.ts'

function entry(kind: BookingHistoryEntry['kind'], at: string): BookingHistoryEntry {
  return { kind, actor: 'visitor', fromDate: null, fromTime: null, toDate: null, toTime: null, reason: null, at }
}

describe('displayStatus', () => {
  test('a confirmed booking that never moved reads booked', () => {
    expect(displayStatus({ status: 'confirmed', sequence: 0 }, [entry('booked', '2026-11-20T00:00:00.000Z')])).toBe('booked')
  })

  test('a confirmed booking reads rescheduled once its sequence rose or its history holds a reschedule', () => {
    expect(displayStatus({ status: 'confirmed', sequence: 1 }, [])).toBe('rescheduled')
    expect(displayStatus({ status: 'confirmed', sequence: 0 }, [entry('booked', 'a'), entry('rescheduled', 'b')])).toBe('rescheduled')
  })

  test.each(['cancelled', 'completed', 'no_show'] as const)('a %s booking reads as its status, moved or not', (status) => {
    expect(displayStatus({ status, sequence: 2 }, [entry('rescheduled', 'a')])).toBe(status)
  })
})

describe('mergeHistory', () => {
  test('interleaves the owner’s undos with the events by time, oldest first', () => {
    const events = [entry('booked', '2026-11-20T01:00:00.000Z'), entry('completed', '2026-11-27T01:00:00.000Z'), entry('no_show', '2026-11-27T03:00:00.000Z')]
    const undo = { ...entry('reopened', '2026-11-27T02:00:00.000Z'), actor: 'owner' as const }
    expect(mergeHistory(events, [undo]).map((item) => item.kind)).toEqual(['booked', 'completed', 'reopened', 'no_show'])
  })
})

describe('decideMark', () => {
  const now = new Date('2026-11-26T05:00:00Z')
  const started = new Date('2026-11-26T04:00:00Z')
  const later = new Date('2026-11-26T06:00:00Z')

  test('a call that has started may be marked completed or no-show', () => {
    expect(decideMark({ status: 'confirmed', startsAt: started }, 'completed', now)).toEqual({ change: true })
    expect(decideMark({ status: 'confirmed', startsAt: started }, 'no_show', now)).toEqual({ change: true })
    expect(decideMark({ status: 'completed', startsAt: started }, 'no_show', now)).toEqual({ change: true })
  })

  test('a call that starts at this very moment counts as started', () => {
    expect(decideMark({ status: 'confirmed', startsAt: now }, 'completed', now)).toEqual({ change: true })
  })

  test('a call still to come cannot be marked', () => {
    expect(decideMark({ status: 'confirmed', startsAt: later }, 'completed', now)).toEqual({ reason: 'conflict', message: 'This call has not started yet, so it cannot be marked completed.' })
    expect(decideMark({ status: 'confirmed', startsAt: later }, 'no_show', now)).toMatchObject({ message: expect.stringContaining('no-show') })
  })

  test('a cancelled booking cannot be marked, nor set back to confirmed', () => {
    for (const next of ['completed', 'no_show', 'confirmed'] as const) {
      expect(decideMark({ status: 'cancelled', startsAt: started }, next, now)).toEqual({ reason: 'conflict', message: 'This booking was cancelled, so it cannot be marked.' })
    }
  })

  test('completed or no-show goes back to confirmed (an undo)', () => {
    expect(decideMark({ status: 'completed', startsAt: started }, 'confirmed', now)).toEqual({ change: true })
    expect(decideMark({ status: 'no_show', startsAt: started }, 'confirmed', now)).toEqual({ change: true })
  })

  test('the status a booking already has changes nothing', () => {
    expect(decideMark({ status: 'completed', startsAt: started }, 'completed', now)).toEqual({ change: false })
    expect(decideMark({ status: 'confirmed', startsAt: later }, 'confirmed', now)).toEqual({ change: false })
  })
})
