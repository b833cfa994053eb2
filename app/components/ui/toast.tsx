import { Suspense, lazy, useEffect, useState } from 'react'
import type { ExternalToast } from 'sonner'
import { loadOnce } from '../../../core/load-once'

// sonner is not part of a page's first download: the toaster mounts when a visitor starts on something
// that may end in a toast (`prepareToasts`, for example on a form's first focus), or at once when a toast
// is wanted before that. A toast waits until the toaster is on the page, so its live region exists
// before the message is added and screen readers announce it.
const loadToaster = loadOnce(() => import('./toaster'))
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

let markMounted: () => void = () => undefined
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve))
const mountRequests = new Set<() => void>()

type Kind = 'success' | 'error' | 'info'

/** Mounts the page's toaster ahead of a toast that may come soon (a form being filled in). */
export function prepareToasts() {
  for (const request of mountRequests) request()
}

function show(kind: Kind) {
  return (title: string, options?: ExternalToast) => {
    prepareToasts()
    void Promise.all([loadToaster(), toasterMounted]).then(([module]) => module.toast[kind](title, options))
  }
}

/** The site's toasts (spec §9 'UI limits'); they appear in the page's `DeferredToaster`, or the toaster named by `toasterId`. */
export const toast = { success: show('success'), error: show('error'), info: show('info') }

function MountSignal() {
  useEffect(markMounted, [])
  return null
}

/** The page's toaster, mounted when it is first wanted. One per layout. */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const mount = () => setWanted(true)
    mountRequests.add(mount)
    return () => void mountRequests.delete(mount)
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
      <MountSignal />
    </Suspense>
  ) : null
}
