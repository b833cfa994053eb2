import { describe, expect, test } from 'vitest'
import { matchesEtag, preferredEncoding } from './json-snapshot.ts'

describe('choosing the bytes to send', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('Accept-Encoding %j gets %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})

describe('If-None-Match', () => {
  const etag = 'W/"abc"'
  test.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"old", W/"abc"', true],
    ['*', true],
    ['W/"old"', false],
    ['W/"abcd"', false],
    [undefined, false],
  ] as const)('%j matches: %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected)
  })
})
