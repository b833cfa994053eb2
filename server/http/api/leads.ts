import { type Request, type Response, Router } from 'express'
import { type InquiryCreated, contactInquiryCreateSchema, contactPageSchema, homeContactSchema } from '../../../contract/contact.ts'
import type { NewInquiry } from '../../domain/leads/inquiries.ts'
import type { AppServices } from '../../services.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import { bodyFields, parseInput } from '../validate.ts'

const TOO_MANY_MESSAGES = 'You have sent several messages in a short time. Please wait a few minutes and try again, or call us.'
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 10, windowMs: 15 * 60_000 }
/** Each renewal records a used token: a page renews once an hour at most, a client asking more often is a bot. */
export const FORM_TOKEN_RENEWAL_LIMIT = { name: 'form-token', limit: 30, windowMs: 15 * 60_000 }
const TOO_MANY_RENEWALS = 'Too many requests in a short time. Please wait a few minutes and try again.'

/** The public lead paths: the contact forms and the spec's plain inquiry call. */
export function leadsRouter({ inquiries, spamGuard, formTokens, rateLimiter }: AppServices): Router {
  const router = Router()
  const limitContact = rateLimit(rateLimiter, CONTACT_RATE_LIMIT, TOO_MANY_MESSAGES)

  // A fresh honeypot name and single-use form token for each form shown.
  router.get('/form-guard', (req, res) => {
    formTokens.sweepNowAndThen().catch((error: unknown) => req.log.warn({ err: error }, 'could not sweep used form tokens'))
    res.json(spamGuard.issue())
  })
  // A form open past its token's hour exchanges it before sending (see FormTokens.renew).
  router.post('/form-guard/renew', rateLimit(rateLimiter, FORM_TOKEN_RENEWAL_LIMIT, TOO_MANY_RENEWALS), async (req, res) => void res.json(await formTokens.renew(bodyFields(req.body).token)))

  /**
   * Stores a valid submission. A suspect is kept as spam and answered exactly like a real submission (it looks
   * new), so a bot learns nothing; only the log says why.
   */
  async function receive(req: Request, res: Response, inquiry: NewInquiry) {
    const verdict = spamGuard.judge(bodyFields(req.body))
    const { id, status, createdAt } = await inquiries.submit(inquiry, verdict)
    if (status === 'spam') req.log.warn({ reason: verdict.spam ? verdict.reason : 'replayed_token', inquiryId: id }, 'inquiry kept as spam')
    const answer: InquiryCreated = { id, status: 'new', createdAt }
    res.status(201).json(answer)
  }

  router.post('/contact', limitContact, async (req, res) => {
    const body = bodyFields(req.body)
    const source = body.source === 'contact' ? 'contact' : 'home'
    await receive(req, res, { ...parseInput(source === 'contact' ? contactPageSchema : homeContactSchema, body), source })
  })

  router.post('/contact-inquiries', limitContact, async (req, res) => {
    const { status: _status, ...input } = parseInput(contactInquiryCreateSchema, bodyFields(req.body))
    await receive(req, res, { ...input, source: 'api' })
  })
  return router
}
