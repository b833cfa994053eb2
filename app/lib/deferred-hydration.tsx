import { type ComponentType, Suspense, use } from 'react'

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
 *
 * React cannot update a part it has not hydrated. Any router update (a fetcher's answer, a revalidation, a change of
 * the address) reaches every boundary through the router's context, and React then holds that update until the part
 * is hydrated: a booking dialog opened on this page would wait for the visitor to scroll. So when React renders the
 * part a second time before its code came (the first time is the page's hydration, which leaves it as it is), it is
 * needed now, and its code loads at once.
 */
export function deferHydration<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let code: Promise<ComponentType<Props>> | undefined
  let needNow: () => void = () => undefined
  let renders = 0

  function Part(props: Props) {
    renders += 1
    if (!code) {
      const now = new Promise<void>((resolve) => (needNow = resolve))
      code = Promise.race([wanted(name), now]).then(load)
    } else if (renders > 1) {
      needNow()
    }
    const Component = use(code)
    return <Component {...props} />
  }

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
