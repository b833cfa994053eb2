/**
 * Labels of the request-duration histogram. Every value comes from a small fixed set or from the app's own
 * route table, never from the URL as sent: a label per id or per probe URL would grow the series without end.
 */

/** Files answered before any route: the client build, its fingerprinted assets, Vite's files in development. */
export const STATIC_ROUTE = 'static'
/**
 * Requests no route took: unknown paths, and API requests refused by the API's common checks before they reached
 * their route (a cross-site write, a body too large or not JSON).
 */
export const UNMATCHED_ROUTE = 'unmatched'

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function methodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : 'OTHER'
}

/** 2xx, 3xx, 4xx or 5xx; `aborted` when the client went away before any answer was sent. */
export function statusClassLabel(statusCode: number, headersSent: boolean): string {
  if (!headersSent) return 'aborted'
  return statusCode >= 100 && statusCode < 600 ? `${Math.floor(statusCode / 100)}xx` : 'other'
}

export type RouteFacts = {
  /** The request's path, only to tell API requests from the rest. */
  path: string
  /** The React Router route pattern of a page (see page-route-pattern.ts). */
  pagePattern?: string
  /** The path of the Express route that took the request, as declared, and where its router is mounted. */
  expressRoute?: { path: unknown; baseUrl: string }
  statusCode: number
}

/** The route label of an answered request: its page's pattern, its Express route's pattern, `static` or `unmatched`. */
export function routeLabel({ path, pagePattern, expressRoute, statusCode }: RouteFacts): string {
  if (pagePattern !== undefined) return pagePattern
  if (expressRoute && typeof expressRoute.path === 'string') return `${expressRoute.baseUrl}${expressRoute.path}`
  if (path === '/api' || path.startsWith('/api/') || statusCode === 404) return UNMATCHED_ROUTE
  return STATIC_ROUTE
}
