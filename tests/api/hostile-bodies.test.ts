import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectEnvelope } from '../support/bad-input-cases.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * Request bodies written to hurt: nesting deep enough to overflow a recursive walk, bytes that are not
 * UTF-8, bodies past the 64 KiB limit, other types, charsets and encodings, and bodies cut off or left
 * hanging. Each is refused with its 4xx in the error envelope (or, when the connection itself is
 * broken, by the HTTP server), and the process keeps answering.
 */

/** Every public POST and the sign-in: the bodies strangers can send. */
const PUBLIC_BODY_ROUTES = ['/api/contact', '/api/contact-inquiries', '/api/bookings', '/api/calculate-roi', '/api/chat', '/api/admin/login']

const roi = { monthlyCalls: 500, missedCalls: 100, callDuration: 3, hourlyRate: 45, conversionRate: 20, orderValue: 250 }

/** `depth` containers, one inside the other, alternating lists and objects. */
function nested(depth: number, inner = '1'): string {
  let text = inner
  for (let level = 0; level < depth; level++) text = level % 2 ? `{"k":${text}}` : `[${text}]`
  return text
}

/** JSON text with these raw bytes inside the value of its message field. */
function withBytes(...bytes: number[]): Buffer {
  return Buffer.concat([Buffer.from('{"message":"Hello '), Buffer.from(bytes), Buffer.from(' there","sessionId":"x"}')])
}

const INVALID_UTF8: Array<[label: string, body: Buffer]> = [
  ['a stray 0xFF byte', withBytes(0xff)],
  ['a lone continuation byte', withBytes(0x80)],
  ['an overlong encoding of "/"', withBytes(0xc0, 0xaf)],
  ['an encoded surrogate (CESU-8)', withBytes(0xed, 0xa0, 0x80)],
  ['a sequence cut short', withBytes(0xe2, 0x82)],
  ['a code point past U+10FFFF', withBytes(0xf4, 0x90, 0x80, 0x80)],
  ['Latin-1 text sent as UTF-8', Buffer.from('{"message":"Café crème"}', 'latin1')],
]

let clientCount = 0

/** A client address of its own for each request (198.18.0.0/15, benchmarking space), so no rate limit is shared. */
function nextAddress(): string {
  clientCount++
  return `198.${18 + ((clientCount >> 16) & 1)}.${(clientCount >> 8) & 255}.${clientCount & 255}`
}

