import { Router } from 'express'
import type { AppServices } from '../../services.ts'

export function healthRouter({ health }: AppServices): Router {
  const router = Router()
  router.get('/health', async (_req, res) => {
    const up = await health.databaseUp()
    res.setHeader('Cache-Control', 'no-store')
    if (up) res.json({ status: 'ok', database: 'up' })
    else res.status(503).json({ error: { code: 'database_unavailable', message: 'The database is not answering.' } })
  })
  return router
}
