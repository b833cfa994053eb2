import type { ErrorRequestHandler, RequestHandler } from 'express'
import { ZodError } from 'zod'
import type { ApiError } from '../../../contract/errors.ts'
import { HttpError, httpError, unreadableRequest } from '../errors.ts'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import { fieldErrors } from '../validate.ts'

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(httpError(404, 'not_found', `No API route matches ${req.method} ${req.path}.`))
}

/** Turns every failure into the JSON error envelope; only the unexpected is logged with its stack. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const known = toHttpError(error)
  const requestId = String(req.id ?? '')
  if (!known) req.log?.error({ err: error }, 'unhandled error')
  const failure = known ?? httpError(500, 'internal_error', 'Something went wrong')
  if (failure.status === 429 && !res.getHeader('Retry-After')) res.setHeader('Retry-After', '60')
  if (failure.status === 503) res.setHeader('Retry-After', '5')
  const body: ApiError = {
    error: {
      code: failure.code,
      message: failure.message,
      ...(failure.fields ? { fields: failure.fields } : {}),
      ...(failure.status >= 500 ? { requestId } : {}),
    },
  }
  if (res.headersSent) {
    res.end()
    return
  }
  res.status(failure.status).json(body)
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error
  if (error instanceof ZodError) return httpError(400, 'validation_failed', 'Please check the highlighted fields.', fieldErrors(error))
  const bodyRefusal = BODY_REFUSALS.get((error as { type?: unknown } | null)?.type)
  if (bodyRefusal) return bodyRefusal()
  // Express's own refusals, such as a path parameter that is not valid percent-encoding.
  if ((error as { status?: unknown } | null)?.status === 400) return unreadableRequest()
  if (isDatabaseUnavailable(error))
    return httpError(503, 'database_unavailable', 'The service is temporarily unavailable. Please try again in a moment.')
  return undefined
}

const NOT_UTF8_JSON = 'Send the request body as UTF-8 JSON.'
const malformedBody = () => httpError(400, 'malformed_body', 'The request body is not valid JSON.')
const notUtf8Json = () => httpError(415, 'unsupported_media_type', NOT_UTF8_JSON)

/** The refusals of express.json (body-parser), told apart by their `type`; see middleware/json-body.ts. */
const BODY_REFUSALS = new Map<unknown, () => HttpError>([
  ['entity.parse.failed', malformedBody],
  // Bytes that are not UTF-8 (json-body's verify step).
  ['entity.verify.failed', malformedBody],
  ['entity.too.large', () => httpError(413, 'payload_too_large', 'The request body is larger than 64 KiB.')],
  ['charset.unsupported', notUtf8Json],
  ['encoding.unsupported', notUtf8Json],
  // A body cut off, or shorter or longer than its Content-Length.
  ['request.aborted', unreadableRequest],
  ['request.size.invalid', unreadableRequest],
])
