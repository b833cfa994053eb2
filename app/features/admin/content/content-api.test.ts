import { describe, expect, it, vi } from 'vitest'
import { deleteRow, listRows, saveOutcome, saveRow } from './content-api'

describe('saveOutcome', () => {
  it('reads a success, the field messages of a 400 or 409, and a lost session', () => {
    expect(saveOutcome(201, { id: 1 })).toEqual({ kind: 'saved' })
    expect(
      saveOutcome(400, {
        error: {
          message: 'Please check the highlighted fields.',
          fields: { slug: 'Slug may only use...', x: 3 },
        },
      }),
    ).toEqual({
      kind: 'invalid',
      fields: { slug: 'Slug may only use...' },
    })
    expect(saveOutcome(409, { error: { fields: { key: 'That key is taken' } } })).toEqual({ kind: 'invalid', fields: { key: 'That key is taken' } })
    expect(saveOutcome(401, undefined)).toEqual({ kind: 'signed-out' })
  })

  it("gives the server's message, or a general one, for other failures", () => {
    expect(saveOutcome(404, { error: { message: 'No service with id 7.' } })).toEqual({
      kind: 'failed',
      message: 'This item no longer exists. The list has been refreshed.',
    })
    expect(saveOutcome(500, { error: { message: 'Database down' } })).toEqual({
      kind: 'failed',
      message: 'Database down',
    })
    expect(saveOutcome(502, 'Bad gateway')).toEqual({
      kind: 'failed',
      message: 'The change could not be saved. Please try again.',
    })
  })
})

describe('the requests', () => {
  const answer = (status: number, body: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }))

  it('POSTs a new row and PATCHes an existing one as JSON', async () => {
    const fetcher = answer(200, {})
    await saveRow('services', undefined, { title: 'A' }, fetcher)
    await saveRow('pricing-plans', 4, { isActive: false }, fetcher)
    await deleteRow('site-settings', 9, fetcher)
    expect(fetcher.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ['/api/admin/services', 'POST', '{"title":"A"}'],
      ['/api/admin/pricing-plans/4', 'PATCH', '{"isActive":false}'],
      ['/api/admin/site-settings/9', 'DELETE', undefined],
    ])
  })

  it('lists the rows, or says why not', async () => {
    expect(await listRows('ai-tools', answer(200, [{ id: 1 }]))).toEqual({
      kind: 'listed',
      rows: [{ id: 1 }],
    })
    expect(await listRows('ai-tools', answer(401, {}))).toEqual({
      kind: 'signed-out',
    })
    expect(await listRows('ai-tools', answer(200, { rows: [] }))).toEqual({
      kind: 'failed',
    })
    expect(
      await listRows(
        'ai-tools',
        vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).toEqual({ kind: 'failed' })
  })
})
