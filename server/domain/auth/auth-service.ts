import { setTimeout as sleep } from 'node:timers/promises'
import type { AuthUser } from '../../../contract/auth.ts'
import type { Database } from '../../db/client.ts'
import type { OpsEvents } from '../ops/ops-events.ts'
import type { RateLimitStore } from '../security/rate-limit-store.ts'
import { type Account, createAccounts, toAuthUser } from './accounts.ts'
import { createLoginAttackAlerts } from './login-attack-alert.ts'
import { ACCOUNT_SLOWDOWN, type LoginAttempt, createLoginThrottle, isAccountUnderAttack } from './login-throttle.ts'
import { checkPassword, dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts'
import { type StartedSession, createSessionStore } from './sessions.ts'

export type SignInOutcome =
  | { kind: 'signed-in'; user: AuthUser; session: StartedSession }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number }

export type PasswordChangeOutcome = { kind: 'changed' } | { kind: 'wrong-password' } | { kind: 'throttled'; retryAfterSeconds: number }

/** What setting an admin's email and password did: a new account, a changed one, or nothing to change. */
export type AdminProvisioning = 'created' | 'updated' | 'unchanged'

/**
 * Sign-in, sessions and admin accounts. Failed sign-ins are counted in `limits` (the rate-limit store). `now`
 * is the clock for session times and the attack warning's hour (tests pin it); the throttle's windows follow
 * the store's clock. Refused attempts are told to `events`.
 */
export function createAuthService({ db, limits, events, now = () => Date.now() }: { db: Database; limits: RateLimitStore; events?: OpsEvents; now?: () => number }) {
  const accounts = createAccounts({ db })
  const sessions = createSessionStore({ db, now })
  const throttle = createLoginThrottle({ limits, events })
  const attackAlerts = createLoginAttackAlerts({ db, limits, now })
  // Made now, so the first sign-in with an unknown email is not the one that pays for it (and shows it).
  void dummyPasswordHash()

  /** A failed check stays counted; once the email has failed from many addresses, the owner of an existing account is warned. */
  async function failed(attempt: LoginAttempt, account: Account | undefined): Promise<void> {
    const { accountFailures } = await throttle.failed(attempt)
    if (account && isAccountUnderAttack(accountFailures)) await attackAlerts.warn(account.email, { failures: accountFailures, windowMs: ACCOUNT_SLOWDOWN.windowMs })
  }

  /**
   * Counts an attempt under the login throttle and, past the email's threshold, waits for its turn before the
   * password is hashed (login-throttle.ts): an unknown email and an existing account wait alike.
   */
  async function beginAttempt(email: string, client: string) {
    const verdict = await throttle.begin(email, client)
    if (verdict.allowed && verdict.waitMs > 0) await sleep(verdict.waitMs)
    return verdict
  }

  return {
    /**
     * Checks the credentials under the login throttle. An unknown email and a wrong password take
     * the same path and the same time, and the caller answers both alike.
     */
    async signIn({ email, password, client, previousToken }: { email: string; password: string; client: string; previousToken?: string }): Promise<SignInOutcome> {
      const verdict = await beginAttempt(email, client)
      if (!verdict.allowed) return { kind: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds }
      const account = await accounts.findByEmail(email)
      const valid = await checkPassword(account?.passwordHash, password)
      if (!account || !valid) {
        await failed(verdict.attempt, account)
        return { kind: 'invalid' }
      }
      await throttle.succeeded(verdict.attempt)
      // A new id at every sign-in, and the old one ends: a token planted before sign-in never becomes a signed-in one.
      await sessions.end(previousToken)
      return { kind: 'signed-in', user: toAuthUser(account), session: await sessions.start(account.id) }
    },

    resolveSession: sessions.resolve,
    signOut: sessions.end,

    /** The signed-in user changes their password; their other sessions end, this one stays. */
    async changePassword({
      user,
      token,
      currentPassword,
      newPassword,
      client,
    }: {
      user: AuthUser
      token: string
      currentPassword: string
      newPassword: string
      client: string
    }): Promise<PasswordChangeOutcome> {
      const verdict = await beginAttempt(user.email, client)
      if (!verdict.allowed) return { kind: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds }
      const account = await accounts.findById(user.id)
      if (!account || !(await checkPassword(account.passwordHash, currentPassword))) {
        await failed(verdict.attempt, account)
        return { kind: 'wrong-password' }
      }
      await throttle.succeeded(verdict.attempt)
      await accounts.update(account.id, { passwordHash: await hashPassword(newPassword) })
      await sessions.endAllFor(account.id, { except: token })
      return { kind: 'changed' }
    },

    /** ADMIN_EMAIL and ADMIN_PASSWORD at start: creates that admin, or makes the account an admin with that password. */
    async provisionAdmin(email: string, password: string): Promise<AdminProvisioning> {
      const existing = await accounts.findByEmail(email)
      if (!existing) {
        if (await accounts.create({ email, role: 'admin', passwordHash: await hashPassword(password) })) return 'created'
      }
      const account = existing ?? (await accounts.findByEmail(email))
      if (!account) throw new Error(`The admin account ${email} could not be stored`)
      const samePassword = account.passwordHash !== null && (await verifyPassword(account.passwordHash, password))
      if (account.role === 'admin' && samePassword) return 'unchanged'
      await accounts.update(account.id, { role: 'admin', ...(samePassword ? {} : { passwordHash: await hashPassword(password) }) })
      if (!samePassword) await sessions.endAllFor(account.id)
      return 'updated'
    },

    /** A new admin account; 'exists' when the email already has an account. */
    async createAdmin(email: string, password: string): Promise<'created' | 'exists'> {
      if (await accounts.findByEmail(email)) return 'exists'
      return (await accounts.create({ email, role: 'admin', passwordHash: await hashPassword(password) })) ? 'created' : 'exists'
    },

    /** Sets a new password for an existing account and signs it out everywhere. */
    async resetPassword(email: string, password: string): Promise<'reset' | 'not-found'> {
      const account = await accounts.findByEmail(email)
      if (!account) return 'not-found'
      await accounts.update(account.id, { passwordHash: await hashPassword(password) })
      await sessions.endAllFor(account.id)
      return 'reset'
    },

    hasAdmin: accounts.hasAdmin,
  }
}

export type AuthService = ReturnType<typeof createAuthService>
