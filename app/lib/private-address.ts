import type { UIMatch } from 'react-router'

/**
 * A route whose address can carry a credential (a manage token, a signed receipt) says so in its `handle`: the
 * address is then nobody else's business, and no third-party script may load on the page to read or report it.
 * `true` for every address of the route, or a test of the address's query.
 */
export type PrivateAddressHandle = { privateAddress: true | ((search: URLSearchParams) => boolean) }

/** Whether the page at `search` with these matched routes has a private address (the admin area's is always private). */
export function isPrivateAddress(pathname: string, search: string, matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return true
  const params = new URLSearchParams(search)
  return matches.some((match) => {
    const rule = (match.handle as Partial<PrivateAddressHandle> | undefined)?.privateAddress
    return rule === true || (typeof rule === 'function' && rule(params))
  })
}
