import { ADMIN_HOME } from './login-form'
import { ADMIN_LOGIN } from './sign-out-button'

/** The sign-in page's query: where to go after signing in, and whether a session just ended. */
export const NEXT_PARAM = 'next'
export const ENDED_PARAM = 'ended'

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.'

const SOME_ORIGIN = 'http://return-path.invalid'

/**
 * A page of the admin area to return to after sign-in, or undefined for anything else: another site
 * ('//evil.example', '/\\evil.example', 'https://...'), a public page, or the sign-in page itself. The path
 * is read the way the browser would read it, and what is returned is the parsed path, never the text given.
 */
export function safeAdminPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/')) return undefined
  let url: URL
  try {
    url = new URL(next, SOME_ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== SOME_ORIGIN) return undefined
  const inAdmin = url.pathname === ADMIN_HOME || url.pathname.startsWith(`${ADMIN_HOME}/`)
  if (!inAdmin || url.pathname === ADMIN_LOGIN || url.pathname.startsWith(`${ADMIN_LOGIN}/`)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** Where a sign-in lands: the page the admin was on when asked to sign in, else the dashboard. */
export function afterSignIn(search: URLSearchParams): string {
  return safeAdminPath(search.get(NEXT_PARAM)) ?? ADMIN_HOME
}

/** The sign-in page for someone whose session ended on `path` (an admin page's path and query). */
export function signInAgainPath(path: string): string {
  const query = new URLSearchParams({ [ENDED_PARAM]: '1' })
  const next = safeAdminPath(path)
  if (next && next !== ADMIN_HOME) query.set(NEXT_PARAM, next)
  return `${ADMIN_LOGIN}?${query}`
}
