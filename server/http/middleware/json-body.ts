import express, { type RequestHandler } from 'express'
import { httpError } from '../errors.ts'

export const MAX_BODY_BYTES = 64 * 1024

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** API bodies are JSON only (415 otherwise) and at most 64 KiB (413). A request without a body is fine. */
export function jsonBody(): RequestHandler[] {
  const requireJson: RequestHandler = (req, _res, next) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
    if (methodsWithBody.has(req.method) && hasBody && !req.is('application/json')) {
      next(httpError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).'))
      return
    }
    next()
  }
  return [requireJson, express.json({ limit: MAX_BODY_BYTES, strict: true }), refuseBrokenText]
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
