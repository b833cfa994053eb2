import type { ZodError } from 'zod'
import { type InquiryCreated, contactInquiryCreateSchema, contactPageSchema, homeContactSchema } from '../../../contract/contact.ts'
import type { Logger } from '../../logger.ts'
import { promoCodeRefusal } from '../promotions/redemption.ts'
import type { RateLimiter } from '../security/rate-limiter.ts'
import type { InquiryService, NewInquiry } from './inquiries.ts'
import type { SpamGuard } from './spam-guard.ts'

export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 10, windowMs: 15 * 60_000 }
const TOO_MANY_MESSAGES = 'You have sent several messages in a short time. Please wait a few minutes and try again, or call us.'

/** Where a lead was written, and the `contract/` schema that reads it there. */
const SCHEMAS = {
  home: homeContactSchema,
  contact: contactPageSchema,
  // The spec's plain inquiry call may say status 'new'; every inquiry is stored as new (or spam) whatever it says.
  api: contactInquiryCreateSchema.transform(({ status: _status, ...inquiry }) => inquiry),
}
export type LeadSource = keyof typeof SCHEMAS

export type LeadOutcome =
  | { kind: 'received'; inquiry: InquiryCreated }
  | { kind: 'invalid'; error: ZodError }
  | { kind: 'rate_limited'; message: string; retryAfterSeconds: number }

export type LeadSubmission = {
  source: LeadSource
  /** What was sent: the lead's fields and the spam guard's (`formToken`, any `hp_*` honeypot). */
  fields: Record<string, unknown>
  /** Who sent it, for the rate limit. */
  client: string
  /** Where the reason for keeping a lead as spam is written; the API gives its request's logger. */
  log?: Pick<Logger, 'warn'>
}

/**
 * The one way a contact message becomes a lead, for the JSON API and the pages' form actions alike: the
 * client's budget first (a refused flood costs one counter), then the source's schema, then the spam guard's
 * verdict. A suspect is kept as spam and answered exactly like a real lead (it looks new), so a bot learns
 * nothing; only the log says why.
 */
export function createLeadIntake({ inquiries, spamGuard, rateLimiter, logger }: { inquiries: Pick<InquiryService, 'submitLead'>; spamGuard: SpamGuard; rateLimiter: Pick<RateLimiter, 'hit'>; logger: Logger }) {
  return {
    async receive({ source, fields, client, log = logger }: LeadSubmission): Promise<LeadOutcome> {
      const admission = await rateLimiter.hit(CONTACT_RATE_LIMIT, client)
      if (!admission.allowed) return { kind: 'rate_limited', message: TOO_MANY_MESSAGES, retryAfterSeconds: admission.retryAfterSeconds }
      const parsed = SCHEMAS[source].safeParse(fields)
      if (!parsed.success) return { kind: 'invalid', error: parsed.error }
      const verdict = spamGuard.judge(fields)
      const inquiry: NewInquiry = { ...parsed.data, source }
      const outcome = await inquiries.submitLead(inquiry, verdict)
      // A refused promo code stores nothing and is answered like any field the visitor must correct.
      if (outcome.kind === 'promo-refused') return { kind: 'invalid', error: promoCodeRefusal(outcome.reason, outcome.code) }
      const { id, status, createdAt } = outcome.inquiry
      if (status === 'spam') log.warn({ reason: verdict.spam ? verdict.reason : 'replayed_token', inquiryId: id }, 'inquiry kept as spam')
      return { kind: 'received', inquiry: { id, status: 'new', createdAt } }
    },
  }
}

export type LeadIntake = ReturnType<typeof createLeadIntake>
