import { createContext, useContext } from 'react'

/** The CSP nonce of this response, set on the server only; browsers hide nonces from the DOM, so the client reads ''. */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
