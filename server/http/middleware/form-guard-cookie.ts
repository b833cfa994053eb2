import type { RequestHandler } from 'express'
import { FORM_TOKEN_TTL_MS } from '../../../contract/contact-options.ts'
import { serializeFormGuardCookie } from '../../domain/leads/form-guard-cookie.ts'
import type { SpamGuard } from '../../domain/leads/spam-guard.ts'

/** The pages that hold a public form a visitor may send without JavaScript. */
export const FORM_PAGE_PATHS: ReadonlySet<string> = new Set(['/', '/contact', '/book'])

/**
 * Gives every view of a form page a fresh form token in a cookie (see form-guard-cookie.ts), also when the
 * page itself comes from the page cache: the time trap then counts from this view.
 */
export function formGuardCookie(spamGuard: SpamGuard, { secure }: { secure: boolean }): RequestHandler {
  const maxAgeSeconds = FORM_TOKEN_TTL_MS / 1000
  return (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && FORM_PAGE_PATHS.has(req.path)) {
      res.append('Set-Cookie', serializeFormGuardCookie({ token: spamGuard.issue().token, secure, maxAgeSeconds }))
    }
    next()
  }
}
