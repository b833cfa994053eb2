import { describe, expect, test } from 'vitest'
import { expiredSessionCookie, newSessionCookie, readCookie, serializeSessionCookie, sessionCookieName } from './session-cookie.ts'

describe('the session cookie', () => {
  test('is HttpOnly and SameSite=Lax on http, named sid', () => {
    expect(serializeSessionCookie({ token: 'abc', secure: false, maxAgeSeconds: 604_800 })).toBe('sid=abc; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax')
  })

  test('is Secure with the __Host- prefix on https', () => {
    expect(sessionCookieName(true)).toBe('__Host-sid')
    expect(serializeSessionCookie({ token: 'abc', secure: true, maxAgeSeconds: 10.7 })).toBe('__Host-sid=abc; Path=/; Max-Age=10; HttpOnly; SameSite=Lax; Secure')
  })

  test('of a new session lives the seven days a session may last at most', () => {
    expect(newSessionCookie({ token: 'abc', secure: false })).toBe('sid=abc; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax')
  })

  test('is forgotten with an empty value and Max-Age=0', () => {
    expect(expiredSessionCookie(false)).toBe('sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
  })
})

describe('reading a cookie from the request header', () => {
  test('finds the named cookie among others, trimmed and decoded', () => {
    expect(readCookie('theme=dark; sid=tok_en-1;  other=x', 'sid')).toBe('tok_en-1')
    expect(readCookie('a=%7Bb%7D', 'a')).toBe('{b}')
    expect(readCookie('a="quoted"', 'a')).toBe('quoted')
  })

  test('does not confuse names that share a suffix or prefix, and takes the first of repeats', () => {
    expect(readCookie('xsid=1; sid2=2', 'sid')).toBeUndefined()
    expect(readCookie('sid=first; sid=second', 'sid')).toBe('first')
    expect(readCookie('__Host-sid=secure; sid=plain', '__Host-sid')).toBe('secure')
  })

  test('survives a missing header, pairs without a value and bad escapes', () => {
    expect(readCookie(undefined, 'sid')).toBeUndefined()
    expect(readCookie('flag; sid=ok', 'sid')).toBe('ok')
    expect(readCookie('sid=%E0%A4%A', 'sid')).toBe('%E0%A4%A')
  })
})
