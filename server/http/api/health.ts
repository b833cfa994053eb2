import { Router } from 'express'
import type { AppServices } from '../../services.ts'

const NOT_READY_MESSAGES = {
  draining: 'This instance is shutting down.',
  database_unavailable: 'The database is not answering.',
  migrations_pending: 'The database is not migrated to this version.',
} as const

/** Liveness (`/health`: the process answers and reaches its database) and readiness (`/ready`: send it traffic). */
export function healthRouter({ health, readiness }: AppServices): Router {
  const router = Router()
  router.get('/health', async (_req, res) => {
    const up = await health.databaseUp()
    res.setHeader('Cache-Control', 'no-store')
    if (up) res.json({ status: 'ok', database: 'up' })
    else res.status(503).json({ error: { code: 'database_unavailable', message: 'The database is not answering.' } })
  })
  router.get('/ready', async (_req, res) => {
    const reason = await readiness.check()
    res.setHeader('Cache-Control', 'no-store')
    if (reason === undefined) res.json({ status: 'ready' })
    else res.status(503).json({ error: { code: reason, message: NOT_READY_MESSAGES[reason] } })
  })
  return router
}
