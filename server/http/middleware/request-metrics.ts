import { performance } from 'node:perf_hooks'
import type { Request, RequestHandler, Response } from 'express'
import type { ServerBuild } from 'react-router'
import type { Metrics } from '../../domain/ops/metrics.ts'
import { pageRoutePattern } from '../page-route-pattern.ts'
import { methodLabel, routeLabel, statusClassLabel } from '../route-label.ts'

/** The page route pattern of each page request, set by pageRoutePatterns before the page cache or React Router answers. */
const pagePatterns = new WeakMap<Response, string>()

/** The pattern of the route that took the request (its page's React Router route, or the Express route as declared), once one has. */
export function routePatternOf(req: Request, res: Response): string | undefined {
  const page = pagePatterns.get(res)
  if (page !== undefined) return page
  const declared = (req.route as { path?: unknown } | undefined)?.path
  return typeof declared === 'string' ? `${req.baseUrl}${declared}` : undefined
}

/**
 * Times every request, assets included, into the request-duration histogram when its connection is done with it
 * (answered, or the client gone). Mounted first, so the time covers everything the app does for the request.
 */
export function recordRequestDurations(metrics: Pick<Metrics, 'observeRequest'>): RequestHandler {
  return (req, res, next) => {
    const startedAt = performance.now()
    // Read now: routers mounted on a path shorten req.path while they handle the request.
    const path = req.path
    res.once('close', () => {
      const route = routeLabel({
        path,
        pagePattern: pagePatterns.get(res),
        expressRoute: req.route ? { path: (req.route as { path: unknown }).path, baseUrl: req.baseUrl } : undefined,
        statusCode: res.statusCode,
      })
      metrics.observeRequest({ method: methodLabel(req.method), route, status_class: statusClassLabel(res.statusCode, res.headersSent) }, (performance.now() - startedAt) / 1000)
    })
    next()
  }
}

/**
 * Notes the React Router route each page request matches, for its duration's label. Mounted before the page
 * cache, so a page served from the cache is labelled as its route too. A build that fails to load labels nothing:
 * the page handler reports that failure itself.
 */
export function pageRoutePatterns(build: () => Promise<ServerBuild>): RequestHandler {
  return async (req, res, next) => {
    const routes = await build().then(
      (loaded) => loaded.routes,
      () => undefined,
    )
    const pattern = routes && pageRoutePattern(routes, req.path)
    if (pattern !== undefined) pagePatterns.set(res, pattern)
    next()
  }
}
