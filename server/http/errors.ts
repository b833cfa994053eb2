export type ErrorCode =
  | 'validation_failed'
  | 'malformed_body'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'slot_taken'
  | 'booking_limit'
  | 'booking_gone'
  | 'conversation_full'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'database_unavailable'
  | 'pages_unavailable'
  | 'internal_error'

/** An expected failure: the error handler turns it into the JSON envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function httpError(status: number, code: ErrorCode, message: string, fields?: Record<string, string>): HttpError {
  return new HttpError(status, code, message, fields)
}

/** A request whose path or body could not be read as sent (bad percent-encoding, a body cut off). */
export function unreadableRequest(): HttpError {
  return httpError(400, 'validation_failed', 'The request could not be read.')
}
