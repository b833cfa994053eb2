import { Bot, ChevronDown, Send, UserRound, X } from 'lucide-react'
import { Fragment, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { cn } from '~/lib/cn'
import { CHAT_MESSAGE_MAX_LENGTH, PERSON_REQUEST_MESSAGE } from '../../../contract/chat'
import { ChatBookingCard } from './chat-booking-card'
import { ChatChoices } from './chat-choices'
import { ChatMessage, TypingIndicator } from './chat-message'
import { ChatSources } from './chat-sources'
import { isSendKey, messageToSend } from './send-rules'
import type { ChatConversation } from './use-chat-conversation'

type ChatPanelProps = {
  conversation: ChatConversation
  draft: string
  onDraftChange: (draft: string) => void
  minimised: boolean
  onToggleMinimised: () => void
  onClose: () => void
}

const headerButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-white transition-colors duration-150 hover:bg-white/15 focus-visible:outline-white active:bg-white/25'

/**
 * The open chat (spec §4): 600 px high, or a 64 px bar when minimised. A non-modal dialog: the page
 * stays usable behind it; Escape closes it.
 */
export function ChatPanel({ conversation, draft, onDraftChange, minimised, onToggleMinimised, onClose }: ChatPanelProps) {
  const { entries, status, streamedText, send } = conversation
  const busy = status === 'waiting' || status === 'streaming'
  const panelRef = useRef<HTMLDivElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const wasBusy = useRef(busy)
  const titleId = useId()
  const inputId = useId()
  const hintId = useId()

  // Opening and expanding put the visitor in the message box.
  useEffect(() => {
    if (!minimised) inputRef.current?.focus()
  }, [minimised])

  // The disabled box lost focus while the reply was awaited: give it back, unless the visitor went elsewhere.
  useEffect(() => {
    const replied = wasBusy.current && !busy
    wasBusy.current = busy
    if (!replied || minimised) return
    const active = document.activeElement
    if (!active || active === document.body || panelRef.current?.contains(active)) inputRef.current?.focus()
  }, [busy, minimised])

  useLayoutEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [entries.length, streamedText, status, minimised])

  function submit() {
    if (send(draft)) onDraftChange('')
  }

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
      className={cn(
        'fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 flex flex-col overflow-hidden rounded-card border border-line bg-white text-ink shadow-card-hover',
        'sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[380px]',
        minimised ? 'h-16' : 'h-[min(600px,calc(100dvh-1.5rem))] sm:h-[min(600px,calc(100dvh-3rem))]',
        // A slide without a fade: text part-way through a fade fails contrast for as long as it lasts.
        'transition-[translate] duration-200 ease-out starting:translate-y-4',
      )}
    >
      <header className="flex h-16 shrink-0 items-center gap-3 bg-linear-to-r from-primary to-indigo-700 pr-2 pl-4 text-white">
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold">
            AI Assistant
          </h2>
          <p className="flex items-center gap-1.5 truncate text-sm text-blue-50">
            <span aria-hidden="true" className="size-2 rounded-full bg-green-300" />
            Online, replies in seconds
          </p>
        </div>
        <button type="button" onClick={onToggleMinimised} aria-label={minimised ? 'Expand chat' : 'Minimise chat'} className={headerButton}>
          <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform duration-200', minimised && 'rotate-180')} />
        </button>
        <button type="button" onClick={onClose} aria-label="Close chat" className={headerButton}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <div hidden={minimised} className="flex min-h-0 flex-1 flex-col">
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          tabIndex={0}
          className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-offset-[-3px]"
        >
          {entries.map((entry, index) => (
            <Fragment key={entry.id}>
              <ChatMessage role={entry.role} content={entry.content} />
              {entry.sources ? <ChatSources sources={entry.sources} onFollow={(coversPage) => coversPage && !minimised && onToggleMinimised()} /> : null}
              {entry.booking ? <ChatBookingCard booking={entry.booking} /> : null}
              {/* The times the last reply offers, one tap each; they go once the conversation moves on. */}
              {entry.choices && index === entries.length - 1 ? <ChatChoices choices={entry.choices} disabled={busy} onChoose={send} /> : null}
            </Fragment>
          ))}
          {status === 'waiting' ? <TypingIndicator /> : null}
          {status === 'streaming' ? <ChatMessage role="assistant" content={streamedText} streaming /> : null}
        </div>

        <form
          className="shrink-0 border-t border-line bg-white px-3 pt-3 pb-2"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <div className="flex items-end gap-2">
            <label htmlFor={inputId} className="sr-only">
              Chat message
            </label>
            <textarea
              ref={inputRef}
              id={inputId}
              rows={1}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              value={draft}
              disabled={busy}
              placeholder="Type your message..."
              aria-describedby={hintId}
              onChange={(event) => onDraftChange(event.target.value)}
              onKeyDown={(event) => {
                if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return
                event.preventDefault()
                submit()
              }}
              className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface"
            />
            <button
              type="submit"
              disabled={status !== 'idle' || messageToSend(draft, false) === undefined}
              aria-label="Send message"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-white shadow-sm transition-colors duration-150 hover:bg-primary-hover active:bg-blue-900 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Send aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="mt-1.5 flex items-center justify-between gap-2 px-1">
            <p id={hintId} className="hidden text-sm text-ink-soft sm:block">
              Shift+Enter for a new line
            </p>
            {/* A person is always one tap away: the request goes as a message, so the reply says when they will call. */}
            <button
              type="button"
              disabled={busy}
              onClick={() => send(PERSON_REQUEST_MESSAGE)}
              className="-mr-1 ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-primary transition-colors duration-150 hover:bg-primary-soft hover:text-primary-hover active:bg-blue-100 disabled:cursor-not-allowed disabled:opacity-50 sm:min-h-9"
            >
              <UserRound aria-hidden="true" className="size-4" />
              Talk to a person
            </button>
          </div>
        </form>
      </div>
    </div>
  )
}
