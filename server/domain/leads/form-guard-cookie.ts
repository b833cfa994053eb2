import { readCookie } from '../auth/session-cookie.ts'

/**
 * The form token of a visitor without JavaScript. Pages are cached as shared bytes, so a token cannot be in
 * their HTML; it travels beside the page instead, in this cookie, set with every page that holds a public
 * form. A form sent by the browser itself carries it back, and the spam guard judges it exactly as it judges
 * the token a script fetched (honeypot, time trap from when the page was shown, one use, one hour).
 * HttpOnly and SameSite=Lax like the session cookie, and __Host- on https.
 */
export function formGuardCookieName(secure: boolean): string {
  return secure ? '__Host-form_guard' : 'form_guard'
}

export function serializeFormGuardCookie({ token, secure, maxAgeSeconds }: { token: string; secure: boolean; maxAgeSeconds: number }): string {
  const attributes = [`${formGuardCookieName(secure)}=${token}`, 'Path=/', `Max-Age=${Math.floor(maxAgeSeconds)}`, 'HttpOnly', 'SameSite=Lax']
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}

/** The token the browser sent back with a form, if any. */
export function readFormGuardCookie(cookieHeader: string | null | undefined, secure: boolean): string | undefined {
  return readCookie(cookieHeader ?? undefined, formGuardCookieName(secure))
}
