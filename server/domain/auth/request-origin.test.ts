import { describe, expect, test } from 'vitest'
import { type RequestOrigin, isCrossSiteWrite } from './request-origin.ts'

const site: RequestOrigin = { method: 'POST', origin: undefined, secFetchSite: undefined, host: '127.0.0.1:3000', publicUrl: 'https://melbourneai.example' }

describe('cross-site writes', () => {
  test('reads are never refused, whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(isCrossSiteWrite({ ...site, method, origin: 'https://evil.example', secFetchSite: 'cross-site' })).toBe(false)
  })

  test('a write from PUBLIC_URL or from the host the request came to is the site itself', () => {
    expect(isCrossSiteWrite({ ...site, origin: 'https://melbourneai.example' })).toBe(false)
    expect(isCrossSiteWrite({ ...site, origin: 'http://127.0.0.1:3000' })).toBe(false)
    expect(isCrossSiteWrite({ ...site, host: 'Example.COM:80', origin: 'http://example.com' })).toBe(false)
  })

  test('a write from any other origin is refused, including look-alikes and the opaque null origin', () => {
    for (const origin of ['https://evil.example', 'https://melbourneai.example.evil.example', 'http://melbourneai.example', 'https://melbourneai.example:8443', 'null', 'not a url'])
      expect(isCrossSiteWrite({ ...site, origin }), origin).toBe(true)
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(isCrossSiteWrite({ ...site, method, origin: 'https://evil.example' })).toBe(true)
  })

  test('without Origin, Fetch Metadata decides; a client sending neither is let through', () => {
    expect(isCrossSiteWrite({ ...site, secFetchSite: 'cross-site' })).toBe(true)
    expect(isCrossSiteWrite({ ...site, secFetchSite: 'same-site' })).toBe(true)
    expect(isCrossSiteWrite({ ...site, secFetchSite: 'same-origin' })).toBe(false)
    expect(isCrossSiteWrite({ ...site, secFetchSite: 'none' })).toBe(false)
    expect(isCrossSiteWrite(site)).toBe(false)
  })

  test('without a Host header only PUBLIC_URL counts', () => {
    expect(isCrossSiteWrite({ ...site, host: undefined, origin: 'http://127.0.0.1:3000' })).toBe(true)
  })
})
