import fc from 'fast-check'
import { expect } from 'vitest'
import { apiErrorSchema } from '../../contract/errors.ts'

/** Text a person may really type: every one of these is valid input and must come back exactly as sent. */
export const VERBATIM_TEXT = {
  sql: "Robert'); DROP TABLE contact_inquiries; --",
  script: '<script>alert("x")</script><img src=x onerror=alert(1)>',
  emoji: 'Zoë 🤖👩🏽‍💻 🇦🇺',
  marks: 'left\u200bzero\u200dwidth \u200fRTL\u202eoverride\u202c end',
  scripts: 'شركة 株式会社 Ελλάδα कंपनी',
  combining: 'Cafe\u0301 e\u0301\u0301\u0301',
} as const

export const SQL_INJECTION = "'; DROP TABLE contact_inquiries; --"
export const SCRIPT_INJECTION = '<script>alert(1)</script>'

/** Bodies the API's JSON reader refuses: not JSON, or JSON whose top level is not an object or list (strict mode). */
export const MALFORMED_JSON = [
  '{"a":',
  "{'fullName': 'x'}",
  '{fullName: "x"}',
  '{"a": NaN}',
  '{"a": Infinity}',
  '[1,]',
  '{"a":1}{"b":2}',
  'undefined',
  '"just text"',
  '42',
  'null',
  'true',
  '\u0000',
]

/** What the API error envelope looks like, with the status and code this case must get. */
export async function expectEnvelope(response: Response, status: number, code: string): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const parsed = apiErrorSchema.safeParse(JSON.parse(text))
  expect(parsed.success, `not the error envelope: ${text}`).toBe(true)
  expect(parsed.data!.error.code).toBe(code)
  expect(parsed.data!.error.message.length).toBeGreaterThan(0)
  return parsed.data!.error
}

/** A 400 validation_failed naming each of these fields. */
export async function expectFieldErrors(response: Response, fields: string[]) {
  const error = await expectEnvelope(response, 400, 'validation_failed')
  for (const field of fields) expect(error.fields?.[field], `fields.${field} of ${JSON.stringify(error.fields)}`).toEqual(expect.any(String))
  return error
}

/** Any answer of the property tests that is not a success: a 4xx below 500 in the envelope. */
export async function expectClientErrorEnvelope(response: Response) {
  const text = await response.text()
  expect(response.status, text).toBeGreaterThanOrEqual(400)
  expect(response.status, text).toBeLessThan(500)
  expect(apiErrorSchema.safeParse(JSON.parse(text)).success, `not the error envelope: ${text}`).toBe(true)
}

/**
 * One character of generated text: any grapheme, plus the ones that break naive code (quotes,
 * angle brackets, zero-width and direction marks, emoji). NUL is left out: PostgreSQL text cannot
 * hold it, so every route refuses it with a 400 of its own (tested in bad-input.test.ts and
 * hostile-body-properties.test.ts), which would hide what these generators are after.
 */
const textUnit = fc.oneof(
  fc.constantFrom("'", '"', '<', '>', ';', '-', '\\', '%', '\u200b', '\u200f', '\u202e', '\ufeff', '🤖', 'é', ' '),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((char) => !char.includes('\u0000')),
)

export const arbitraryText = (maxLength = 40) => fc.string({ unit: textUnit, maxLength })

/** Any JSON value, its strings drawn from the same characters. */
export const arbitraryJson = fc.jsonValue({ stringUnit: textUnit, maxDepth: 3 })

/** Numbers that sit on or beyond every edge a field might have. */
export const edgeNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 1e-7, 99.999, 100, 100.0001, 2 ** 31, 2 ** 53, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)
