import { createHash } from 'node:crypto'
import type { Request } from 'express'
import ipaddr from 'ipaddr.js'

/**
 * The client a rate limit or sign-in throttle counts against: the connection's address, or behind TRUST_PROXY the
 * one the proxy names.
 * - An IPv6 client counts by its /64: one home or phone network is given a /64 and can use any of its 2^64
 *   addresses, so counting each address apart would multiply every limit without end.
 * - An IPv4 address written as IPv6 (`::ffff:a.b.c.d`, as a dual-stack socket reports it) counts as that IPv4
 *   address.
 * - A proxy passes on whatever X-Forwarded-For a client sent, so an entry that is not an address (any length, any
 *   text) is counted under a short digest of itself rather than stored as sent.
 */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? 'unknown'
  if (!ipaddr.isValid(ip)) return `other:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`
  const address = ipaddr.parse(ip)
  if (address.kind() === 'ipv4') return address.toString()
  const v6 = address as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}
