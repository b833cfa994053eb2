import { Router } from 'express'
import { z } from 'zod'
import { entityIdSchema } from '../../../contract/admin-content.ts'
import { ERASE_MISMATCH_MESSAGE, personErasureSchema, personExportQuerySchema } from '../../../contract/person-privacy.ts'
import { actorOf } from '../../domain/admin/audit.ts'
import { exportBaseName, exportJson, exportZip } from '../../domain/people/person-export.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { requireAdmin, requireAdminSession } from '../middleware/require-admin.ts'
import { parseInput } from '../validate.ts'

const idParams = z.object({ id: entityIdSchema })
const notFound = (id: number) => httpError(404, 'not_found', `No person with id ${id}.`)

/**
 * A person's privacy requests (issue 20 item 7): everything held about them as a download (JSON, or a zip of the
 * JSON and one CSV per table), and their erasure, confirmed by typing their email. Every call needs an admin.
 */
export function adminPeoplePrivacyRouter({ personExport, personErasure }: AppServices): Router {
  const router = Router()

  router.get('/admin/people/:id/export', requireAdmin, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const { format } = parseInput(personExportQuerySchema, req.query)
    const data = await personExport.gather(id)
    if (!data) throw notFound(id)
    const name = exportBaseName(id, new Date(data.exportedAt))
    // Not an audited change (the audit log records writes); the log keeps who downloaded whose data.
    req.log?.info({ personId: id, format, adminUserId: requireAdminSession(res).user.id }, 'person data exported')
    res.set({ 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="${name}.${format}"` })
    if (format === 'zip') res.type('application/zip').send(Buffer.from(exportZip(data, name)))
    else res.type('application/json').send(exportJson(data))
  })

  router.delete('/admin/people/:id', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const { id } = parseInput(idParams, req.params)
    const { confirmEmail } = parseInput(personErasureSchema, req.body ?? {})
    const outcome = await personErasure.erase(actor, id, confirmEmail)
    if (outcome.kind === 'not-found') throw notFound(id)
    if (outcome.kind === 'mismatch') throw httpError(400, 'validation_failed', ERASE_MISMATCH_MESSAGE, { confirmEmail: ERASE_MISMATCH_MESSAGE })
    req.log?.info({ counts: outcome.counts, adminUserId: actor.userId }, 'person erased')
    res.json({ erased: true, counts: outcome.counts })
  })

  return router
}
