import { type RequestListener, type Server, createServer } from 'node:http'
import { Server as NetServer } from 'node:net'

/**
 * Our own limits on slow clients, instead of Node's defaults (60 s for headers, 300 s for a request, checked
 * every 30 s), so a client trickling bytes cannot hold sockets for minutes:
 * - headers: 10 s. A request head is a few kilobytes; even a phone on a poor link sends it in well under a second.
 * - whole request: 30 s. Bodies are at most 64 KiB, a few seconds at 2G speeds.
 * - keep-alive: 5 s idle, announced to clients as `Keep-Alive: timeout=5` (browsers and Node's agent retire a
 *   connection before that, so they never send on one the server is closing). A proxy in front must close its
 *   idle upstream connections sooner than this.
 * - the limits are checked every second.
 */
export const HTTP_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const

/** While draining, a connection that has not sent a complete request head within this long is answered 408 and closed. */
const DRAINING_HEADERS_TIMEOUT_MS = 2_000

/** The site's HTTP server: `timeouts` are HTTP_TIMEOUTS unless a test names shorter ones to see them at work. */
export function createHttpServer(app: RequestListener, timeouts: Record<keyof typeof HTTP_TIMEOUTS, number> = HTTP_TIMEOUTS): Server {
  return createServer(timeouts, app)
}

/**
 * Graceful stop without dropping anyone. The listening socket closes at once (new connections are refused, which
 * a client or proxy can safely retry elsewhere), and no open connection is cut: each one is closed by the server
 * only after an answer saying `Connection: close` (every answer from now on), or after it was idle for the
 * keep-alive time it was promised, or, for a connection that never sent a request, after a 408. Closing idle
 * connections at once (as `server.close()` does) races with a client sending on them, which sees a reset.
 * Resolves when every connection has closed.
 */
export function drainHttpServer(server: Server): Promise<void> {
  server.on('request', (_req, res) => void (res.headersSent || res.setHeader('Connection', 'close')))
  server.headersTimeout = Math.min(server.headersTimeout, DRAINING_HEADERS_TIMEOUT_MS)
  // net.Server's own close: stop listening and wait for the connections, without http.Server's closing of idle ones.
  return new Promise((resolve) => NetServer.prototype.close.call(server, () => resolve()))
}
