import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { retentionCutoffs } from './retention-cutoffs.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { chatConversations, contactInquiries, outbox } from '../../db/schema/leads.ts'
import type { Logger } from '../../logger.ts'
import { eraseRecords, recordErasure, scrubEmails } from './person-erasure.ts'
import { findPersonRecords } from './person-records.ts'

export type RetentionCounts = {
  /** People with no activity for the customer-records period, erased as an admin's erasure would. */
  peopleErased: number
  spamInquiries: number
  /** Conversations that never became a lead, past their period. */
  anonymousChats: number
  /** Conversations of a person (or with contact details), past the support-communications period. */
  supportChats: number
  /** Sent (or given-up) emails whose recipient, subject and payload were replaced. */
  emailsScrubbed: number
}

export type RetentionRun = { ran: true; counts: RetentionCounts } | { ran: false }

/** A key for pg_try_advisory_xact_lock: the instance that holds it runs the job; the others skip that round. */
const RETENTION_LOCK = 'people.retention-job'
export const RETENTION_EVERY_MS = 24 * 60 * 60_000

/** No retention job erases people as an admin: its audit rows have no actor. */
const RETENTION_ACTOR = { userId: null, email: null }

/**
 * The privacy policy's periods enforced (issue 20 item 8, periods in core/retention.ts): what is past its period
 * is deleted in one transaction. On several instances at once only one runs it (a transaction-level advisory
 * lock); a run right after another finds nothing left to do.
 */
export function createRetentionJob({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async run(): Promise<RetentionRun> {
      return db.transaction(async (tx) => {
        const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${RETENTION_LOCK})) as locked`)) as unknown as { rows: { locked: boolean }[] }
        if (!lock.rows[0]?.locked) return { ran: false }
        const at = now()
        const cutoffs = retentionCutoffs(at)
        const peopleErased = await eraseInactivePeople(tx, cutoffs.customerRecords, at)

        const spam = await tx
          .delete(contactInquiries)
          .where(and(eq(contactInquiries.status, 'spam'), lt(contactInquiries.createdAt, cutoffs.spamSubmissions)))
          .returning({ id: contactInquiries.id })
        await clearAuditOf(tx, 'contact-inquiries', spam.map((row) => row.id))

        const hasContactDetails = sql`(nullif(btrim(${chatConversations.leadData}->>'email'), '') is not null or nullif(btrim(${chatConversations.leadData}->>'phone'), '') is not null)`
        const anonymous = await tx
          .delete(chatConversations)
          .where(and(isNull(chatConversations.personId), sql`not ${hasContactDetails}`, lt(chatConversations.updatedAt, cutoffs.anonymousChats)))
          .returning({ id: chatConversations.id })
        const support = await tx
          .delete(chatConversations)
          .where(and(or(sql`${chatConversations.personId} is not null`, hasContactDetails), lt(chatConversations.updatedAt, cutoffs.supportCommunications)))
          .returning({ id: chatConversations.id })

        const emailsScrubbed = await scrubEmails(tx, and(ne(outbox.status, 'pending'), lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, cutoffs.sentEmailContent))!)
        return {
          ran: true,
          counts: { peopleErased, spamInquiries: spam.length, anonymousChats: anonymous.length, supportChats: support.length, emailsScrubbed },
        }
      })
    },
  }
}

export type RetentionJob = ReturnType<typeof createRetentionJob>

/**
 * The relationship ends with a person's last activity: their newest lead, booking (its time, too), chat message,
 * or note or other action of the owner's. Past the customer-records period after it, the person is erased.
 */
async function eraseInactivePeople(tx: Transaction, cutoff: Date, at: Date): Promise<number> {
  const inactive = (await tx.execute(sql`
    select p.id from people p
    where greatest(
      p.created_at, p.updated_at,
      (select max(greatest(i.created_at, i.updated_at)) from contact_inquiries i where i.person_id = p.id),
      (select max(greatest(b.created_at, b.updated_at, b.starts_at)) from bookings b where b.person_id = p.id),
      (select max(c.updated_at) from chat_conversations c where c.person_id = p.id),
      (select max(a.created_at) from person_activities a where a.person_id = p.id)
    ) < ${cutoff.toISOString()}::timestamptz
    order by p.id`)) as unknown as { rows: { id: number }[] }
  for (const { id } of inactive.rows) {
    const records = await findPersonRecords(tx, id, { lock: true })
    if (!records) continue
    await eraseRecords(tx, records, at)
    await recordErasure(tx, RETENTION_ACTOR)
  }
  return inactive.rows.length
}

/** The audit rows of rows deleted for their age lose their before and after, which name whoever sent them. */
async function clearAuditOf(tx: Transaction, entity: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await tx.update(auditLog).set({ before: null, after: null }).where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)))
}

/**
 * Runs the job now and then every 24 hours until stopped; each run's counts are logged, and a failed run is
 * logged and tried again at the next.
 */
export function startRetentionSchedule(job: RetentionJob, logger: Logger, everyMs = RETENTION_EVERY_MS) {
  let running: Promise<unknown> | undefined
  const runOnce = () => {
    if (running) return
    running = job
      .run()
      .then((outcome) => {
        if (outcome.ran) logger.info({ deleted: outcome.counts }, 'retention job: deleted what is past its period')
        else logger.info('retention job: another instance is running it')
      })
      .catch((error: unknown) => logger.error({ err: error }, 'retention job failed; it runs again in 24 hours'))
      .finally(() => (running = undefined))
  }
  runOnce()
  const timer = setInterval(runOnce, everyMs).unref()
  return {
    async stop(): Promise<void> {
      clearInterval(timer)
      await running
    },
  }
}
