import type { ChatStreamEvent } from '../../../contract/chat'
import { readChatReply } from './chat-reply'

export type ServerSentEvent = { event: string; data: string }

/**
 * A server-sent events parser after the WHATWG 'event stream interpretation': lines end in LF, CR
 * or CRLF (even when a CRLF is split between chunks); `data` lines join with LF; comments, `id` and
 * `retry` are ignored; an event without data is not dispatched; an unfinished event at the end of
 * the stream is dropped, as it may be cut short.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = ''
  let eventType = ''
  let data: string[] = []

  function dispatch() {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n') })
    eventType = ''
    data = []
  }

  function processLine(line: string) {
    if (line === '') return dispatch()
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') eventType = value
    else if (field === 'data') data.push(value)
  }

  return {
    push(chunk: string) {
      buffer += chunk
      let start = 0
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index]
        if (char !== '\n' && char !== '\r') continue
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (char === '\r' && index === buffer.length - 1) break
        processLine(buffer.slice(start, index))
        if (char === '\r' && buffer[index + 1] === '\n') index++
        start = index + 1
      }
      buffer = buffer.slice(start)
    },
    end() {
      if (buffer.endsWith('\r')) processLine(buffer.slice(0, -1))
      buffer = ''
      eventType = ''
      data = []
    },
  }
}

/** The chat contract's reading of one event; anything else (unknown type, bad JSON) is undefined. */
export function toChatStreamEvent({ event, data }: ServerSentEvent): ChatStreamEvent | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const fields = parsed as Record<string, unknown>
  if (event === 'delta' && typeof fields.text === 'string') return { event, data: { text: fields.text } }
  const reply = event === 'done' ? readChatReply(fields) : undefined
  if (reply) return { event: 'done', data: reply }
  if (event === 'error' && typeof fields.message === 'string') return { event, data: { message: fields.message } }
  return undefined
}

/** Reads a response body of server-sent events to its end, passing each chat event on in order. */
export async function readChatEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ChatStreamEvent) => void): Promise<void> {
  const parser = createSseParser((raw) => {
    const event = toChatStreamEvent(raw)
    if (event) onEvent(event)
  })
  const decoder = new TextDecoder()
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.push(decoder.decode(value, { stream: true }))
    }
    parser.push(decoder.decode())
    parser.end()
  } finally {
    reader.releaseLock()
  }
}
