import { createHash, randomBytes } from 'node:crypto'
import { bookingLinks } from '../../../contract/booking-links.ts'

/**
 * The manage link's token is the visitor's only credential for their booking: 256 random bits,
 * URL-safe, and only its SHA-256 is stored, so a copy of the bookings table opens no booking.
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: manageTokenHash(token) }
}

export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A token as newManageToken writes it (43 base64url characters); anything else is no token and needs no lookup. */
export function isManageTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token)
}

/** The page a visitor manages their booking on. */
export function manageLink(publicUrl: string, token: string): string {
  return new URL(bookingLinks(token).manage, publicUrl).toString()
}
