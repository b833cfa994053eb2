import { describe, expect, test, vi } from 'vitest'
import { ERASE_MISMATCH_MESSAGE } from '../../../../contract/person-privacy'
import { canErase, eraseOutcome, erasePerson, exportLinks } from './privacy-api'

describe('the erasure confirmation', () => {
  test('is the person’s email, trimmed and in any letter case', () => {
    expect(canErase('jo.citizen@example.com', 'Jo.Citizen@example.com')).toBe(true)
    expect(canErase('  JO.CITIZEN@EXAMPLE.COM ', 'Jo.Citizen@example.com')).toBe(true)
  })

  test('is nothing else: a part, another address, a +tag or dot left out, or nothing at all', () => {
    expect(canErase('jo.citizen@example', 'jo.citizen@example.com')).toBe(false)
    expect(canErase('jocitizen@example.com', 'jo.citizen@example.com')).toBe(false)
    expect(canErase('jo@example.com', 'jo+news@example.com')).toBe(false)
    expect(canErase('', '')).toBe(false)
    expect(canErase('   ', '  ')).toBe(false)
  })
})

describe('the erasure answer', () => {
  test('reads each status as the dialog shows it', () => {
    expect(eraseOutcome(200, { erased: true })).toEqual({ kind: 'erased' })
    expect(eraseOutcome(401, undefined)).toEqual({ kind: 'signed-out' })
    expect(eraseOutcome(404, undefined)).toEqual({ kind: 'gone' })
    expect(eraseOutcome(400, { error: { code: 'validation_failed', message: 'x', fields: { confirmEmail: 'Not their address' } } })).toEqual({ kind: 'refused', message: 'Not their address' })
    expect(eraseOutcome(400, undefined)).toEqual({ kind: 'refused', message: ERASE_MISMATCH_MESSAGE })
    expect(eraseOutcome(500, { error: { message: 'Something went wrong' } })).toMatchObject({ kind: 'failed' })
  })

  test('sends the typed email as JSON to DELETE /api/admin/people/{id}', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ erased: true }), { status: 200 }))
    expect(await erasePerson(7, 'jo@example.com', fetcher)).toEqual({ kind: 'erased' })
    expect(fetcher).toHaveBeenCalledWith('/api/admin/people/7', expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ confirmEmail: 'jo@example.com' }) }))
  })

  test('a network failure is a failure the dialog can show', async () => {
    expect(await erasePerson(7, 'jo@example.com', async () => Promise.reject(new TypeError('offline')))).toMatchObject({ kind: 'failed' })
  })
})

test('the export links are the JSON and the zip downloads', () => {
  expect(exportLinks(12)).toEqual({ json: '/api/admin/people/12/export', zip: '/api/admin/people/12/export?format=zip' })
})
