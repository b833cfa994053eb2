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

  test('the first broken text in document order is named, keys before their values', () => {
    expect(brokenTextPath({ a: [{ b: 'ok' }, { 'c\u0000': 'bad\u0000' }], d: 'bad\u0000' })).toBe('a.1.c\u0000')
    expect(brokenTextPath({ a: { b: ['ok', 'bad\ud800'] }, c: '\u0000' })).toBe('a.b.1')
  })

  test('a value nested far deeper than the call stack allows is walked without overflowing it', () => {
    let value: unknown = 'bottom\u0000'
    for (let level = 0; level < 100_000; level++) value = level % 2 ? { k: value } : [value]
    const path = brokenTextPath(value) ?? ''
    expect(path.split('.').length).toBe(100_000)
    expect(path.slice(0, 8)).toBe('k.0.k.0.')
  })
})
