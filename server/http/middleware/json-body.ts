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
  return [requireJson, express.json({ limit: MAX_BODY_BYTES, strict: true })]
}
