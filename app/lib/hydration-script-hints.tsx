import type { ReactNode } from 'react'
import { preloadModule } from 'react-dom'
import type { EntryContext } from 'react-router'

/**
 * The modules that hydrate this page, as React Router's <Scripts> preloads them: the route manifest when
 * routes are not discovered lazily, the client entry and its imports, then each matched route's module,
 * its split client action and loader, its hydrate fallback and their imports.
 */
export function hydrationModules({ manifest, routeDiscovery, staticHandlerContext }: EntryContext): string[] {
  const routeModules = staticHandlerContext.matches.flatMap(({ route }) => {
    const entry = manifest.routes[route.id]
    if (!entry) return []
    return [entry.module, entry.clientActionModule, entry.clientLoaderModule, entry.hydrateFallbackModule, ...(entry.imports ?? [])]
  })
  const manifestModule = routeDiscovery.mode === 'initial' ? [manifest.url] : []
  return [...new Set([...manifestModule, manifest.entry.module, ...manifest.entry.imports, ...routeModules])].filter((href): href is string => Boolean(href))
}

/**
 * Hints the page's scripts at low priority, the way React hints its own bootstrap modules: the stylesheet,
 * the font and the document come first, so a phone on a slow network paints the page before it downloads
 * the code that hydrates it. React writes these hints into the head ahead of the ones <Scripts> renders;
 * the browser fetches each module once, at the priority of the first hint it meets (ADR 017).
 *
 * It wraps the router rather than sitting beside it: a sibling would move the router in the tree, and the
 * server's `useId` values would no longer match the browser's.
 */
export function HydrationScriptHints({ context, nonce, children }: { context: EntryContext; nonce: string; children: ReactNode }) {
  for (const href of hydrationModules(context)) {
    preloadModule(href, { as: 'script', fetchPriority: 'low', nonce })
  }
  return children
}
