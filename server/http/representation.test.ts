import { describe, expect, test } from 'vitest'
import { acceptedEncodings, matchesEtag } from './representation.ts'

describe('choosing the bytes to send', () => {
  test.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0, br;q=0', []],
    ['gzip', ['gzip']],
    ['deflate', []],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['identity', []],
    [undefined, []],
  ] as const)('Accept-Encoding %j takes %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected)
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
