import { Router } from 'express'
import { z } from 'zod'
import type { BackupList } from '../../../contract/backups.ts'
import { actorOf } from '../../domain/admin/audit.ts'
import { POSTGRES_BACKUP_ADVICE } from '../../domain/ops/backups/backups.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { requireAdmin, requireAdminSession } from '../middleware/require-admin.ts'
import { parseInput } from '../validate.ts'

// Only the shape is checked here; whether it is a listed backup is the domain's answer (404 otherwise).
const downloadParams = z.object({ file: z.string().max(200) })
const notABackup = () => httpError(404, 'not_found', 'There is no backup of that name.')

/**
 * The embedded database's backups for the admin (ADR 035): take one now, list them, download one. On PostgreSQL the
 * app takes none and says how that database is backed up instead.
 */
export function adminBackupsRouter({ backups }: AppServices): Router {
  const router = Router()

  router.post('/admin/backups', requireAdmin, async (_req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    if (!backups.embedded) throw httpError(409, 'conflict', POSTGRES_BACKUP_ADVICE)
    res.status(201).json(await backups.take('manual', actor))
  })

  router.get('/admin/backups', requireAdmin, async (_req, res) => {
    const list: BackupList = backups.embedded
      ? { backups: await backups.list(), database: 'pglite' }
      : { backups: [], database: 'postgres', advice: POSTGRES_BACKUP_ADVICE }
    res.set('Cache-Control', 'no-store').json(list)
  })

  router.get('/admin/backups/:file', requireAdmin, async (req, res) => {
    const { file } = parseInput(downloadParams, req.params)
    const filePath = await backups.pathOf(file)
    if (!filePath) throw notABackup()
    req.log?.info({ file, adminUserId: requireAdminSession(res).user.id }, 'backup downloaded')
    res.set('Cache-Control', 'no-store')
    await new Promise<void>((resolve, reject) =>
      res.download(filePath, file, { dotfiles: 'deny' }, (error) => {
        // The file went between the listing and the read (pruned): still "no such backup" when nothing was sent yet.
        if (error && !res.headersSent) reject(notABackup())
        else resolve()
      }),
    )
  })

  return router
}
