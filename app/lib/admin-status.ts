import { useState, useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { AuthStatus } from '../../contract/auth'
import type { loader as rootLoader } from '~/root'

/** The spec's re-check of who is signed in (§6): every 30 seconds while the page is in view, and on window focus. */
export const RECHECK_INTERVAL_MS = 30_000
/** A wake this soon after the last check started asks nothing new (focus and visibilitychange come together). */
export const WAKE_GAP_MS = 2_000
/** Both checks of the spec answer the same {isAdmin, user} from one session lookup here: one call is asked (ADR 028). */
export const STATUS_PATH = '/api/auth/role'

const SIGNED_OUT: AuthStatus = { isAdmin: false, user: null }

/** A status the check found, numbered in the order the checks started, so an older answer never hides a newer fact. */
export type StatusReading = { status: AuthStatus; seq: number }

/** What the poll needs from the browser; tests give it fakes. */
export type StatusSource = {
  /** One check: the status, or undefined when the answer is not one (no retry: the next check is the retry). */
  read(signal: AbortSignal): Promise<AuthStatus | undefined>
  isVisible(): boolean
  /** Calls `wake` on window focus and when the page comes into view, `sleep` when it leaves it; returns the unsubscribe. */
  watch(handlers: { wake(): void; sleep(): void }): () => void
  now(): number
}

export type StatusPoll = {
  /** Polls while anyone listens; the last unsubscribe stops the timer, the listeners and a check in flight. */
  subscribe(listener: () => void): () => void
  reading(): StatusReading | null
  /** How many checks (and reported sign-outs) have started so far. */
  started(): number
  /** Checks now unless a check is in flight. */
  check(): void
  /** An admin call was refused (401/403): the session is gone now, whatever an earlier check said. */
  refused(): void
}

/**
 * One request at a time; the next one 30 s after the last answer while the page is visible, and at once when
 * it comes back into view or the window gets focus. A failed or dropped check changes nothing: a network
 * failure is not a sign-out.
 */
export function createStatusPoll(source: StatusSource): StatusPoll {
  const listeners = new Set<() => void>()
  let reading: StatusReading | null = null
  let started = 0
  let lastStart = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  let unwatch: (() => void) | undefined

  function publish(next: StatusReading) {
    if (reading && next.seq < reading.seq) return
    reading = next
    for (const listener of listeners) listener()
  }

  function stopTimer() {
    clearTimeout(timer)
    timer = undefined
  }

  function schedule() {
    stopTimer()
    if (unwatch && !inFlight && source.isVisible()) timer = setTimeout(check, RECHECK_INTERVAL_MS)
  }

  function check() {
    if (!unwatch || inFlight) return
    stopTimer()
    const controller = new AbortController()
    inFlight = controller
    const seq = ++started
    lastStart = source.now()
    source
      .read(controller.signal)
      .then(
        (status) => {
          if (status && !controller.signal.aborted) publish({ status, seq })
        },
        () => undefined,
      )
      .finally(() => {
        if (inFlight !== controller) return
        inFlight = undefined
        schedule()
      })
  }

  const handlers = {
    wake() {
      if (source.now() - lastStart >= WAKE_GAP_MS) check()
      else if (!timer) schedule()
    },
    sleep: stopTimer,
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (!unwatch) {
        unwatch = source.watch(handlers)
        schedule()
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0 || !unwatch) return
        unwatch()
        unwatch = undefined
        stopTimer()
        inFlight?.abort()
        inFlight = undefined
      }
    },
    reading: () => reading,
    started: () => started,
    check,
    refused() {
      publish({ status: SIGNED_OUT, seq: ++started })
    },
  }
}

/** The answer's {isAdmin, user}, or undefined when it is not one. */
export function statusFrom(body: unknown): AuthStatus | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { isAdmin, user } = body as Record<string, unknown>
  if (typeof isAdmin !== 'boolean') return undefined
  if (user === null) return { isAdmin, user: null }
  if (typeof user !== 'object' || typeof (user as Record<string, unknown>).email !== 'string') return undefined
  return { isAdmin, user: user as AuthStatus['user'] }
}

const browserSource: StatusSource = {
  async read(signal) {
    const response = await fetch(STATUS_PATH, { headers: { Accept: 'application/json' }, cache: 'no-store', signal })
    return response.ok ? statusFrom(await response.json()) : undefined
  },
  isVisible: () => document.visibilityState === 'visible',
  watch({ wake, sleep }) {
    const onVisibility = () => (document.visibilityState === 'visible' ? wake() : sleep())
    // A page restored from the back/forward cache may show a status from long ago.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && wake()
    window.addEventListener('focus', wake)
    window.addEventListener('pageshow', onPageShow)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('focus', wake)
      window.removeEventListener('pageshow', onPageShow)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  },
  now: () => performance.now(),
}

/** One poll per document, made when a component first asks (never on the server). */
let documentPoll: StatusPoll | undefined
export function adminStatusPoll(): StatusPoll {
  documentPoll ??= createStatusPoll(browserSource)
  return documentPoll
}

const subscribe = (listener: () => void) => adminStatusPoll().subscribe(listener)
const currentReading = () => adminStatusPoll().reading()
const noReading = () => null

/**
 * Who is signed in, as of the newest fact: the root loader's viewer (the server's answer with this page or
 * its last revalidation) until a check that started after it says otherwise. Components that use it keep
 * the poll running.
 */
export function useAdminStatus(): AuthStatus {
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? SIGNED_OUT
  const reading = useSyncExternalStore(subscribe, currentReading, noReading)
  // When the loader gives a new viewer, only checks that start from now on are newer than it.
  const [basis, setBasis] = useState(() => ({ viewer, seq: typeof document === 'undefined' ? 0 : adminStatusPoll().started() }))
  if (basis.viewer !== viewer) setBasis({ viewer, seq: adminStatusPoll().started() })
  return reading && reading.seq > basis.seq ? reading.status : viewer
}
