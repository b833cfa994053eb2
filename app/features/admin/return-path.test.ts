import { describe, expect, it } from 'vitest'
import { afterSignIn, safeAdminPath, signInAgainPath } from './return-path'

describe('safeAdminPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin?tab=services', '/admin?tab=services'],
    ['/admin?tab=seo#page-home', '/admin?tab=seo#page-home'],
    ['/admin/../admin?tab=pricing', '/admin?tab=pricing'],
    ['/%2e%2e/admin', '/admin'],
  ])('keeps the admin page %s', (next, expected) => {
    expect(safeAdminPath(next)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    'admin',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/\t/evil.example/admin',
    'javascript:alert(1)',
    '/',
    '/services',
    '/administrator',
    '/admin/../services',
    '/admin/login',
    '/admin/login?next=/admin',
  ])('refuses %s', (next) => {
    expect(safeAdminPath(next)).toBeUndefined()
  })
})

describe('afterSignIn', () => {
  it('returns to the page given, or the dashboard', () => {
    expect(afterSignIn(new URLSearchParams('next=%2Fadmin%3Ftab%3Dpricing'))).toBe('/admin?tab=pricing')
    expect(afterSignIn(new URLSearchParams('next=%2F%2Fevil.example'))).toBe('/admin')
    expect(afterSignIn(new URLSearchParams(''))).toBe('/admin')
  })
})

describe('signInAgainPath', () => {
  it('says the session ended and where to return', () => {
    expect(signInAgainPath('/admin?tab=services')).toBe('/admin/login?ended=1&next=%2Fadmin%3Ftab%3Dservices')
    expect(afterSignIn(new URL(signInAgainPath('/admin?tab=services'), 'http://x').searchParams)).toBe('/admin?tab=services')
  })

  it('leaves out a return to the dashboard itself, and anything outside the admin area', () => {
    expect(signInAgainPath('/admin')).toBe('/admin/login?ended=1')
    expect(signInAgainPath('//evil.example')).toBe('/admin/login?ended=1')
  })
})
