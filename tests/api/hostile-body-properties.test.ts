import { gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CHAT_SESSION_ID_PATTERN } from '../../contract/chat-session-id.ts'
import { BROKEN_TEXT_MESSAGE } from '../../server/http/middleware/json-body.ts'
import { MALFORMED_JSON, arbitraryJson, expectEnvelope } from '../support/bad-input-cases.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * The property battery of the shared body step: random and hostile bodies sent to every public POST
 * and to the sign-in. Whatever arrives, the answer is below 500; a refusal is its 4xx in the error
 * envelope (the sign-in's own refusals keep the spec's {success: false, error} body); a success is
 * JSON. Each generated body either carries one known flaw, and must get that flaw's exact answer
 * from the body step, or is well-formed JSON that reaches the route, however wrong its fields.
 */

const LIMIT = 64 * 1024
const MAX_DEPTH = 32

type Refusal = { status: number; code: string }
type Sent = { body: Buffer; headers: Record<string, string>; refusal: Refusal | undefined }

const malformed: Refusal = { status: 400, code: 'malformed_body' }
const tooLarge: Refusal = { status: 413, code: 'payload_too_large' }
const unsupported: Refusal = { status: 415, code: 'unsupported_media_type' }
const unstorable: Refusal = { status: 400, code: 'validation_failed' }

// ---------------------------------------------------------------------------------------------
// Values

/** Characters that break naive handling of text: controls, line and paragraph separators, marks, noncharacters. */
const awkwardCharacter = fc.constantFrom(
  '\t', '\n', '\r', '\r\n', '\b', '\f', '\u000b', '\u0001', '\u001b', '\u001f', '\u007f', '\u0085', '\u2028', '\u2029',
  '\u200b', '\u200d', '\u202e', '\ufeff', '\ufffe', '\uffff', '\u{10ffff}', '\u{1f916}', '👩🏽‍💻', '🇦🇺', 'e\u0301', 'İ', 'ß', 'ﬁ', 'Ａ', '"', '\\', '/',
)
/** NUL and unpaired surrogates: valid JSON escapes that no database column can hold. */
const brokenCharacter = fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\ud83d', '\ude00b')

/** Text with awkward characters anywhere in it. */
const awkwardText = fc.string({ unit: fc.oneof({ weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 3 }) }, { weight: 1, arbitrary: awkwardCharacter }), maxLength: 30 })
const brokenText = fc.tuple(awkwardText, brokenCharacter, awkwardText).map((parts) => parts.join(''))

/** A valid value with an awkward character slipped in somewhere. */
const slippedInto = (valid: string) =>
  fc.tuple(fc.nat({ max: valid.length }), awkwardCharacter).map(([at, character]) => `${valid.slice(0, at)}${character}${valid.slice(at)}`)

/** Every wrong type a field can have. */
const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, -1, 1e308, -1e308, 5e-324, 2 ** 53 + 1, [], {}, [null], { '': '' }),
  arbitraryJson,
)

/** Lists and objects nested to a depth the body step still accepts (the form itself is one level). */
const nestedWithin = fc.integer({ min: 1, max: MAX_DEPTH - 1 }).map((depth) => JSON.parse(nested(depth)) as unknown)

const fieldValue = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 2, arbitrary: valid.chain((value) => (typeof value === 'string' ? slippedInto(value) : fc.constant(value))) },
    { weight: 2, arbitrary: wrongType },
    { weight: 2, arbitrary: awkwardText },
    { weight: 1, arbitrary: nestedWithin },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 6_000 }).map((length) => 'x'.repeat(length)) },
  )

/** Keys that reach JavaScript's object machinery, and keys of awkward text. */
const strangeKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__', ''), awkwardText)
const pollutingValue = fc.constantFrom<unknown>({ polluted: true }, { prototype: { polluted: true } }, 'polluted', null, [{ polluted: true }])

type Entries = Array<[key: string, value: unknown]>

/**
 * A form for a route: each of its fields valid, wrong, awkward or missing, plus strange keys. Kept as
 * entries and written by hand, so "__proto__" is sent as a key (an object literal would set a prototype).
 */
