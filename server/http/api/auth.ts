import { type Request, type Response, Router } from 'express'
import { type LoginResult, type PasswordChanged, loginSchema, passwordChangeSchema, tooManyAttemptsMessage } from '../../../contract/auth.ts'
import { actorOf } from '../../domain/admin/audit.ts'
import type { AppServices } from '../../services.ts'
import { clientAddress } from '../client-address.ts'
import { httpError } from '../errors.ts'
import { requireAdminSession } from '../middleware/require-admin.ts'
import { authStatus, clearSessionCookie, currentSession, setSessionCookie } from '../middleware/session.ts'
import { fieldErrors, parseInput } from '../validate.ts'

/** The spec's two checks of who is signed in (paths under /api). Pages poll them, so they are passive: ADR 028. */
export const STATUS_PATHS: ReadonlySet<string> = new Set(['/admin/status', '/auth/role'])

/** A check of who is signed in, which does not count as using the session. */
export const isStatusCheck = (req: Request) => req.method === 'GET' && STATUS_PATHS.has(req.path)

/**
 * The spec's auth calls: sign-in and sign-out, the two status checks, the current user, and the
 * admin's own password change. Login answers keep the spec's {success, error} body.
 */
export function authRouter({ auth, audit, signIn }: AppServices, { secureCookies }: { secureCookies: boolean }): Router {
  const router = Router()

  router.post('/admin/login', async (req, res) => {
    const input = loginSchema.safeParse(req.body ?? {})
    if (!input.success) {
      return void loginAnswer(res, 400, { success: false, error: 'Please enter your email address and password.', fields: fieldErrors(input.error) })
    }
    const answer = await signIn({ ...input.data, client: clientAddress(req), previousToken: currentSession(res)?.token, log: req.log })
    if (answer.kind === 'throttled') {
      res.setHeader('Retry-After', String(answer.retryAfterSeconds))
      return void loginAnswer(res, 429, { success: false, error: answer.message })
    }
    if (answer.kind === 'refused') return void loginAnswer(res, 401, { success: false, error: answer.message })
    setSessionCookie(res, { token: answer.token, secure: secureCookies })
    loginAnswer(res, 200, { success: true, user: answer.user })
  })

  router.post('/admin/logout', async (_req, res) => {
    const session = currentSession(res)
    await auth.signOut(session?.token)
    if (session) await audit.record({ actor: actorOf(session.user), action: 'logout', entity: 'users', entityId: session.user.id })
    clearSessionCookie(res, secureCookies)
    res.json({ success: true })
  })

  router.get('/admin/status', (_req, res) => void res.json(authStatus(res)))
  router.get('/auth/role', (_req, res) => void res.json(authStatus(res)))

  router.get('/auth/user', (_req, res) => {
    const session = currentSession(res)
    if (!session) throw httpError(401, 'unauthorized', 'Please sign in to continue.')
    res.json(session.user)
  })

  router.post('/admin/password', async (req, res) => {
    const session = requireAdminSession(res)
    const input = parseInput(passwordChangeSchema, req.body ?? {})
    const outcome = await auth.changePassword({ user: session.user, token: session.token, ...input, client: clientAddress(req) })
    if (outcome.kind === 'throttled') {
      res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
      throw httpError(429, 'rate_limited', tooManyAttemptsMessage('password', outcome.retryAfterSeconds))
    }
    if (outcome.kind === 'wrong-password') {
      throw httpError(400, 'validation_failed', 'Please check the highlighted fields.', { currentPassword: 'Current password is incorrect' })
    }
    req.log.info({ userId: session.user.id }, 'password changed; other sessions ended')
    await audit.record({ actor: actorOf(session.user), action: 'update', entity: 'users', entityId: session.user.id, after: { passwordChanged: true } })
    const answer: PasswordChanged = { success: true }
    res.json(answer)
  })

  return router
}

function loginAnswer(res: Response, status: number, body: LoginResult) {
  res.status(status).json(body)
}
