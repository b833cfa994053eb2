import { and, count, desc, eq, gte, lt } from 'drizzle-orm'
import { melbourneDay, melbourneDayStart, nextDay } from '../../../contract/melbourne-day.ts'
import { FAILED_EMAILS_LISTED, type FailedEmail } from '../../../contract/system.ts'
import type { Database } from '../../db/client.ts'
import { outbox } from '../../db/schema/leads.ts'
import { type AuditActor, recordAudit } from '../admin/audit.ts'
import { retryDelayMs } from './outbox-worker.ts'

/** The Melbourne calendar day an instant falls on, as the instants it starts and ends (23 or 25 hours on DST days). */
export function melbourneDayWindow(now: Date): { from: Date; to: Date } {
  const day = melbourneDay(now)
  return { from: melbourneDayStart(day), to: melbourneDayStart(nextDay(day)) }
}

/**
 * When a failed message was last tried: the worker set its next attempt one backoff delay after that try,
 * and a failed message is never tried again, so the column still says it.
 */
export function lastTriedAt(row: { nextAttemptAt: Date; attempts: number }): Date {
  return row.attempts > 0 ? new Date(row.nextAttemptAt.getTime() - retryDelayMs(row.attempts)) : row.nextAttemptAt
}

export type RetryOutcome = { kind: 'queued'; id: number } | { kind: 'not-found' } | { kind: 'not-failed'; status: string }

/** The outbox as the owner sees it on the System page: what waits, what went today, what failed, and a retry. */
export function createEmailDeliveryDesk({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const failedCount = async (): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed'))
    return row?.n ?? 0
  }
  return {
    /** How many messages the outbox gave up on: the dashboard's banner shows while there is any. */
    failedCount,

    async summary(): Promise<{ pending: number; sentToday: number; failedCount: number; failed: FailedEmail[] }> {
      const today = melbourneDayWindow(now())
      const [pending, sentToday, failed, failedRows] = await Promise.all([
        db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending')),
        db
          .select({ n: count() })
          .from(outbox)
          .where(and(eq(outbox.status, 'sent'), gte(outbox.sentAt, today.from), lt(outbox.sentAt, today.to))),
        failedCount(),
        db.select().from(outbox).where(eq(outbox.status, 'failed')).orderBy(desc(outbox.nextAttemptAt), desc(outbox.id)).limit(FAILED_EMAILS_LISTED),
      ])
      return {
        pending: pending[0]?.n ?? 0,
        sentToday: sentToday[0]?.n ?? 0,
        failedCount: failed,
        failed: failedRows.map((row) => ({
          id: row.id,
          kind: row.kind,
          recipient: row.recipient,
          subject: row.subject,
          attempts: row.attempts,
          lastError: row.lastError,
          failedAt: lastTriedAt(row).toISOString(),
        })),
      }
    },

    /**
     * Puts one failed message back to be sent now, recorded in the audit log in the same transaction. Its
     * attempts are kept: the retry is one more try, and a second failure marks it failed again with the new error.
     */
    async retry(actor: AuditActor, id: number): Promise<RetryOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update')
        if (!row) return { kind: 'not-found' }
        if (row.status !== 'failed') return { kind: 'not-failed', status: row.status }
        await tx.update(outbox).set({ status: 'pending', nextAttemptAt: now() }).where(eq(outbox.id, id))
        const shown = { kind: row.kind, recipient: row.recipient, subject: row.subject, attempts: row.attempts }
        await recordAudit(tx, { actor, action: 'update', entity: 'outbox', entityId: id, before: { ...shown, status: 'failed', lastError: row.lastError }, after: { ...shown, status: 'pending' } })
        return { kind: 'queued', id }
      })
    },
  }
}

export type EmailDeliveryDesk = ReturnType<typeof createEmailDeliveryDesk>
