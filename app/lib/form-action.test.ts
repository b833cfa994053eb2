import { expect, test } from 'vitest'
import { answeredOrFailed, formFields, sentByBrowser } from './form-action'

test("a page's own URL is a form the browser sent; React Router's .data URL is not", () => {
  expect(sentByBrowser(new Request('https://example.com.au/contact', { method: 'POST' }))).toBe(true)
  expect(sentByBrowser(new Request('https://example.com.au/?index', { method: 'POST' }))).toBe(true)
  expect(sentByBrowser(new Request('https://example.com.au/contact.data', { method: 'POST' }))).toBe(false)
  expect(sentByBrowser(new Request('https://example.com.au/_.data?index', { method: 'POST' }))).toBe(false)
})

test('form fields are the first text value of each name', () => {
  const form = new FormData()
  form.append('fullName', 'Jane')
  form.append('fullName', 'Second')
  form.append('file', new Blob(['x']))
  form.append('__proto__', 'kept')
  expect({ ...formFields(form) }).toEqual({ fullName: 'Jane', ['__proto__']: 'kept' })
})

test("a client action passes the server's answer on, and turns no answer into a failure the form reports", async () => {
  await expect(answeredOrFailed(async () => ({ kind: 'sent' }))).resolves.toEqual({ kind: 'sent' })
  await expect(answeredOrFailed(async () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({ kind: 'failed' })
})
