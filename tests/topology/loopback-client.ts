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

// Rate-limit budgets live in the shared Redis for 15 minutes: another run within that time uses other addresses.
const RUN_BASE = 8 * (1 + Math.floor(Math.random() * 30))
let issued = 0
/** A loopback address no other simulated client of this run uses (127.x.y.z, x from a random base per run, never 127.0.0.1). */
export function freshLoopbackAddress(): string {
  const n = issued++
  return `127.${RUN_BASE + Math.floor(n / (254 * 256))}.${Math.floor(n / 254) % 256}.${1 + (n % 254)}`
}
