import { type Request, type Response, Router } from 'express'
import type { LeadSource } from '../../domain/leads/lead-intake.ts'
import type { AppServices } from '../../services.ts'
import { clientAddress } from '../client-address.ts'
import { httpError } from '../errors.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import { bodyFields } from '../validate.ts'

// Named where the API applies it too (the rate-limit tests count against it).
export { CONTACT_RATE_LIMIT } from '../../domain/leads/lead-intake.ts'
/** Each renewal records a used token: a page renews once an hour at most, a client asking more often is a bot. */
export const FORM_TOKEN_RENEWAL_LIMIT = { name: 'form-token', limit: 30, windowMs: 15 * 60_000 }
const TOO_MANY_RENEWALS = 'Too many requests in a short time. Please wait a few minutes and try again.'

/** The public lead paths: the contact forms and the spec's plain inquiry call. */
export function leadsRouter({ leads, spamGuard, formTokens, rateLimiter }: AppServices): Router {
  const router = Router()

  // A fresh honeypot name and single-use form token for each form shown.
  router.get('/form-guard', (req, res) => {
    formTokens.sweepNowAndThen().catch((error: unknown) => req.log.warn({ err: error }, 'could not sweep used form tokens'))
    res.json(spamGuard.issue())
  })
  // A form open past its token's hour exchanges it before sending (see FormTokens.renew).
  router.post('/form-guard/renew', rateLimit(rateLimiter, FORM_TOKEN_RENEWAL_LIMIT, TOO_MANY_RENEWALS), async (req, res) => void res.json(await formTokens.renew(bodyFields(req.body).token)))

  /** Receives the body as a lead from `source` (the same path as the pages' form actions) and answers 201, 400 or 429. */
  async function receive(req: Request, res: Response, source: LeadSource) {
    const outcome = await leads.receive({ source, fields: bodyFields(req.body), client: clientAddress(req), log: req.log })
    if (outcome.kind === 'rate_limited') {
      res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
      throw httpError(429, 'rate_limited', outcome.message)
    }
    // The error handler answers a schema's refusal with a message for each field, as parseInput does.
    if (outcome.kind === 'invalid') throw outcome.error
    res.status(201).json(outcome.inquiry)
  }

  router.post('/contact', (req, res) => receive(req, res, bodyFields(req.body).source === 'contact' ? 'contact' : 'home'))
  router.post('/contact-inquiries', (req, res) => receive(req, res, 'api'))
  return router
}
