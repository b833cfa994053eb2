import { Router } from 'express'
import { contactInquiryCreateSchema, contactPageSchema, homeContactSchema } from '../../../contract/contact.ts'
import type { AppServices } from '../../services.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import { parseInput } from '../validate.ts'

const TOO_MANY_MESSAGES = 'You have sent several messages in a short time. Please wait a few minutes and try again, or call us.'
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 10, windowMs: 15 * 60_000 }

/** The public lead paths: the contact forms and the spec's plain inquiry call. */
export function leadsRouter({ inquiries, spamGuard, rateLimiter }: AppServices): Router {
  const router = Router()
  const limitContact = rateLimit(rateLimiter, CONTACT_RATE_LIMIT, TOO_MANY_MESSAGES)

  // A fresh honeypot name and signed form time for clients that render their own form.
  router.get('/form-guard', (_req, res) => void res.json(spamGuard.issue()))

  router.post('/contact', limitContact, async (req, res) => {
    const body = asObject(req.body)
    const source = body.source === 'contact' ? 'contact' : 'home'
    const input = parseInput(source === 'contact' ? contactPageSchema : homeContactSchema, body)
    const verdict = spamGuard.judge(body)
    if (verdict.spam) req.log.warn({ reason: verdict.reason }, 'contact message kept as spam')
    res.status(201).json(await inquiries.submit({ ...input, source }, verdict))
  })

  router.post('/contact-inquiries', limitContact, async (req, res) => {
    const body = asObject(req.body)
    const { status: _status, ...input } = parseInput(contactInquiryCreateSchema, body)
    const verdict = spamGuard.judge(body)
    if (verdict.spam) req.log.warn({ reason: verdict.reason }, 'inquiry kept as spam')
    res.status(201).json(await inquiries.submit({ ...input, source: 'api' }, verdict))
  })
  return router
}

function asObject(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}
