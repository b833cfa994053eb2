import type { ServerBuild } from 'react-router'
import { describe, expect, test } from 'vitest'
import { REMEMBERED_PATHS, pageRoutePattern } from './page-route-pattern.ts'

type Route = { id: string; parentId?: string; path?: string; index?: boolean }

/** The shape of app/routes.ts as the build's flat route table holds it. */
const routes = Object.fromEntries(
  (
    [
      { id: 'root', path: '' },
      { id: 'routes/seo/sitemap', parentId: 'root', path: 'sitemap.xml' },
      { id: 'routes/admin/layout', parentId: 'root' },
      { id: 'routes/admin/dashboard', parentId: 'routes/admin/layout', path: 'admin' },
      { id: 'routes/admin/person', parentId: 'routes/admin/layout', path: 'admin/people/:personId' },
      { id: 'routes/site/layout', parentId: 'root' },
      { id: 'routes/site/home', parentId: 'routes/site/layout', index: true },
      { id: 'routes/site/service-detail', parentId: 'routes/site/layout', path: 'services/:serviceId' },
      { id: 'routes/site/manage-booking', parentId: 'routes/site/layout', path: 'booking/:token' },
      { id: 'routes/site/not-found', parentId: 'routes/site/layout', path: '*' },
    ] satisfies Route[]
  ).map((route) => [route.id, { ...route, module: {} }]),
) as unknown as ServerBuild['routes']

describe('page route patterns for the request-duration labels', () => {
  test('a page is labelled by the pattern of the route it matches, not by its ids or tokens', () => {
    expect(pageRoutePattern(routes, '/')).toBe('/')
    expect(pageRoutePattern(routes, '/services/ai-voice-agent')).toBe('/services/:serviceId')
    expect(pageRoutePattern(routes, '/booking/Zx81kq')).toBe('/booking/:token')
    expect(pageRoutePattern(routes, '/admin/people/17')).toBe('/admin/people/:personId')
    expect(pageRoutePattern(routes, '/admin')).toBe('/admin')
    expect(pageRoutePattern(routes, '/sitemap.xml')).toBe('/sitemap.xml')
  })

  test('a page’s data request is labelled as its page', () => {
    expect(pageRoutePattern(routes, '/services/ai-voice-agent.data')).toBe('/services/:serviceId')
    expect(pageRoutePattern(routes, '/_root.data')).toBe('/')
  })

  test('any path no page has is the not-found route, one label for every probe', () => {
    expect(pageRoutePattern(routes, '/wp-login.php')).toBe('/*')
    expect(pageRoutePattern(routes, '/a/b/c/d')).toBe('/*')
  })

  test('React Router’s route manifest requests have a label of their own', () => {
    expect(pageRoutePattern(routes, '/__manifest')).toBe('/__manifest')
  })

  test('without a not-found route an unknown path has no pattern', () => {
    const { 'routes/site/not-found': _notFound, ...withoutNotFound } = routes
    expect(pageRoutePattern(withoutNotFound, '/nowhere')).toBeUndefined()
  })

  test('a path asked again, or after many other paths, gets the same pattern', () => {
    expect(pageRoutePattern(routes, '/services/ai-voice-agent')).toBe('/services/:serviceId')
    expect(pageRoutePattern(routes, '/services/ai-voice-agent')).toBe('/services/:serviceId')
    for (let probe = 0; probe <= REMEMBERED_PATHS; probe++) expect(pageRoutePattern(routes, `/probe-${probe}`)).toBe('/*')
    expect(pageRoutePattern(routes, '/services/ai-voice-agent')).toBe('/services/:serviceId')
    expect(pageRoutePattern(routes, '/probe-0')).toBe('/*')
  })
})
