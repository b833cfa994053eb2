import { type SQL, sql } from 'drizzle-orm'
import type { InquiryCreated } from '../../../contract/contact.ts'
import type { LeadSource, RoiSnapshot } from '../../../contract/people.ts'
import { CONTACT_SERVICE_LABELS } from '../../../contract/contact.ts'
import { settingDefaults } from '../../../contract/site-settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import { jsonRows } from '../../db/json-rows.ts'
import { siteSettings } from '../../db/schema/content.ts'
import { contactInquiries, formTokenUses } from '../../db/schema/leads.ts'
import { fitSubject, outboxInsertSelecting } from '../notify/outbox.ts'
import type { OpsEvents } from '../ops/ops-events.ts'
import type { PromoRefusal } from '../../../contract/promotions.ts'
import { redeemPromoCodes, returnPromoUses } from '../promotions/redemption.ts'
import { createGroupCommit } from './group-commit.ts'
import type { TokenClaim } from './spam-guard.ts'

export type NewInquiry = {
  fullName: string
  email: string
  phone?: string
  company?: string
  service?: string
  message: string
  source: 'home' | 'contact' | 'api' | 'booking'
  /** A promotion's code, as typed (submit redeems it) or as the promotion spells it (recordInquiry stores it). */
  promoCode?: string
  /** Where the visit that sent it came from (issue 20), when the browser said. */
  leadSource?: LeadSource
  /** The ROI calculation the visitor ran in the same visit. */
  roiSnapshot?: RoiSnapshot
}

/**
 * A submission and the spam guard's verdict on it. A form token that passed is claimed by the statement that
 * stores the submission: if the token was used before, the submission is kept as spam.
 */
export type Submission = { inquiry: NewInquiry; spam: boolean; claim?: TokenClaim }
export type Verdict = Omit<Submission, 'inquiry'>

/** What a submission became: a stored inquiry, or nothing stored because its promo code was refused. */
export type SubmitOutcome = { kind: 'stored'; inquiry: InquiryCreated } | { kind: 'promo-refused'; reason: PromoRefusal; code: string }

/** Submissions written in one transaction at most: a few kilobytes of parameters, one short commit. */
const MAX_BATCH = 100

/**
 * Stores a lead and, in the same transaction, the emails that announce it: one to the business with
 * every field, one confirmation to the visitor. A suspected bot (a form token used before included) is stored
 * as spam (restorable) and announces nothing. Submissions arriving while a write is in flight share the next transaction (group
 * commit): under load one commit serves dozens of visitors instead of one.
 */
export function createInquiryService({
  db,
  notifyEmail,
  events,
  maxBatch = MAX_BATCH,
  now = () => new Date(),
}: {
  db: Database
  notifyEmail?: string
  /** Told of each stored inquiry once its transaction committed. */
  events?: OpsEvents
  maxBatch?: number
  now?: () => Date
}) {
  const writer = createGroupCommit<Submission, SubmitOutcome>({
    // A transaction, not a lone autocommitted statement: if the connection drops mid-write, the server rolls it
    // back, so a visitor told 503 never has a stored lead (and a duplicate when they send it again).
    write: (submissions) => db.transaction((tx) => writeGroup(tx, submissions, { notifyEmail, now: now() })),
    // With the database out of reach, retrying each lead alone would only make every visitor wait longer for the 503.
    failsEveryone: isDatabaseUnavailable,
    maxBatch,
  })
  const told = (outcome: SubmitOutcome): SubmitOutcome => {
    if (outcome.kind === 'stored') events?.emit('leadCreated', { kind: outcome.inquiry.status === 'spam' ? 'spam' : 'inquiry', at: now() })
    return outcome
  }
  return {
    /** The verdict is the spam guard's (a form that passed carries its token's claim), or `{ spam }` for a trusted caller. */
    /** A lead from a form: its promo code, if any, is redeemed with it, or refused and nothing is stored. */
    submitLead(inquiry: NewInquiry, verdict: Verdict): Promise<SubmitOutcome> {
      return writer.submit({ inquiry, spam: verdict.spam, claim: verdict.claim }).then(told)
    },
    /** An inquiry without a promo code (nothing can refuse it). */
    async submit(inquiry: Omit<NewInquiry, 'promoCode'>, verdict: Verdict): Promise<InquiryCreated> {
      const outcome = told(await writer.submit({ inquiry, spam: verdict.spam, claim: verdict.claim }))
      if (outcome.kind !== 'stored') throw new Error('An inquiry without a promo code was refused one')
      return outcome.inquiry
    },
  }
}

