import { describe, expect, test } from 'vitest'
import { brokenTextPath } from './json-body.ts'

describe('text no database column can hold', () => {
  test.each([
    [{ message: 'hello' }, undefined],
    [{ message: 'emoji 😀, RTL \u202e, zero-width \u200b, accents é' }, undefined],
    [{ message: 'a\u0000b' }, 'message'],
    [{ name: 'Jo\ud800rdan' }, 'name'],
    [{ name: 'tail \udc00' }, 'name'],
    [{ features: ['ok', 'bad\u0000'] }, 'features.1'],
    [{ value: { nested: { deep: '\ud83d' } } }, 'value.nested.deep'],
    [{ 'key\u0000': 'x' }, 'key\u0000'],
    ['\u0000', ''],
    [[1, true, null, 'ok'], undefined],
  ])('%j -> %j', (body, path) => {
    expect(brokenTextPath(body)).toBe(path)
  })
})
