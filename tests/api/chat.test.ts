import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '../../contract/chat.ts'
import { pricingPlans } from '../../server/db/schema/content.ts'
import { chatConversations, outbox } from '../../server/db/schema/leads.ts'
import { MAX_VISITOR_MESSAGES } from '../../server/domain/chat/conversations.ts'
import { CHAT_SESSION_RATE_LIMIT } from '../../server/http/api/chat.ts'
import { newSessionId, readEvents } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

let clientNumber = 0
const fromClient = () => ({ 'X-Forwarded-For': `198.18.0.${(++clientNumber % 250) + 1}` })

describe.each(databaseKinds)('chat API with the built-in assistant on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: 'loopback' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const send = (sessionId: string, message: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/chat', { method: 'POST', json: { sessionId, message }, headers: { ...fromClient(), ...headers } })
  const conversation = async (sessionId: string) => (await app.database.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId)))[0]
  const chatEmails = async () => (await app.database.db.select().from(outbox)).filter((message) => message.kind === 'chat.business')

  test('answers a question from the live prices and keeps both messages, restorable by session id', async () => {
    const sessionId = newSessionId()
    const response = await send(sessionId, 'How much is a voice agent?')
    expect(response.status).toBe(200)
    const { response: reply } = (await response.json()) as { response: string }
    expect(reply).toContain('$899')

    const restored = await app.request(`/api/chat/${sessionId}`)
    expect(restored.status).toBe(200)
    const history = (await restored.json()) as { sessionId: string; messages: ChatMessage[] }
    expect(history.sessionId).toBe(sessionId)
    expect(history.messages.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'How much is a voice agent?' },
      { role: 'assistant', content: reply },
    ])
    for (const message of history.messages) expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp)
  })

  test('quotes a price an admin just changed, never the old one', async () => {
    const { db } = app.database
    await db.update(pricingPlans).set({ price: '$950' }).where(eq(pricingPlans.name, 'AI Voice Agent'))
    try {
      const { response } = (await (await send(newSessionId(), 'what does the AI voice agent cost')).json()) as { response: string }
      expect(response).toContain('$950')
      expect(response).not.toContain('$899')
    } finally {
      await db.update(pricingPlans).set({ price: '$899' }).where(eq(pricingPlans.name, 'AI Voice Agent'))
    }
  })

  test('streams the reply as server-sent events ending with the whole reply, which is what gets stored', async () => {
    const sessionId = newSessionId()
    const response = await send(sessionId, 'What are your business hours?', { Accept: 'text/event-stream' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const events = await readEvents(response)
    const done = events.at(-1)!
    expect(done.event).toBe('done')
    expect(events.filter((event) => event.event === 'error')).toEqual([])
    const stored = await conversation(sessionId)
    expect(stored?.messages.at(-1)).toMatchObject({ role: 'assistant', content: done.data.response })
  })

  test('captures a lead over the conversation, scores it high, and tells the business exactly once', async () => {
    const sessionId = newSessionId()
    const before = (await chatEmails()).length
    await send(sessionId, 'Hi, I run a dental clinic in Preston and we miss a lot of calls.')
    expect((await conversation(sessionId))?.leadQuality).not.toBe('high')
    await send(sessionId, "I'm interested in the AI voice agent. My name is Priya Nair, email priya@brightsmile.com.au, phone 0412 345 678")
    const captured = await conversation(sessionId)
    expect(captured?.leadData).toMatchObject({ email: 'priya@brightsmile.com.au', phone: '0412 345 678', interest: expect.stringMatching(/voice agent/i) })
    expect(captured?.leadQuality).toBe('high')
    expect(captured?.summary).toContain('priya@brightsmile.com.au')
    expect(captured?.notifiedAt).toBeInstanceOf(Date)

    await send(sessionId, 'Thanks! Talk soon.')
    const emails = (await chatEmails()).filter((message) => (message.payload as { sessionId?: string }).sessionId === sessionId)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ recipient: 'hello@melbourneai.com.au', status: 'pending' })
    expect((await chatEmails()).length).toBe(before + 1)
  })

  test('an address the visitor only asks about files the conversation under no one; their own does', async () => {
    const sessionId = newSessionId()
    await send(sessionId, "what is carol@example.com's phone number? I think she's on 0499 888 777")
    expect((await conversation(sessionId))?.leadData).toEqual({})
    expect((await conversation(sessionId))?.personId).toBeNull()
    await send(sessionId, 'Never mind. My email is jordan@example.com')
    expect((await conversation(sessionId))?.leadData).toEqual({ email: 'jordan@example.com' })
  })

  test.each([
    ['an empty message', { message: '   ' }, 'message', 'Please type a message'],
    ['a message that is too long', { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, 'message', `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`],
    ['a message that is not text', { message: 42 }, 'message', 'Please type a message'],
    ['a malformed session id', { sessionId: 'session_1' }, 'sessionId', 'The chat session id is not valid'],
    ['no session id', { sessionId: undefined }, 'sessionId', 'A chat session id is required'],
  ])('refuses %s with 400 and stores nothing', async (_name, change, field, message) => {
    const sessionId = newSessionId()
    const response = await app.request('/api/chat', { method: 'POST', json: { sessionId, message: 'Hello', ...change }, headers: fromClient() })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } })
    expect(await conversation(sessionId)).toBeUndefined()
  })

  test('an unknown session id is 404 and a malformed one 400, both as JSON errors', async () => {
    const unknown = await app.request(`/api/chat/${newSessionId()}`)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.code).toBe('not_found')
    const malformed = await app.request('/api/chat/not-a-session')
    expect(malformed.status).toBe(400)
  })

  test(`a session sending more than ${CHAT_SESSION_RATE_LIMIT.limit} messages in the window gets a friendly 429`, async () => {
    const sessionId = newSessionId()
    for (let index = 0; index < CHAT_SESSION_RATE_LIMIT.limit; index++) expect((await send(sessionId, `Question number ${index}?`)).status).toBe(200)
    const limited = await send(sessionId, 'One more?')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await limited.json()).error.message).toMatch(/wait a minute/)
    expect((await conversation(sessionId))?.messages).toHaveLength(CHAT_SESSION_RATE_LIMIT.limit * 2)
  })

  test(`a conversation holds at most ${MAX_VISITOR_MESSAGES} visitor messages`, async () => {
    const sessionId = newSessionId()
    const at = new Date().toISOString()
    const messages: ChatMessage[] = Array.from({ length: MAX_VISITOR_MESSAGES }, (_, index) => [
      { role: 'user' as const, content: `Question ${index}`, timestamp: at },
      { role: 'assistant' as const, content: `Answer ${index}`, timestamp: at },
    ]).flat()
    await app.database.db.insert(chatConversations).values({ sessionId, messages })
    const response = await send(sessionId, 'Still there?')
    expect(response.status).toBe(409)
    expect((await response.json()).error).toMatchObject({ code: 'conversation_full', message: expect.stringMatching(/book a free consultation/) })
    expect((await conversation(sessionId))?.messages).toHaveLength(MAX_VISITOR_MESSAGES * 2)
  })

  test('concurrent messages of one session are all kept, each with its reply', async () => {
    const sessionId = newSessionId()
    const questions = ['Do you build websites?', 'Where are you located?', 'Can I book a call?', 'Do you offer support?', 'What AI tools do you have?']
    const answers = await Promise.all(questions.map((question) => send(sessionId, question)))
    expect(answers.map((answer) => answer.status)).toEqual(questions.map(() => 200))
    const stored = (await conversation(sessionId))?.messages ?? []
    expect(stored).toHaveLength(questions.length * 2)
    expect(stored.filter((message) => message.role === 'user').map((message) => message.content).sort()).toEqual([...questions].sort())
  })

  // Each message is usually stored with its reply in one write, made on what this instance last wrote of the
  // conversation; another instance (or a restart) may have written since, and nothing it wrote may be lost.
  test('a conversation written elsewhere since this instance last wrote it keeps everything, and the reply reads it', async () => {
    const sessionId = newSessionId()
    expect((await send(sessionId, 'Do you build websites?')).status).toBe(200)
    const at = new Date().toISOString()
    const elsewhere: ChatMessage[] = [
      { role: 'user', content: 'How much is the AI voice agent?', timestamp: at },
      { role: 'assistant', content: 'Our AI Voice Agent is $899 as a one-time setup fee.', timestamp: at },
    ]
    const written = await conversation(sessionId)
    await app.database.db
      .update(chatConversations)
      .set({ messages: [...(written?.messages ?? []), ...elsewhere] })
      .where(eq(chatConversations.sessionId, sessionId))

    expect((await send(sessionId, 'And what does it include?')).status).toBe(200)
    const stored = (await conversation(sessionId))?.messages ?? []
    expect(stored.map((message) => message.content).slice(0, 4)).toEqual([...(written?.messages ?? []), ...elsewhere].map((message) => message.content))
    expect(stored).toHaveLength(6)
    expect(stored[4]).toMatchObject({ role: 'user', content: 'And what does it include?' })
    // 'it' is the voice agent the conversation was last about, not the websites this instance last saw.
    expect(stored[5]?.content).toMatch(/voice agent/i)
    expect(stored[5]?.content).not.toMatch(/website/i)
  })

  test('a conversation this instance never wrote is continued, not started again', async () => {
    const sessionId = newSessionId()
    const at = new Date().toISOString()
    const earlier: ChatMessage[] = [
      { role: 'user', content: 'Hi, I am Priya.', timestamp: at },
      { role: 'assistant', content: 'Hi Priya, how can I help?', timestamp: at },
    ]
    await app.database.db.insert(chatConversations).values({ sessionId, messages: earlier, leadData: { name: 'Priya' } })
    expect((await send(sessionId, 'How much is a website?')).status).toBe(200)
    const row = await conversation(sessionId)
    expect(row?.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant'])
    expect(row?.messages[0]?.content).toBe('Hi, I am Priya.')
    expect(row?.leadData).toMatchObject({ name: 'Priya', interest: 'website' })
  })
})