describe.each(databaseKinds)('hostile request bodies on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: 'loopback' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const post = (path: string, body: string | Buffer, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    app.request(path, { method: 'POST', body: typeof body === 'string' ? body : new Uint8Array(body), headers: { 'X-Forwarded-For': nextAddress(), ...headers } })

  const expectHealthy = async () => expect((await app.request('/api/health')).status).toBe(200)

  test('3,000 nested brackets answer 400 malformed_body on every public route, and health keeps answering', async () => {
    const bodies = ['['.repeat(3000) + ']'.repeat(3000), '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), `{"fullName":${nested(3000, '"Priya"')}}`, '['.repeat(32_000) + ']'.repeat(32_000)]
    for (const path of [...PUBLIC_BODY_ROUTES, '/api/no-such-route']) {
      for (const body of bodies) await expectEnvelope(await post(path, body), 400, 'malformed_body')
      await expectHealthy()
    }
  })

  test('nesting of 32 levels reaches the route; 33 is refused as malformed', async () => {
    await expectEnvelope(await post('/api/calculate-roi', JSON.stringify({ ...roi, monthlyCalls: JSON.parse(nested(31)) as unknown })), 400, 'validation_failed')
    await expectEnvelope(await post('/api/calculate-roi', JSON.stringify({ ...roi, monthlyCalls: JSON.parse(nested(32)) as unknown })), 400, 'malformed_body')
  })

  test.each(INVALID_UTF8)('%s answers 400 malformed_body instead of being read as replacement characters', async (_label, body) => {
    await expectEnvelope(await post('/api/chat', body), 400, 'malformed_body')
  })

  test('valid UTF-8, with or without a byte-order mark, is read as sent', async () => {
    const answer = await post('/api/calculate-roi', `\ufeff${JSON.stringify(roi)}`)
    expect(answer.status).toBe(200)
    const text = await post('/api/calculate-roi', Buffer.from(JSON.stringify({ ...roi, note: 'Zoë 🤖 株式会社' })))
    expect(text.status).toBe(200)
  })

  test('64 KiB reaches the route; 65 KiB answers 413 payload_too_large', async () => {
    const padded = (bytes: number) => {
      const start = JSON.stringify({ ...roi, padding: '' })
      return `${start.slice(0, -2)}${'x'.repeat(bytes - start.length)}"}`
    }
    expect(Buffer.byteLength(padded(64 * 1024))).toBe(64 * 1024)
    expect((await post('/api/calculate-roi', padded(64 * 1024))).status).toBe(200)
    await expectEnvelope(await post('/api/calculate-roi', padded(64 * 1024 + 1)), 413, 'payload_too_large')
    await expectEnvelope(await post('/api/calculate-roi', padded(65 * 1024)), 413, 'payload_too_large')
    await expectHealthy()
  })

  test('other types, charsets and encodings answer 415 unsupported_media_type', async () => {
    const json = JSON.stringify(roi)
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'application/xml', 'application/json-patch+json']) {
      await expectEnvelope(await post('/api/calculate-roi', json, { 'Content-Type': type }), 415, 'unsupported_media_type')
    }
    await expectEnvelope(await post('/api/calculate-roi', Buffer.from(json), {}), 415, 'unsupported_media_type')
    for (const charset of ['latin1', 'iso-8859-1', 'utf-16', 'utf-16le', 'utf-32', 'us-ascii']) {
      const error = await expectEnvelope(await post('/api/calculate-roi', json, { 'Content-Type': `application/json; charset=${charset}` }), 415, 'unsupported_media_type')
      expect(error.message).toBe('Send the request body as UTF-8 JSON.')
    }
    for (const encoding of ['gzip', 'deflate', 'br', 'x-gzip', 'compress']) {
      const error = await expectEnvelope(await post('/api/calculate-roi', json, { 'Content-Type': 'application/json', 'Content-Encoding': encoding }), 415, 'unsupported_media_type')
      expect(error.message).toBe('Send the request body as UTF-8 JSON.')
    }
    // The same figures in the accepted spellings are read.
    const accepted: Array<Record<string, string>> = [{ 'Content-Type': 'application/json; charset=UTF-8' }, { 'Content-Type': 'Application/JSON' }, { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' }]
    for (const headers of accepted) {
      expect((await post('/api/calculate-roi', json, headers)).status).toBe(200)
    }
  })

  test('a GET with a stray body answers as if it had none', async () => {
    for (const type of ['text/plain', 'application/octet-stream']) {
      const answer = await rawExchange(app, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello`, { halfClose: false })
      expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    }
  })

  test('a body cut off mid-way is answered 400 (or the connection closed), never 5xx, and others are served meanwhile', async () => {
    const head = (length: string) => `POST /api/calculate-roi HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n\r\n`
    const cutOff = [
      `${head('Content-Length: 1000')}{"monthlyCalls": 5`,
      `${head('Transfer-Encoding: chunked')}5\r\n{"a":\r\n`,
      `${head('Transfer-Encoding: chunked')}zz\r\n{"a":\r\n`,
    ]
    for (const request of cutOff) {
      // Sent while requests whose bodies never arrive (one of them far past the limit) keep their connections open.
      const hanging = ['Content-Length: 60000', 'Content-Length: 1073741824', 'Transfer-Encoding: chunked'].map((length) => {
        const socket = net.connect(Number(new URL(app.baseUrl).port), '127.0.0.1')
        socket.on('error', () => {})
        socket.write(`${head(length)}${length.startsWith('Transfer') ? '10\r\n' : ''}{"monthlyCalls": `)
        return socket
      })
      try {
        const answer = await rawExchange(app, request, { halfClose: true })
        expect(answer === '' || /^HTTP\/1\.1 400 /.test(answer), answer).toBe(true)
        await expectHealthy()
        await expectEnvelope(await post('/api/calculate-roi', '{"a":'), 400, 'malformed_body')
      } finally {
        for (const socket of hanging) socket.destroy()
      }
    }
  })
})

/** Writes raw bytes to the app (and with `halfClose` ends its side there) and resolves with all it answers before closing. */
function rawExchange(app: TestApp, request: string, { halfClose }: { halfClose: boolean }): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(app.baseUrl).port), '127.0.0.1')
    let answer = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer within 5 s; got ${JSON.stringify(answer)}`))
    }, 5_000)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(answer)
    })
    if (halfClose) socket.end(request)
    else socket.write(request)
  })
}
