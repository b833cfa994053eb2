import { isUtf8 } from 'node:buffer'
import express, { type RequestHandler } from 'express'
import { httpError } from '../errors.ts'

/**
 * Nesting deeper than this is refused: no form comes near it, and a value nested thousands deep
 * overflows the call stack of any recursive code that meets it later (validators, JSON.stringify).
 */
export const MAX_BODY_DEPTH = 32

export const BROKEN_TEXT_MESSAGE = 'Text cannot contain NUL characters or broken (unpaired) Unicode characters'

/**
 * API bodies are JSON only (415 otherwise), UTF-8 and uncompressed, at most 64 KiB (413), an object or a list
 * at the top and at most 32 levels deep (400 otherwise). A request without a body is fine; an empty JSON body
 * reads as {}. Express's own reader does the reading; the error handler turns its refusals into the envelope.
 */
export function jsonBody(): RequestHandler[] {
  return [refuseOtherTypes, readJson, refuseHostileValues]
}

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * express.json leaves a body of another type unread, so a write that sends one is refused here. A read
 * (a GET with a stray body) keeps it unread, and an empty body of any type counts as none.
 */
const refuseOtherTypes: RequestHandler = (req, _res, next) => {
  const sendsOtherType = req.is('application/json') === false && req.headers['content-length'] !== '0'
  next(methodsWithBody.has(req.method) && sendsOtherType ? httpError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).') : undefined)
}

const readJson = express.json({
  type: 'application/json',
  limit: '64kb',
  strict: true,
  // A compressed body is refused (415) rather than inflated: a few KiB can inflate to far more work.
  inflate: false,
  verify: (_req, _res, bytes, charset) => {
    // body-parser accepts any "utf-*" charset (UTF-16 and UTF-32 too) and reads invalid bytes as U+FFFD, which
    // would be stored as if the visitor had typed it.
    if (charset !== 'utf-8') throw Object.assign(new Error(`unsupported charset ${charset}`), { type: 'charset.unsupported' })
    if (!isUtf8(bytes)) throw Object.assign(new Error('body is not valid UTF-8'), { type: 'entity.verify.failed' })
  },
})

/**
 * No stored text may hold a NUL (PostgreSQL refuses it) or an unpaired UTF-16 surrogate (JSON columns
 * refuse it, text columns would silently change it): such a body is a 400 naming the field, at the
 * one place every API body passes. Nesting past MAX_BODY_DEPTH is malformed.
 */
const refuseHostileValues: RequestHandler = (req, _res, next) => {
  const problem = bodyProblem(req.body, MAX_BODY_DEPTH)
  if (problem === undefined) return next()
  if (problem.kind === 'too-deep') return next(httpError(400, 'malformed_body', `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`))
  next(httpError(400, 'validation_failed', 'Please check the highlighted fields.', { [problem.path || '_']: BROKEN_TEXT_MESSAGE }))
}

/** The dotted path of the first string (or key) in the value that is not clean text, or undefined. */
export function brokenTextPath(value: unknown): string | undefined {
  const problem = bodyProblem(value, Infinity)
  return problem?.kind === 'broken-text' ? problem.path : undefined
}

type BodyProblem = { kind: 'too-deep' } | { kind: 'broken-text'; path: string }

/** A value met in the walk: its key in its parent, and the parent, so a path is spelled out only when needed. */
type Visit = { value: unknown; key: string | undefined; parent: Visit | undefined; depth: number }

/**
 * Nesting deeper than `maxDepth`, or else the first text that is not clean, in document order. The walk keeps
 * its own stack instead of recursing, so a body nested as deep as 64 KiB allows cannot overflow the call stack.
 */
function bodyProblem(body: unknown, maxDepth: number): BodyProblem | undefined {
  let broken: Visit | undefined
  const pending: Visit[] = [{ value: body, key: undefined, parent: undefined, depth: 0 }]
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value, key } = visit
    if (broken === undefined && ((key !== undefined && !isCleanText(key)) || (typeof value === 'string' && !isCleanText(value)))) broken = visit
    if (value === null || typeof value !== 'object') continue
    if (visit.depth >= maxDepth) return { kind: 'too-deep' }
    // Children go on the stack last first, so they come off in document order.
    const depth = visit.depth + 1
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push({ value: value[index], key: String(index), parent: visit, depth })
    } else {
      const keys = Object.keys(value)
      for (let index = keys.length - 1; index >= 0; index--) pending.push({ value: (value as Record<string, unknown>)[keys[index]!], key: keys[index], parent: visit, depth })
    }
  }
  return broken === undefined ? undefined : { kind: 'broken-text', path: pathOf(broken) }
}

function pathOf(visit: Visit): string {
  const keys: string[] = []
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function isCleanText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}
