import { Bot, LoaderCircle, MessageCircle, X } from 'lucide-react'
import { type ComponentType, Suspense, lazy, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { cn } from '~/lib/cn'
import { loadOnce } from '../../../core/load-once'
import type { ChatExperienceProps } from './chat-experience'
import { rememberChatOpened, wasChatOpened } from './chat-opened'

/** One download however often it is asked for; a failed one may be tried again. */
const loadChatExperience: () => Promise<{ ChatExperience: ComponentType<ChatExperienceProps> }> = loadOnce(() => import('./chat-experience'))
/** Spec §9 'UI limits': the invitation appears 3 s after load (its code is fetched then, not with the page). */
const INTRO_DELAY_MS = 3_000

const IntroPopup = lazy(() => import('./intro-popup').then((module) => ({ default: module.IntroPopup })))

const CHAT_FRAME_ID = 'chat-frame'
const prefetchChat = () => void loadChatExperience().catch(() => undefined)

/**
 * The floating chat (spec §2, §4). The launcher and the panel's frame are in every page's HTML, and the
 * launcher opens the frame with the browser alone (`popovertarget`), so a tap works from the first paint,
 * before any script has run. The conversation's code loads when a visitor reaches for the launcher
 * (pointer over, focus, tap) and then takes the frame's place; a frame opened before hydration is noticed
 * on hydration and handed over the same way. Without JavaScript the frame leads to the contact page.
 */
export function ChatWidget() {
  const [Experience, setExperience] = useState<ComponentType<ChatExperienceProps>>()
  const [loadFailed, setLoadFailed] = useState(false)
  const [open, setOpen] = useState(false)
  const [minimised, setMinimised] = useState(false)
  const [introDue, setIntroDue] = useState(false)
  const launcherRef = useRef<HTMLButtonElement>(null)
  const frameRef = useRef<HTMLElement>(null)
  // Set while the panel takes the frame's place, so the frame's closing is not read as the visitor's.
  const handingOver = useRef(false)

  function openChat() {
    rememberChatOpened()
    setMinimised(false)
    setOpen(true)
    if (Experience) return
    const frame = frameRef.current
    if (frame && !frame.matches(':popover-open')) frame.showPopover()
    loadChatExperience().then(
      (module) => {
        setLoadFailed(false)
        setExperience(() => module.ChatExperience)
      },
      () => setLoadFailed(true),
    )
  }

  // A tap before hydration opened the frame: the visitor asked for the chat.
  useEffect(() => {
    if (frameRef.current?.matches(':popover-open')) openChat()
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The invitation (spec §4) is fetched only when it is due, 3 s after the page loaded.
  useEffect(() => {
    if (wasChatOpened()) return
    const timer = setTimeout(() => setIntroDue(true), Math.max(0, INTRO_DELAY_MS - performance.now()))
    return () => clearTimeout(timer)
  }, [])

  const panelShown = open && Experience !== undefined
  // The panel replaces the frame before the browser paints them both.
  useLayoutEffect(() => {
    const frame = frameRef.current
    if (!panelShown || !frame?.matches(':popover-open')) return
    handingOver.current = true
    frame.hidePopover()
  }, [panelShown])

  function closeChat() {
    flushSync(() => {
      setOpen(false)
      setMinimised(false)
    })
    launcherRef.current?.focus()
  }

  // The frame closed by its own button, before the conversation arrived: the visitor changed their mind.
  useEffect(() => {
    const frame = frameRef.current
    const handleToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return
      if (handingOver.current) handingOver.current = false
      else setOpen(false)
    }
    frame?.addEventListener('toggle', handleToggle)
    return () => frame?.removeEventListener('toggle', handleToggle)
  }, [])

  return (
    <aside aria-label="Chat with our AI assistant">
      <button
        ref={launcherRef}
        type="button"
        popoverTarget={CHAT_FRAME_ID}
        popoverTargetAction="show"
        hidden={panelShown}
        aria-haspopup="dialog"
        aria-label="Open chat with our AI assistant"
        onClick={(event) => {
          // Once hydrated, React opens the frame itself (openChat), so it is never shown after the panel took over.
          event.preventDefault()
          openChat()
        }}
        onPointerEnter={prefetchChat}
        onFocus={prefetchChat}
        className={cn(
          'fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-card-hover',
          'transition-[background-color,scale] duration-150 hover:scale-105 hover:bg-primary-hover active:scale-95 sm:right-6 sm:bottom-6',
          // Two rings, white inside blue, so the focus shows on light and dark sections alike.
          'focus-visible:rounded-full focus-visible:shadow-[0_0_0_3px_#fff,0_0_0_6px_var(--color-primary)] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-transparent',
        )}
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </button>
      <ChatFrame ref={frameRef} loadFailed={loadFailed} onRetry={openChat} />
      {Experience ? (
        <Experience open={open} minimised={minimised} onClose={closeChat} onToggleMinimised={() => setMinimised((value) => !value)} />
      ) : null}
      {introDue ? (
        <Suspense fallback={null}>
          <IntroPopup chatOpen={open} wasChatOpened={wasChatOpened} onStart={openChat} onFocusLost={() => launcherRef.current?.focus()} />
        </Suspense>
      ) : null}
    </aside>
  )
}

/**
 * The chat panel's frame, shown by the browser while the conversation loads. Without JavaScript, or when
 * the chat cannot load, it offers the contact page instead.
 */
function ChatFrame({ ref, loadFailed, onRetry }: { ref: React.RefObject<HTMLElement | null>; loadFailed: boolean; onRetry: () => void }) {
  const titleId = useId()
  const contactLink = (
    <a href="/contact" className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-white hover:bg-primary-hover">
      Contact us
    </a>
  )
  return (
    <section
      id={CHAT_FRAME_ID}
      ref={ref}
      popover="manual"
      role="dialog"
      aria-labelledby={titleId}
      className={cn(
        'fixed inset-x-3 top-auto bottom-[max(0.75rem,env(safe-area-inset-bottom))] m-0 h-[min(600px,calc(100dvh-1.5rem))] w-auto flex-col overflow-hidden rounded-card border border-line bg-white p-0 text-ink shadow-card-hover open:flex',
        'sm:right-6 sm:bottom-6 sm:left-auto sm:h-[min(600px,calc(100dvh-3rem))] sm:w-[380px]',
      )}
    >
      <header className="flex h-16 shrink-0 items-center gap-3 bg-linear-to-r from-primary to-indigo-700 pr-2 pl-4 text-white">
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Bot className="size-5" />
        </span>
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
          AI Assistant
        </h2>
        <button
          type="button"
          popoverTarget={CHAT_FRAME_ID}
          popoverTargetAction="hide"
          aria-label="Close chat"
          className="inline-flex size-11 items-center justify-center rounded-xl text-white transition-colors duration-150 hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
        {loadFailed ? (
          <div role="alert">
            <p className="text-ink">The chat could not be loaded.</p>
            <p className="mt-1 text-sm text-ink-soft">Check your connection and try again, or send us a message instead.</p>
            <div className="flex flex-wrap justify-center gap-3">
              <button type="button" onClick={onRetry} className="mt-4 inline-flex min-h-11 items-center rounded-xl border border-line px-5 font-semibold text-ink hover:bg-surface">
                Try again
              </button>
              {contactLink}
            </div>
          </div>
        ) : (
          <>
            <p role="status" className="flex items-center gap-3 text-ink-soft noscript:hidden">
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              Starting the chat...
            </p>
            <div className="hidden noscript:block">
              <p className="text-ink">The chat needs JavaScript, which is turned off in this browser.</p>
              <p className="mt-1 text-sm text-ink-soft">Send us a message or call us from our contact page.</p>
              {contactLink}
            </div>
          </>
        )}
      </div>
    </section>
  )
}
