import { type Response, Router } from 'express'
import type { ManageAnswer } from '../../domain/booking/request-manage-booking.ts'
import type { AppServices } from '../../services.ts'
import { clientAddress } from '../client-address.ts'
import { httpError } from '../errors.ts'
import { bodyFields } from '../validate.ts'

/**
 * A booking's manage link as JSON: the token in the path is the credential (no session, no form token); writes
 * still pass the API's same-origin check and count against a per-client limit.
 */
export function manageBookingRouter({ manageBooking, manageRequests }: AppServices): Router {
  const router = Router()

  router.get('/bookings/:token', async (req, res) => {
    const found = await manageBooking.find(req.params.token)
    if (found.kind === 'not-found') return answer(res, { kind: 'not-found', message: 'We could not find a booking for this link.' })
    if (found.kind === 'gone') return answer(res, { ...found, message: manageRequests.goneMessage(found.why) })
    res.json({ booking: found.booking })
  })

  router.post('/bookings/:token/reschedule', async (req, res) =>
    answer(res, await manageRequests.reschedule({ token: req.params.token, fields: bodyFields(req.body), client: clientAddress(req) })),
  )

  router.post('/bookings/:token/cancel', async (req, res) =>
    answer(res, await manageRequests.cancel({ token: req.params.token, fields: bodyFields(req.body), client: clientAddress(req) })),
  )

  return router
}

function answer(res: Response, outcome: ManageAnswer): void {
  switch (outcome.kind) {
    case 'rescheduled':
    case 'cancelled':
      return void res.json({ booking: outcome.booking })
    case 'not-found':
      throw httpError(404, 'not_found', outcome.message)
    case 'gone':
      throw httpError(410, 'booking_gone', outcome.message)
    // The error handler answers a schema's refusal with a message for each field.
    case 'invalid':
      throw outcome.error
    case 'slot-refused':
      throw httpError(400, 'validation_failed', outcome.message, { [outcome.field]: outcome.message })
    case 'slot-taken':
      throw httpError(409, 'slot_taken', outcome.message)
    case 'rate-limited':
      res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
      throw httpError(429, 'rate_limited', outcome.message)
  }
}
