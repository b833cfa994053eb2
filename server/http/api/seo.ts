import { Router } from 'express'
import { seoApplySchema, seoImplementSchema } from '../../../contract/seo.ts'
import { actorOf } from '../../domain/admin/audit.ts'
import type { PageRenderer } from '../../domain/seo/seo-service.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { requireAdmin, requireAdminSession } from '../middleware/require-admin.ts'
import { parseInput } from '../validate.ts'

/**
 * The SEO dashboard's calls (spec §7): run the analysis (stored, and read back from
 * /api/admin/seo-analysis), implement an analysis, and apply chosen suggestions. Admins only.
 */
export function seoRouter({ seo }: AppServices, render: PageRenderer | undefined): Router {
  const router = Router()
  const renderer = (): PageRenderer => {
    if (!render) throw httpError(503, 'pages_unavailable', 'This server is not rendering pages, so they cannot be analysed.')
    return render
  }

  router.get('/admin/seo-analysis', requireAdmin, async (_req, res) => {
    const analysis = await seo.latest()
    if (!analysis) throw httpError(404, 'not_found', 'No SEO analysis has been run yet.')
    res.json(analysis)
  })

  router.post('/seo/analyze', async (_req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    res.json(await seo.analyze({ render: renderer(), actor }))
  })

  router.post('/seo/implement', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const { suggestions } = parseInput(seoImplementSchema, req.body)
    res.json(await seo.implement({ render: renderer(), actor, suggestions }))
  })

  router.post('/seo/apply', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const { suggestions } = parseInput(seoApplySchema, req.body)
    res.json(await seo.apply({ render: renderer(), actor, suggestions }))
  })

  return router
}
