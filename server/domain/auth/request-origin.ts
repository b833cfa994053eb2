const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type RequestOrigin = {
  method: string
  /** The Origin header, when the client sent one. */
  origin: string | undefined
  /** The Sec-Fetch-Site header (Fetch Metadata), when the client sent one. */
  secFetchSite: string | undefined
  /** The host the request was addressed to (Host, or X-Forwarded-Host behind a trusted proxy). */
  host: string | undefined
  /** The origin the site's pages are served from: PUBLIC_URL, or its default `http://localhost:$PORT`. */
  publicUrl: string
  /** Whether PUBLIC_URL was set. */
  publicUrlSet: boolean
}

/**
 * True for a state-changing request a browser sent on behalf of another site (cross-site request
 * forgery). Same-origin pages are PUBLIC_URL's origin and, only where PUBLIC_URL is not set (a
 * development machine reached as localhost or by its address), the host the request came to: with
 * PUBLIC_URL set, a page of a domain whose DNS was rebound to this server names its own host and is
 * still refused. A client that is not a browser sends neither Origin nor Sec-Fetch-Site and is let
 * through, since it carries no visitor's cookies unless it was given them.
 */
export function isCrossSiteWrite({ method, origin, secFetchSite, host, publicUrl, publicUrlSet }: RequestOrigin): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  if (origin !== undefined) return !isSameOrigin(origin, publicUrlSet ? undefined : host, publicUrl)
  return secFetchSite === 'cross-site' || secFetchSite === 'same-site'
}

function isSameOrigin(origin: string, host: string | undefined, publicUrl: string): boolean {
  const url = parseUrl(origin)
  if (!url) return false
  if (url.origin === parseUrl(publicUrl)?.origin) return true
  if (!host) return false
  // The URL parser lower-cases the host and drops a default port, as it did for the origin.
  return url.host === parseUrl(`${url.protocol}//${host}`)?.host
}

function parseUrl(value: string): URL | undefined {
  if (value === 'null') return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}
