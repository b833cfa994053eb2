import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Level } from 'pino'
import type { Logger } from '../../logger.ts'

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

/**
 * One JSON line per request when its answer is sent (or the client goes away first), with the
 * request's id, method, url, status and time. The per-request logger behind `req.log` is made only
 * when a handler uses it, and the line is only assembled when its level is logged: on the busiest
 * paths this costs a listener and an id.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID()
    req.id = id
    res.setHeader('X-Request-Id', id)
    let requestLogger: Logger | undefined
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (requestLogger ??= logger.child({ req: { id, method: req.method, url: req.originalUrl } })),
    })
    if (!UNLOGGED_PATHS.test(req.url)) {
      const startedAt = performance.now()
      res.once('close', () => {
        // A client that goes away first (a closed tab) is routine: the line keeps the status's level.
        const completed = res.writableFinished
        const level = levelForStatus(res.statusCode)
        if (!logger.isLevelEnabled(level)) return
        const line = { req: { id, method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - startedAt) }
        logger[level](line, completed ? 'request completed' : 'request aborted')
      })
    }
    next()
  }
}
