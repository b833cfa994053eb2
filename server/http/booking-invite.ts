import { Router } from 'express'
import { BOOKING_INVITE_FILE } from '../../contract/booking-links.ts'
import type { AppServices } from '../services.ts'

/**
 * GET /booking/<token>/consultation.ics: the booking its manage link opens, as a calendar file to download. The token
 * in the address is the credential, as on the manage page; an unknown token, or a booking cancelled or past, answers
 * 404. Never cached, never indexed, and no referrer leaves with the token.
 */
export function bookingInviteRouter({ manageBooking }: AppServices): Router {
  const router = Router()
  router.get(`/booking/:token/${BOOKING_INVITE_FILE}`, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('X-Robots-Tag', 'noindex')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'no-referrer')
    const invite = await manageBooking.invite(req.params.token)
    if (!invite) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    res.attachment(BOOKING_INVITE_FILE).type('text/calendar; charset=utf-8').send(invite)
  })
  return router
}
