import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PERSON_REQUEST_MESSAGE } from '../../contract/chat.ts'
import { chatConversations } from '../../server/db/schema/leads.ts'
import { type FakeBehaviour, startFakeOpenAi } from '../support/fake-openai.ts'
import { newSessionId, readEvents } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'

const TIMEOUT_MS = 1_000

// The AI path is the same on either database, so it runs on the embedded one only.
describe('chat through an OpenAI-compatible service (a real HTTP fake on loopback)', () => {
  let app: TestApp
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
  beforeAll(async () => {
    fake = await startFakeOpenAi()
    app = await startTestApp('pglite', { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'test-key', CHAT_MODEL: 'fake-model', CHAT_TIMEOUT_MS: String(TIMEOUT_MS) })
  })
  afterAll(async () => {
    await app?.close()
    await fake?.close()
  })
  beforeEach(() => {
    fake.requests.length = 0
  })

  const stream = (sessionId: string, message: string) =>
    app.request('/api/chat', { method: 'POST', json: { sessionId, message }, headers: { Accept: 'text/event-stream' } })
  const ask = async (sessionId: string, message: string) => {
    const response = await app.request('/api/chat', { method: 'POST', json: { sessionId, message } })
    expect(response.status).toBe(200)
    return ((await response.json()) as { response: string }).response
  }
  const stored = async (sessionId: string) => (await app.database.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId)))[0]

  test('streams the model reply piece by piece, grounded in a system prompt built from the live data', async () => {
    fake.next({ kind: 'stream', pieces: ['Our AI Voice Agent ', 'is a one-time ', 'setup of $899.'] })
    const sessionId = newSessionId()
    const events = await readEvents(await stream(sessionId, 'How much is the voice agent?'))
    expect(events.map((event) => event.event)).toEqual(['delta', 'delta', 'delta', 'done'])
    expect(events.slice(0, 3).map((event) => event.data.text).join('')).toBe('Our AI Voice Agent is a one-time setup of $899.')
    expect(events[3]?.data.response).toBe('Our AI Voice Agent is a one-time setup of $899.')

    const request = fake.requests[0]!
    expect(request.headers.authorization).toBe('Bearer test-key')
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true })
    expect((request.body.tools as { function: { name: string } }[]).map((tool) => tool.function.name)).toEqual(['save_lead', 'list_free_times', 'book_consultation'])
    const [system, user] = request.body.messages as { role: string; content: string }[]
    expect(system?.role).toBe('system')
    expect(system?.content).toContain('$899')
    expect(system?.content).toContain('$699')
    expect(user).toEqual({ role: 'user', content: 'How much is the voice agent?' })
    expect((await stored(sessionId))?.messages.at(-1)?.content).toBe('Our AI Voice Agent is a one-time setup of $899.')
  })

  test('a request for a person is the built-in assistant’s: the team is told and the model is not asked', async () => {
    const sessionId = newSessionId()
    const reply = await ask(sessionId, PERSON_REQUEST_MESSAGE)
    expect(reply).toMatch(/I've let the team know|We're closed right now/)
    expect(fake.requests).toHaveLength(0)
    expect((await stored(sessionId))?.messages.at(-1)?.handover).toEqual({ due: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
  })

  test('sends the earlier conversation with each new message', async () => {
    const sessionId = newSessionId()
    fake.next({ kind: 'stream', pieces: ['Hello! How can I help?'] }, { kind: 'stream', pieces: ['Websites start at $499.'] })
    await ask(sessionId, 'Hi')
    await ask(sessionId, 'And websites?')
    const roles = (fake.requests[1]?.body.messages as { role: string; content: string }[]).map(({ role, content }) => `${role}: ${content}`)
    expect(roles.slice(1)).toEqual(['user: Hi', 'assistant: Hello! How can I help?', 'user: And websites?'])
  })

  test('a save_lead tool call stores the lead, and the model then answers the visitor', async () => {
    const sessionId = newSessionId()
    fake.next(
      { kind: 'tool-call', name: 'save_lead', args: JSON.stringify({ name: 'Sam Lee', email: 'sam@leeplumbing.com.au', interest: 'AI voice agent', budget: '$1,500' }) },
      { kind: 'stream', pieces: ['Thanks Sam, ', 'I have noted your details.'] },
    )
    const reply = await ask(sessionId, 'I am Sam from Lee Plumbing, sam@leeplumbing.com.au, keen on a voice agent, budget about $1,500')
    expect(reply).toBe('Thanks Sam, I have noted your details.')
    const toolRound = fake.requests[1]?.body.messages as { role: string; tool_call_id?: string; content: string }[]
    expect(toolRound.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' })
    const conversation = await stored(sessionId)
    expect(conversation?.leadData).toMatchObject({ name: 'Sam Lee', email: 'sam@leeplumbing.com.au', interest: expect.stringMatching(/voice agent/i) })
    expect(conversation?.leadQuality).toBe('high')
  })

  test('malformed tool arguments are ignored, not trusted', async () => {
    const sessionId = newSessionId()
    fake.next({ kind: 'tool-call', name: 'save_lead', args: '{"email": "x@y.com", oops' }, { kind: 'stream', pieces: ['Happy to help.'] })
    expect(await ask(sessionId, 'Just looking around')).toBe('Happy to help.')
    expect((await stored(sessionId))?.leadData).toEqual({})
  })

  const failures: [string, FakeBehaviour][] = [
    ['answers 500', { kind: 'status', status: 500, body: '{"error":{"message":"upstream exploded"}}' }],
    ['hangs past the timeout', { kind: 'hang' }],
    ['sends malformed JSON', { kind: 'garbage', body: 'data: {"choices": [ {"delta": \n\n' }],
    ['answers with no text at all', { kind: 'stream', pieces: [] }],
  ]
  test.each(failures)('when the service %s, the built-in assistant answers from the live data in time and the conversation is saved', async (_name, behaviour) => {
    fake.next(behaviour)
    const sessionId = newSessionId()
    const startedAt = Date.now()
    const reply = await ask(sessionId, 'How much is a voice agent?')
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 1_500)
    expect(reply).toContain('$899')
    const conversation = await stored(sessionId)
    expect(conversation?.messages.map((message) => message.role)).toEqual(['user', 'assistant'])
    expect(conversation?.messages[1]?.content).toBe(reply)
  })

  test('when the service stalls mid-reply, the stream ends with the built-in answer, which replaces the partial text', async () => {
    fake.next({ kind: 'hang-after', pieces: ['Our voice agent costs '] })
    const sessionId = newSessionId()
    const events = await readEvents(await stream(sessionId, 'How much is a voice agent?'))
    expect(events[0]).toEqual({ event: 'delta', data: { text: 'Our voice agent costs ' } })
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    expect(done.data.response).toContain('$899')
    expect((await stored(sessionId))?.messages.at(-1)?.content).toBe(done.data.response)
  })

  test('a service that hangs before its first word on the streaming path: the built-in answer arrives within the timeout and the conversation is saved', async () => {
    fake.next({ kind: 'hang' })
    const sessionId = newSessionId()
    const startedAt = Date.now()
    const response = await app.request('/api/chat', { method: 'POST', json: { sessionId, message: 'How much is a voice agent?' }, headers: { Accept: 'text/event-stream' } })
    const events = await readEvents(response)
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 1_500)
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    expect(done.data.response).toContain('$899')
    const [conversation] = await app.database.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId))
    expect(conversation?.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'How much is a voice agent?'],
      ['assistant', done.data.response],
    ])
  })
})
