import { Router } from 'express'
import { availabilityRulesSchema } from '../../../contract/availability.ts'
import { actorOf } from '../../domain/admin/audit.ts'
import type { AppServices } from '../../services.ts'
import { requireAdmin, requireAdminSession } from '../middleware/require-admin.ts'
import { parseInput } from '../validate.ts'

/**
 * The Availability tab's calls (issue 19 items 1 and 7): the owner's booking rules (read, and replaced as a whole),
 * the coming Victorian public holidays the owner may open, and the secret calendar feed's address (read, rotated).
 * Admins only; writes are audited.
 */
export function adminAvailabilityRouter({ availability, calendarFeed }: AppServices): Router {
  const router = Router()

  router.get('/admin/availability', requireAdmin, async (_req, res) => void res.json(await availability.read()))

  router.put('/admin/availability', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const rules = parseInput(availabilityRulesSchema, req.body)
    res.json(await availability.save(actor, rules))
  })

  router.get('/admin/availability/holidays', requireAdmin, async (_req, res) => void res.json(await availability.comingHolidays()))

  router.get('/admin/availability/feed', requireAdmin, async (_req, res) => void res.json({ url: await calendarFeed.url() }))

  router.post('/admin/availability/feed-secret', async (_req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    res.json({ url: await calendarFeed.rotate(actor) })
  })

  return router
}
