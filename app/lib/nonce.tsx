import { createContext, useContext } from 'react'

/** The CSP nonce of this response, provided on the server (entry.server.tsx). */
const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

/**
 * The page's CSP nonce on both sides, so the browser renders the same attributes the server wrote. The
 * browser hides a nonce from the page's attributes but keeps it in the elements' `nonce` property, which
 * is where it is read; a page from the page cache has no nonce (its CSP lists script hashes instead).
 */
export function useNonce(): string | undefined {
  const provided = useContext(NonceContext)
  if (provided !== undefined || typeof document === 'undefined') return provided
  return document.querySelector<HTMLElement>('[nonce]')?.nonce || undefined
}
