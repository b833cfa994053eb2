import type { RequestCookies } from '../../app/lib/server-context.ts'
import { newSessionCookie, readCookie, sessionCookieName } from '../domain/auth/session-cookie.ts'
import { readFormGuardCookie } from '../domain/leads/form-guard-cookie.ts'

/** The cookies of a page request as route actions see them (RequestContext.cookies). */
export function requestCookies(header: string | undefined, secure: boolean): RequestCookies {
  return {
    formGuardToken: readFormGuardCookie(header, secure),
    sessionToken: readCookie(header, sessionCookieName(secure)),
    newSession: (token) => newSessionCookie({ token, secure }),
  }
}
