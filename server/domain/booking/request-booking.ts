import type { ZodError } from 'zod'
import { bookingRequestSchema } from '../../../contract/booking.ts'
import type { Logger } from '../../logger.ts'
import type { SpamGuard } from '../leads/spam-guard.ts'
import { promoCodeRefusal } from '../promotions/redemption.ts'
import type { RateLimitRule, RateLimiter } from '../security/rate-limiter.ts'
import { type BookingLinks, bookingLinks } from '../../../contract/booking-links.ts'
import type { BookingMade, BookingService } from './bookings.ts'
import type { SlotRejection } from './slots.ts'

export const BOOKING_RATE_LIMIT: RateLimitRule = { name: 'booking', limit: 10, windowMs: 15 * 60_000 }
const TOO_MANY_BOOKINGS = 'You have made several booking requests in a short time. Please wait a few minutes, or call us.'

/** A booking as its maker gets it back: its facts and the paths its manage token opens. */
export type BookingWithLinks = BookingMade & { links: BookingLinks }

/** How a booking request ended; the JSON API and the /book page's action answer from it alike. */
export type BookingAnswer =
  /**
   * The booking's facts and its links: whoever made it may move it, add it to a calendar or cancel it at once (ADR
   * 042). A suspect's links carry a token that opens nothing (no booking was held), which tells a bot no more than
   * the confirmation email it never receives.
   */
  | { kind: 'booked'; booking: BookingWithLinks }
  | { kind: 'invalid'; error: ZodError }
  /** The slot rules refused the day or time (a weekend, the past, beyond the window, not a slot time). */
  | { kind: 'slot-refused'; field: 'date' | 'time'; message: string }
  | { kind: 'slot-taken'; message: string }
  /** The email or phone already holds the most upcoming consultations one person may (person-limit.ts). */
  | { kind: 'already-booked'; field: 'email' | 'phone'; message: string }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number }

export type BookingAttempt = {
  /** The fields as sent: the booking's, the form token and any honeypot field (the spam guard reads them raw). */
  fields: Record<string, unknown>
  /** The client address the booking rate limit counts against. */
  client: string
  /** Where the reason for keeping a request as spam is written; the API gives its request's logger (with its id). */
  log?: Pick<Logger, 'warn'>
}

/**
 * One booking request, wherever it was sent: counted against the per-client limit first (a refused one counts
 * too), checked with the `contract/` schema, judged by the spam guard and handed to the booking service. A suspect
 * is answered like anyone else (bookings.book keeps it as spam without holding the slot); only the log says why.
 */
export function createRequestBooking({
  bookings,
  spamGuard,
  rateLimiter,
  logger,
}: {
  bookings: Pick<BookingService, 'book'>
  spamGuard: Pick<SpamGuard, 'judge'>
  rateLimiter: Pick<RateLimiter, 'hit'>
  logger: Logger
}) {
  return async function requestBooking({ fields, client, log = logger }: BookingAttempt): Promise<BookingAnswer> {
    const limit = await rateLimiter.hit(BOOKING_RATE_LIMIT, client)
    if (!limit.allowed) return { kind: 'rate-limited', message: TOO_MANY_BOOKINGS, retryAfterSeconds: limit.retryAfterSeconds }
    const request = bookingRequestSchema.safeParse(fields)
    if (!request.success) return { kind: 'invalid', error: request.error }
    const verdict = spamGuard.judge(fields)
    if (verdict.spam) log.warn({ reason: verdict.reason }, 'booking request kept as spam')
    const outcome = await bookings.book(request.data, verdict)
    if (outcome.ok) {
      const { manageToken, ...booking } = outcome.booking
      return { kind: 'booked', booking: { ...booking, links: bookingLinks(manageToken) } }
    }
    if (outcome.reason === 'slot_taken') return { kind: 'slot-taken', message: outcome.message }
    if (outcome.reason === 'person_limit') return { kind: 'already-booked', field: outcome.field, message: outcome.message }
    // A refused promo code books nothing and is answered like any field the visitor must correct.
    if (outcome.reason === 'promo_refused') return { kind: 'invalid', error: promoCodeRefusal(outcome.refusal, outcome.code) }
    return { kind: 'slot-refused', field: TIME_REJECTIONS.has(outcome.reason) ? 'time' : 'date', message: outcome.message }
  }
}

export type RequestBooking = ReturnType<typeof createRequestBooking>

/** Refusals about the time rather than the day: a label that is no slot, one the day does not offer, one too soon. */
const TIME_REJECTIONS = new Set<SlotRejection>(['invalid_time', 'not_offered', 'too_soon'])
