import { describe, expect, test } from 'vitest'
import { STATIC_ROUTE, UNMATCHED_ROUTE, methodLabel, routeLabel, statusClassLabel } from './route-label.ts'

describe('request duration labels', () => {
  test('an API route is labelled by its declared pattern under its mount, never by the id in the URL', () => {
    expect(routeLabel({ path: '/api/admin/people/42', expressRoute: { path: '/admin/people/:personId', baseUrl: '/api' }, statusCode: 200 })).toBe('/api/admin/people/:personId')
    expect(routeLabel({ path: '/calendar/abc.ics', expressRoute: { path: '/calendar/:token.ics', baseUrl: '' }, statusCode: 200 })).toBe('/calendar/:token.ics')
  })

  test('a page is labelled by its React Router pattern, even though the catch-all Express route answered it', () => {
    expect(routeLabel({ path: '/services/voice-agent', pagePattern: '/services/:serviceId', expressRoute: { path: '/{*path}', baseUrl: '' }, statusCode: 200 })).toBe('/services/:serviceId')
    expect(routeLabel({ path: '/no/such/page', pagePattern: '/*', statusCode: 404 })).toBe('/*')
  })

  test('an API request no route took is unmatched, whether unknown or refused before its route', () => {
    expect(routeLabel({ path: '/api/no-such-thing/123', statusCode: 404 })).toBe(UNMATCHED_ROUTE)
    expect(routeLabel({ path: '/api/contact', statusCode: 415 })).toBe(UNMATCHED_ROUTE)
    expect(routeLabel({ path: '/api', statusCode: 404 })).toBe(UNMATCHED_ROUTE)
  })

  test('a file answered before any route is static; any other unknown path is unmatched', () => {
    expect(routeLabel({ path: '/assets/entry.client-3f9a.js', statusCode: 200 })).toBe(STATIC_ROUTE)
    expect(routeLabel({ path: '/favicon.ico', statusCode: 304 })).toBe(STATIC_ROUTE)
    expect(routeLabel({ path: '/wp-login.php', statusCode: 404 })).toBe(UNMATCHED_ROUTE)
  })

  test('a route declared as a regular expression or a list falls back to the other rules, never a stringified pattern', () => {
    expect(routeLabel({ path: '/x', expressRoute: { path: /x/, baseUrl: '' }, statusCode: 200 })).toBe(STATIC_ROUTE)
    expect(routeLabel({ path: '/api/x', expressRoute: { path: ['/x', '/y'], baseUrl: '/api' }, statusCode: 200 })).toBe(UNMATCHED_ROUTE)
  })

  test('status classes, and a client gone before any answer', () => {
    expect([200, 204, 301, 304, 400, 429, 500, 503].map((status) => statusClassLabel(status, true))).toEqual(['2xx', '2xx', '3xx', '3xx', '4xx', '4xx', '5xx', '5xx'])
    expect(statusClassLabel(200, false)).toBe('aborted')
  })

  test('methods outside the usual set share one label', () => {
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map(methodLabel)).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
    expect(methodLabel('PROPFIND')).toBe('OTHER')
    expect(methodLabel('MKCOL')).toBe('OTHER')
  })
})
