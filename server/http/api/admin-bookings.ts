import { Router } from 'express'
import { z } from 'zod'
import { bookingListQuerySchema, bookingMarkSchema } from '../../../contract/admin-bookings.ts'
import { entityIdSchema } from '../../../contract/admin-content.ts'
import { actorOf } from '../../domain/admin/audit.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { requireAdmin, requireAdminSession } from '../middleware/require-admin.ts'
import { parseInput } from '../validate.ts'

const idParams = z.object({ id: entityIdSchema })
const notFound = (id: number) => httpError(404, 'not_found', `No booking with id ${id}.`)

/**
 * The admin's Bookings tab (issue 19 item 9): the upcoming or past bookings with their history, one
 * booking, and the owner's marks after the call (completed, no-show, or back to confirmed). Every call needs an admin.
 */
export function adminBookingsRouter({ bookingDesk, preCallBriefs }: AppServices): Router {
  const router = Router()

  router.get('/admin/bookings', requireAdmin, async (req, res) => {
    const { scope } = parseInput(bookingListQuerySchema, req.query)
    res.json(await bookingDesk.list(scope))
  })

  router.get('/admin/bookings/:id', requireAdmin, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const booking = await bookingDesk.find(id)
    if (!booking) throw notFound(id)
    res.json(booking)
  })

  // The pre-call brief (issue 20 item 6): the booking, its person and everything they told us, from live data.
  router.get('/admin/bookings/:id/brief', requireAdmin, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const brief = await preCallBriefs.find(id)
    if (!brief) throw notFound(id)
    res.json(brief)
  })

  router.patch('/admin/bookings/:id', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const { id } = parseInput(idParams, req.params)
    const { status } = parseInput(bookingMarkSchema, req.body)
    const outcome = await bookingDesk.mark(actor, id, status)
    if (outcome.kind === 'not-found') throw notFound(id)
    if (outcome.kind === 'conflict') throw httpError(409, 'conflict', outcome.message)
    res.json(outcome.booking)
  })

  return router
}
