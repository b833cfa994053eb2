import { randomUUID } from 'node:crypto'
import type { Express, Request } from 'express'
import type { Level } from 'pino'
import type { Logger } from '../../logger.ts'
import { loggableUrl } from '../loggable-url.ts'
import { routePatternOf } from './request-metrics.ts'

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id, also sent back as `X-Request-Id`. */
    id: string
    /** The app's logger with this request (id, method, url) bound to every line. */
    log: Logger
  }
}

/** Asset and development-server paths: many per page, and never interesting one by one. */
const UNLOGGED_PATHS = /^\/(assets\/|@)/
export function levelForStatus(statusCode: number): Level {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info'
}

/** Load balancers and container runtimes ask these every second or so, Prometheus every few seconds. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready', '/metrics'])

/**
 * A probe's routine answers would fill the log at info (one line per check per second), so they log at debug; a
 * not-ready answer is a state the instance reports on purpose (draining, database down), a warning, not an error.
 */
export function levelForRequest(pathname: string, statusCode: number): Level {
  if (!PROBE_PATHS.has(pathname)) return levelForStatus(statusCode)
  return statusCode < 300 ? 'debug' : 'warn'
}

/** Where a request keeps the logger made for it on first use of `req.log`. */
const REQUEST_LOGGER = Symbol('requestLogger')

type LoggedRequest = Request & { [REQUEST_LOGGER]?: Logger }

/** The request's address as the log may say it: its route's pattern, or the path masked, and the query's names (loggable-url.ts). */
const urlOf = (req: Request) => loggableUrl({ originalUrl: req.originalUrl, pattern: routePatternOf(req, req.res!) })

/**
 * One JSON line per request when its answer is sent (or the client goes away first), with the
 * request's id, method, url (never a token, a secret or a search: `urlOf`), status and time. `req.log`, the logger with the request bound to every
 * line, is a getter on the app's request prototype that makes it on first use: the busiest paths, which
 * never log, pay for an id and a listener, and no request object changes its shape to carry a getter.
 * The line is only assembled when its level is logged.
 */
export function installRequestLog(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest): Logger {
      return (this[REQUEST_LOGGER] ??= logger.child({ req: { id: this.id, method: this.method, url: urlOf(this) } }))
    },
  })
  app.use((req, res, next) => {
    const id = randomUUID()
    req.id = id
    res.setHeader('x-request-id', id)
    if (!UNLOGGED_PATHS.test(req.url)) {
      const startedAt = performance.now()
      res.on('close', () => {
        // A client that goes away first (a closed tab) is routine: the line keeps the status's level.
        const level = levelForRequest(req.path, res.statusCode)
        if (!logger.isLevelEnabled(level)) return
        const line = { req: { id, method: req.method, url: urlOf(req) }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - startedAt) }
        logger[level](line, res.writableFinished ? 'request completed' : 'request aborted')
      })
    }
    next()
  })
}
