import { describe, expect, test } from 'vitest'
import type { AuthUser } from '../../../contract/auth.ts'
import { createLogger } from '../../logger.ts'
import type { NewAuditEntry } from '../admin/audit.ts'
import type { SignInOutcome } from './auth-service.ts'
import { createSignIn } from './sign-in.ts'

const owner: AuthUser = { id: 7, email: 'owner@example.com.au', firstName: null, lastName: null, profileImageUrl: null, role: 'admin' }

/** The flow over an auth service that answers `outcome`, with the audit entries it wrote and the sign-ins it asked for. */
function signInAnswering(outcome: SignInOutcome) {
  const audits: NewAuditEntry[] = []
  const asked: unknown[] = []
  const signIn = createSignIn({
    auth: {
      signIn: (attempt) => {
        asked.push(attempt)
        return Promise.resolve(outcome)
      },
    },
    audit: { record: (entry) => Promise.resolve(void audits.push(entry)) },
    logger: createLogger('silent'),
  })
  return { signIn, audits, asked }
}

describe('one sign-in, for the API and the sign-in page alike', () => {
  test('passes the credentials, the client and the old session on to the throttled check', async () => {
    const { signIn, asked } = signInAnswering({ kind: 'invalid' })
    await signIn({ email: 'owner@example.com.au', password: 'pw', client: '203.0.113.9', previousToken: 'old' })
    expect(asked).toEqual([{ email: 'owner@example.com.au', password: 'pw', client: '203.0.113.9', previousToken: 'old' }])
  })

  test('a success gives the user and the new session token, and is audited as a login by that user', async () => {
    const { signIn, audits } = signInAnswering({ kind: 'signed-in', user: owner, session: { token: 'new-token', expiresAt: 0, endsAt: 0 } })
    expect(await signIn({ email: owner.email, password: 'pw', client: '203.0.113.9' })).toEqual({ kind: 'signed-in', user: owner, token: 'new-token' })
    expect(audits).toEqual([{ actor: { userId: 7, email: owner.email }, action: 'login', entity: 'users', entityId: 7 }])
  })

  test('a wrong password or unknown email is refused with the spec message and audited under the email tried, in lower case', async () => {
    const { signIn, audits } = signInAnswering({ kind: 'invalid' })
    expect(await signIn({ email: 'Owner@Example.com.au', password: 'pw', client: '203.0.113.9' })).toEqual({ kind: 'refused', message: 'Invalid email or password' })
    expect(audits).toEqual([{ actor: { userId: null, email: 'owner@example.com.au' }, action: 'login_failed', entity: 'users' }])
  })

  test('a throttled try says when to come back, in whole minutes, and writes no audit entry', async () => {
    const { signIn, audits } = signInAnswering({ kind: 'throttled', retryAfterSeconds: 61 })
    expect(await signIn({ email: owner.email, password: 'pw', client: '203.0.113.9' })).toEqual({
      kind: 'throttled',
      message: 'Too many sign-in attempts. Please try again in 2 minutes.',
      retryAfterSeconds: 61,
    })
    expect(audits).toEqual([])
  })
})
