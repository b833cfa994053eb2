import type { ZodError, ZodType } from 'zod'
import { httpError } from './errors.ts'

/** Field name -> first message, the shape the UI shows next to each field. */
export function fieldErrors(error: ZodError): Record<string, string> {
  // A Map, so a field a client named `__proto__` gets its message like any other (a plain object's `??=` would
  // read the prototype there and drop it).
  const fields = new Map<string, string>()
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : '_'
    if (!fields.has(name)) fields.set(name, issue.message)
  }
  return Object.fromEntries(fields)
}

/** A JSON body as an object of fields: anything else (a list, a string, nothing) has no fields. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}

/** Parses untrusted input; a failure becomes a 400 with a message for each field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (!result.success) throw httpError(400, 'validation_failed', 'Please check the highlighted fields.', fieldErrors(result.error))
  return result.data
}
