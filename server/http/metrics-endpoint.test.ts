import { describe, expect, test } from 'vitest'
import { bearerTokenMatches } from './metrics-endpoint.ts'

const TOKEN = 'scrape-me-0123456789abcdef'

describe('the metrics bearer token', () => {
  test('the configured token as a bearer token matches, with the scheme in any letter case', () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true)
  })

  test('no header, another scheme, another token, a prefix or an extension of it do not', () => {
    expect(bearerTokenMatches(undefined, TOKEN)).toBe(false)
    expect(bearerTokenMatches('', TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`, TOKEN)).toBe(false)
    expect(bearerTokenMatches(TOKEN, TOKEN)).toBe(false)
    expect(bearerTokenMatches('Bearer wrong-token-0123456789ab', TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false)
    expect(bearerTokenMatches('Bearer ', TOKEN)).toBe(false)
  })
})
