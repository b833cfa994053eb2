import { LoaderCircle, MessageCircle } from 'lucide-react'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { cn } from '~/lib/cn'
import { loadOnce } from '~/lib/load-once'
import type { ChatExperienceProps } from './chat-experience'
import { rememberChatOpened, wasChatOpened } from './chat-opened'

/** One download however often it is asked for; a failed one may be tried again. */
const loadChatExperience: () => Promise<{ ChatExperience: ComponentType<ChatExperienceProps> }> = loadOnce(() => import('./chat-experience'))

/** How long the browser may stay busy before the chat code is fetched anyway; under the intro popup's 3 s. */
const IDLE_TIMEOUT_MS = 2_000

/**
 * The floating chat (spec §2, §4): the launcher is server-rendered in the page; the rest loads
 * after the page is interactive, when the browser is idle, or at once when the launcher is pressed.
 * Without JavaScript (or if the chat code cannot load) the launcher leads to the contact page.
 */
export function ChatWidget() {
  const [Experience, setExperience] = useState<ComponentType<ChatExperienceProps>>()
  const [loadFailed, setLoadFailed] = useState(false)
  const [open, setOpen] = useState(false)
  const [minimised, setMinimised] = useState(false)
  const launcherRef = useRef<HTMLButtonElement>(null)

  function load(onFailure?: () => void) {
    loadChatExperience().then(
      (module) => {
        setLoadFailed(false)
        setExperience(() => module.ChatExperience)
      },
      () => {
        setLoadFailed(true)
        setOpen(false)
        onFailure?.()
      },
    )
  }


  function openChat() {
    rememberChatOpened()
    setMinimised(false)
    setOpen(true)
    // A visitor who asked for the chat is not left with a dead button: the contact page is the way to reach us then.
    if (!Experience) load(() => launcherRef.current?.form?.requestSubmit())
  }

  function closeChat() {
    flushSync(() => {
      setOpen(false)
      setMinimised(false)
    })
    launcherRef.current?.focus()
  }

  const panelShown = open && Experience !== undefined
  const loading = open && !Experience

  return (
    <aside aria-label="Chat with our AI assistant">
      <form action="/contact" method="get">
        <button
          ref={launcherRef}
          type="submit"
          hidden={panelShown}
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-busy={loading || undefined}
          aria-label="Open chat with our AI assistant"
          onClick={(event) => {
            if (loadFailed) return
            event.preventDefault()
            openChat()
          }}
          onPointerEnter={() => void loadChatExperience().catch(() => undefined)}
          className={cn(
            'fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-card-hover',
            'transition-[background-color,scale] duration-150 hover:scale-105 hover:bg-primary-hover active:scale-95 sm:right-6 sm:bottom-6',
            // Two rings, white inside blue, so the focus shows on light and dark sections alike.
            'focus-visible:rounded-full focus-visible:shadow-[0_0_0_3px_#fff,0_0_0_6px_var(--color-primary)] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-transparent',
          )}
        >
          {loading ? <LoaderCircle aria-hidden="true" className="size-7 motion-safe:animate-spin" /> : <MessageCircle aria-hidden="true" className="size-7" />}
        </button>
      </form>
      {Experience ? (
        <Experience
          open={open}
          minimised={minimised}
          wasChatOpened={wasChatOpened}
          onOpen={openChat}
          onClose={closeChat}
          onToggleMinimised={() => setMinimised((value) => !value)}
          onFocusLost={() => launcherRef.current?.focus()}
        />
      ) : null}
    </aside>
  )
}
