import { Router } from 'express'
import { bookingRequestSchema } from '../../../contract/booking.ts'
import { BUSINESS_TIME_ZONE } from '../../domain/booking/slots.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import { bodyFields, parseInput } from '../validate.ts'

export const BOOKING_RATE_LIMIT = { name: 'booking', limit: 10, windowMs: 15 * 60_000 }
const TOO_MANY_BOOKINGS = 'You have made several booking requests in a short time. Please wait a few minutes, or call us.'

export function bookingsRouter({ bookings, spamGuard, rateLimiter }: AppServices): Router {
  const router = Router()

  router.get('/booking-days', async (_req, res) => void res.json({ days: await bookings.bookingDays(), timeZone: BUSINESS_TIME_ZONE }))
  router.get('/booked-slots', async (_req, res) => void res.json(await bookings.bookedSlots()))

  router.post('/bookings', rateLimit(rateLimiter, BOOKING_RATE_LIMIT, TOO_MANY_BOOKINGS), async (req, res) => {
    const body = bodyFields(req.body)
    const request = parseInput(bookingRequestSchema, body)
    // A suspect is answered like anyone else (bookings.book): only the log says why it was kept as spam.
    const verdict = spamGuard.judge(body)
    if (verdict.spam) req.log.warn({ reason: verdict.reason }, 'booking request kept as spam')
    const outcome = await bookings.book(request, verdict)
    if (outcome.ok) return void res.status(201).json({ booking: outcome.booking })
    if (outcome.reason === 'slot_taken') throw httpError(409, 'slot_taken', outcome.message)
    throw httpError(400, 'validation_failed', outcome.message, { [outcome.reason === 'invalid_time' ? 'time' : 'date']: outcome.message })
  })
  return router
}
