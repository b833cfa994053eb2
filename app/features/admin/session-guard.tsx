import { ExternalLink, TriangleAlert } from 'lucide-react'
import { type ReactNode, type RefObject, createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { Container } from '~/components/ui/section'
import { adminStatusPoll, useAdminStatus } from '~/lib/admin-status'
import { cn } from '~/lib/cn'
import type { loader as rootLoader } from '~/root'
import { afterSignIn, signInAgainPath } from './return-path'
import { ADMIN_LOGIN } from './sign-out-button'

type SessionGuard = {
  /** The session this page was opened with has ended (a re-check or a refused call said so). */
  ended: boolean
  /** Typed values keep the admin on this page. */
  holding: boolean
  /** Keeps the admin on this page while a form holds typed values; returns the release. */
  holdUnsaved(): () => void
  /** An admin call answered 401 or 403. */
  refused(): void
}

const SessionGuardContext = createContext<SessionGuard>({ ended: false, holding: false, holdUnsaved: () => () => undefined, refused: () => undefined })

/**
 * The admin area's side of the status re-checks (spec §6, ADR 028). When the session ends (signed out
 * elsewhere, expired, or no longer an admin), the admin goes to the sign-in page, which says so and returns
 * them here afterwards. While a dialog holds typed values they stay: the dialog says the session ended and
 * offers the sign-in page in a new tab; back here, the next check (on focus) finds the new session and the
 * form saves as usual. Leaving or reloading the page with typed values asks first (beforeunload).
 */
export function AdminSessionGuard({ children }: { children: ReactNode }) {
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer
  const status = useAdminStatus()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const [unsaved, setUnsaved] = useState(0)
  // Set while typed values held the admin here after the session ended.
  const held = useRef(false)
  const onSignIn = pathname === ADMIN_LOGIN
  const ended = !onSignIn && viewer?.isAdmin === true && !status.isAdmin

  useEffect(() => {
    if (!ended) {
      held.current = false
      return
    }
    if (unsaved > 0) {
      held.current = true
      return
    }
    // The form that held the admin here was closed: it may have been saved after signing in elsewhere.
    if (held.current) {
      held.current = false
      adminStatusPoll().check()
      return
    }
    void navigate(signInAgainPath(`${pathname}${search}`), { replace: true })
    // `status` is new with each check, so a check that confirms the end runs this again.
  }, [ended, unsaved, status, pathname, search, navigate])

  // Signed in again in another tab while this one shows the sign-in page: go on.
  useEffect(() => {
    if (onSignIn && viewer?.isAdmin === false && status.isAdmin) void navigate(afterSignIn(new URLSearchParams(search)), { replace: true })
  }, [onSignIn, viewer, status, search, navigate])

  useEffect(() => {
    if (unsaved === 0) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])

  const holdUnsaved = useCallback(() => {
    setUnsaved((count) => count + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      setUnsaved((count) => count - 1)
    }
  }, [])
  const holding = unsaved > 0
  const guard = useMemo<SessionGuard>(() => ({ ended, holding, holdUnsaved, refused }), [ended, holding, holdUnsaved])
  return <SessionGuardContext value={guard}>{children}</SessionGuardContext>
}

const refused = () => adminStatusPoll().refused()

export function useSessionGuard(): SessionGuard {
  return use(SessionGuardContext)
}

/**
 * Follows a form's typed values (call `onChange` on its changes, `reset` when it closes): while a control differs
 * from what it showed when the form opened, the session guard keeps the admin on the page and the browser asks
 * before leaving it.
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>): { onChange: () => void; reset: () => void } {
  const { holdUnsaved } = useSessionGuard()
  const [unsaved, setUnsaved] = useState(false)
  useEffect(() => (unsaved ? holdUnsaved() : undefined), [unsaved, holdUnsaved])
  const onChange = useCallback(() => {
    if (form.current) setUnsaved(formHasChanges(form.current))
  }, [form])
  const reset = useCallback(() => setUnsaved(false), [])
  return { onChange, reset }
}

/** True when a control of the form holds something other than its initial value. */
export function formHasChanges(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'hidden' || element.readOnly) continue
      if (element.type === 'checkbox' || element.type === 'radio' ? element.checked !== element.defaultChecked : element.value !== element.defaultValue) return true
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true
    } else if (element instanceof HTMLSelectElement) {
      if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected)) return true
    }
  }
  return false
}

/**
 * Shown in a dialog whose typed values kept the admin on the page after the session ended. Signing in
 * happens in a new tab, so nothing here is lost; once a check finds the session back (on returning to this
 * tab), the notice says the form can be saved.
 */
export function SessionEndedNotice({ className }: { className?: string }) {
  const { ended } = useSessionGuard()
  const [seen, setSeen] = useState(false)
  if (ended && !seen) setSeen(true)
  if (ended) return <SessionEndedMessage className={className} />
  if (!seen) return null
  return (
    <p role="status" className={cn('rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800', className)}>
      You are signed in again. Your changes can be saved now.
    </p>
  )
}

/** The same message over the page while typed values hold the admin there (the SEO drafts, a dialog behind it). */
export function SessionEndedBanner() {
  const { ended, holding } = useSessionGuard()
  if (!ended || !holding) return null
  return (
    // Under the sticky header, so it stays in view wherever the admin has scrolled to.
    <div className="sticky top-16 z-30 border-b border-line bg-surface/95 py-3">
      <Container>
        <SessionEndedMessage className="shadow-card" />
      </Container>
    </div>
  )
}

function SessionEndedMessage({ className }: { className?: string }) {
  const { pathname, search } = useLocation()
  return (
    <div role="alert" className={cn('rounded-xl border border-highlight/40 bg-highlight-soft px-4 py-3 text-sm text-highlight-ink', className)}>
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your session has ended, so changes cannot be saved yet.
      </p>
      <p className="mt-1">What you typed stays here. Sign in again in a new tab, then come back to this one and save.</p>
      <a href={signInAgainPath(`${pathname}${search}`)} target="_blank" rel="noopener" className={cn(buttonClasses('secondary', 'sm'), 'mt-3')}>
        <ExternalLink aria-hidden="true" className="size-4" />
        Sign in again<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  )
}
