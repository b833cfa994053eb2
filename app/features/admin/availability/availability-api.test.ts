import { describe, expect, test } from 'vitest'
import { DEFAULT_AVAILABILITY } from '../../../../contract/availability'
import { checkAvailability, loadAvailability, rotateFeedSecret, saveAvailability } from './availability-api'

const answer = (status: number, json: unknown) => new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } })

function fakeFetch(answers: Record<string, () => Response>) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    return answers[url]!()
  }) as typeof fetch
  return { fetcher, calls }
}

const feedUrl = 'https://example.com.au/calendar/abc.ics'
const reads = (rules: unknown = DEFAULT_AVAILABILITY, status = 200) => ({
  '/api/admin/availability': () => answer(status, rules),
  '/api/admin/availability/holidays': () => answer(200, [{ date: '2026-12-25', name: 'Christmas Day' }, { date: 7 }]),
  '/api/admin/availability/feed': () => answer(200, { url: feedUrl }),
})

describe('loadAvailability', () => {
  test('reads the rules, the holidays (well-formed ones only) and the feed address', async () => {
    const { fetcher } = fakeFetch(reads())
    expect(await loadAvailability(fetcher)).toEqual({ kind: 'loaded', rules: DEFAULT_AVAILABILITY, holidays: [{ date: '2026-12-25', name: 'Christmas Day' }], feedUrl })
  })

  test('a signed-out session and a broken answer are told apart', async () => {
    expect(await loadAvailability(fakeFetch(reads({}, 401)).fetcher)).toEqual({ kind: 'signed-out' })
    expect(await loadAvailability(fakeFetch(reads({ weekdays: 'none' })).fetcher)).toEqual({ kind: 'failed' })
  })
})

describe('checkAvailability', () => {
  test('gives the schema’s messages by field path', () => {
    const checked = checkAvailability({ ...DEFAULT_AVAILABILITY, daysShown: Number.NaN })
    expect(checked).toEqual({ ok: false, fields: { daysShown: 'Days shown must be a whole number from 1 to 31.' } })
  })
})

describe('saveAvailability', () => {
  test('PUTs the rules and gives back what the server stored', async () => {
    const { fetcher, calls } = fakeFetch({ '/api/admin/availability': () => answer(200, DEFAULT_AVAILABILITY) })
    expect(await saveAvailability(DEFAULT_AVAILABILITY, fetcher)).toEqual({ kind: 'saved', rules: DEFAULT_AVAILABILITY })
    expect(calls[0]?.init?.method).toBe('PUT')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(DEFAULT_AVAILABILITY)
  })

  test('a 400 carries the field messages', async () => {
    const fields = { 'weekdays.monday': 'Times must be at least 30 minutes apart: each call takes 30 minutes.' }
    const { fetcher } = fakeFetch({ '/api/admin/availability': () => answer(400, { error: { code: 'validation_failed', message: 'Please check the highlighted fields.', fields } }) })
    expect(await saveAvailability(DEFAULT_AVAILABILITY, fetcher)).toEqual({ kind: 'invalid', fields, message: 'Please check the highlighted fields.' })
  })
})

describe('rotateFeedSecret', () => {
  test('gives the new address, or says why not', async () => {
    expect(await rotateFeedSecret(fakeFetch({ '/api/admin/availability/feed-secret': () => answer(200, { url: feedUrl }) }).fetcher)).toEqual({ kind: 'rotated', url: feedUrl })
    expect(await rotateFeedSecret(fakeFetch({ '/api/admin/availability/feed-secret': () => answer(403, {}) }).fetcher)).toEqual({ kind: 'signed-out' })
    expect(await rotateFeedSecret(fakeFetch({ '/api/admin/availability/feed-secret': () => answer(500, {}) }).fetcher)).toEqual({ kind: 'failed' })
  })
})
