import { describe, expect, test } from 'vitest'
import { BRIEF_KIND, briefSkipReason, plannedBrief } from './brief-email.ts'

const startsAt = new Date('2026-11-26T22:00:00.000Z')
const booking = { bookingId: 7, startsAt, name: 'Jordan Smith', date: '2026-11-27', time: '9:00 AM' }

describe('plannedBrief', () => {
  test('due an hour before the call, to the owner, holding only the booking and the time planned for', () => {
    const [brief] = plannedBrief(booking, 'owner@example.com.au', new Date('2026-11-25T00:00:00Z'))
    expect(brief).toEqual({
      kind: BRIEF_KIND,
      recipient: 'owner@example.com.au',
      subject: 'Pre-call brief: Jordan Smith, 2026-11-27 9:00 AM',
      payload: { bookingId: 7, startsAt: startsAt.toISOString() },
      nextAttemptAt: new Date('2026-11-26T21:00:00.000Z'),
    })
  })

  test('inside the hour it is due at once; once the call has started there is none', () => {
    const now = new Date('2026-11-26T21:30:00.000Z')
    expect(plannedBrief(booking, 'owner@example.com.au', now)[0]!.nextAttemptAt).toEqual(now)
    expect(plannedBrief(booking, 'owner@example.com.au', startsAt)).toEqual([])
  })
})

describe('briefSkipReason', () => {
  test('sent for a confirmed booking still at the planned time; skipped when gone, cancelled or moved', () => {
    expect(briefSkipReason(startsAt.toISOString(), { status: 'confirmed', startsAt })).toBeNull()
    expect(briefSkipReason(startsAt.toISOString(), undefined)).toBe('The booking no longer exists')
    expect(briefSkipReason(startsAt.toISOString(), { status: 'cancelled', startsAt })).toBe('The booking is cancelled')
    expect(briefSkipReason(startsAt.toISOString(), { status: 'confirmed', startsAt: new Date(startsAt.getTime() + 30 * 60_000) })).toBe('The booking has moved')
    expect(briefSkipReason(undefined, { status: 'confirmed', startsAt })).toBe('The booking has moved')
  })
})
