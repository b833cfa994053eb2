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
    if ((req.method === 'GET' || req.method === 'HEAD') && FORM_PAGE_PATHS.has(pagePathOf(req.path))) {
      res.append('Set-Cookie', serializeFormGuardCookie({ token: spamGuard.issue().token, secure, maxAgeSeconds }))
    }
    next()
  }
}

/**
 * The page a path shows: React Router matches paths in any case and ignores trailing slashes, so /Contact and
 * /contact/ show the contact form too, and their visitors need its token as much.
 */
function pagePathOf(path: string): string {
  // A loop, not /\/+$/: that pattern backtracks quadratically over a long run of slashes followed by a letter.
  let end = path.length
  while (end > 1 && path[end - 1] === '/') end -= 1
  return path.slice(0, end).toLowerCase()
}
