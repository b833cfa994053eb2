import { SESSION_ABSOLUTE_MS } from './session-rules.ts'

/**
 * The session cookie: HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site
 * POSTs), Path=/, and on https Secure with the __Host- prefix, which browsers only accept from a
 * secure origin without a Domain, so no subdomain can set or overwrite it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid'
}

export function serializeSessionCookie({ token, secure, maxAgeSeconds }: { token: string; secure: boolean; maxAgeSeconds: number }): string {
  const attributes = [`${sessionCookieName(secure)}=${token}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Lax']
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}

/** The cookie of a new session: it lives as long as the session may (the absolute limit); the server ends it sooner when idle. */
export function newSessionCookie({ token, secure }: { token: string; secure: boolean }): string {
  return serializeSessionCookie({ token, secure, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 })
}

/** A Set-Cookie value that makes the browser forget the session cookie. */
export function expiredSessionCookie(secure: boolean): string {
  return serializeSessionCookie({ token: '', secure, maxAgeSeconds: 0 })
}

/** One cookie's value from a Cookie request header; the first one wins when a name repeats. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1) continue
    if (pair.slice(0, separator).trim() !== name) continue
    const raw = pair.slice(separator + 1).trim()
    const value = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}
