import { describe, expect, test } from 'vitest'
import type { Logger } from '../../logger.ts'
import type { RateLimitResult, RateLimiter } from '../security/rate-limiter.ts'
import type { InquiryService, NewInquiry, Verdict } from './inquiries.ts'
import { CONTACT_RATE_LIMIT, createLeadIntake } from './lead-intake.ts'
import { createSpamGuard } from './spam-guard.ts'

const START = 1_700_000_000_000
const message = { fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'We would like an AI receptionist.' }

/** The intake with a fixed clock, a limiter that answers as told, and an inquiry store that records what it is given. */
function intakeWith({ admission = { allowed: true } as RateLimitResult, storedAs = 'new', refuseCodes = false } = {}) {
  let clock = START
  const spamGuard = createSpamGuard({ secret: 'test-secret', now: () => clock })
  const hits: { rule: string; client: string }[] = []
  const rateLimiter: Pick<RateLimiter, 'hit'> = { hit: async (rule, client) => (hits.push({ rule: rule.name, client }), admission) }
  const submitted: { inquiry: NewInquiry; verdict: Verdict }[] = []
  const inquiries: Pick<InquiryService, 'submitLead'> = {
    submitLead: async (inquiry, verdict) => {
      if (refuseCodes && inquiry.promoCode) return { kind: 'promo-refused', reason: 'used_up', code: inquiry.promoCode }
      submitted.push({ inquiry, verdict })
      return { kind: 'stored', inquiry: { id: submitted.length, status: storedAs, createdAt: new Date(clock).toISOString() } }
    },
  }
  const warnings: unknown[] = []
  const logger = { warn: (details: unknown) => void warnings.push(details) } as unknown as Logger
  const intake = createLeadIntake({ inquiries, spamGuard, rateLimiter, logger })
  return { intake, spamGuard, hits, submitted, warnings, advance: (ms: number) => (clock += ms) }
}

describe('receiving a lead', () => {
  test("a person's message passes the guard, is stored from its source and counted against the client's budget", async () => {
    const { intake, spamGuard, hits, submitted, warnings, advance } = intakeWith()
    const { token } = spamGuard.issue()
    advance(5_000)
    const outcome = await intake.receive({ source: 'home', fields: { ...message, formToken: token, hp_website: '' }, client: '203.0.113.9' })
    expect(outcome).toEqual({ kind: 'received', inquiry: { id: 1, status: 'new', createdAt: new Date(START + 5_000).toISOString() } })
    expect(hits).toEqual([{ rule: CONTACT_RATE_LIMIT.name, client: '203.0.113.9' }])
    expect(submitted[0]?.inquiry).toEqual({ ...message, source: 'home' })
    expect(submitted[0]?.verdict).toMatchObject({ spam: false, claim: { tokenId: expect.any(String) } })
    expect(warnings).toEqual([])
  })

  test('a refused client is answered before its message is read, and nothing is stored', async () => {
    const { intake, submitted } = intakeWith({ admission: { allowed: false, retryAfterSeconds: 120 } })
    const outcome = await intake.receive({ source: 'home', fields: {}, client: '203.0.113.9' })
    expect(outcome).toEqual({ kind: 'rate_limited', message: expect.stringContaining('Please wait a few minutes'), retryAfterSeconds: 120 })
    expect(submitted).toEqual([])
  })

  test("an invalid message is the schema's refusal for its source, and nothing is stored", async () => {
    const { intake, submitted } = intakeWith()
    const outcome = await intake.receive({ source: 'home', fields: { ...message, fullName: 'P' }, client: 'x' })
    expect(outcome.kind === 'invalid' && outcome.error.issues.map((issue) => [issue.path, issue.message])).toEqual([[['fullName'], 'Full name must be at least 2 characters']])
    // The /contact page form has no length bounds.
    expect((await intake.receive({ source: 'contact', fields: { ...message, fullName: 'P' }, client: 'x' })).kind).toBe('received')
    expect(submitted.map(({ inquiry }) => inquiry.source)).toEqual(['contact'])
  })

  test('a promo code is passed on trimmed; a refused one is the promoCode field\'s refusal, and nothing is stored', async () => {
    const accepted = intakeWith()
    await accepted.intake.receive({ source: 'home', fields: { ...message, promoCode: ' Spring20 ' }, client: 'x' })
    expect(accepted.submitted[0]?.inquiry.promoCode).toBe('Spring20')
    const { intake, submitted } = intakeWith({ refuseCodes: true })
    const outcome = await intake.receive({ source: 'contact', fields: { ...message, promoCode: 'SPRING20' }, client: 'x' })
    expect(outcome.kind === 'invalid' && outcome.error.issues.map((issue) => [issue.path, issue.message])).toEqual([[['promoCode'], 'This promo code has been fully redeemed.']])
    expect(submitted).toEqual([])
  })

  test('a bot is kept as spam and answered like a person; only the log says why', async () => {
    const { intake, submitted, warnings } = intakeWith({ storedAs: 'spam' })
    const outcome = await intake.receive({ source: 'contact', fields: { ...message, hp_website: 'https://cheap-pills.example' }, client: 'x' })
    expect(outcome).toMatchObject({ kind: 'received', inquiry: { status: 'new' } })
    expect(submitted[0]?.verdict).toEqual({ spam: true, reason: 'honeypot' })
    expect(warnings).toEqual([{ reason: 'honeypot', inquiryId: 1 }])
  })

  test('a token already used is stored as spam by the database and logged as replayed', async () => {
    const { intake, spamGuard, warnings, advance } = intakeWith({ storedAs: 'spam' })
    const { token } = spamGuard.issue()
    advance(5_000)
    await intake.receive({ source: 'home', fields: { ...message, formToken: token }, client: 'x' })
    expect(warnings).toEqual([{ reason: 'replayed_token', inquiryId: 1 }])
  })

  test("the spec's plain inquiry call keeps its company; the status it names is not stored with it", async () => {
    const { intake, submitted } = intakeWith()
    await intake.receive({ source: 'api', fields: { ...message, company: 'Nair Dental', status: 'new' }, client: 'x' })
    expect(submitted[0]?.inquiry).toEqual({ ...message, company: 'Nair Dental', source: 'api' })
    const wrongStatus = await intake.receive({ source: 'api', fields: { ...message, status: 'won' }, client: 'x' })
    expect(wrongStatus.kind).toBe('invalid')
  })
})
