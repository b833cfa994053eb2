import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatBooking, ChatRole, ChatSource } from '../../../contract/chat'
import { toast } from '~/components/ui/toast'
import { BOOKED_TOAST } from '../../../core/booked-toast'
import { leadSource } from '~/lib/visit-source'
import { fetchChatHistory, sendChatMessage } from './chat-api'
import { createChatSessionId } from './chat-session'
import { forgetSessionId, readStoredSessionId, storeSessionId } from './chat-storage'
import { CHAT_GREETING, REPLY_DELAY_MS, messageToSend, streamRevealDelay } from './send-rules'

/**
 * `sources`: the pages that state what the reply says, linked under it. `booking`: the consultation this reply booked,
 * shown under it (only in the browser that booked it). `choices`: the times it offers, as buttons while it is the last.
 */
export type ChatEntry = { id: number; role: ChatRole; content: string; sources?: ChatSource[]; booking?: ChatBooking; choices?: string[] }
type EntryExtras = Pick<ChatEntry, 'sources' | 'booking' | 'choices'>

/** restoring: loading a stored conversation; waiting: typing dots; streaming: a reply is arriving. */
export type ChatStatus = 'restoring' | 'idle' | 'waiting' | 'streaming'

export type ChatConversation = {
  entries: ChatEntry[]
  status: ChatStatus
  /** The part of a streamed reply received so far (while status is 'streaming'). */
  streamedText: string
  /** Sends the draft if the send rules allow it; true when it was sent. */
  send: (draft: string) => boolean
}

const GREETING: ChatEntry = { id: 0, role: 'assistant', content: CHAT_GREETING }

/**
 * The conversation of this browser: restored from the server when a session id is stored, else the
 * greeting alone (never sent to the server). The session id is created with the first message.
 * Only used in the browser (the chat code is never server-rendered), so storage is read directly.
 */
export function useChatConversation(): ChatConversation {
  const [storedSessionId] = useState(readStoredSessionId)
  const [entries, setEntries] = useState<ChatEntry[]>([GREETING])
  const [status, setStatus] = useState<ChatStatus>(storedSessionId ? 'restoring' : 'idle')
  const [streamedText, setStreamedText] = useState('')
  const sessionId = useRef(storedSessionId)
  // A ref as well as the state: two Enter presses in one frame must not send twice.
  const busy = useRef(status !== 'idle')
  const lifetime = useRef<AbortController>(undefined)

  useEffect(() => {
    const controller = new AbortController()
    lifetime.current = controller
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (!storedSessionId) return
    let current = true
    void fetchChatHistory(storedSessionId).then((outcome) => {
      if (!current) return
      if (outcome.kind === 'found') {
        setEntries([
          GREETING,
          ...outcome.messages.map((message, index) => ({ id: index + 1, role: message.role, content: message.content, ...(message.sources ? { sources: message.sources } : {}) })),
        ])
      } else if (outcome.kind === 'missing') {
        // The server no longer knows this conversation: the next message starts a new one.
        forgetSessionId()
        sessionId.current = undefined
      }
      // On any other failure the id is kept, so the next message still continues the stored conversation.
      busy.current = false
      setStatus('idle')
    })
    return () => {
      current = false
    }
  }, [storedSessionId])

  const append = useCallback((role: ChatRole, content: string, { sources, booking, choices }: EntryExtras = {}) => {
    setEntries((list) => [...list, { id: list.length, role, content, ...(sources ? { sources } : {}), ...(booking ? { booking } : {}), ...(choices ? { choices } : {}) }])
  }, [])

  const exchange = useCallback(
    async (message: string, id: string) => {
      const signal = lifetime.current?.signal
      const sentAt = performance.now()
      let latest = ''
      let revealed = false
      let revealTimer: ReturnType<typeof setTimeout> | undefined
      const reveal = () => {
        revealed = true
        setStreamedText(latest)
        setStatus('streaming')
      }
      const outcome = await sendChatMessage(
        { message, sessionId: id, leadSource: leadSource() },
        {
          signal,
          onText: (text) => {
            latest = text
            if (revealed) setStreamedText(text)
            else revealTimer ??= setTimeout(reveal, streamRevealDelay(sentAt, performance.now()))
          },
        },
      )
      clearTimeout(revealTimer)
      if (outcome.kind === 'aborted') return
      if (outcome.kind === 'replied') await wait(outcome.streamed ? streamRevealDelay(sentAt, performance.now()) : REPLY_DELAY_MS, signal)
      if (signal?.aborted) return
      if (outcome.kind === 'replied') append('assistant', outcome.response, { sources: outcome.sources, booking: outcome.booking, choices: outcome.choices })
      else append('assistant', outcome.message)
      // A booking ends as every booking on the site does: the spec's success toast, once.
      if (outcome.kind === 'replied' && outcome.booking) toast.success(BOOKED_TOAST.title, { description: BOOKED_TOAST.description })
      setStreamedText('')
      busy.current = false
      setStatus('idle')
    },
    [append],
  )

  const send = useCallback(
    (draft: string) => {
      const message = messageToSend(draft, busy.current)
      if (message === undefined) return false
      busy.current = true
      let id = sessionId.current
      if (!id) {
        id = createChatSessionId()
        sessionId.current = id
        storeSessionId(id)
      }
      append('user', message)
      setStatus('waiting')
      void exchange(message, id)
      return true
    },
    [append, exchange],
  )

  return { entries, status, streamedText, send }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
