import type { RequestHandler } from 'express'
import { httpError, unreadableRequest } from '../errors.ts'

export const MAX_BODY_BYTES = 64 * 1024

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * API bodies are JSON only (415 otherwise), UTF-8 and uncompressed, at most 64 KiB (413), and an object or a list
 * at the top (400 otherwise). A request without a body is fine; an empty JSON body reads as {}.
 */
export function jsonBody(): RequestHandler[] {
  return [readJsonBody, refuseBrokenText]
}

const NOT_JSON = 'Send the request body as JSON (Content-Type: application/json).'
const NOT_UTF8_JSON = 'Send the request body as UTF-8 JSON.'
const TOO_LARGE = 'The request body is larger than 64 KiB.'
const INVALID_JSON = 'The request body is not valid JSON.'

/**
 * Reads and parses the body in one step: the busiest API calls are small JSON POSTs, and a general body parser
 * (content negotiation, charsets, inflation, stream helpers) cost more than the rest of their handling.
 */
const readJsonBody: RequestHandler = (req, _res, next) => {
  const declaredLength = req.headers['content-length']
  const chunked = req.headers['transfer-encoding'] !== undefined
  if (declaredLength === undefined && !chunked) return next()
  const contentType = parseContentType(req.headers['content-type'])
  if (contentType.mediaType !== 'application/json') {
    // A request of a method that carries a body must send JSON; another (a GET with a stray body) keeps its body unread.
    const carriesBody = chunked || Number(declaredLength) > 0
    return next(methodsWithBody.has(req.method) && carriesBody ? httpError(415, 'unsupported_media_type', NOT_JSON) : undefined)
  }
  if (contentType.charset !== undefined && !UTF8.has(contentType.charset)) return next(httpError(415, 'unsupported_media_type', NOT_UTF8_JSON))
  const encoding = req.headers['content-encoding']
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return next(httpError(415, 'unsupported_media_type', NOT_UTF8_JSON))
  if (Number(declaredLength) > MAX_BODY_BYTES) return next(httpError(413, 'payload_too_large', TOO_LARGE))

  const chunks: Buffer[] = []
  let received = 0
  const finish = (error?: unknown) => {
    req.removeListener('data', onData)
    req.removeListener('end', onEnd)
    req.removeListener('aborted', onAborted)
    req.removeListener('error', onAborted)
    next(error)
  }
  const onData = (chunk: Buffer) => {
    received += chunk.length
    // The rest of an oversized body is read and discarded by the server once the 413 is sent.
    if (received > MAX_BODY_BYTES) finish(httpError(413, 'payload_too_large', TOO_LARGE))
    else chunks.push(chunk)
  }
  const onEnd = () => {
    const parsed = parseJsonText((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)).toString('utf8'))
    if (parsed.ok) req.body = parsed.value
    finish(parsed.ok ? undefined : httpError(400, 'invalid_json', INVALID_JSON))
  }
  const onAborted = () => finish(unreadableRequest())
  req.on('data', onData)
  req.on('end', onEnd)
  req.on('aborted', onAborted)
  req.on('error', onAborted)
}

const UTF8 = new Set(['utf-8', 'utf8'])

/** The media type and charset of a Content-Type header, lower-cased. */
export function parseContentType(header: string | undefined): { mediaType: string | undefined; charset: string | undefined } {
  if (header === undefined) return { mediaType: undefined, charset: undefined }
  const [mediaType, ...parameters] = header.split(';')
  const charset = parameters.map((parameter) => /^\s*charset\s*=\s*"?([^";\s]*)"?\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined)
  return { mediaType: mediaType!.trim().toLowerCase(), charset: charset?.toLowerCase() }
}

/** Strict JSON: an object or a list at the top (after any byte-order mark and whitespace); an empty body is {}. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.length === 0) return { ok: true, value: {} }
  const first = body.trimStart()[0]
  if (first !== '{' && first !== '[') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(body) as unknown }
  } catch {
    return { ok: false }
  }
}

export const BROKEN_TEXT_MESSAGE = 'Text cannot contain NUL characters or broken (unpaired) Unicode characters'

/**
 * No stored text may hold a NUL (PostgreSQL refuses it) or an unpaired UTF-16 surrogate (JSON columns
 * refuse it, text columns would silently change it): such a body is a 400 naming the field, at the
 * one place every API body passes.
 */
const refuseBrokenText: RequestHandler = (req, _res, next) => {
  const path = brokenTextPath(req.body)
  if (path === undefined) return next()
  next(httpError(400, 'validation_failed', 'Please check the highlighted fields.', { [path || '_']: BROKEN_TEXT_MESSAGE }))
}

/** The dotted path of the first string (or key) in the value that is not clean text, or undefined. */
export function brokenTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isCleanText(value) ? undefined : path
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = brokenTextPath(item, path ? `${path}.${index}` : String(index))
      if (found !== undefined) return found
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const inner = path ? `${path}.${key}` : key
      if (!isCleanText(key)) return inner
      const found = brokenTextPath(item, inner)
      if (found !== undefined) return found
    }
  }
  return undefined
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function isCleanText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}
