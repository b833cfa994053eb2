import { type VNode, options } from 'preact'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrateInTurns, yieldToBrowser } from './hydration-turns'

// In the browser React's API is served by Preact's compatibility layer (ADR 013); the server renders
// with React. This module holds the two places where that shows.

/** Props whose values are ids, named as JSX spells them, with the attribute each one writes. */
const ID_REFERENCE_PROPS: ReadonlyArray<readonly [prop: string, attribute: string]> = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['form', 'form'],
  ['popoverTarget', 'popovertarget'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-controls', 'aria-controls'],
]

/** Preact's element of a rendered vnode (`_dom`, mangled to `__e` in every Preact 10 and 11 build). */
type RenderedVNode = VNode & { __e?: Element | null }

/**
 * `useId` gives different ids on the server (React) and in the browser (Preact), and hydration keeps
 * the server's attributes. Anything rendered later would then point at ids that are not in the page,
 * so the id attributes of the server's HTML take the browser's values. Parts of the page hydrate in
 * turns (HydrateInTurn), so this stays on; after hydration the values already agree.
 */
function adoptBrowserIds(vnode: RenderedVNode) {
  const element = vnode.__e
  if (typeof vnode.type !== 'string' || !element || element.nodeType !== Node.ELEMENT_NODE) return
  const props = vnode.props as Record<string, unknown>
  for (const [prop, attribute] of ID_REFERENCE_PROPS) {
    const value = props[prop]
    if (typeof value === 'string' && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
  }
}

/**
 * The router's first render suspends until the page's serialized loader data is decoded. React waits
 * for that at the root; Preact would render the document a second time. So the decoding is started
 * here, and hydration begins once it is done.
 */
async function routerDataDecoded() {
  try {
    HydratedRouter({})
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown
  }
}

export async function hydrateDocument() {
  await routerDataDecoded()
  // Evaluating the page's modules was one task; the first hydration pass is the next.
  await yieldToBrowser()
  const afterEachElement = options.diffed
  options.diffed = (vnode) => {
    adoptBrowserIds(vnode)
    afterEachElement?.(vnode)
  }
  hydrateInTurns(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      )
    }),
  )
}
