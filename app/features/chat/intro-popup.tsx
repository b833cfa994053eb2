import { Bot, X } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { rememberIntroShown, wasIntroShown } from './chat-storage'
import { playIntroChime } from './intro-chime'
import { introMayShow } from './intro-place'
import { useDialogOpen } from './use-dialog-open'

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
 * The invitation to chat (spec §4), mounted by the launcher 3 s after the page loaded: once a visit, only for
 * visitors who have never opened the chat, with a quiet chime; gone after 8 s (unless the visitor is on it), on
 * its close button, on Escape or when the chat opens. It knows its place (intro-place.ts): on a page without it,
 * or while a dialog is open, it waits out of sight and appears once the visitor is somewhere it may.
 */
export function IntroPopup({ chatOpen, wasChatOpened, onStart, onFocusLost }: IntroPopupProps) {
  const { pathname } = useLocation()
  const dialogOpen = useDialogOpen()
  // Mounted in the browser only, when it is due, so the visit's and the browser's memory can be read at once. A
  // chat open at that moment counts too, for browsers that keep no storage.
  const [dismissed, setDismissed] = useState(() => chatOpen || wasChatOpened() || wasIntroShown())
  // While the visitor is reading it with the pointer or the keyboard, the 8 s wait for hiding starts over.
  const [held, setHeld] = useState(false)
  const appeared = useRef(false)
  const popupRef = useRef<HTMLElement>(null)
  const titleId = useId()
  const visible = introMayShow({ pathname, dialogOpen, dismissed })

  // Opening the chat ends the popup for good, even if it is closed again within the 8 seconds.
  if (chatOpen && !dismissed) setDismissed(true)
  // Out of sight (a dialog opened, another page) nothing can be on it any more.
  if (!visible && held) setHeld(false)

  // Its first appearance chimes, and the visit remembers it: a reload or a new page does not bring it back.
  useEffect(() => {
    if (!visible || appeared.current) return
    appeared.current = true
    rememberIntroShown()
    playIntroChime()
  }, [visible])

  // Stepping aside for a dialog or a page stops the 8 s; back in sight, it has its 8 s again.
  const hideAfterVisibleTime = useEffectEvent(() => hide())
  useEffect(() => {
    if (!visible || held) return
    const timer = setTimeout(hideAfterVisibleTime, INTRO_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [visible, held])

  function hide() {
    const hadFocus = popupRef.current?.contains(document.activeElement) ?? false
    setDismissed(true)
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
          {/* On a phone, upright or on its side, the card keeps to a fifth of the screen (issue 33): the question and the button say enough. */}
          <p className="mt-1 text-sm text-ink-soft max-sm:hidden [@media(max-height:40rem)]:hidden">Our AI assistant can tell you about prices, setup and what would suit you, right now.</p>
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
