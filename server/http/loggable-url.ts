/**
 * What the log may say of a request's address. Addresses carry credentials and personal data: a booking's manage
 * token (`/booking/<token>`, `/api/bookings/<token>/...`), the calendar feed's secret, a chat's session id, an
 * admin's search for a person. The log gets the route's pattern when the request reached a route
 * (`/api/bookings/:token/cancel`); otherwise the path with every segment that looks like a token or an id masked;
 * and the query's names with their values masked.
 */
export function loggableUrl({ originalUrl, pattern }: { originalUrl: string; pattern?: string }): string {
  const queryAt = originalUrl.indexOf('?')
  const path = queryAt === -1 ? originalUrl : originalUrl.slice(0, queryAt)
  const query = queryAt === -1 ? '' : maskedQuery(originalUrl.slice(queryAt + 1))
  return `${pattern ?? maskedPath(path)}${query}`
}

/** A token, a secret or an id: long, with no spaces, or any UUID. (Slugs of words are kept: `/services/ai-chatbots`.) */
const OPAQUE_SEGMENT = /^(?=[^.]*\d)[A-Za-z0-9_-]{16,}(\.[a-z]+)?$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LONG_SEGMENT = /^[A-Za-z0-9_-]{32,}(\.[a-z]+)?$/

function maskedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) || LONG_SEGMENT.test(segment) ? ':masked' : segment))
    .join('/')
}

function maskedQuery(query: string): string {
  const names = new URLSearchParams(query).keys()
  const masked = [...names].map((name) => `${encodeURIComponent(name)}=*`)
  return masked.length > 0 ? `?${masked.join('&')}` : ''
}
