import { type RequestHandler, Router } from 'express'
import { runningPromotions } from '../../../core/promotion-rules.ts'
import type { AppServices } from '../../services.ts'
import { sendJsonSnapshot } from '../json-snapshot.ts'

/**
 * The public read API of the spec: what the site shows, never anything an admin keeps private. Each list
 * is the content cache's snapshot, the one the pages read, sent as bytes made once per content change.
 */
export function contentRouter({ catalog }: AppServices): Router {
  const router = Router()
  const snapshot =
    (read: () => Promise<object>): RequestHandler =>
    async (req, res) =>
      sendJsonSnapshot(req, res, await read())
  router.get('/services', snapshot(catalog.listServices))
  router.get('/pricing-plans', snapshot(catalog.listActivePlans))
  router.get('/ai-tools', snapshot(catalog.listAiTools))
  router.get('/demo-sites', snapshot(catalog.listDemoSites))
  router.get('/site-settings', snapshot(catalog.listPublicSettings))
  router.get('/testimonials', snapshot(catalog.listTestimonials))
  // The promotions running now, which changes with the day, so it is worked out for each request.
  router.get('/promotions', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache')
    res.json(runningPromotions(await catalog.listPromotions(), Date.now()))
  })
  return router
}
