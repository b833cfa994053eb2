import type { RequestHandler, Response } from 'express'
import { httpError } from '../errors.ts'
import { type ActiveSession, currentSession } from './session.ts'

/** The guard of every admin call: 401 when signed out, 403 when signed in without the admin role. */
export function requireAdminSession(res: Response): ActiveSession {
  const session = currentSession(res)
  if (!session) throw httpError(401, 'unauthorized', 'Please sign in to continue.')
  if (!session.isAdmin) throw httpError(403, 'forbidden', 'This account does not have admin access.')
  return session
}

/** requireAdminSession as middleware, for whole path prefixes. */
export const requireAdmin: RequestHandler = (_req, res, next) => {
  requireAdminSession(res)
  next()
}
