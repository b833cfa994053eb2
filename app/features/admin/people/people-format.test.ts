import { describe, expect, test } from 'vitest'
import { dueState, sourceLabel, timelineTitle } from './people-format'

describe('sourceLabel', () => {
  test('a campaign first, then the referrer, with the page', () => {
    expect(sourceLabel({ page: '/pricing', referrerHost: 'www.google.com', utm: { source: 'newsletter', campaign: 'spring' } })).toBe('newsletter / spring on /pricing')
    expect(sourceLabel({ page: '/', referrerHost: 'www.google.com' })).toBe('from www.google.com on /')
    expect(sourceLabel(null)).toBeNull()
    expect(sourceLabel({ page: undefined, referrerHost: undefined })).toBeNull()
  })
})

describe('dueState', () => {
  test('against the Melbourne day today', () => {
    expect(dueState('2031-05-05', '2031-05-06')).toBe('overdue')
    expect(dueState('2031-05-06', '2031-05-06')).toBe('today')
    expect(dueState('2031-05-07', '2031-05-06')).toBe('later')
  })
})

describe('timelineTitle', () => {
  test('a reschedule says from and to', () => {
    const title = timelineTitle({ type: 'booking_event', at: '', id: 1, bookingId: 1, kind: 'rescheduled', actor: 'visitor', fromDate: '2031-05-06', fromTime: '9:00 AM', toDate: '2031-05-07', toTime: '10:00 AM', reason: null })
    expect(title).toBe('Rescheduled from Tue, 6 May 2031, 9:00 AM to Wed, 7 May 2031, 10:00 AM')
  })
  test('a cancellation gives its reason', () => {
    expect(timelineTitle({ type: 'booking_event', at: '', id: 1, bookingId: 1, kind: 'cancelled', actor: 'visitor', fromDate: null, fromTime: null, toDate: null, toTime: null, reason: 'Sick' })).toBe('Cancelled: Sick')
  })
  test('a stage change and a cleared next step', () => {
    expect(timelineTitle({ type: 'stage', at: '', id: 1, actorEmail: null, fromStage: 'new', toStage: 'won' })).toBe('Stage changed from New to Won')
    expect(timelineTitle({ type: 'next_step', at: '', id: 1, actorEmail: null, text: null, dueDate: null })).toBe('Next step cleared')
  })
})
