import { Router } from 'express'
import type { AppServices } from '../../services.ts'
import { requireAdmin } from '../middleware/require-admin.ts'

/** The dashboard's overview (issue 20): next steps due today and overdue, and the leads by source. Admins only. */
export function adminLeadOverviewRouter({ leadOverview }: AppServices): Router {
  const router = Router()
  router.get('/admin/lead-overview', requireAdmin, async (_req, res) => void res.json(await leadOverview.read()))
  return router
}
