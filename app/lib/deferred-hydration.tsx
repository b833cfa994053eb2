import { type ComponentType, Suspense, lazy } from 'react'

/** How far below the fold a part starts loading, so it is usually hydrated by the time it scrolls into view. */
const NEAR_VIEWPORT = '400px 0px'
/** A visitor reaching for a part that is not hydrated yet: its code loads at once (the browser does the rest natively). */
const FIRST_TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const

/**
 * A part of a server-rendered page that hydrates when it nears the viewport or is first touched, instead of with
 * the rest of the page. The server renders it in place as usual (the page is sent whole, entry.server.tsx); in the
 * browser its code is not loaded with the page, so React leaves its Suspense boundary as the server's HTML while
 * it hydrates everything else, and hydrates it once the code arrives. Until then its links and forms work as they
 * do without JavaScript. After a client-side navigation there is no server HTML to keep: the code loads at once.
 */
export function deferHydration<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = lazy(async () => {
    await wanted(name)
    return { default: await load() }
  })
  function DeferredPart(props: Props) {
    return (
      <div data-hydrate-when-near={name}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    )
  }
  DeferredPart.displayName = `Deferred(${name})`
  return DeferredPart
}

/** Resolves when the part's server HTML nears the viewport or is touched; at once on the server or without such HTML. */
function wanted(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const element = document.querySelector(`[data-hydrate-when-near="${name}"]`)
  if (!element?.firstElementChild) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR_VIEWPORT })
    const touched = (event: Event) => event.target instanceof Node && element.contains(event.target) && done()
    function done() {
      observer.disconnect()
      for (const type of FIRST_TOUCH_EVENTS) document.removeEventListener(type, touched, true)
      resolve()
    }
    observer.observe(element)
    for (const type of FIRST_TOUCH_EVENTS) document.addEventListener(type, touched, true)
  })
}
