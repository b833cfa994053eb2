import { createHash, randomBytes } from 'node:crypto'

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A new session id: 256 random bits, base64url (43 characters). Only the browser ever holds it. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** True for a string shaped like a token this server issued; anything else is not looked up. */
export function isSessionToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_PATTERN.test(value)
}

/**
 * The key a session is stored under: SHA-256 of the token, so the sessions table holds nothing a
 * reader of a database copy could put in a cookie. A random 256-bit token needs no salt or secret.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
