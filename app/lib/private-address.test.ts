import { describe, expect, test } from 'vitest'
import { isPrivateAddress } from './private-address'

const page = (handle?: unknown) => ({ handle })

describe('private addresses', () => {
  test("a route that says its every address is private, and the admin area's, are private", () => {
    expect(isPrivateAddress('/booking/abc', '', [page(), page({ privateAddress: true })])).toBe(true)
    expect(isPrivateAddress('/admin', '', [page()])).toBe(true)
    expect(isPrivateAddress('/admin/login', '', [page()])).toBe(true)
  })

  test('a route may make only the addresses whose query carries a credential private', () => {
    const book = page({ privateAddress: (search: URLSearchParams) => search.has('booked') })
    expect(isPrivateAddress('/book', '?booked=eyJ.abc', [page(), book])).toBe(true)
    expect(isPrivateAddress('/book', '', [page(), book])).toBe(false)
  })

  test('every other page is public, whatever its handle holds', () => {
    expect(isPrivateAddress('/pricing', '', [page(), page({ breadcrumb: 'Pricing' })])).toBe(false)
    expect(isPrivateAddress('/administration', '', [page()])).toBe(false)
  })
})
