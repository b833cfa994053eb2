import { describe, expect, test } from 'vitest'
import { hashSessionToken, isSessionToken, newSessionToken } from './session-token.ts'

describe('session tokens', () => {
  test('are 256 random bits in 43 base64url characters, never repeated', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newSessionToken()))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(isSessionToken(token)).toBe(true)
  })

  test('anything else is not a token and is never looked up', () => {
    expect(isSessionToken(undefined)).toBe(false)
    expect(isSessionToken('')).toBe(false)
    expect(isSessionToken('a'.repeat(42))).toBe(false)
    expect(isSessionToken(`${'a'.repeat(42)}=`)).toBe(false)
    expect(isSessionToken("' or 1=1 --")).toBe(false)
  })

  test('are stored as their SHA-256, which differs from the token', () => {
    const token = 'dGhpcyBpcyBub3QgYSByZWFsIHRva2VuIGJ1dCBmaW5l'.slice(0, 43)
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashSessionToken(token)).toBe(hashSessionToken(token))
    expect(hashSessionToken(token)).not.toContain(token)
    expect(hashSessionToken(`${token.slice(0, 42)}x`)).not.toBe(hashSessionToken(token))
  })
})
