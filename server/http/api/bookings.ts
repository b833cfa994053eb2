import { Router } from 'express'
import { BUSINESS_TIME_ZONE } from '../../domain/booking/slots.ts'
import type { AppServices } from '../../services.ts'
import { clientAddress } from '../client-address.ts'
import { httpError } from '../errors.ts'
import { bodyFields } from '../validate.ts'

export function bookingsRouter({ bookings, requestBooking }: AppServices): Router {
  const router = Router()

  router.get('/booking-days', async (_req, res) => void res.json({ days: await bookings.bookingDays(), timeZone: BUSINESS_TIME_ZONE }))
  router.get('/booked-slots', async (_req, res) => void res.json(await bookings.bookedSlots()))

  // The same path as the /book page's action (requestBooking), answered as JSON.
  router.post('/bookings', async (req, res) => {
    const answer = await requestBooking({ fields: bodyFields(req.body), client: clientAddress(req), log: req.log })
    switch (answer.kind) {
      case 'booked':
        return void res.status(201).json({ booking: answer.booking })
      case 'rate-limited':
        res.setHeader('Retry-After', String(answer.retryAfterSeconds))
        throw httpError(429, 'rate_limited', answer.message)
      // The error handler answers a schema's refusal with a message for each field, as parseInput does.
      case 'invalid':
        throw answer.error
      case 'slot-taken':
        throw httpError(409, 'slot_taken', answer.message)
      case 'already-booked':
        throw httpError(409, 'booking_limit', answer.message, { [answer.field]: answer.message })
      case 'slot-refused':
        throw httpError(400, 'validation_failed', answer.message, { [answer.field]: answer.message })
    }
  })
  return router
}
