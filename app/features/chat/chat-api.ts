import { CHAT_ROLES, type ChatBooking, type ChatMessage, type ChatReply, type ChatRequest, type ChatSource } from '../../../contract/chat'
import { isRecord, readChatReply, readChatSources } from './chat-reply'
import { technicalIssueMessage } from './send-rules'
import { readChatEvents } from './sse'

export type HistoryOutcome = { kind: 'found'; messages: ChatMessage[] } | { kind: 'missing' } | { kind: 'failed' }

/** GET /api/chat/:sessionId: the stored conversation, 'missing' for an id the server does not know (404). */
export async function fetchChatHistory(sessionId: string, fetcher: typeof fetch = fetch): Promise<HistoryOutcome> {
  try {
    const response = await fetcher(`/api/chat/${encodeURIComponent(sessionId)}`, { headers: { Accept: 'application/json' } })
    if (!response.ok) {
      // Read the error body all the same: a response left unread keeps its connection busy.
      await response.text().catch(() => undefined)
      return response.status === 404 ? { kind: 'missing' } : { kind: 'failed' }
    }
    const body: unknown = await response.json()
    if (!isRecord(body) || !Array.isArray(body.messages)) return { kind: 'failed' }
    return {
      kind: 'found',
      messages: body.messages.filter(isChatMessage).map(({ role, content, timestamp, sources }) => {
        const shown = readChatSources(sources)
        return { role, content, timestamp, ...(shown ? { sources: shown } : {}) }
      }),
    }
  } catch {
    return { kind: 'failed' }
  }
}

/** `failed` carries the text the assistant shows instead of a reply. */
export type SendOutcome =
  /** `booking` when the reply booked a consultation: the widget shows it as the booking form's confirmation does. */
  | { kind: 'replied'; response: string; streamed: boolean; sources?: ChatSource[]; booking?: ChatBooking; choices?: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'aborted' }

type SendOptions = {
  /** Called with the whole reply so far each time more of a streamed reply arrives. */
  onText?: (textSoFar: string) => void
  signal?: AbortSignal
  fetcher?: typeof fetch
}

const RATE_LIMITED_FALLBACK = 'You are sending messages faster than I can answer. Please wait a moment and try again.'

/**
 * POST /api/chat asking for server-sent events; a server that answers JSON ({response}) works too.
 * Every failure becomes the assistant text to show (spec §9 'Chat request fails').
 */
export async function sendChatMessage(request: ChatRequest, { onText, signal, fetcher = fetch }: SendOptions = {}): Promise<SendOutcome> {
  try {
    const response = await fetcher('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    })
    if (!response.ok) return { kind: 'failed', message: await failureMessage(response) }
    const type = response.headers.get('Content-Type') ?? ''
    if (type.includes('text/event-stream') && response.body) return await readStreamedReply(response.body, onText)
    const body: unknown = await response.json()
    const reply = readChatReply(body)
    if (reply) return replied(reply, false)
    return { kind: 'failed', message: technicalIssueMessage('the reply could not be read') }
  } catch (error) {
    if (signal?.aborted) return { kind: 'aborted' }
    return { kind: 'failed', message: technicalIssueMessage(error instanceof Error && error.message ? error.message : 'network error') }
  }
}

async function readStreamedReply(body: ReadableStream<Uint8Array>, onText?: (textSoFar: string) => void): Promise<SendOutcome> {
  let text = ''
  let outcome: SendOutcome | undefined
  await readChatEvents(body, (event) => {
    if (outcome) return
    if (event.event === 'delta') {
      text += event.data.text
      onText?.(text)
    } else if (event.event === 'done') {
      outcome = replied(event.data, true)
    } else {
      outcome = { kind: 'failed', message: technicalIssueMessage(event.data.message) }
    }
  })
  return outcome ?? { kind: 'failed', message: technicalIssueMessage('the reply was cut off') }
}

/**
 * A rate limit (429) or a full conversation (409) is said plainly in the server's words, which are
 * written for the visitor; any other error goes inside the spec's technical-issue sentence.
 */
async function failureMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined)
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  // A validation failure names the field's problem ('Please type a message') under fields.
  const fieldMessage = isRecord(error.fields) ? error.fields.message : undefined
  const serverMessage = [fieldMessage, error.message].find((text): text is string => typeof text === 'string' && text.trim() !== '')?.trim()
  if (response.status === 429) return serverMessage ?? RATE_LIMITED_FALLBACK
  if (response.status === 409 && serverMessage) return serverMessage
  return technicalIssueMessage(serverMessage ?? `error ${response.status}`)
}

function replied(reply: ChatReply, streamed: boolean): SendOutcome {
  return { kind: 'replied', streamed, ...reply }
}

function isChatMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    (CHAT_ROLES as readonly unknown[]).includes(value.role) &&
    typeof value.content === 'string' &&
    typeof value.timestamp === 'string'
  )
}
