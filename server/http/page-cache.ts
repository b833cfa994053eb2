import { createHash } from 'node:crypto'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import type { Logger } from '../logger.ts'
import { currentSession } from './middleware/session.ts'
import { compressedOnce, type Representation, sendRepresentation } from './representation.ts'
import { loggableUrl } from './loggable-url.ts'

/** Renders a page URL through the app with the given CSP nonce, as a signed-out visitor gets it. */
export type PageHandler = (request: Request, nonce: string) => Promise<Response>

type Entry = {
  generation: number
  storedAt: number
  /** When a price on the page changes by itself (a sale's first or last day begins or ends): the entry is not served from then on. */
  expiresAt?: number
  status: number
  contentType: string
  cacheControl: string
  etag: string
  /** The inline scripts' hashes, for this page's Content-Security-Policy in place of a nonce. */
  scriptHashes: string[]
  identity: Buffer
  encoded: Representation['encoded']
}

export type PageCacheOptions = {
  handler: PageHandler
  publicUrl: string
  logger: Logger
  /** A backstop for what changes with time alone; saves invalidate at once. */
  ttlMs?: number
  /** The next instant after `now` at which a price changes by itself (a sale window's edge), so no page outlives it. */
  nextPriceChange?: (now: number) => Promise<number | undefined>
  maxEntries?: number
}

/** Script types that are data, not code: the CSP does not apply to them and they need no hash. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json'])
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/g

/**
 * Public pages as rendered for signed-out visitors, kept with their compressed bytes. A cached page
 * carries no nonce: its CSP allows exactly its own inline scripts by their SHA-256 hashes, so it
 * still forbids any other inline script. Any admin save empties the cache (`invalidate`), and a
 * page rendered while a save happened is not kept.
 */
export function createPageCache({ handler, publicUrl, logger, ttlMs = 60_000, maxEntries = 200, nextPriceChange }: PageCacheOptions) {
  const entries = new Map<string, Entry>()
  const filling = new Map<string, Promise<Entry | Response>>()
  let generation = 0

  function invalidate() {
    generation += 1
    entries.clear()
    filling.clear()
  }

  async function fill(url: string, request: Request, nonce: string): Promise<Entry | Response> {
    const startedIn = generation
    // Asked before the render: the page shows the prices of this instant, good until the next edge after it.
    const expiresAt = await nextPriceChange?.(Date.now()).catch(() => undefined)
    const response = await handler(request, nonce)
    const contentType = response.headers.get('content-type') ?? ''
    // A page that says no shared cache may keep it (its content changes with every visit, like /book's free times) is not kept.
    const uncacheable = response.headers.has('set-cookie') || /\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')
    if (response.status !== 200 || !contentType.startsWith('text/html') || uncacheable) return response
    const entry = { ...toEntry(await response.text(), { status: response.status, contentType, cacheControl: response.headers.get('cache-control') ?? 'no-cache', generation: startedIn }), expiresAt }
    // A save during the render may have changed what it read: serve it this once, keep it never.
    if (startedIn === generation) {
      entries.delete(url)
      entries.set(url, entry)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    }
    return entry
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const url = req.originalUrl
    if (!isCacheable(req, res)) return next()
    try {
      const cached = entries.get(url)
      const now = Date.now()
      // A clock stepped back past the render (NTP) makes the entry stale too: it may show a price of the future.
      const fresh = cached !== undefined && now >= cached.storedAt && now - cached.storedAt < ttlMs && (cached.expiresAt === undefined || now < cached.expiresAt)
      if (cached && fresh && cached.generation === generation) return send(req, res, cached)
      // Visitors asking for the same page at once wait for one render.
      let pending = filling.get(url)
      const owner = pending === undefined
      if (!pending) {
        const started = fill(url, toFetchRequest(req, publicUrl), String(res.locals.cspNonce))
        pending = started
        filling.set(url, started)
        void started.then(
          () => filling.get(url) === started && filling.delete(url),
          () => filling.get(url) === started && filling.delete(url),
        )
      }
      const result = await pending
      if (!(result instanceof Response)) return send(req, res, result)
      // Not a page to keep (a redirect, a 404): its own render, made with this request's nonce, goes out
      // as it is; anyone who waited on it renders their own.
      return owner ? await sendResponse(res, result) : next()
    } catch (error) {
      logger.error({ err: error, url: loggableUrl({ originalUrl: url }) }, 'page cache render failed; rendering without the cache')
      return next()
    }
  }

  return { middleware, invalidate, size: () => entries.size }
}

export type PageCache = ReturnType<typeof createPageCache>

/** Only what every signed-out visitor sees alike: GET or HEAD of a page path without a query, no admin pages, no data requests. */
function isCacheable(req: ExpressRequest, res: ExpressResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.originalUrl
  if (url.includes('?') || url.startsWith('/admin') || url.endsWith('.data') || /\.[a-z0-9]+$/i.test(url)) return false
  return currentSession(res) === undefined
}

function toFetchRequest(req: ExpressRequest, publicUrl: string): Request {
  const headers = new Headers()
  for (const name of ['accept', 'accept-language', 'user-agent']) {
    const value = req.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  return new Request(new URL(req.originalUrl, publicUrl), { method: 'GET', headers })
}

/** The page without nonces, with the hashes of its inline scripts and its bytes compressed once. */
export function toEntry(html: string, meta: Pick<Entry, 'status' | 'contentType' | 'cacheControl' | 'generation'>): Entry {
  const scriptHashes: string[] = []
  const page = html.replace(SCRIPT_TAG, (tag, attributes: string, code: string) => {
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase()
    const external = /\bsrc=/i.test(attributes)
    if (!external && !(type && DATA_SCRIPT_TYPES.has(type)) && code.length > 0) {
      const hash = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`
      if (!scriptHashes.includes(hash)) scriptHashes.push(hash)
    }
    return tag.replace(NONCE_ATTRIBUTE, '')
  }).replace(NONCE_ATTRIBUTE, '')
  const identity = Buffer.from(page, 'utf8')
  return {
    ...meta,
    storedAt: Date.now(),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    scriptHashes,
    identity,
    encoded: compressedOnce(identity),
  }
}

/** This response's CSP with the page's script hashes where the per-request nonce was. */
export function withScriptHashes(csp: string, hashes: readonly string[]): string {
  return csp.replace(/\s*'nonce-[^']*'/g, '').replace(/(script-src[^;]*)/, (directive) => [directive, ...hashes].join(' '))
}

function send(req: ExpressRequest, res: ExpressResponse, entry: Entry) {
  const csp = res.getHeader('Content-Security-Policy')
  if (typeof csp === 'string') res.setHeader('Content-Security-Policy', withScriptHashes(csp, entry.scriptHashes))
  res.setHeader('Content-Type', entry.contentType)
  res.setHeader('Cache-Control', entry.cacheControl)
  res.status(entry.status)
  sendRepresentation(req, res, entry)
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.status(response.status)
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  res.end(Buffer.from(await response.arrayBuffer()))
}
