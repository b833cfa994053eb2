import { describe, expect, test } from 'vitest'
import type { Logger } from '../../logger.ts'
import type { SpamVerdict } from '../leads/spam-guard.ts'
import type { BookingOutcome } from './bookings.ts'
import { BOOKING_RATE_LIMIT, createRequestBooking } from './request-booking.ts'

const fields = { date: '2026-11-23', time: '9:00 AM', name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 345 678', formToken: 'token', hp_x: '' }
const booked: BookingOutcome = { ok: true, booking: { id: 7, date: '2026-11-23', time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z', service: 'Free Consultation', manageToken: 'manage-token' } }
const genuine: SpamVerdict = { spam: false, claim: { tokenId: 'id', keepUntil: new Date(0) } }

/** requestBooking with stand-ins that record what they were asked. */
function setUp({ allowed = true, verdict = genuine, outcome = booked }: { allowed?: boolean; verdict?: SpamVerdict; outcome?: BookingOutcome } = {}) {
  const calls = { hits: [] as string[], judged: [] as Record<string, unknown>[], booked: [] as { name: string; verdict: SpamVerdict }[], warnings: [] as unknown[] }
  const requestBooking = createRequestBooking({
    rateLimiter: {
      hit: async (rule, client) => {
        calls.hits.push(`${rule.name}:${client}`)
        return allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: 90 }
      },
    },
    spamGuard: {
      judge: (body) => {
        calls.judged.push(body)
        return verdict
      },
    },
    bookings: {
      book: async (request, given) => {
        calls.booked.push({ name: request.name, verdict: given as SpamVerdict })
        return outcome
      },
    },
    logger: { warn: (...args: unknown[]) => calls.warnings.push(args) } as unknown as Logger,
  })
  return { requestBooking, calls }
}

describe('a booking request', () => {
  test('is counted against its client, judged on the fields as sent, and booked; its maker gets the links its token opens', async () => {
    const { requestBooking, calls } = setUp()
    const { manageToken, ...facts } = (booked as Extract<BookingOutcome, { ok: true }>).booking
    expect(await requestBooking({ fields, client: '203.0.113.9' })).toEqual({ kind: 'booked', booking: { ...facts, links: { manage: `/booking/${manageToken}`, invite: `/booking/${manageToken}/consultation.ics` } } })
    expect(calls.hits).toEqual([`${BOOKING_RATE_LIMIT.name}:203.0.113.9`])
    expect(calls.judged).toEqual([fields])
    expect(calls.booked).toEqual([{ name: 'Jordan Smith', verdict: genuine }])
    expect(calls.warnings).toEqual([])
  })

  test('over the limit, nothing else happens', async () => {
    const { requestBooking, calls } = setUp({ allowed: false })
    expect(await requestBooking({ fields, client: 'c' })).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 90, message: expect.stringContaining('Please wait a few minutes') })
    expect([calls.judged, calls.booked]).toEqual([[], []])
  })

  test('fields the schema refuses are not judged or booked, but still count against the limit', async () => {
    const { requestBooking, calls } = setUp()
    const answer = await requestBooking({ fields: { ...fields, phone: '((((((' }, client: 'c' })
    expect(answer.kind === 'invalid' && answer.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['phone', 'Please enter a phone number we can call']])
    expect(calls.hits).toHaveLength(1)
    expect([calls.judged, calls.booked]).toEqual([[], []])
  })

  test('a suspect is booked like anyone else (the booking service keeps it as spam), and only the log says why', async () => {
    const suspect: SpamVerdict = { spam: true, reason: 'honeypot' }
    const { requestBooking, calls } = setUp({ verdict: suspect })
    const warnings: unknown[] = []
    const answer = await requestBooking({ fields, client: 'c', log: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger })
    expect(answer.kind).toBe('booked')
    expect(calls.booked[0]?.verdict).toEqual(suspect)
    expect(warnings).toEqual([[{ reason: 'honeypot' }, 'booking request kept as spam']])
    expect(calls.warnings).toEqual([])
  })

  test.each<[string, BookingOutcome, unknown]>([
    ['a taken slot', { ok: false, reason: 'slot_taken', message: 'Taken.' }, { kind: 'slot-taken', message: 'Taken.' }],
    ['a time that is not a slot', { ok: false, reason: 'invalid_time', message: 'Please pick one of the offered times.' }, { kind: 'slot-refused', field: 'time', message: 'Please pick one of the offered times.' }],
    ['a closed weekday', { ok: false, reason: 'closed', message: 'We do not take consultations on Saturdays.' }, { kind: 'slot-refused', field: 'date', message: 'We do not take consultations on Saturdays.' }],
    ['a time the day does not offer', { ok: false, reason: 'not_offered', message: 'Not offered.' }, { kind: 'slot-refused', field: 'time', message: 'Not offered.' }],
    ['a day in the past', { ok: false, reason: 'past', message: 'That time has already passed. Please pick another.' }, { kind: 'slot-refused', field: 'date', message: 'That time has already passed. Please pick another.' }],
  ])('%s is answered with its message and the field it concerns', async (_case, outcome, answer) => {
    const { requestBooking } = setUp({ outcome })
    expect(await requestBooking({ fields, client: 'c' })).toEqual(answer)
  })
})
