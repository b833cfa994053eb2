import { type ComponentType, Suspense, use } from 'react'
import { useFetchers, useLocation, useNavigation, useRevalidator } from 'react-router'

/** How far below the fold a part starts loading, so it is usually hydrated by the time it scrolls into view. */
const NEAR_VIEWPORT = '400px 0px'
/**
 * A visitor's first touch of the page (a tap, a focus, a key): every part's code loads then. What they do next may
 * start a router update (a booking in the dialog, a form), and React holds such an update until every part it
 * reaches is hydrated (below); a part touched itself works natively meanwhile.
 */
const FIRST_TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const

/**
 * A part of a server-rendered page that hydrates when it nears the viewport or the page is first touched, instead of with
 * the rest of the page. The server renders it in place as usual (the page is sent whole, entry.server.tsx); in the
 * browser its code is not loaded with the page, so React leaves its Suspense boundary as the server's HTML while
 * it hydrates everything else, and hydrates it once the code arrives. Until then its links and forms work as they
 * do without JavaScript. After a client-side navigation there is no server HTML to keep: the code loads at once.
 *
 * React cannot update a part it has not hydrated: a transition that reaches it is held until the part is hydrated.
 * Every router update reaches every such boundary through the router's context. Most may wait (the routes the router
 * discovers after load change nothing in the part), but a fetcher's answer, a revalidation or a change of this page's
 * address must not: held, a booking made in the dialog over this page would never show its confirmation. So the
 * code loads at the visitor's first touch, and at once whenever the router is busy with this page (an update started
 * without a touch).
 */
export function deferHydration<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let needNow: () => void = () => undefined
  let code: Promise<ComponentType<Props>> | undefined
  const partCode = () => (code ??= Promise.race([wanted(name), new Promise<void>((resolve) => (needNow = resolve))]).then(load))

  function Part(props: Props) {
    const Component = use(partCode())
    return <Component {...props} />
  }

  function DeferredPart(props: Props) {
    // Rendered (not committed) in the very update that would wait: asking here lets it go on once the code is in.
    if (useRouterBusyHere()) needNow()
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

/** A fetcher at work, a revalidation, or a navigation that stays on this page (its query or a form sent to it). */
function useRouterBusyHere(): boolean {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const fetchers = useFetchers()
  const { state: revalidation } = useRevalidator()
  return fetchers.some((fetcher) => fetcher.state !== 'idle') || revalidation !== 'idle' || (navigation.state !== 'idle' && navigation.location.pathname === pathname)
}

/** Resolves when the part's server HTML nears the viewport or the page is touched; at once on the server or without such HTML. */
function wanted(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const element = document.querySelector(`[data-hydrate-when-near="${name}"]`)
  if (!element?.firstElementChild) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR_VIEWPORT })
    function done() {
      observer.disconnect()
      for (const type of FIRST_TOUCH_EVENTS) document.removeEventListener(type, done, true)
      resolve()
    }
    observer.observe(element)
    for (const type of FIRST_TOUCH_EVENTS) document.addEventListener(type, done, true)
  })
}
