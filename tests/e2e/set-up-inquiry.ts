import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

const sent = new Map<string, number>()

/**
 * A real inquiry through the public contact API, with a fresh form token (the e2e server has no time trap:
 * FORM_TIME_TRAP_MS=0 in playwright.config.ts).
 * It comes from a client address of its own (the e2e server trusts loopback as a proxy), taken from
 * the given /24 block and split between the two viewports, so set-up messages never spend the rate
 * limit of the tests that send the contact forms in the browser, nor each other's.
 */
export async function sendInquiry(request: APIRequestContext, fields: { fullName: string; email: string; message: string }, { addressBlock }: { addressBlock: string }) {
  const guard = await (await request.get('/api/form-guard')).json()
  const count = (sent.get(addressBlock) ?? 0) + 1
  sent.set(addressBlock, count)
  const host = (count % 120) + (test.info().project.name === 'phone' ? 121 : 1)
  const response = await request.post('/api/contact', {
    data: { ...fields, source: 'contact', formToken: guard.token },
    headers: { 'X-Forwarded-For': `${addressBlock}.${host}` },
  })
  expect(response.status()).toBe(201)
}
