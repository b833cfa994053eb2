import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import type { Request } from 'express'

/**
 * The client a rate limit or sign-in throttle counts against: the connection's address, or behind TRUST_PROXY the
 * one the proxy names. A proxy passes on whatever X-Forwarded-For a client sent, so an entry that is not an address
 * (any length, any text) is counted under a short digest of itself rather than stored as sent.
 */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? 'unknown'
  return isIP(ip) ? ip : `other:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`
}
