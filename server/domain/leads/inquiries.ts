import { eq, sql } from 'drizzle-orm'
import type { InquiryCreated } from '../../../contract/contact.ts'
import { CONTACT_SERVICE_LABELS } from '../../../contract/contact.ts'
import { settingDefaults } from '../../../contract/site-settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import { jsonRows } from '../../db/json-rows.ts'
import { siteSettings } from '../../db/schema/content.ts'
import { contactInquiries } from '../../db/schema/leads.ts'
import { outboxInsert } from '../notify/outbox.ts'
import { createGroupCommit } from './group-commit.ts'

export type NewInquiry = {
  fullName: string
  email: string
  phone?: string
  company?: string
  service?: string
  message: string
  source: 'home' | 'contact' | 'api' | 'booking'
}

export type Submission = { inquiry: NewInquiry; spam: boolean }

/** Submissions written in one transaction at most: a few kilobytes of parameters, one short commit. */
const MAX_BATCH = 100

/**
 * Stores a lead and, in the same transaction, the emails that announce it: one to the business with
 * every field, one confirmation to the visitor. A suspected bot is stored as spam (restorable) and
 * announces nothing. Submissions arriving while a write is in flight share the next transaction (group
 * commit): under load one commit and a few round trips serve dozens of visitors instead of one.
 */
export function createInquiryService({ db, notifyEmail, maxBatch = MAX_BATCH }: { db: Database; notifyEmail?: string; maxBatch?: number }) {
  const writer = createGroupCommit<Submission, InquiryCreated>({
    async write(submissions) {
      // Both reads go out side by side before the transaction: a connection held for fewer round trips serves more
      // visitors at once. (Not during it: embedded PGlite has one connection, which the transaction holds.)
      const [business, ids] = await Promise.all([
        submissions.some((submission) => !submission.spam) ? businessAddress(db, notifyEmail) : undefined,
        allocateInquiryIds(db, submissions.length),
      ])
      // A transaction, not a lone autocommitted statement: if the connection drops mid-write, the server rolls it
      // back, so a visitor told 503 never has a stored lead (and a duplicate when they send it again).
      return db.transaction((tx) => insertInquiries(tx, submissions, { ids, announceTo: business }))
    },
    // With the database out of reach, retrying each lead alone would only make every visitor wait longer for the 503.
    failsEveryone: isDatabaseUnavailable,
    maxBatch,
  })
  return {
    submit(inquiry: NewInquiry, { spam }: { spam: boolean }): Promise<InquiryCreated> {
      return writer.submit({ inquiry, spam })
    },
  }
}

/** Inserts an inquiry inside the caller's transaction, queueing its announcements to `announceTo` when given (bookings send their own). */
export async function recordInquiry(
  tx: Transaction,
  inquiry: NewInquiry,
  { spam, announceTo }: { spam: boolean; announceTo?: string },
): Promise<InquiryCreated> {
  const [created] = await insertInquiries(tx, [{ inquiry, spam }], { ids: await allocateInquiryIds(tx, 1), announceTo })
  return created!
}

/**
 * Inserts inquiries under the given ids and, when `announceTo` is given, the emails announcing the real ones,
 * in one statement inside the caller's transaction. Answers each submission's own row, in order.
 */
async function insertInquiries(
  db: Transaction,
  submissions: Submission[],
  { ids, announceTo }: { ids: number[]; announceTo?: string },
): Promise<InquiryCreated[]> {
  const rows = submissions.map((submission, i) => inquiryRow(ids[i]!, submission))
  const messages = announceTo ? submissions.flatMap((submission, i) => (submission.spam ? [] : announcements(ids[i]!, submission.inquiry, announceTo))) : []
  // A data-modifying CTE runs even when nothing reads it.
  const statements = [
    ...(messages.length > 0 ? [sql`announced as (${outboxInsert(messages)})`] : []),
    sql`inserted as (
      insert into ${contactInquiries} (id, full_name, email, phone, company, service, message, source, status)
      select id, full_name, email, phone, company, service, message, source, status
      from ${jsonRows(rows)} as inquiry(id int, full_name text, email text, phone text, company text, service text, message text, source text, status text)
      returning id, status, created_at)`,
  ]
  const result = (await db.execute(sql`with ${sql.join(statements, sql`, `)} select id, status, created_at from inserted`)) as unknown as {
    rows: { id: number; status: InquiryCreated['status']; created_at: string | Date }[]
  }
  const byId = new Map(result.rows.map((row) => [Number(row.id), row]))
  // PostgreSQL does not promise RETURNING rows in the order of the input, so each submission finds its row by its id.
  return ids.map((id) => {
    const row = byId.get(id)
    if (!row) throw new Error('The inquiry was not stored')
    return { id, status: row.status, createdAt: new Date(row.created_at).toISOString() }
  })
}

/** A submission as its table row (snake_case columns); optional fields left out are stored as NULL. */
function inquiryRow(id: number, { inquiry, spam }: Submission) {
  const { fullName, email, phone, company, service, message, source } = inquiry
  return { id, full_name: fullName, email, phone, company, service, message, source, status: spam ? 'spam' : 'new' }
}

/** Fresh ids from the table's own serial sequence, so rows inserted with them never collide with defaulted ones. */
async function allocateInquiryIds(db: Database | Transaction, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('contact_inquiries', 'id'))::int` })
    .from(sql`generate_series(1, ${count})`)
  return rows.map((row) => Number(row.id))
}

/** Where the business hears about leads: NOTIFY_EMAIL, else the contact_email setting. */
export async function businessAddress(tx: Transaction | Database, notifyEmail?: string): Promise<string> {
  return notifyEmail ?? (await settingString(tx, 'contact_email')) ?? settingDefaults.contact_email
}

function announcements(id: number, inquiry: NewInquiry, business: string) {
  const service = inquiry.service ? (CONTACT_SERVICE_LABELS[inquiry.service as keyof typeof CONTACT_SERVICE_LABELS] ?? inquiry.service) : undefined
  const fields = { inquiryId: id, fullName: inquiry.fullName, email: inquiry.email, phone: inquiry.phone, company: inquiry.company, service, message: inquiry.message, source: inquiry.source }
  return [
    { kind: 'inquiry.business', recipient: business, subject: `New inquiry from ${inquiry.fullName}`, payload: fields },
    { kind: 'inquiry.visitor', recipient: inquiry.email, subject: 'We received your message', payload: fields },
  ]
}

async function settingString(tx: Transaction | Database, key: string): Promise<string | undefined> {
  const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key))
  return typeof row?.value === 'string' && row.value.trim() !== '' ? row.value : undefined
}

export type InquiryService = ReturnType<typeof createInquiryService>
