import http from 'node:http'
import https from 'node:https'

export type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string }
export type Call = {
  method?: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  json?: unknown
  /** The loopback address the request comes from (any of 127.0.0.0/8): a client of its own, as the proxy sees it. */
  from?: string
  timeoutMs?: number
}

/**
 * One request on a fresh connection, over https (trusting only `ca`, Caddy's internal root) or plain http (an
 * instance directly). Node's fetch cannot choose its local address; choosing it lets each simulated visitor be a
 * client of its own without any header the proxy would have to trust.
 */
export function loopbackRequest(url: string, { method = 'GET', headers = {}, json, from, timeoutMs = 15_000 }: Call = {}, ca?: string): Promise<Reply> {
  const body = json === undefined ? undefined : JSON.stringify(json)
  const target = new URL(url)
  const options: https.RequestOptions = {
    method,
    localAddress: from,
    agent: false,
    timeout: timeoutMs,
    headers: { Connection: 'close', ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }), ...headers },
    ...(target.protocol === 'https:' ? { ca, servername: target.hostname } : {}),
  }
  const send = target.protocol === 'https:' ? https.request : http.request
  return new Promise((resolve, reject) => {
    const request = send(target, options, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`${method} ${url} timed out after ${timeoutMs} ms`)))
    request.on('error', reject)
    request.end(body)
  })
}

// Rate-limit budgets live in the shared Redis for 15 minutes, and a run takes minutes: each run takes its addresses
// from 127.<the minute it started, of 254>.*.*, so runs started in different minutes of the same four hours never share
// one (a random choice of 30 ranges did, about one run in thirty, and that run's limits started used up).
const RUN_BASE = 1 + (Math.floor(Date.now() / 60_000) % 254)
const ADDRESSES_PER_RUN = 254 * 256
let issued = 0
/** A loopback address no other simulated client of this run, nor of a run started in another minute, uses (never 127.0.0.1). */
export function freshLoopbackAddress(): string {
  if (issued >= ADDRESSES_PER_RUN) throw new Error(`a topology run has ${ADDRESSES_PER_RUN} client addresses`)
  const n = issued++
  return `127.${RUN_BASE}.${Math.floor(n / 254)}.${1 + (n % 254)}`
}
