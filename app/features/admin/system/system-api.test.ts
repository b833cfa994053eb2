import { describe, expect, test, vi } from 'vitest'
import { fetchSystemStatus, retryEmail, retryOutcome } from './system-api'

const status = {
  site: { version: '0.1.0', commit: 'abc1234', startedAt: '2026-11-26T00:00:00.000Z', uptimeSeconds: 60 },
  database: { kind: 'pglite', backups: { kind: 'embedded', last: null, stale: true } },
  email: { smtpConfigured: true, pending: 0, sentToday: 3, failedCount: 0, failed: [] },
  chat: { provider: { kind: 'built-in' }, since: '2026-11-26T00:00:00.000Z', replies: { ai: 0, builtIn: 2 }, fallbacks: 0, recentFallbacks: [] },
}

describe('the System tab’s calls', () => {
  test('a status in the contract’s shape is loaded; anything else is a failure', async () => {
    expect(await fetchSystemStatus(async () => Response.json(status))).toEqual({ kind: 'loaded', status })
    expect(await fetchSystemStatus(async () => Response.json({ site: {} }))).toEqual({ kind: 'failed' })
    expect(await fetchSystemStatus(async () => new Response('', { status: 401 }))).toEqual({ kind: 'signed-out' })
    expect(await fetchSystemStatus(async () => Promise.reject(new Error('offline')))).toEqual({ kind: 'failed' })
  })

  test('a retry posts JSON to the message’s address', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 7, status: 'pending' }))
    expect(await retryEmail(7, fetcher)).toEqual({ kind: 'queued' })
    expect(fetcher).toHaveBeenCalledWith('/api/admin/outbox/7/retry', expect.objectContaining({ method: 'POST', body: '{}' }))
  })

  test('each refusal has its own outcome', () => {
    expect(retryOutcome(404)).toEqual({ kind: 'gone' })
    expect(retryOutcome(409)).toEqual({ kind: 'not-failed' })
    expect(retryOutcome(403)).toEqual({ kind: 'signed-out' })
    expect(retryOutcome(500)).toEqual({ kind: 'failed' })
  })
})
