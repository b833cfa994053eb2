import { Router } from 'express'
import type { AppServices } from '../../services.ts'

/** The public read API of the spec: what the site shows, never anything an admin keeps private. */
export function contentRouter({ catalog }: AppServices): Router {
  const router = Router()
  router.get('/services', async (_req, res) => void res.json(await catalog.listServices()))
  router.get('/pricing-plans', async (_req, res) => void res.json(await catalog.listActivePlans()))
  router.get('/ai-tools', async (_req, res) => void res.json(await catalog.listAiTools()))
  router.get('/demo-sites', async (_req, res) => void res.json(await catalog.listDemoSites()))
  router.get('/site-settings', async (_req, res) => void res.json(await catalog.listPublicSettings()))
  router.get('/testimonials', async (_req, res) => void res.json(await catalog.listTestimonials()))
  return router
}
