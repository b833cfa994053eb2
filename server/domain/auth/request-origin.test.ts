import { describe, expect, test } from 'vitest'
import { type RequestOrigin, isCrossSiteWrite } from './request-origin.ts'

const site: RequestOrigin = { method: 'POST', origin: undefined, secFetchSite: undefined, host: 'melbourneai.example', publicUrl: 'https://melbourneai.example', publicUrlSet: true }
/** A development machine: no PUBLIC_URL, reached by its address. */
const unsetSite: RequestOrigin = { ...site, host: '127.0.0.1:3000', publicUrl: 'http://localhost:3000', publicUrlSet: false }

describe('cross-site writes', () => {
  test('reads are never refused, whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(isCrossSiteWrite({ ...site, method, origin: 'https://evil.example', secFetchSite: 'cross-site' })).toBe(false)
  })

  test('with PUBLIC_URL set, a write from its origin is the site itself, and the Host a request names counts for nothing', () => {
    expect(isCrossSiteWrite({ ...site, origin: 'https://melbourneai.example' })).toBe(false)
    // A rebound DNS name: the attacker's page and the Host header both name the attacker's domain.
    expect(isCrossSiteWrite({ ...site, host: 'rebound.evil.example', origin: 'http://rebound.evil.example' })).toBe(true)
    expect(isCrossSiteWrite({ ...site, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBe(true)
  })

  test('without PUBLIC_URL (a development machine), the host the request came to is the site too', () => {
    expect(isCrossSiteWrite({ ...unsetSite, origin: 'http://localhost:3000' })).toBe(false)
    expect(isCrossSiteWrite({ ...unsetSite, origin: 'http://127.0.0.1:3000' })).toBe(false)
    expect(isCrossSiteWrite({ ...unsetSite, host: 'Example.COM:80', origin: 'http://example.com' })).toBe(false)
    expect(isCrossSiteWrite({ ...unsetSite, origin: 'https://evil.example' })).toBe(true)
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
    expect(isCrossSiteWrite({ ...unsetSite, host: undefined, origin: 'http://127.0.0.1:3000' })).toBe(true)
  })
})
