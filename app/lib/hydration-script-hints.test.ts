import type { EntryContext } from 'react-router'
import { describe, expect, test } from 'vitest'
import { hydrationModules } from './hydration-script-hints'

/** The parts of React Router's entry context that the hints read: a root, a layout and a page route. */
function entryContext({ discovery }: { discovery: 'lazy' | 'initial' }): EntryContext {
  const route = (id: string, extra: object = {}) => ({ id, module: `/assets/${id}.js`, imports: ['/assets/site.js'], ...extra })
  return {
    manifest: {
      url: '/assets/manifest.js',
      entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js'] },
      routes: {
        root: route('root'),
        layout: route('layout', { imports: ['/assets/site.js', '/assets/icons.js'] }),
        home: route('home', { clientActionModule: '/assets/home-client-action.js' }),
        admin: route('admin'),
      },
    },
    routeDiscovery: discovery === 'lazy' ? { mode: 'lazy', manifestPath: '/__manifest' } : { mode: 'initial' },
    staticHandlerContext: { matches: [{ route: { id: 'root' } }, { route: { id: 'layout' } }, { route: { id: 'home' } }] },
  } as unknown as EntryContext
}

describe('hydrationModules', () => {
  test('lists the entry and the matched routes with their split modules and imports, each once', () => {
    expect(hydrationModules(entryContext({ discovery: 'lazy' }))).toEqual([
      '/assets/entry.client.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/site.js',
      '/assets/layout.js',
      '/assets/icons.js',
      '/assets/home.js',
      '/assets/home-client-action.js',
    ])
  })

  test('starts with the route manifest when routes are not discovered lazily', () => {
    expect(hydrationModules(entryContext({ discovery: 'initial' }))[0]).toBe('/assets/manifest.js')
  })
})
