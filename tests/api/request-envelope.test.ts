import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type TestApp, startTestApp } from '../support/test-app.ts'

// Body handling is the same whatever the database, so one kind suffices here.
describe('request bodies and the error envelope', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('pglite')
  })
  afterAll(async () => {
    await app?.close()
  })

  test('a body that is not JSON gets 415', async () => {
    const response = await app.request('/api/anything', { method: 'POST', body: 'name=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } })
  })

  test('malformed JSON gets 400 malformed_body', async () => {
    const response = await app.request('/api/anything', { method: 'POST', body: '{"a":', headers: { 'Content-Type': 'application/json' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'malformed_body' } })
  })

  test('a body over 64 KiB gets 413', async () => {
    const response = await app.request('/api/anything', { method: 'POST', json: { text: 'x'.repeat(70 * 1024) } })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  /** A body sent in pieces without a Content-Length (chunked), as a stream of `pieces`. */
  const streamed = (pieces: string[]) =>
    new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece))
        controller.close()
      },
    })

  test('a body sent in pieces is read whole, and refused with 413 once it passes 64 KiB', async () => {
    const whole = await fetch(`${app.baseUrl}/api/calculate-roi`, { method: 'POST', body: streamed(['{"hoursPerWeek":', ' 10}']), headers: { 'Content-Type': 'application/json' }, duplex: 'half' } as RequestInit)
    expect(whole.status).toBe(400)
    expect(await whole.json()).toMatchObject({ error: { code: 'validation_failed' } })
    const oversized = await fetch(`${app.baseUrl}/api/anything`, { method: 'POST', body: streamed(['{"text":"', 'x'.repeat(40 * 1024), 'x'.repeat(40 * 1024), '"}']), headers: { 'Content-Type': 'application/json' }, duplex: 'half' } as RequestInit)
    expect(oversized.status).toBe(413)
    expect(await oversized.json()).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  test('JSON in another charset or compressed gets 415, and an empty JSON body reads as an empty object', async () => {
    const refused: Record<string, string>[] = [{ 'Content-Type': 'application/json; charset=utf-16' }, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }]
    for (const headers of refused) {
      const response = await app.request('/api/anything', { method: 'POST', body: '{}', headers })
      expect(response.status).toBe(415)
      expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type', message: 'Send the request body as UTF-8 JSON.' } })
    }
    const empty = await app.request('/api/calculate-roi', { method: 'POST', body: '', headers: { 'Content-Type': 'application/json' } })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ error: { code: 'validation_failed', fields: expect.any(Object) } })
  })
})

describe('health when the database is gone', () => {
  test('answers 503 with the JSON envelope', async () => {
    const app = await startTestApp('pglite')
    try {
      await app.database.close()
      const response = await app.request('/api/health')
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ error: { code: 'database_unavailable' } })
      // A read that needs the database (public content lists answer from the content cache while it holds them).
      const slots = await app.request('/api/booked-slots')
      expect(slots.status).toBe(503)
      expect(slots.headers.get('retry-after')).toBe('5')
    } finally {
      await app.close().catch(() => {})
    }
  })
})
