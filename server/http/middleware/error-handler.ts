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
  // Express's own refusals, such as a path parameter that is not valid percent-encoding.
  if ((error as { status?: unknown } | null)?.status === 400) return unreadableRequest()
  if (isDatabaseUnavailable(error))
    return httpError(503, 'database_unavailable', 'The service is temporarily unavailable. Please try again in a moment.')
  return undefined
}
