import type { ErrorRequestHandler, RequestHandler } from 'express'
import { ZodError } from 'zod'
import type { ApiError } from '../../../contract/errors.ts'
import { HttpError, httpError } from '../errors.ts'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import { fieldErrors } from '../validate.ts'

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(httpError(404, 'not_found', `No API route matches ${req.method} ${req.path}.`))
}

type BodyParserError = Error & { type?: string; status?: number }

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
  const parserError = error as BodyParserError
  if (parserError?.type === 'entity.parse.failed') return httpError(400, 'invalid_json', 'The request body is not valid JSON.')
  if (parserError?.type === 'entity.too.large') return httpError(413, 'payload_too_large', 'The request body is larger than 64 KiB.')
  if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported')
    return httpError(415, 'unsupported_media_type', 'Send the request body as UTF-8 JSON.')
  if (parserError?.status === 400) return httpError(400, 'validation_failed', 'The request could not be read.')
  if (isDatabaseUnavailable(error))
    return httpError(503, 'database_unavailable', 'The service is temporarily unavailable. Please try again in a moment.')
  return undefined
}
