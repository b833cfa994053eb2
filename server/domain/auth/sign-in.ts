import { type AuthUser, type LoginInput, LOGIN_FAILED_MESSAGE, tooManyAttemptsMessage } from '../../../contract/auth.ts'
import type { Logger } from '../../logger.ts'
import { type AuditLog, actorOf } from '../admin/audit.ts'
import type { AuthService } from './auth-service.ts'

/** How a sign-in ended, with the words the visitor is shown; the JSON API and the sign-in page answer from it alike. */
export type SignInAnswer =
  | { kind: 'signed-in'; user: AuthUser; token: string }
  | { kind: 'refused'; message: string }
  | { kind: 'throttled'; message: string; retryAfterSeconds: number }

export type SignInAttempt = LoginInput & {
  /** The client address the login throttle counts against. */
  client: string
  /** The session cookie the browser sent along, ended by a sign-in so a planted id never becomes a signed-in one. */
  previousToken?: string
  /** The request's own logger (with its request id) when the caller has one. */
  log?: Logger
}

/**
 * One sign-in, wherever the form was sent: the credentials are checked under the login throttle (which also
 * slows a run spread over many addresses and warns the owner, ADR 014), a new session starts on success, and
 * the outcome goes to the audit log and the server log. The input has passed the `contract/` login schema.
 */
export function createSignIn({ auth, audit, logger }: { auth: Pick<AuthService, 'signIn'>; audit: Pick<AuditLog, 'record'>; logger: Logger }) {
  return async function signIn({ email, password, client, previousToken, log = logger }: SignInAttempt): Promise<SignInAnswer> {
    const outcome = await auth.signIn({ email, password, client, previousToken })
    if (outcome.kind === 'throttled') {
      log.warn({ client }, 'admin sign-in refused: too many failures')
      return { kind: 'throttled', message: tooManyAttemptsMessage('sign-in', outcome.retryAfterSeconds), retryAfterSeconds: outcome.retryAfterSeconds }
    }
    if (outcome.kind === 'invalid') {
      log.warn({ client }, 'admin sign-in failed')
      await audit.record({ actor: { userId: null, email: email.toLowerCase() }, action: 'login_failed', entity: 'users' })
      return { kind: 'refused', message: LOGIN_FAILED_MESSAGE }
    }
    await audit.record({ actor: actorOf(outcome.user), action: 'login', entity: 'users', entityId: outcome.user.id })
    log.info({ userId: outcome.user.id }, 'signed in')
    return { kind: 'signed-in', user: outcome.user, token: outcome.session.token }
  }
}

export type SignIn = ReturnType<typeof createSignIn>
