import { Router } from 'express'
import { z } from 'zod'
import { entityIdSchema } from '../../../contract/admin-content.ts'
import type { OutboxRetry } from '../../../contract/system.ts'
import { actorOf } from '../../domain/admin/audit.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { requireAdmin, requireAdminSession } from '../middleware/require-admin.ts'
import { parseInput } from '../validate.ts'

const idParams = z.object({ id: entityIdSchema })

/** The admin's System page (issue 21): the site's health at a glance, and a failed email put back to be sent. Admins only. */
export function adminSystemRouter({ systemStatus, emailDelivery }: AppServices): Router {
  const router = Router()

  router.get('/admin/system', requireAdmin, async (_req, res) => void res.json(await systemStatus.read()))

  router.post('/admin/outbox/:id/retry', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const { id } = parseInput(idParams, req.params)
    const outcome = await emailDelivery.retry(actor, id)
    if (outcome.kind === 'not-found') throw httpError(404, 'not_found', `No email with id ${id}.`)
    if (outcome.kind === 'not-failed') throw httpError(409, 'conflict', `That email has not failed (it is ${outcome.status}), so there is nothing to retry.`)
    req.log?.info({ outboxId: id, adminUserId: actor.userId }, 'failed email queued again')
    res.json({ id, status: 'pending' } satisfies OutboxRetry)
  })

  return router
}
