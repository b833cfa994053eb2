import { describe, expect, test } from 'vitest'
import { fetchFormGuard } from './form-guard'

const guard = { token: '1790000000000.signature', honeypotName: 'hp_1a2b3c4d' }

function answering(answer: { status: number; json?: unknown } | 'network-down'): typeof fetch {
  return (async () => {
    if (answer === 'network-down') throw new TypeError('fetch failed')
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), { status: answer.status, headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
}

describe('the form guard', () => {
  test('is read when the server issues one, and missing otherwise', async () => {
    expect(await fetchFormGuard(answering({ status: 200, json: guard }))).toEqual(guard)
    expect(await fetchFormGuard(answering({ status: 200, json: { token: 1 } }))).toBeUndefined()
    expect(await fetchFormGuard(answering({ status: 404 }))).toBeUndefined()
    expect(await fetchFormGuard(answering('network-down'))).toBeUndefined()
  })
})
