import { randomBytes, randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); argon2id is the library's default algorithm.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/** A hash of a random password, made once per process with the same cost as real ones. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'))
  return dummyHash
}

/**
 * Checks a password against an account's hash; with no account (or no password set) it checks
 * against the dummy hash instead, so an unknown email takes as long as a wrong password.
 */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const matches = await verifyPassword(passwordHash ?? (await dummyPasswordHash()), password)
  return passwordHash ? matches : false
}

// No look-alike characters (0/O, 1/l/I), so a password read off a terminal is typed right the first time.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** A strong random password: 24 characters (about 139 bits) in dash-separated groups of four. */
export function generatePassword(): string {
  const characters = Array.from({ length: 24 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)])
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-')
}
