import { describe, expect, test } from 'vitest'
import { fetchFormGuard, renewFormToken, timeTrapWait } from './form-guard'

const guard = { token: '1790000000000.signature', honeypotName: 'hp_1a2b3c4d', minFillMs: 2_000 }

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
    expect(await fetchFormGuard(answering({ status: 200, json: { token: guard.token, honeypotName: guard.honeypotName } }))).toBeUndefined()
    expect(await fetchFormGuard(answering({ status: 404 }))).toBeUndefined()
    expect(await fetchFormGuard(answering('network-down'))).toBeUndefined()
  })

  test('a renewal sends the old token and reads the new one, and is missing when the server does not answer one', async () => {
    let sent: { url: string; init?: RequestInit } | undefined
    const recording = (async (url: string, init?: RequestInit) => {
      sent = { url, init }
      return new Response(JSON.stringify({ token: 'renewed' }), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }) as typeof fetch
    expect(await renewFormToken('old', recording)).toBe('renewed')
    expect(sent?.url).toBe('/api/form-guard/renew')
    expect(sent?.init?.method).toBe('POST')
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ token: 'old' })
    expect(await renewFormToken('old', answering({ status: 429, json: { error: { code: 'rate_limited' } } }))).toBeUndefined()
    expect(await renewFormToken('old', answering({ status: 200, json: { token: null } }))).toBeUndefined()
    expect(await renewFormToken('old', answering('network-down'))).toBeUndefined()
  })

  test('a send waits out what is left of the server’s time trap, with room for the clocks, and never without a trap', () => {
    const shownAt = 1_790_000_000_000
    expect(timeTrapWait(shownAt, 2_000, shownAt)).toBe(2_250)
    expect(timeTrapWait(shownAt, 2_000, shownAt + 1_500)).toBe(750)
    expect(timeTrapWait(shownAt, 2_000, shownAt + 2_250)).toBe(0)
    expect(timeTrapWait(shownAt, 2_000, shownAt + 60_000)).toBe(0)
    expect(timeTrapWait(shownAt, 0, shownAt)).toBe(0)
  })
})
