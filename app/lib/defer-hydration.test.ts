import { describe, expect, test } from 'vitest'
import { deferHydrationUntilFirstPaint } from './defer-hydration'

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/><link rel="modulepreload" href="/assets/react-B.js" nonce="N1"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main><script nonce="N1">window.__reactRouterContext = {};</script><script nonce="N1" type="module" async="">;
import * as route0 from "/assets/root-R.js";
import * as route1 from "/assets/home-H.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`

describe('deferHydrationUntilFirstPaint', () => {
  const result = deferHydrationUntilFirstPaint(page)

  test('removes the modulepreload links from the head', () => {
    expect(result).not.toContain('<link rel="modulepreload"')
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  })

  test('keeps the nonce and turns the static route imports into imports after the first contentful paint', () => {
    const script = result.match(/<script nonce="N1" type="module">([\s\S]*?)<\/script>/)?.[1] ?? ''
    expect(script.indexOf('"first-contentful-paint"')).toBeGreaterThan(-1)
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('import("/assets/root-R.js")'))
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-R.js"), import("/assets/home-H.js")]);')
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};')
    expect(script).toContain('["/assets/entry.client-A.js","/assets/react-B.js"]')
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true)
    expect(script).not.toMatch(/import \* as/)
  })

  test('leaves other scripts and the content alone', () => {
    expect(result).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>')
    expect(result).toContain('<main>Hello</main>')
  })

  test('returns the page unchanged when the bootstrap is not the expected shape', () => {
    const other = '<html><body><script nonce="x" type="module" async="">import("/x.js")</script></body></html>'
    expect(deferHydrationUntilFirstPaint(other)).toBe(other)
  })
})
