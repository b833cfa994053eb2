import { describe, expect, test } from 'vitest'
import type { AdminBooking } from '../contract/admin-bookings'
import { activityLine, briefTime, earlierBookingLine, roiFacts, sourceLine } from './pre-call-brief-text'

describe('the brief in words', () => {
  test('times in Melbourne by default, or in the visitor’s zone', () => {
    expect(briefTime('2026-11-25T22:00:00.000Z')).toBe('Thu 26 Nov 2026, 9:00 am')
    expect(briefTime('2026-11-25T22:00:00.000Z', 'Australia/Perth')).toBe('Thu 26 Nov 2026, 6:00 am')
  })

  test('the source in one line, or not recorded', () => {
    expect(sourceLine({ page: '/pricing', referrerHost: 'www.google.com', utm: { source: 'google', campaign: 'spring' } })).toBe('sent from /pricing; referred by www.google.com; UTM source google, campaign spring')
    expect(sourceLine({ page: '/', referrerHost: undefined, utm: undefined })).toBe('sent from /; direct visit')
    expect(sourceLine(null)).toBe('Not recorded')
  })

  test('an ROI calculation as facts', () => {
    const facts = roiFacts({
      input: { monthlyCalls: 1200, missedCalls: 60, callDuration: 4, hourlyRate: 45, conversionRate: 20, orderValue: 300 },
      result: {
        monthlySavings: 1850.4,
        annualSavings: 22204.8,
        annualROI: 2370.2,
        paybackPeriod: null,
        breakdown: { labourSavedPerMonth: 1, revenueRecoveredPerMonth: 1, runningCostsPerMonth: 1, investment: 899, investmentSource: 'default' },
        assumptions: [],
        cumulative: [],
      },
    })
    expect(facts).toEqual([
      { label: 'Calls a month', value: '1,200 (60 missed)' },
      { label: 'Call length, staff cost', value: '4 min, $45 an hour' },
      { label: 'Conversion, order value', value: '20%, $300' },
      { label: 'Savings', value: '$1,850 a month, $22,205 a year' },
      { label: 'First-year ROI', value: '2,370%' },
      { label: 'Payback', value: 'Not paid back' },
    ])
  })

  test('an earlier booking and the owner’s activities in one line each', () => {
    const at = '2026-11-20T01:00:00.000Z'
    const booking = { startsAt: '2026-11-25T22:00:00.000Z', status: 'cancelled', cancelReason: 'Clinic emergency', history: [{ kind: 'booked' }, { kind: 'rescheduled' }, { kind: 'cancelled' }] } as unknown as AdminBooking
    expect(earlierBookingLine(booking)).toBe('Thu 26 Nov 2026, 9:00 am: cancelled (rescheduled once): Clinic emergency')
    const base = { text: null, fromStage: null, toStage: null, dueDate: null, actorEmail: null, at }
    expect(activityLine({ ...base, kind: 'note', text: 'Prefers mornings' })).toBe('Prefers mornings')
    expect(activityLine({ ...base, kind: 'stage', fromStage: 'new', toStage: 'contacted' })).toBe('Stage new → contacted')
    expect(activityLine({ ...base, kind: 'next_step', text: 'Send a quote', dueDate: '2026-12-01' })).toBe('Next step: Send a quote (due 2026-12-01)')
    expect(activityLine({ ...base, kind: 'next_step' })).toBe('Next step cleared')
  })
})
