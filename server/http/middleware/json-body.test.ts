import { describe, expect, test } from 'vitest'
import { brokenTextPath, parseContentType, parseJsonText } from './json-body.ts'

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

describe('the JSON body reader', () => {
  test.each([
    ['{"a":1}', { ok: true, value: { a: 1 } }],
    ['  \n\t[1, 2]', { ok: true, value: [1, 2] }],
    ['\ufeff{"a":"é"}', { ok: true, value: { a: 'é' } }],
    ['', { ok: true, value: {} }],
    ['"text"', { ok: false }],
    ['42', { ok: false }],
    ['null', { ok: false }],
    ['   ', { ok: false }],
    ['{"a":', { ok: false }],
    ["{'a':1}", { ok: false }],
  ])('%j -> %j', (text, parsed) => {
    expect(parseJsonText(text)).toEqual(parsed)
  })

  test.each([
    [undefined, { mediaType: undefined, charset: undefined }],
    ['application/json', { mediaType: 'application/json', charset: undefined }],
    ['Application/JSON; Charset="UTF-8"', { mediaType: 'application/json', charset: 'utf-8' }],
    ['application/json;charset=latin1', { mediaType: 'application/json', charset: 'latin1' }],
    ['application/json; foo=bar; charset=utf8', { mediaType: 'application/json', charset: 'utf8' }],
    ['text/plain', { mediaType: 'text/plain', charset: undefined }],
  ])('Content-Type %j -> %j', (header, parsed) => {
    expect(parseContentType(header)).toEqual(parsed)
  })
})
