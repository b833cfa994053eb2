import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../contract/chat.ts'
import { newSessionId } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'

/** Messages of the longest length the chat takes, made of what language pipelines are slowest on. */
const fill = (unit: string) => unit.repeat(Math.ceil(CHAT_MESSAGE_MAX_LENGTH / unit.length)).slice(0, CHAT_MESSAGE_MAX_LENGTH)
const WORST_MESSAGES = {
  'short words': fill('a '),
  'one-letter words and digits': fill('a 1 b 2 '),
  digits: fill('1 2 3 '),
  'repeated punctuation': fill('!?.,;:'),
  URLs: fill('https://example.com/a?b=c '),
  emails: fill('me@example.com '),
  'product words': fill('website chatbot voice agent '),
  'day words': fill('monday tuesday arvo tomorrow '),
}

describe('the built-in assistant and the worst messages', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('pglite', { TRUST_PROXY: 'loopback' })
    // The language model trains once per process, on the first message: not what is measured here.
    expect((await app.request('/api/chat', { method: 'POST', json: { message: 'hello', sessionId: newSessionId() } })).status).toBe(200)
  })
  afterAll(async () => {
    await app?.close()
  })

  // Each took 3.5 to 8 s when nlp.js read the whole message in one piece (it tries every run of words), and held
  // every other request for as long. What one request holds the loop for is the least of three tries: a real block
  // shows in each, while the other test worker's load, or a garbage collection, comes and goes.
  test('every message of 2,000 characters is answered in under 300 ms, and none holds the event loop for 50 ms', async () => {
    let client = 0
    for (const [name, worst] of Object.entries(WORST_MESSAGES)) {
      const heldMs: number[] = []
      for (const attempt of ['1', '2', '3']) {
        // Another message each time (the assistant remembers what it understood of a message).
        const message = `${attempt} ${worst}`.slice(0, CHAT_MESSAGE_MAX_LENGTH)
        const delay = monitorEventLoopDelay({ resolution: 10 })
        const startedAt = performance.now()
        delay.enable()
        const response = await app.request('/api/chat', { method: 'POST', json: { message, sessionId: newSessionId() }, headers: { 'X-Forwarded-For': `192.0.2.${++client}` } })
        const body = (await response.json()) as { response: string }
        delay.disable()
        expect(response.status, name).toBe(200)
        expect(body.response, name).not.toBe('')
        expect(performance.now() - startedAt, name).toBeLessThan(300)
        heldMs.push(delay.max / 1e6)
      }
      expect(Math.min(...heldMs), name).toBeLessThan(50)
    }
  })
})
