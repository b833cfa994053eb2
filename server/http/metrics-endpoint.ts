import { createHash, timingSafeEqual } from 'node:crypto'
import { type Request, type Response, Router } from 'express'
import type { Metrics } from '../domain/ops/metrics.ts'
import { httpError } from './errors.ts'
import { apiErrorHandler, apiNotFound } from './middleware/error-handler.ts'
import { apiSecurityHeaders } from './middleware/security-headers.ts'

export const METRICS_PATH = '/metrics'

/**
 * GET /metrics, Prometheus's text format, for whoever holds METRICS_TOKEN as a bearer token. Without a token
 * configured it does not exist (the API's 404), and the app keeps no metrics (services.ts). It needs no session
 * and no form token, and no rate limit counts it: a scraper asks every few seconds from one address for as long as
 * the site runs.
 */
export function metricsEndpoint({ token, metrics, hsts }: { token: string | undefined; metrics: Pick<Metrics, 'text' | 'contentType'> | undefined; hsts: boolean }): Router {
  const router = Router()
  if (!token || !metrics) {
    router.get(METRICS_PATH, apiSecurityHeaders({ hsts }), apiNotFound, apiErrorHandler)
    return router
  }
  router.get(
    METRICS_PATH,
    apiSecurityHeaders({ hsts }),
    async (req: Request, res: Response) => {
      if (!bearerTokenMatches(req.get('authorization'), token)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
        throw httpError(401, 'unauthorized', 'Send the metrics token as Authorization: Bearer <token>.')
      }
      const text = await metrics.text()
      res.setHeader('Content-Type', metrics.contentType)
      res.send(text)
    },
    apiErrorHandler,
  )
  return router
}

/**
 * Whether an Authorization header carries `token` as its bearer token. Both sides are hashed to one length first,
 * so the comparison takes the same time whatever was sent and however much of it was right.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1]
  if (sent === undefined) return false
  return timingSafeEqual(digest(sent), digest(token))
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}
