import { describe, expect, test, vi } from 'vitest'
import { fetchAuditPage } from './audit-api'

const answer = (status: number, body: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }))

const entry = {
  id: 41,
  actorUserId: 1,
  actorEmail: 'admin@example.com',
  action: 'login',
  entity: 'users',
  entityId: 1,
  before: null,
  after: null,
  createdAt: '2026-04-04T14:30:00.000Z',
}

describe('fetchAuditPage', () => {
  test('asks for the newest page, then for entries older than nextBefore', async () => {
    const fetcher = answer(200, { entries: [entry], nextBefore: 41 })
    expect(await fetchAuditPage(undefined, fetcher)).toEqual({ kind: 'page', page: { entries: [entry], nextBefore: 41 } })
    await fetchAuditPage(41, fetcher)
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['/api/admin/audit-log', '/api/admin/audit-log?before=41'])
  })

  test('reads a lost session, a failure, an unexpected body and no network as outcomes', async () => {
    expect(await fetchAuditPage(undefined, answer(401, {}))).toEqual({ kind: 'signed-out' })
    expect(await fetchAuditPage(undefined, answer(403, {}))).toEqual({ kind: 'signed-out' })
    expect(await fetchAuditPage(undefined, answer(500, { error: { message: 'Something went wrong' } }))).toEqual({ kind: 'failed' })
    expect(await fetchAuditPage(undefined, answer(200, [entry]))).toEqual({ kind: 'failed' })
    expect(
      await fetchAuditPage(
        undefined,
        vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).toEqual({ kind: 'failed' })
  })
})
