import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ChatMessage, ChatReply, ChatSource } from '../../contract/chat.ts'
import { newSessionId, readEvents } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'

let clientNumber = 0
const fromClient = () => ({ 'X-Forwarded-For': `198.18.1.${(++clientNumber % 250) + 1}` })

/** Questions whose answers state facts from every kind of place: the FAQ, plans, services, tools, demos, the legal pages, contact. */
const QUESTIONS = [
  'How long does it take to get up and running?',
  'What are your payment terms?',
  'Is there a warranty?',
  'How much is a chatbot?',
  'How much is a website?',
  'Can the voice agent book appointments?',
  'How much is automation?',
  'What AI tools do you have?',
  'Do you have a demo for a dental clinic?',
  'How do I contact you?',
  'How long do you keep my data?',
  'What are all your prices?',
]

describe('the sources of the chat’s replies', () => {
  let app: TestApp
  beforeAll(async () => {
    // With the site's pages, so each source can be opened.
    app = await startTestApp('pglite', { TRUST_PROXY: 'loopback' }, { pages: true })
  })
  afterAll(async () => {
    await app?.close()
  })

  const ask = async (message: string, sessionId = newSessionId(), headers: Record<string, string> = {}) => {
    const response = await app.request('/api/chat', { method: 'POST', json: { sessionId, message }, headers: { ...fromClient(), ...headers } })
    expect(response.status).toBe(200)
    return response
  }

  test('a reply that states the payment terms carries their section of the terms, kept with the reply and in the stream', async () => {
    const sessionId = newSessionId()
    const reply = (await (await ask('What are your payment terms?', sessionId)).json()) as ChatReply
    expect(reply.sources).toContainEqual({ title: 'Payment terms', url: '/terms-of-service#payment-terms' })

    const history = (await (await app.request(`/api/chat/${sessionId}`)).json()) as { messages: ChatMessage[] }
    expect(history.messages.at(-1)).toMatchObject({ role: 'assistant', content: reply.response, sources: reply.sources })

    const events = await readEvents(await ask('What are your payment terms?', newSessionId(), { Accept: 'text/event-stream' }))
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { sources: reply.sources } })
  })

  test('a greeting states no knowledge and carries no sources', async () => {
    const reply = (await (await ask('Hello!')).json()) as ChatReply
    expect(reply.sources).toBeUndefined()
  })

  test('every source of the answers is a page of this site that answers 200 and has the part it points at', async () => {
    const sources = new Map<string, ChatSource>()
    for (const question of QUESTIONS) {
      const reply = (await (await ask(question)).json()) as ChatReply
      expect(reply.sources, question).toBeDefined()
      for (const source of reply.sources ?? []) sources.set(source.url, source)
    }
    // Each kind of place was cited at least once.
    for (const prefix of ['/faq#', '/terms-of-service#', '/privacy-policy#', '/pricing#', '/services/', '/ai-tools', '/demos#', '/contact']) {
      expect([...sources.keys()].some((url) => url.startsWith(prefix)), prefix).toBe(true)
    }
    const pages = new Map<string, string>()
    for (const { url, title } of sources.values()) {
      expect(title.trim()).not.toBe('')
      const { pathname, hash } = new URL(url, app.baseUrl)
      expect(new URL(url, app.baseUrl).origin).toBe(new URL(app.baseUrl).origin)
      if (!pages.has(pathname)) {
        const page = await app.request(pathname)
        expect(page.status, pathname).toBe(200)
        pages.set(pathname, await page.text())
      }
      if (hash) expect(pages.get(pathname), url).toContain(`id="${hash.slice(1)}"`)
    }
  })
})
