import { type RouteObject, type ServerBuild, matchRoutes } from 'react-router'

type RouteManifest = ServerBuild['routes']

/** React Router's own requests that are not a page: the route manifest of lazy route discovery. */
const MANIFEST_PATH = '/__manifest'
/** A page's loader data is fetched at its path plus `.data`; the root index's at `/_root.data`. */
const DATA_SUFFIX = '.data'
const ROOT_DATA_PATH = '/_root.data'

const trees = new WeakMap<RouteManifest, RouteObject[]>()

/**
 * The patterns already worked out, per route table and path. matchRoutes flattens and ranks the whole route tree
 * on every call, which cost a cached page more than the rest of its answer (issue 33, docs/performance.md); a
 * page's path maps to the same pattern for as long as its build is served. Paths are the visitors' own (probes
 * included), so the memo is bounded: past the limit the oldest path is forgotten and worked out again if it returns.
 */
const remembered = new WeakMap<RouteManifest, Map<string, string | undefined>>()
export const REMEMBERED_PATHS = 1000

/**
 * The pattern of the page route a path matches (`/services/:serviceId`), read from the build's route table, so
 * the set of answers is the set of routes. A path no route matches answers the not-found route's `/*`; with no
 * such route, undefined.
 */
export function pageRoutePattern(routes: RouteManifest, pathname: string): string | undefined {
  let known = remembered.get(routes)
  if (!known) remembered.set(routes, (known = new Map()))
  if (known.has(pathname)) return known.get(pathname)
  const pattern = matchedPattern(routes, pathname)
  if (known.size >= REMEMBERED_PATHS) known.delete(known.keys().next().value as string)
  known.set(pathname, pattern)
  return pattern
}

function matchedPattern(routes: RouteManifest, pathname: string): string | undefined {
  if (pathname === MANIFEST_PATH) return MANIFEST_PATH
  const pagePath = pathname === ROOT_DATA_PATH ? '/' : pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname
  let tree = trees.get(routes)
  if (!tree) trees.set(routes, (tree = routeTree(routes, undefined)))
  const matches = matchRoutes(tree, pagePath)
  if (!matches) return undefined
  const segments = matches.flatMap((match) => (match.route.path ? [match.route.path.replace(/^\/+|\/+$/g, '')] : [])).filter((segment) => segment !== '')
  return `/${segments.join('/')}`
}

/** The manifest (a flat table with parent ids) as the nested route objects matchRoutes takes. */
function routeTree(routes: RouteManifest, parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return []
    if (route.index) return [{ id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }]
    const children = routeTree(routes, route.id)
    return [{ id: route.id, path: route.path, caseSensitive: route.caseSensitive, ...(children.length > 0 ? { children } : {}) }]
  })
}
