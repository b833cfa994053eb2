import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

/** Longer than the server's 2-second time trap, as a person filling in the form would take. */
export const HUMAN_PAUSE_MS = 2_100

const sent = new Map<string, number>()

/**
 * A real inquiry through the public contact API, with a form token old enough not to count as spam.
 * It comes from a client address of its own (the e2e server trusts loopback as a proxy), taken from
 * the given /24 block and split between the two viewports, so set-up messages never spend the rate
 * limit of the tests that send the contact forms in the browser, nor each other's.
 */
export async function sendInquiry(request: APIRequestContext, fields: { fullName: string; email: string; message: string }, { addressBlock }: { addressBlock: string }) {
  const guard = await (await request.get('/api/form-guard')).json()
  await new Promise((resolve) => setTimeout(resolve, HUMAN_PAUSE_MS))
  const count = (sent.get(addressBlock) ?? 0) + 1
  sent.set(addressBlock, count)
  const host = (count % 120) + (test.info().project.name === 'phone' ? 121 : 1)
  const response = await request.post('/api/contact', {
    data: { ...fields, source: 'contact', formToken: guard.token },
    headers: { 'X-Forwarded-For': `${addressBlock}.${host}` },
  })
  expect(response.status()).toBe(201)
}