function arbitraryForm(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Entries> {
  const fields = fc.tuple(...Object.entries(valid).map(([key, value]) => fc.option(fieldValue(value).map((item): [string, unknown] => [key, item]), { freq: 6, nil: undefined })))
  const extras = fc.array(fc.tuple(strangeKey, fc.oneof(pollutingValue, fieldValue(fc.constant('x')))), { maxLength: 3 })
  return fc.tuple(fields, extras, fc.boolean()).map(([known, strange, strangeFirst]) => {
    const present = known.filter((entry): entry is [string, unknown] => entry !== undefined)
    return strangeFirst ? [...strange, ...present] : [...present, ...strange]
  })
}

function writeEntries(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`
}

/** The form's text with one more member, written first. */
function withFirstMember(member: string | Buffer, form: string): Buffer {
  return Buffer.concat([Buffer.from('{'), Buffer.from(member), Buffer.from(form === '{}' ? '}' : `,${form.slice(1)}`)])
}

/** The form's text with one more member, written last (so it wins over a field of the same name). */
function withLastMember(member: string, form: string): string {
  return `${form.slice(0, -1)}${form === '{}' ? '' : ','}${member}}`
}

/** `depth` containers, one inside the other, alternating lists and objects. */
function nested(depth: number, inner = '1'): string {
  let text = inner
  for (let level = 0; level < depth; level++) text = level % 2 ? `{"k":${text}}` : `[${text}]`
  return text
}

// ---------------------------------------------------------------------------------------------
// The oracle for well-formed JSON: what the body step must do with it (checked here independently,
// on values this file generated, so a plain recursive look is safe).

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0
  const items = Array.isArray(value) ? (value as unknown[]) : Object.values(value)
  return 1 + Math.max(0, ...items.map(depthOf))
}

function holdsBrokenText(value: unknown): boolean {
  // An unpaired surrogate cannot be written as UTF-8: it comes back as U+FFFD.
  const broken = (text: string) => text.includes('\u0000') || Buffer.from(text).toString() !== text
  if (typeof value === 'string') return broken(value)
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some(holdsBrokenText)
  return Object.entries(value).some(([key, item]) => broken(key) || holdsBrokenText(item))
}

/** Size first, then nesting, then text: the order the body step checks them in. */
function refusalOfJson(text: string): Refusal | undefined {
  if (Buffer.byteLength(text) > LIMIT) return tooLarge
  const value = text.trim() === '' ? {} : (JSON.parse(text) as unknown)
  if (depthOf(value) > MAX_DEPTH) return malformed
  return holdsBrokenText(value) ? unstorable : undefined
}

// ---------------------------------------------------------------------------------------------
// Requests

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8', 'Application/JSON']

const asJson = (text: string | Buffer, refusal: Refusal | undefined, type = 'application/json', extra: Record<string, string> = {}): Sent => ({
  body: Buffer.isBuffer(text) ? text : Buffer.from(text),
  headers: { 'Content-Type': type, ...extra },
  refusal,
})

const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0x80], [0xc0, 0xaf], [0xc1, 0xbf], [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0xe2, 0x82], [0xf0, 0x9f, 0xa4], [0xf4, 0x90, 0x80, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe9]]

/** Everything one route may be sent: its forms as they are, and each with one flaw. */
function arbitraryRequest(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Sent> {
  const form = arbitraryForm(valid).map(writeEntries)
  // Room left for one flaw: a form this small never passes the size limit on its own.
  const smallForm = form.filter((text) => Buffer.byteLength(text) < LIMIT / 2)
  const type = fc.constantFrom(...JSON_TYPES)
  return fc.oneof(
    // Well-formed: reaches the route unless it is too big or too deep.
    { weight: 16, arbitrary: fc.tuple(form, type).map(([text, contentType]) => asJson(text, refusalOfJson(text), contentType)) },
    { weight: 1, arbitrary: fc.tuple(arbitraryJson, type).map(([value, contentType]) => asJson(JSON.stringify(value), JSON.stringify(value).trimStart().match(/^[[{]/) ? refusalOfJson(JSON.stringify(value)) : malformed, contentType)) },
    { weight: 1, arbitrary: form.map((text) => asJson(`\ufeff \n${text}\r\n`, refusalOfJson(text))) },
    { weight: 1, arbitrary: fc.constant(asJson('', undefined)) },
    // Text no column can hold, in a value (however deep) or a key.
    {
      weight: 2,
      arbitrary: fc
        .tuple(smallForm, fc.constantFrom(...Object.keys(valid), 'note'), brokenText, fc.constantFrom('value', 'list', 'object', 'key'))
        .map(([text, field, broken, where]) => {
          const value = where === 'list' ? ['ok', broken] : where === 'object' ? { inner: [broken] } : broken
          return asJson(withLastMember(where === 'key' ? `${JSON.stringify(broken)}:1` : `${JSON.stringify(field)}:${JSON.stringify(value)}`, text), unstorable)
        }),
    },
    // Nested past the limit, as the whole body or inside one field.
    {
      weight: 2,
      arbitrary: fc.tuple(fc.integer({ min: MAX_DEPTH + 1, max: 5_000 }), fc.boolean(), smallForm).map(([depth, whole, text]) =>
        asJson(whole ? nested(depth) : withFirstMember(`"deep":${nested(depth - 1)}`, text), malformed),
      ),
    },
    // Bytes that are not UTF-8, inside a string.
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...INVALID_UTF8), smallForm).map(([bytes, text]) =>
        asJson(withFirstMember(Buffer.concat([Buffer.from('"note":"Hello '), Buffer.from(bytes), Buffer.from('"')]), text), malformed),
      ),
    },
    // Not JSON, or JSON that is not a list or an object: a form cut short, or a known bad text.
    {
      weight: 2,
      arbitrary: fc.oneof(
        smallForm.chain((text) => fc.integer({ min: 1, max: text.length - 1 }).map((end) => text.slice(0, end))),
        fc.constantFrom(...MALFORMED_JSON),
        fc.constantFrom('"text"', '12', 'null', 'false', '-0', '1e999'),
      ).map((text) => asJson(text, malformed)),
    },
    // Near and past 64 KiB, padded with one-, two- or four-byte characters.
    {
      weight: 2,
      arbitrary: fc.tuple(smallForm, fc.integer({ min: -300, max: 300 }), fc.constantFrom('x', 'é', '🤖')).map(([text, offset, unit]) => {
        const room = Math.max(0, LIMIT + offset - Buffer.byteLength(text) - 14)
        const padded = withFirstMember(`"padding":"${unit.repeat(Math.floor(room / Buffer.byteLength(unit)))}"`, text).toString()
        return asJson(padded, refusalOfJson(padded))
      }),
    },
    // Another type, another charset, or compressed.
    {
      weight: 1,
      arbitrary: fc.tuple(smallForm, fc.constantFrom('text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/json', 'application/json-patch+json', 'application/ld+json')).map(([text, contentType]) => asJson(text, unsupported, contentType)),
    },
    { weight: 1, arbitrary: smallForm.map((text): Sent => ({ body: Buffer.from(text), headers: {}, refusal: unsupported })) },
    { weight: 1, arbitrary: fc.tuple(smallForm, fc.constantFrom('latin1', 'iso-8859-1', 'windows-1252', 'utf-16', 'utf-16be', 'utf-32', 'us-ascii', 'koi8-r')).map(([text, charset]) => asJson(text, unsupported, `application/json; charset=${charset}`)) },
    { weight: 1, arbitrary: fc.tuple(smallForm, fc.constantFrom('gzip', 'deflate', 'br', 'x-gzip')).map(([text, encoding]) => asJson(gzipSync(text), unsupported, 'application/json', { 'Content-Encoding': encoding })) },
  )
}

let clientCount = 0

/** A client address of its own for each request (198.18.0.0/15, benchmarking space), so no rate limit is shared. */
function nextAddress(): string {
  clientCount++
  return `198.${18 + ((clientCount >> 16) & 1)}.${(clientCount >> 8) & 255}.${clientCount & 255}`
}

const RUNS = 80

describe.each(databaseKinds)('generated hostile bodies on %s', (kind) => {
  let app: TestApp
  let slot: { date: string; time: string }
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: 'loopback' })
    const { days } = (await (await app.request('/api/booking-days')).json()) as { days: Array<{ date: string; slots: Array<{ time: string }> }> }
    slot = { date: days[0]!.date, time: days[0]!.slots[0]!.time }
  })
  afterAll(async () => {
    await app?.close()
  })

  const person = { fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'We would like an AI receptionist for our clinic.' }
  /** Each route's fields with a valid value (or values: a chat session and a sign-in email of their own, so no per-session or per-email limit is met). */
  const ROUTES: Array<[path: string, valid: () => Record<string, unknown>]> = [
    ['/api/contact', () => ({ ...person, source: 'contact', service: 'automation' })],
    ['/api/contact-inquiries', () => ({ ...person, company: 'Nair Dental' })],
    ['/api/bookings', () => ({ ...slot, name: person.fullName, email: person.email, phone: person.phone, company: 'Nair Dental', message: 'Reception help' })],
    ['/api/calculate-roi', () => ({ monthlyCalls: 500, missedCalls: 100, callDuration: 3, hourlyRate: 45, conversionRate: 20, orderValue: 250 })],
    ['/api/chat', () => ({ message: 'Do you build voice agents?', sessionId: fc.stringMatching(CHAT_SESSION_ID_PATTERN) })],
    ['/api/admin/login', () => ({ email: fc.emailAddress(), password: 'not the password' })],
  ]

  test.each(ROUTES)('POST %s: never a 5xx; each flaw gets its own 4xx envelope; the rest reach the route', async (path, valid) => {
    const answered = { byRoute: 0, limited: 0 }
    await fc.assert(
      fc.asyncProperty(arbitraryRequest(asArbitraries(valid())), async ({ body, headers, refusal }) => {
        const response = await app.request(path, { method: 'POST', body: new Uint8Array(body), headers: { 'X-Forwarded-For': nextAddress(), ...headers } })
        expect(response.status, `${body.length} bytes, ${JSON.stringify(headers)}`).toBeLessThan(500)
        expect(Object.prototype).not.toHaveProperty('polluted')
        if (refusal) {
          // Read raw: a field named "__proto__" would not survive the envelope's schema.
          const raw = (await response.clone().json()) as { error?: { fields?: Record<string, string> } }
          await expectEnvelope(response, refusal.status, refusal.code)
          if (refusal === unstorable) expect(Object.values(raw.error?.fields ?? {})).toContain(BROKEN_TEXT_MESSAGE)
          return
        }
        answered.byRoute++
        if (response.status === 429) answered.limited++
        await expectRouteAnswer(path, response)
      }),
      { numRuns: RUNS },
    )
    // The generated forms really reached the route and its rules, not only a rate limit.
    expect(answered.byRoute).toBeGreaterThan(RUNS / 4)
    expect(answered.limited).toBeLessThanOrEqual(answered.byRoute / 10)
    expect((await app.request('/api/health')).status).toBe(200)
  })
})

function asArbitraries(valid: Record<string, unknown>): Record<string, fc.Arbitrary<unknown>> {
  return Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, value instanceof fc.Arbitrary ? value : fc.constant(value)]))
}

/** A success is JSON; a refusal is the envelope, or for the sign-in its own {success: false, error} body. */
async function expectRouteAnswer(path: string, response: Response) {
  const text = await response.text()
  expect(response.headers.get('content-type'), text).toMatch(/^application\/json/)
  const body = JSON.parse(text) as Record<string, unknown>
  if (response.status < 400) return void expect(response.status, text).toBeGreaterThanOrEqual(200)
  if (path === '/api/admin/login') {
    expect([400, 401, 429], text).toContain(response.status)
    return void expect(body, text).toMatchObject({ success: false, error: expect.any(String) })
  }
  expect(body, text).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
}
