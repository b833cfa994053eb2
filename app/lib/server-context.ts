import { createContext, type RouterContextProvider } from 'react-router'
import type { AppServices } from '../../server/services.ts'

/** What the server hands every loader and action: one set of services per process, and this response's CSP nonce. */
export type RequestContext = { services: AppServices; nonce: string; publicUrl: string }

export const requestContext = createContext<RequestContext>()

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext)
}
