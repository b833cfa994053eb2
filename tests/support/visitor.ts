import { vi } from 'vitest'
import { MIN_FILL_MS, createSpamGuard } from '../../server/domain/leads/spam-guard.ts'

/** The SESSION_SECRET the lead-path tests start the app with, so they can sign forms themselves. */
export const TEST_FORM_SECRET = 'test-session-secret-of-at-least-32-characters'

let clientNumber = 0

/**
 * A POST as a person sends it: a form issued a few seconds ago (past the 2-second trap), an empty
 * honeypot, and by default a client address of its own so tests never share a rate-limit budget
 * (the app under test trusts X-Forwarded-For from loopback).
 */
export function visitorPost(body: Record<string, unknown>, { ip = `203.0.113.${(++clientNumber % 250) + 1}`, issuedMsAgo = 5_000 } = {}) {
  const { token, honeypotName } = createSpamGuard({ secret: TEST_FORM_SECRET, now: () => Date.now() - issuedMsAgo }).issue()
  return { method: 'POST', json: { formToken: token, [honeypotName]: '', ...body } as Record<string, unknown>, headers: { 'X-Forwarded-For': ip } }
}

/**
 * A person's pause over the forms' time trap before `send`, on the clock of the app under test (it runs in this
 * process), so the form token the app itself issued passes without the test sleeping.
 */
export async function afterHumanPause<T>(send: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + MIN_FILL_MS + 100, shouldAdvanceTime: true })
  try {
    return await send()
  } finally {
    vi.useRealTimers()
  }
}
