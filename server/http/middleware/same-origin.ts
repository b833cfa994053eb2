import type { Request, RequestHandler } from 'express'
import { isCrossSiteWrite } from '../../domain/auth/request-origin.ts'
import { httpError } from '../errors.ts'

const REFUSAL = 'Requests from other sites are not accepted.'

/**
 * Refuses state-changing requests a browser sends from another site (403), on top of the
 * SameSite=Lax session cookie: the Origin header (or, without it, Sec-Fetch-Site) must name this
 * site, that is PUBLIC_URL (or, where it is not set, also the host the request was sent to). The API
 * answers with its JSON error envelope, pages with plain text.
 */
export function sameOriginWrites(site: Site, { answer }: { answer: 'json' | 'text' }): RequestHandler {
  return (req, res, next) => {
    if (!isCrossSite(req, site)) return next()
    req.log?.warn({ origin: req.get('origin'), secFetchSite: req.get('sec-fetch-site') }, 'cross-site request refused')
    if (answer === 'json') return next(httpError(403, 'forbidden', REFUSAL))
    res.status(403).type('text/plain').send(REFUSAL)
  }
}

/** PUBLIC_URL (or its default) and whether it was set. */
type Site = { publicUrl: string; publicUrlSet: boolean }

function isCrossSite(req: Request, { publicUrl, publicUrlSet }: Site): boolean {
  return isCrossSiteWrite({ method: req.method, origin: req.get('origin'), secFetchSite: req.get('sec-fetch-site'), host: req.host, publicUrl, publicUrlSet })
}
