import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { type AuthStatus, type AuthUser, SIGNED_OUT } from '../../../contract/auth.ts'
import type { AuthService } from '../../domain/auth/auth-service.ts'
import { SESSION_ABSOLUTE_MS } from '../../domain/auth/session-rules.ts'
import { expiredSessionCookie, readCookie, serializeSessionCookie, sessionCookieName } from '../../domain/auth/session-cookie.ts'

/** The signed-in visitor of this request, with the token their cookie carries. */
export type ActiveSession = { token: string; user: AuthUser; isAdmin: boolean }

const SESSION_LOCAL = 'session'

/**
 * Reads the session cookie and puts the live session (if any) on the response for the handlers,
 * loaders and guards after it. A cookie whose session has ended is removed from the browser.
 * When the database cannot be asked, the API fails the request (503); pages render as for a
 * signed-out visitor, as they degrade to their fallbacks.
 */
export function sessionMiddleware({
  auth,
  secure,
  whenStoreFails,
  passive,
}: {
  auth: Pick<AuthService, 'resolveSession'>
  secure: boolean
  whenStoreFails: 'fail' | 'sign-out'
  /** Requests that only ask who is signed in: they do not count as activity that keeps a session alive. */
  passive?: (req: Request) => boolean
}): RequestHandler {
  const name = sessionCookieName(secure)
  const resolve = async (token: string, req: Request, res: Response, next: NextFunction) => {
    let resolved
    try {
      resolved = await auth.resolveSession(token, { recordActivity: !passive?.(req) })
    } catch (error) {
      if (whenStoreFails === 'fail') return next(error)
      req.log?.error({ err: error }, 'session lookup failed; rendering as signed out')
      return next()
    }
    if (!resolved) {
      clearSessionCookie(res, secure)
      return next()
    }
    const session: ActiveSession = { token, user: resolved.user, isAdmin: resolved.user.role === 'admin' }
    res.locals[SESSION_LOCAL] = session
    // A page rendered for a signed-in user is theirs alone: no shared cache may keep it.
    res.setHeader('Cache-Control', 'private, no-store')
    next()
  }
  // Most requests carry no session cookie: they pass on at once, without a promise.
  return (req, res, next) => {
    const token = readCookie(req.headers.cookie, name)
    return token === undefined ? next() : resolve(token, req, res, next)
  }
}

export function currentSession(res: Response): ActiveSession | undefined {
  return res.locals[SESSION_LOCAL] as ActiveSession | undefined
}

/** The spec's {isAdmin, user} for this request. */
export function authStatus(res: Response): AuthStatus {
  const session = currentSession(res)
  return session ? { isAdmin: session.isAdmin, user: session.user } : SIGNED_OUT
}

/** The cookie of a new session; it lives as long as the session may (the absolute limit), the server ends it sooner when idle. */
export function setSessionCookie(res: Response, { token, secure }: { token: string; secure: boolean }) {
  replaceSessionCookie(res, secure, serializeSessionCookie({ token, secure, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 }))
}

export function clearSessionCookie(res: Response, secure: boolean) {
  replaceSessionCookie(res, secure, expiredSessionCookie(secure))
}

/** One Set-Cookie for the session per response: a later decision (sign-in after a dead cookie) replaces an earlier one. */
function replaceSessionCookie(res: Response, secure: boolean, cookie: string) {
  const prefix = `${sessionCookieName(secure)}=`
  const existing = res.getHeader('Set-Cookie')
  const others = (Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)]).filter((value) => !value.startsWith(prefix))
  res.setHeader('Set-Cookie', [...others, cookie])
}
