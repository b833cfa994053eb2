import { describe, expect, test } from 'vitest'
import { cancelRequestSchema, rescheduleRequestSchema } from '../../../contract/manage-booking.ts'
import { manageVerdict } from './manage-booking.ts'

const startsAt = new Date('2026-11-26T22:00:00Z')

describe('manageVerdict: what a manage link may still change', () => {
  test('a confirmed booking ahead is open up to its start', () => {
    expect(manageVerdict({ status: 'confirmed', startsAt }, new Date(startsAt.getTime() - 1))).toEqual({ open: true })
  })
  test('at or after its start it is gone as past', () => {
    expect(manageVerdict({ status: 'confirmed', startsAt }, startsAt)).toEqual({ open: false, why: 'past' })
    expect(manageVerdict({ status: 'confirmed', startsAt }, new Date(startsAt.getTime() + 60_000))).toEqual({ open: false, why: 'past' })
  })
  test('cancelled is gone as cancelled; completed and no-show are over', () => {
    const before = new Date(startsAt.getTime() - 3_600_000)
    expect(manageVerdict({ status: 'cancelled', startsAt }, before)).toEqual({ open: false, why: 'cancelled' })
    expect(manageVerdict({ status: 'completed', startsAt }, before)).toEqual({ open: false, why: 'past' })
    expect(manageVerdict({ status: 'no_show', startsAt }, before)).toEqual({ open: false, why: 'past' })
  })
})

describe('the manage requests contract', () => {
  // Whether the day offers that time is the slot rules' answer (the owner's availability); the contract checks its form.
  test('a reschedule needs a real day and a time label', () => {
    expect(rescheduleRequestSchema.safeParse({ date: '2026-11-27', time: '10:30 AM' }).success).toBe(true)
    const refused = rescheduleRequestSchema.safeParse({ date: '2026-02-30', time: '10:30' })
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path.join('.'))).toEqual(['date', 'time'])
  })
  test('a cancel reason is optional, trimmed, blank is none, at most 1000 characters, and may span lines', () => {
    expect(cancelRequestSchema.parse({})).toEqual({ reason: undefined })
    expect(cancelRequestSchema.parse({ reason: '   ' })).toEqual({ reason: undefined })
    expect(cancelRequestSchema.parse({ reason: '  Found a time\nthat suits better ' })).toEqual({ reason: 'Found a time\nthat suits better' })
    expect(cancelRequestSchema.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false)
    expect(cancelRequestSchema.safeParse({ reason: 42 }).success).toBe(false)
  })
})
