import { Router } from 'express'
import type { AppServices } from '../../services.ts'
import { requireAdmin } from '../middleware/require-admin.ts'

/** GET /api/contact-inquiries: the admin's list of inquiries, newest first (the POST of the same path is public). */
export function adminInquiriesRouter({ inquiryList }: AppServices): Router {
  const router = Router()
  router.get('/contact-inquiries', requireAdmin, async (_req, res) => void res.json(await inquiryList.newestFirst()))
  return router
}
