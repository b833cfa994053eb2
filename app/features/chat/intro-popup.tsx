import { Bot, X } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { rememberIntroShown, wasIntroShown } from './chat-storage'
import { playIntroChime } from './intro-chime'

/** Spec §9 'UI limits': the popup stays 8 s. */
const INTRO_VISIBLE_MS = 8_000

type IntroPopupProps = {
  chatOpen: boolean
  /** Whether this browser has ever opened the chat (kept by the launcher). */
  wasChatOpened: () => boolean
  onStart: () => void
  /** Called when the popup goes away while it holds the keyboard focus. */
  onFocusLost: () => void
}

/**
 * The invitation to chat (spec §4), mounted by the launcher 3 s after the page loaded: once, only for
 * visitors who have never opened the chat, with a quiet chime; gone after 8 s (unless the visitor is on
 * it), on its close button, on Escape or when the chat opens.
 */
export function IntroPopup({ chatOpen, wasChatOpened, onStart, onFocusLost }: IntroPopupProps) {
  const [visible, setVisible] = useState(false)
  const [done, setDone] = useState(false)
  // While the visitor is reading it with the pointer or the keyboard, the 8 s wait for hiding starts over.
  const [held, setHeld] = useState(false)
  const popupRef = useRef<HTMLElement>(null)
  const openedHere = useRef(chatOpen)
  const titleId = useId()

  // Opening the chat ends the popup for good, even if it is closed again within the 8 seconds.
  if (chatOpen && !done) {
    setDone(true)
    setVisible(false)
  }

  // Also when storage is blocked, a chat opened (and closed) before the 3 s keeps the popup away.
  useEffect(() => {
    if (chatOpen) openedHere.current = true
  }, [chatOpen])

  // The launcher mounts this when it is due (3 s after load), so it shows at once.
  useEffect(() => {
    if (openedHere.current || wasChatOpened() || wasIntroShown()) return
    rememberIntroShown()
    setVisible(true)
    playIntroChime()
  }, [wasChatOpened])

  const hideAfterVisibleTime = useEffectEvent(() => hide())
  useEffect(() => {
    if (!visible || held) return
    const timer = setTimeout(hideAfterVisibleTime, INTRO_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [visible, held])

  function hide() {
    const hadFocus = popupRef.current?.contains(document.activeElement) ?? false
    setVisible(false)
    setDone(true)
    setHeld(false)
    if (hadFocus) onFocusLost()
  }

  if (!visible) return null
  return (
    // A labelled region rather than a dialog: it never takes the focus or blocks the page. It slides in
    // without fading, as text part-way through a fade fails contrast for as long as it lasts.
    <section
      ref={popupRef}
      aria-labelledby={titleId}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false)}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={(event) => setHeld(event.currentTarget.contains(document.activeElement))}
      className="fixed right-4 bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4.5rem)] z-40 w-[min(20rem,calc(100vw-2rem))] rounded-card border border-line bg-white p-4 text-ink shadow-card-hover transition-[translate] duration-200 ease-out starting:translate-y-2 sm:right-6 sm:bottom-[6.5rem]"
    >
      <div className="flex items-start gap-3 pr-8">
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Bot className="size-5" />
        </span>
        <div>
          <h2 id={titleId} className="text-base font-semibold">
            Questions about AI for your business?
          </h2>
          <p className="mt-1 text-sm text-ink-soft">Our AI assistant can tell you about prices, setup and what would suit you, right now.</p>
        </div>
      </div>
      <Button className="mt-3 w-full" onClick={onStart}>
        Start Chatting Now
      </Button>
      <button
        type="button"
        onClick={hide}
        aria-label="Dismiss chat invitation"
        className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-xl text-ink-soft transition-colors duration-150 hover:bg-surface hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  )
}
