import { createContext, data, redirect, type RouterContextProvider } from 'react-router'
import type { AuthStatus, AuthUser } from '../../contract/auth'
import type { AppServices } from '../../server/services.ts'

/**
 * What the server hands every loader and action: one set of services per process, this response's
 * CSP nonce, the public origin, who is signed in (the session cookie, read by the server), the client's
 * address (for rate limits; X-Forwarded-For only with TRUST_PROXY) and the request's cookies as the
 * server reads and writes them.
 */
export type RequestContext = {
  services: AppServices
  nonce: string
  publicUrl: string
  viewer: AuthStatus
  clientAddress: string
  cookies: RequestCookies
}

/** The cookies a form action needs, read by the server; the names and attributes stay on the server's side. */
export type RequestCookies = {
  /** The form token a form page's view left for a visitor without JavaScript (form_guard). */
  formGuardToken: string | undefined
  /** The session token the browser sent, if any (a sign-in ends that session). */
  sessionToken: string | undefined
  /** The Set-Cookie value of a new session. */
  newSession(token: string): string
}

export const requestContext = createContext<RequestContext>()

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext)
}

export const ADMIN_LOGIN_PATH = '/admin/login'

/**
 * The guard of every admin loader and action: a signed-out visitor is sent to the login page, a
 * signed-in user without the admin role gets a 403.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): AuthUser {
  const { viewer } = getRequestContext(context)
  if (!viewer.user) throw redirect(ADMIN_LOGIN_PATH)
  if (!viewer.isAdmin) throw data({ email: viewer.user.email }, { status: 403 })
  return viewer.user
}
