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

  test('malformed JSON gets 400 invalid_json', async () => {
    const response = await app.request('/api/anything', { method: 'POST', body: '{"a":', headers: { 'Content-Type': 'application/json' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_json' } })
  })

  test('a body over 64 KiB gets 413', async () => {
    const response = await app.request('/api/anything', { method: 'POST', json: { text: 'x'.repeat(70 * 1024) } })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } })
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
      const services = await app.request('/api/services')
      expect(services.status).toBe(503)
      expect(services.headers.get('retry-after')).toBe('5')
    } finally {
      await app.close().catch(() => {})
    }
  })
})
