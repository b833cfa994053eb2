import { describe, expect, it } from 'vitest'
import { isManageTokenShape, manageLink, manageTokenHash, newManageToken } from './manage-token.ts'

describe('manage tokens', () => {
  it('are 256 random URL-safe bits, stored only as their hash', () => {
    const first = newManageToken()
    const second = newManageToken()
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first.token).not.toBe(second.token)
    expect(first.hash).toBe(manageTokenHash(first.token))
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(first.hash).not.toContain(first.token)
  })

  it('tells a token from anything else before any lookup', () => {
    expect(isManageTokenShape(newManageToken().token)).toBe(true)
    expect(isManageTokenShape('short')).toBe(false)
    expect(isManageTokenShape(`${'a'.repeat(42)}/`)).toBe(false)
  })

  it('links to the booking page of the public site', () => {
    expect(manageLink('https://agency.example/', 'abc')).toBe('https://agency.example/booking/abc')
  })
})
