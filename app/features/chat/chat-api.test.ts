import { describe, expect, it } from 'vitest'
import type { ChatRequest } from '../../../contract/chat'
import { fetchChatHistory, sendChatMessage } from './chat-api'

const request: ChatRequest = { message: 'How much is a voice agent?', sessionId: 'session_1763700000000_abcdefghijklmnopqrstuvwx' }

type Call = { url: string; init?: RequestInit }

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    return answer()
  }) as typeof fetch
  return { fetcher, calls }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

function eventStream(chunks: string[]) {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } })
}

describe('sendChatMessage', () => {
  it('posts the message and session id asking for a stream', async () => {
    const { fetcher, calls } = fakeFetch(() => json(200, { response: 'Hi' }))
    await sendChatMessage(request, { fetcher })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('/api/chat')
    expect(calls[0]!.init?.method).toBe('POST')
    expect(new Headers(calls[0]!.init?.headers).get('Accept')).toBe('text/event-stream')
    expect(new Headers(calls[0]!.init?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual(request)
  })

  it('reads a JSON reply', async () => {
    const { fetcher } = fakeFetch(() => json(200, { response: 'The AI Voice Agent is $699.' }))
    expect(await sendChatMessage(request, { fetcher })).toEqual({ kind: 'replied', response: 'The AI Voice Agent is $699.', streamed: false })
  })

  it('reads the times a reply offers to tap, and leaves out what is not one', async () => {
    const choices = ['Tuesday 1 December at 9:00 AM', 'Tuesday 1 December at 12:00 PM']
    const { fetcher } = fakeFetch(() => json(200, { response: 'Which suits you?', choices: [...choices, 42, '', 'x'.repeat(81)] }))
    expect(await sendChatMessage(request, { fetcher })).toEqual({ kind: 'replied', response: 'Which suits you?', streamed: false, choices })
  })

  it('passes a streamed reply on as it grows and ends with the whole reply', async () => {
    const { fetcher } = fakeFetch(() =>
      eventStream(['event: delta\ndata: {"text":"The AI "}\n\n', 'event: delta\ndata: {"text":"Voice Agent"}\n', '\nevent: done\ndata: {"response":"The AI Voice Agent"}\n\n']),
    )
    const seen: string[] = []
    const outcome = await sendChatMessage(request, { fetcher, onText: (text) => seen.push(text) })
    expect(seen).toEqual(['The AI ', 'The AI Voice Agent'])
    expect(outcome).toEqual({ kind: 'replied', response: 'The AI Voice Agent', streamed: true })
  })

  it('turns a stream error event into the technical-issue message', async () => {
    const { fetcher } = fakeFetch(() => eventStream(['event: delta\ndata: {"text":"The"}\n\n', 'event: error\ndata: {"message":"The assistant is unavailable"}\n\n']))
    expect(await sendChatMessage(request, { fetcher })).toEqual({
      kind: 'failed',
      message: "I'm experiencing a technical issue (The assistant is unavailable). Please try refreshing the page or contact us directly for assistance.",
    })
  })

  it('treats a stream that stops before its done event as a failure', async () => {
    const { fetcher } = fakeFetch(() => eventStream(['event: delta\ndata: {"text":"The"}\n\n']))
    const outcome = await sendChatMessage(request, { fetcher })
    expect(outcome).toEqual({ kind: 'failed', message: expect.stringContaining('technical issue (the reply was cut off)') })
  })

  it('shows a network failure with its error text', async () => {
    const { fetcher } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await sendChatMessage(request, { fetcher })).toEqual({
      kind: 'failed',
      message: "I'm experiencing a technical issue (Failed to fetch). Please try refreshing the page or contact us directly for assistance.",
    })
  })

  it('puts a server error message inside the technical-issue sentence', async () => {
    const { fetcher } = fakeFetch(() => json(500, { error: { code: 'internal', message: 'Something went wrong' } }))
    expect(await sendChatMessage(request, { fetcher })).toEqual({ kind: 'failed', message: expect.stringContaining('technical issue (Something went wrong)') })
    const bare = fakeFetch(() => new Response('Bad gateway', { status: 502 }))
    expect(await sendChatMessage(request, { fetcher: bare.fetcher })).toEqual({ kind: 'failed', message: expect.stringContaining('technical issue (error 502)') })
    const invalid = fakeFetch(() =>
      json(400, { error: { code: 'validation_failed', message: 'Please check the highlighted fields.', fields: { message: 'Messages can be at most 2000 characters' } } }),
    )
    expect(await sendChatMessage(request, { fetcher: invalid.fetcher })).toEqual({
      kind: 'failed',
      message: expect.stringContaining('technical issue (Messages can be at most 2000 characters)'),
    })
  })

  it("gives a rate limit in the server's own words", async () => {
    const { fetcher } = fakeFetch(() => json(429, { error: { code: 'rate_limited', message: 'Too many messages. Please wait a minute.' } }, { 'Retry-After': '60' }))
    expect(await sendChatMessage(request, { fetcher })).toEqual({ kind: 'failed', message: 'Too many messages. Please wait a minute.' })
  })

  it("gives a full conversation in the server's own words", async () => {
    const message = 'This conversation has reached its length limit. Please book a free consultation.'
    const { fetcher } = fakeFetch(() => json(409, { error: { code: 'conversation_full', message } }))
    expect(await sendChatMessage(request, { fetcher })).toEqual({ kind: 'failed', message })
  })

  it('reports an abort as such, not as a failure', async () => {
    const controller = new AbortController()
    const { fetcher } = fakeFetch(() => {
      controller.abort()
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
    })
    expect(await sendChatMessage(request, { fetcher, signal: controller.signal })).toEqual({ kind: 'aborted' })
  })
})

describe('fetchChatHistory', () => {
  const sessionId = request.sessionId

  it('reads the stored messages', async () => {
    const messages = [
      { role: 'user', content: 'Hi', timestamp: '2026-11-21T01:00:00.000Z' },
      { role: 'assistant', content: 'Hello!', timestamp: '2026-11-21T01:00:01.000Z' },
    ]
    const { fetcher, calls } = fakeFetch(() => json(200, { sessionId, messages }))
    expect(await fetchChatHistory(sessionId, fetcher)).toEqual({ kind: 'found', messages })
    expect(calls[0]!.url).toBe(`/api/chat/${sessionId}`)
  })

  it('leaves out entries that are not chat messages', async () => {
    const { fetcher } = fakeFetch(() => json(200, { sessionId, messages: [{ role: 'system', content: 'x', timestamp: 't' }, { role: 'user', content: 'Hi', timestamp: 't' }, null] }))
    expect(await fetchChatHistory(sessionId, fetcher)).toEqual({ kind: 'found', messages: [{ role: 'user', content: 'Hi', timestamp: 't' }] })
  })

  it('tells an unknown session from a failure', async () => {
    expect(await fetchChatHistory(sessionId, fakeFetch(() => json(404, { error: { code: 'not_found', message: 'Not found' } })).fetcher)).toEqual({ kind: 'missing' })
    expect(await fetchChatHistory(sessionId, fakeFetch(() => json(503, {})).fetcher)).toEqual({ kind: 'failed' })
    expect(await fetchChatHistory(sessionId, fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fetcher)).toEqual({ kind: 'failed' })
  })
})