/**
 * One group's transaction. Without promo codes it is the one statement of insertInquiries. With them, the codes
 * are redeemed first in the same transaction (ADR 026): a submission whose code is refused is left out (its
 * visitor is told why, nothing of theirs is stored), the others are written, and a use granted to a submission
 * the statement then judged spam (its form token was used before) is given back before the commit.
 */
async function writeGroup(tx: Transaction, submissions: Submission[], { notifyEmail, now }: { notifyEmail?: string; now: Date }): Promise<SubmitOutcome[]> {
  if (!submissions.some((submission) => submission.inquiry.promoCode)) {
    return (await insertInquiries(tx, submissions, { announce: true, notifyEmail })).map((inquiry) => ({ kind: 'stored', inquiry }))
  }
  const verdicts = await redeemPromoCodes(
    tx,
    submissions.map(({ inquiry, spam }) => (inquiry.promoCode ? { code: inquiry.promoCode, spend: !spam } : undefined)),
    now,
  )
  const accepted: Submission[] = []
  submissions.forEach((submission, position) => {
    const verdict = verdicts[position]
    if (verdict?.ok !== false) accepted.push({ ...submission, inquiry: { ...submission.inquiry, promoCode: verdict?.code } })
  })
  const stored = accepted.length > 0 ? await insertInquiries(tx, accepted, { announce: true, notifyEmail }) : []
  const replayed = accepted.flatMap((submission, i) => (!submission.spam && submission.inquiry.promoCode && stored[i]!.status === 'spam' ? [submission.inquiry.promoCode] : []))
  if (replayed.length > 0) await returnPromoUses(tx, replayed)
  let next = 0
  return submissions.map((submission, position): SubmitOutcome => {
    const verdict = verdicts[position]
    if (verdict?.ok === false) return { kind: 'promo-refused', reason: verdict.reason, code: submission.inquiry.promoCode! }
    return { kind: 'stored', inquiry: stored[next++]! }
  })
}

/** Inserts an inquiry inside the caller's transaction, announcing nothing (bookings send their own emails). */
export async function recordInquiry(tx: Transaction, inquiry: NewInquiry, { spam }: { spam: boolean }): Promise<InquiryCreated> {
  const [created] = await insertInquiries(tx, [{ inquiry, spam }], { announce: false })
  return created!
}

/**
 * Inserts inquiries and, when `announce` is set, the emails announcing the real ones, in ONE statement inside the
 * caller's transaction: the ids (from the table's own sequence), the business's address and every row are
 * settled by the database in a single round trip. A busy server answers each round trip only when its turn
 * comes, so each one saved shortens every visitor's wait. Answers each submission's own row, in order.
 */
