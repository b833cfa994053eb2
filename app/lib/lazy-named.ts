import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * `React.lazy` for a module's named export: the component's code becomes a chunk of its own, fetched when
 * it first renders. Rendered inside `<Suspense>`, a server-rendered part keeps its HTML until its chunk is
 * there and then hydrates by itself (React's selective hydration), so the rest of the page does not wait.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the component's own type is kept
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}
