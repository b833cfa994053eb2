import { describe, expect, test } from 'vitest'
import { failureText, runSeoAnalysis, seoOutcome } from './seo-api'

describe('SEO calls', () => {
  test('answers become outcomes: done, field messages, a lost session, or a failure with its status', () => {
    expect(seoOutcome(200, { overallScore: 90 })).toEqual({ kind: 'done', data: { overallScore: 90 } })
    expect(seoOutcome(400, { error: { code: 'validation_failed', message: 'Check', fields: { 'suggestions.0.page': 'Unknown page' } } })).toEqual({
      kind: 'invalid',
      fields: { 'suggestions.0.page': 'Unknown page' },
    })
    expect(seoOutcome(401, {})).toEqual({ kind: 'signed-out' })
    expect(seoOutcome(403, {})).toEqual({ kind: 'signed-out' })
    expect(seoOutcome(503, { error: { message: 'Pages are not rendered here.' } })).toEqual({ kind: 'failed', status: 503, message: 'Pages are not rendered here.' })
    expect(seoOutcome(500, 'not json')).toEqual({ kind: 'failed', status: 500, message: '' })
  })

  test("failures read as the spec's messages, with the server's words after them", () => {
    expect(failureText('SEO analysis failed', { status: 503, message: '' })).toBe('SEO analysis failed: 503')
    expect(failureText('Apply SEO failed', { status: 500, message: 'Something went wrong' })).toBe('Apply SEO failed: 500. Something went wrong')
    expect(failureText('SEO implementation failed', { status: 0, message: '' })).toBe('SEO implementation failed: no answer')
  })

  test('a server that cannot be reached is a failure, not a crash', async () => {
    const unreachable = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch
    expect(await runSeoAnalysis(unreachable)).toEqual({ kind: 'failed', status: 0, message: 'The server could not be reached.' })
  })
})
