import { describe, expect, it } from 'vitest'
import type { ChatStreamEvent } from '../../../contract/chat'
import { type ServerSentEvent, createSseParser, readChatEvents, toChatStreamEvent } from './sse'

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = []
  const parser = createSseParser((event) => events.push(event))
  for (const chunk of chunks) parser.push(chunk)
  parser.end()
  return events
}

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
}

describe('createSseParser', () => {
  it('reads named events with their data', () => {
    expect(parse(['event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"response":"Hi"}\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: '{"response":"Hi"}' },
    ])
  })

  it('joins events split anywhere between chunks, including inside a CRLF', () => {
    const text = 'event: delta\r\ndata: {"text":"Hello"}\r\n\r\nevent: done\r\ndata: {"response":"Hello"}\r\n\r\n'
    const expected = parse([text])
    expect(expected).toHaveLength(2)
    for (let cut = 1; cut < text.length; cut++) expect(parse([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(expected)
    expect(parse(text.split(''))).toEqual(expected)
  })

  it('accepts LF, CR and CRLF line ends', () => {
    const expected = [{ event: 'delta', data: 'x' }]
    expect(parse(['event: delta\ndata: x\n\n'])).toEqual(expected)
    expect(parse(['event: delta\rdata: x\r\r'])).toEqual(expected)
    expect(parse(['event: delta\r\ndata: x\r\n\r\n'])).toEqual(expected)
  })

  it('joins several data lines with a line feed and keeps spaces after the first', () => {
    expect(parse(['data: one\ndata:  two\ndata:three\n\n'])).toEqual([{ event: 'message', data: 'one\n two\nthree' }])
  })

  it('ignores comments, ids, retries and events without data', () => {
    expect(parse([': keep-alive\n\nid: 4\nretry: 1000\nevent: delta\n\nevent: done\ndata: {}\n\n'])).toEqual([{ event: 'done', data: '{}' }])
  })

  it('drops an event the stream ended before finishing', () => {
    expect(parse(['event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {"resp'])).toEqual([{ event: 'delta', data: '{"text":"a"}' }])
  })
})

describe('toChatStreamEvent', () => {
  it('reads the three contract events', () => {
    expect(toChatStreamEvent({ event: 'delta', data: '{"text":"Hi"}' })).toEqual({ event: 'delta', data: { text: 'Hi' } })
    expect(toChatStreamEvent({ event: 'done', data: '{"response":"Hi there"}' })).toEqual({ event: 'done', data: { response: 'Hi there' } })
    expect(toChatStreamEvent({ event: 'error', data: '{"message":"Busy"}' })).toEqual({ event: 'error', data: { message: 'Busy' } })
  })

  it('a reply that booked carries its booking; a booking of another shape is left out', () => {
    const booking = { date: '2026-12-01', time: '10:30 AM', startsAt: '2026-11-30T23:30:00.000Z', service: 'Free Consultation', links: { manage: '/booking/t', invite: '/booking/t/consultation.ics' } }
    expect(toChatStreamEvent({ event: 'done', data: JSON.stringify({ response: 'Booked', booking }) })).toEqual({ event: 'done', data: { response: 'Booked', booking } })
    expect(toChatStreamEvent({ event: 'done', data: JSON.stringify({ response: 'Booked', booking: { ...booking, links: null } }) })).toEqual({ event: 'done', data: { response: 'Booked' } })
  })

  it('rejects unknown events, bad JSON and missing fields', () => {
    expect(toChatStreamEvent({ event: 'message', data: '{"text":"Hi"}' })).toBeUndefined()
    expect(toChatStreamEvent({ event: 'delta', data: '{"text":' })).toBeUndefined()
    expect(toChatStreamEvent({ event: 'done', data: '{"text":"Hi"}' })).toBeUndefined()
    expect(toChatStreamEvent({ event: 'delta', data: 'null' })).toBeUndefined()
  })
})

describe('readChatEvents', () => {
  it('decodes UTF-8 split across chunks and passes events on in order', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"G’day 👋"}\n\nevent: done\ndata: {"response":"G’day 👋"}\n\n')
    // Cut inside the multi-byte characters.
    const chunks = [bytes.slice(0, 30), bytes.slice(30, 34), bytes.slice(34)]
    const events: ChatStreamEvent[] = []
    await readChatEvents(streamOf(chunks), (event) => events.push(event))
    expect(events).toEqual([
      { event: 'delta', data: { text: 'G’day 👋' } },
      { event: 'done', data: { response: 'G’day 👋' } },
    ])
  })

  it('skips events that are not part of the contract', async () => {
    const events: ChatStreamEvent[] = []
    await readChatEvents(streamOf(['event: ping\ndata: {}\n\n', 'event: delta\ndata: {"text":"ok"}\n\n']), (event) => events.push(event))
    expect(events).toEqual([{ event: 'delta', data: { text: 'ok' } }])
  })
})