async function insertInquiries(
  db: Transaction,
  submissions: Submission[],
  { announce, notifyEmail }: { announce: boolean; notifyEmail?: string },
): Promise<InquiryCreated[]> {
  // A token sent twice in one group: its first submission may claim it, the copies are spam without asking.
  const tokensInGroup = new Set<string>()
  const rows = submissions.map((submission, position) => {
    const tokenId = submission.claim?.tokenId
    const copy = tokenId !== undefined && tokensInGroup.has(tokenId)
    if (tokenId !== undefined) tokensInGroup.add(tokenId)
    return { position, ...inquiryColumns(copy ? { inquiry: submission.inquiry, spam: true } : submission) }
  })
  const messages = announce
    ? submissions.flatMap((submission, position) => (submission.spam ? [] : announcements(submission.inquiry).map((message) => ({ position, ...message }))))
    : []
  // A data-modifying CTE runs even when nothing reads it; `submitted` is computed once, so each row keeps its id.
  const statements = [
    sql`submitted as materialized (
      select nextval(pg_get_serial_sequence('contact_inquiries', 'id'))::int as id, submission.*
      from ${jsonRows(rows)} as submission(position int, full_name text, email text, phone text, company text, service text, message text, source text, status text,
        promo_code text, token_id text, token_keep_until timestamptz, lead_source jsonb, roi_snapshot jsonb))`,
    // Each form token allows one submission: a submission is real only if it claims its token now.
    sql`claimed as (
      insert into ${formTokenUses} (token_id, expires_at) select token_id, token_keep_until from submitted where token_id is not null
      on conflict do nothing returning token_id)`,
    sql`judged as (
      select id, position, full_name, email, phone, company, service, message, source, promo_code, lead_source, roi_snapshot,
        case when token_id is null or token_id in (select token_id from claimed) then status else 'spam' end as status
      from submitted)`,
    sql`inserted as (
      insert into ${contactInquiries} (id, full_name, email, phone, company, service, message, source, status, promo_code, lead_source, roi_snapshot)
      select id, full_name, email, phone, company, service, message, source, status, promo_code, lead_source, roi_snapshot from judged
      returning id, status, created_at)`,
    ...(messages.length > 0
      ? [
          sql`announced as (${outboxInsertSelecting(sql`
            select message.kind, coalesce(message.recipient, ${businessAddressSql(notifyEmail)}), message.subject,
              message.payload || jsonb_build_object('inquiryId', judged.id)
            from ${jsonRows(messages)} as message(position int, kind text, recipient text, subject text, payload jsonb)
            join judged using (position)
            where judged.status <> 'spam'`)})`,
        ]
      : []),
  ]
  const result = (await db.execute(
    sql`with ${sql.join(statements, sql`, `)} select judged.position, inserted.id, inserted.status, inserted.created_at from inserted join judged using (id)`,
  )) as unknown as { rows: { position: number; id: number; status: InquiryCreated['status']; created_at: string | Date }[] }
  // PostgreSQL does not promise RETURNING rows in the order of the input, so each submission finds its row by its position.
  const byPosition = new Map(result.rows.map((row) => [Number(row.position), row]))
  return submissions.map((_submission, position) => {
    const row = byPosition.get(position)
    if (!row) throw new Error('The inquiry was not stored')
    return { id: Number(row.id), status: row.status, createdAt: new Date(row.created_at).toISOString() }
  })
}

/** A submission as its table's columns; optional fields left out are stored as NULL. */
function inquiryColumns({ inquiry, spam, claim }: Submission) {
  const { fullName, email, phone, company, service, message, source, promoCode, leadSource, roiSnapshot } = inquiry
  return {
    promo_code: promoCode,
    lead_source: leadSource,
    roi_snapshot: roiSnapshot,
    full_name: fullName,
    email,
    phone,
    company,
    service,
    message,
    source,
    status: spam ? 'spam' : 'new',
    token_id: spam ? undefined : claim?.tokenId,
    token_keep_until: spam ? undefined : claim?.keepUntil,
  }
}

/**
 * The emails announcing an inquiry; the statement that stores it adds its id to their payload. A recipient of
 * null is the business, whose address the same statement looks up (businessAddressSql). The visitor's
 * confirmation keeps none of their text, not even in its payload: it goes to whatever address was typed.
 */
function announcements(inquiry: NewInquiry) {
  const service = inquiry.service ? (CONTACT_SERVICE_LABELS[inquiry.service as keyof typeof CONTACT_SERVICE_LABELS] ?? inquiry.service) : undefined
  const fields = { fullName: inquiry.fullName, email: inquiry.email, phone: inquiry.phone, company: inquiry.company, service, message: inquiry.message, source: inquiry.source, promoCode: inquiry.promoCode }
  return [
    { kind: 'inquiry.business', recipient: null, subject: fitSubject(`New inquiry from ${inquiry.fullName}`), payload: fields },
    { kind: 'inquiry.visitor', recipient: inquiry.email, subject: fitSubject('We received your message'), payload: { service } },
  ]
}

/** Where the business hears about leads: NOTIFY_EMAIL, else the contact_email setting (a non-blank string), else the default. */
function businessAddressSql(notifyEmail: string | undefined): SQL {
  return sql`coalesce(${notifyEmail ?? null}::text,
    (select value #>> '{}' from ${siteSettings} where key = 'contact_email' and jsonb_typeof(value) = 'string' and btrim(value #>> '{}') <> ''),
    ${settingDefaults.contact_email}::text)`
}

/** Where the business hears about leads, for callers that compose their own emails (bookings, chat leads). */
export async function businessAddress(tx: Transaction | Database, notifyEmail?: string): Promise<string> {
  const result = (await tx.execute(sql`select ${businessAddressSql(notifyEmail)} as address`)) as unknown as { rows: { address: string }[] }
  return result.rows[0]!.address
}

export type InquiryService = ReturnType<typeof createInquiryService>
