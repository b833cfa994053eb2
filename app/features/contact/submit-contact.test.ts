import { describe, expect, test } from 'vitest'
import { contactRequestBody, readContactValues, submitContact, validateContact } from './submit-contact'

type Call = { url: string; init: RequestInit | undefined }

/** A stand-in for fetch that answers once with the given status and JSON (or fails like a dropped connection). */
function fakeFetch(answer: { status: number; json?: unknown } | 'network-down') {
  const calls: Call[] = []
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    if (answer === 'network-down') throw new TypeError('Failed to fetch')
    const text = answer.json === undefined ? '' : JSON.stringify(answer.json)
    return new Response(text || null, { status: answer.status, headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
  return { fetcher, calls }
}

const guard = { token: 'signed-token', honeypotName: 'hp_7f3a' }
const valid = { fullName: 'Jane Citizen', email: 'jane@example.com.au', phone: '', message: 'We miss calls after hours.' }

describe('validating a contact form', () => {
  test('a complete home form passes, trimmed, without the blank phone', async () => {
    const check = await validateContact('home', { ...valid, fullName: '  Jane Citizen ' })
    expect(check).toEqual({ ok: true, data: { fullName: 'Jane Citizen', email: 'jane@example.com.au', message: 'We miss calls after hours.' } })
  })

  test('a short name, a bad email and a short message give the spec messages on the home form', async () => {
    const check = await validateContact('home', { fullName: 'J', email: 'jane@', phone: '', message: 'Hi' })
    expect(check).toEqual({
      ok: false,
      fields: {
        fullName: 'Full name must be at least 2 characters',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters',
      },
    })
  })

  test('an empty home form asks for name, email and message but not the optional phone', async () => {
    const check = await validateContact('home', { fullName: '', email: '', phone: '', message: '' })
    expect(check.ok).toBe(false)
    expect(Object.keys(check.ok ? {} : check.fields)).toEqual(['fullName', 'email', 'message'])
  })

  test('the /contact page form has no length bounds and leaves the service optional', async () => {
    expect((await validateContact('page', { fullName: 'J', email: 'j@example.com', phone: '', service: '', message: 'Hi' })).ok).toBe(true)
    const withService = await validateContact('page', { fullName: 'J', email: 'j@example.com', phone: '', service: 'automation', message: 'Hi' })
    expect(withService.ok && withService.data.service).toBe('automation')
  })

  test('a phone with letters is refused', async () => {
    const check = await validateContact('page', { fullName: 'Jane', email: 'j@example.com', phone: 'call me', service: '', message: 'Hi' })
    expect(check).toEqual({ ok: false, fields: { phone: 'Please enter a valid phone number' } })
  })

  test('only the variant fields are read from the form', async () => {
    const form = new FormData()
    form.set('fullName', 'Jane')
    form.set('service', 'other')
    form.set('hp_7f3a', 'bot')
    expect(readContactValues('home', form)).toEqual({ fullName: 'Jane', email: '', phone: '', message: '' })
    expect(readContactValues('page', form).service).toBe('other')
  })
})

describe('sending a contact form', () => {
  test('the body carries the source, the form token and the honeypot as filled in', async () => {
    const check = await validateContact('page', { ...valid, service: 'consulting' })
    if (!check.ok) throw new Error('expected valid')
    expect(contactRequestBody('page', check.data, guard, '')).toEqual({
      fullName: 'Jane Citizen',
      email: 'jane@example.com.au',
      service: 'consulting',
      message: 'We miss calls after hours.',
      source: 'contact',
      formToken: 'signed-token',
      hp_7f3a: '',
    })
    expect(contactRequestBody('home', check.data, guard, 'x').source).toBe('home')
  })

  test('a 201 means sent, and the request is a JSON POST to /api/contact', async () => {
    const { fetcher, calls } = fakeFetch({ status: 201, json: { id: 7, status: 'new', createdAt: '2025-01-01T00:00:00.000Z' } })
    expect(await submitContact('home', { fullName: 'Jane' }, fetcher)).toEqual({ kind: 'sent' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/api/contact')
    expect(calls[0]?.init?.method).toBe('POST')
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ fullName: 'Jane' })
  })

  test('a 400 gives the server message for each field the form has', async () => {
    const { fetcher } = fakeFetch({
      status: 400,
      json: {
        error: {
          code: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { email: 'Please enter a valid email address', service: 'Please pick one of the listed services', formToken: 'Bad token' },
        },
      },
    })
    expect(await submitContact('home', {}, fetcher)).toEqual({ kind: 'invalid', fields: { email: 'Please enter a valid email address' } })
  })

  test('a 400 about nothing the visitor can fix is a plain failure', async () => {
    const { fetcher } = fakeFetch({ status: 400, json: { error: { code: 'validation_failed', message: 'Bad', fields: { formToken: 'Bad token' } } } })
    expect(await submitContact('home', {}, fetcher)).toEqual({ kind: 'failed' })
  })

  test('a 429 passes on the server message', async () => {
    const { fetcher } = fakeFetch({ status: 429, json: { error: { code: 'rate_limited', message: 'Too many messages. Please try again in 10 minutes.' } } })
    expect(await submitContact('page', {}, fetcher)).toEqual({ kind: 'rate-limited', message: 'Too many messages. Please try again in 10 minutes.' })
  })

  test('a 429 without a readable body still explains itself', async () => {
    const { fetcher } = fakeFetch({ status: 429 })
    const outcome = await submitContact('page', {}, fetcher)
    expect(outcome.kind).toBe('rate-limited')
    expect(outcome.kind === 'rate-limited' && outcome.message).toMatch(/try again/)
  })

  test('a 500 is a failure', async () => {
    const { fetcher } = fakeFetch({ status: 500, json: { error: { code: 'internal_error', message: 'Something went wrong' } } })
    expect(await submitContact('home', {}, fetcher)).toEqual({ kind: 'failed' })
  })

  test('a dropped connection is a failure', async () => {
    const { fetcher } = fakeFetch('network-down')
    expect(await submitContact('home', {}, fetcher)).toEqual({ kind: 'failed' })
  })
})
