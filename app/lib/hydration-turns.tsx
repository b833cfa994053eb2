import { type ReactNode, Suspense } from 'react'

// Hydrating a whole page is one long task on a phone's processor, and Preact (the browser's React,
// ADR 013) does it in one go. Parts of the page wrapped in HydrateInTurn hydrate afterwards, each in a
// task of its own and in page order, so a tap is never kept waiting for long.

let firstPass = false
let lastTurn = Promise.resolve()

/** Runs the page's first hydration pass; parts that wait for their turn are hydrated after it. */
export function hydrateInTurns(hydrate: () => void) {
  firstPass = true
  try {
    hydrate()
  } finally {
    firstPass = false
  }
}

/** Resolves in a task of its own (the browser may paint and handle input in between). */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Resolves in a task of its own, after every turn asked for before it. */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(yieldToBrowser)
  return lastTurn
}

function WaitForTurn({ children }: { children: ReactNode }) {
  // Thrown during the first pass only: the part keeps its server HTML until its turn comes, then renders.
  if (firstPass) throw nextTurn()
  return children
}

/**
 * Hydrates `children` in a later task of its own when the page first loads; renders them at once on the
 * server and after client navigation. `children` must render a single element: its server HTML is what
 * is kept until then.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return children
  return (
    <Suspense>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  )
}
