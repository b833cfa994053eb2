import type { RequestHandler, Router } from 'express'

/**
 * The router, entered only by requests whose path starts with a segment one of its routes starts with.
 * Express passes every request into every router mounted on a path it is under, and each entry costs
 * bookkeeping and a path match per route: the API's routers would otherwise all be walked by a request
 * that only the last of them answers. A router that has middleware of its own (`router.use`), or a route
 * that does not start with a plain segment (a parameter, a wildcard, a pattern), is always entered.
 *
 * Read when called: register the router's routes first.
 */
export function routerForItsPaths(router: Router): RequestHandler {
  const firstSegments = new Set<string>()
  for (const layer of router.stack) {
    const path = layer.route?.path as unknown
    const paths = Array.isArray(path) ? (path as unknown[]) : [path]
    for (const one of paths) {
      const segment = typeof one === 'string' ? plainFirstSegment(one) : undefined
      if (segment === undefined) return router
      firstSegments.add(segment)
    }
  }
  return (req, res, next) => (firstSegments.has(firstSegmentOf(req.path)) ? router(req, res, next) : next())
}

/** Express matches paths case-insensitively by default. */
function firstSegmentOf(path: string): string {
  const end = path.indexOf('/', 1)
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase()
}

function plainFirstSegment(routePath: string): string | undefined {
  if (!routePath.startsWith('/')) return undefined
  const segment = firstSegmentOf(routePath)
  return /^[\w.~-]+$/.test(segment) ? segment : undefined
}
