import { Suspense, lazy, useEffect, useState } from 'react'
import type { ExternalToast } from 'sonner'
import { loadOnce } from '~/lib/load-once'
import { whenIdle } from '~/lib/when-idle'

// sonner is not part of a page's first download: the toaster mounts once the page is idle, or at
// once when something wants to show a toast before that. A toast waits until the toaster is on the
// page, so its live region exists before the message is added and screen readers announce it.
const loadToaster = loadOnce(() => import('./toaster'))
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

let markMounted: () => void = () => undefined
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve))
const mountRequests = new Set<() => void>()

type Kind = 'success' | 'error' | 'info'

function show(kind: Kind) {
  return (title: string, options?: ExternalToast) => {
    for (const request of mountRequests) request()
    void Promise.all([loadToaster(), toasterMounted]).then(([module]) => module.toast[kind](title, options))
  }
}

/** The site's toasts (spec §9 'UI limits'); they appear in the page's `DeferredToaster`, or the toaster named by `toasterId`. */
export const toast = { success: show('success'), error: show('error'), info: show('info') }

function MountSignal() {
  useEffect(markMounted, [])
  return null
}

/** The page's toaster, mounted after the page is interactive. One per layout. */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const mount = () => setWanted(true)
    mountRequests.add(mount)
    const cancelIdle = whenIdle(mount, { timeoutMs: 3000, fallbackMs: 200 })
    return () => {
      mountRequests.delete(mount)
      cancelIdle()
    }
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
      <MountSignal />
    </Suspense>
  ) : null
}
