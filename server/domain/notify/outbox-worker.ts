import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { outbox } from '../../db/schema/leads.ts'
import type { Logger } from '../../logger.ts'
import { type Email, renderEmail } from './templates.ts'

export type MailTransport = { send(message: Email & { from: string; to: string }): Promise<void> }

export const MAX_ATTEMPTS = 8
/** 30 s, 1 min, 2 min, ... capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000)

/**
 * Delivers queued emails. Each batch locks its rows with FOR UPDATE SKIP LOCKED, so several workers
 * (instances) never send the same message; a failure is retried with backoff, then marked failed.
 * Without a transport the messages stay pending (they are kept, and logged at start).
 */
export function createOutboxWorker({
  db,
  transport,
  from,
  sender,
  logger,
  now = () => new Date(),
}: {
  db: Database
  transport?: MailTransport
  from: string
  sender: () => Promise<{ siteName: string; businessEmail: string }>
  logger: Logger
  now?: () => Date
}) {
  return {
    async pendingCount(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, 'pending'))
      return row?.count ?? 0
    },

    /** Sends what is due now; returns how many were sent and how many failed this round. */
    async deliverDue(batchSize = 10): Promise<{ sent: number; failed: number }> {
      if (!transport) return { sent: 0, failed: 0 }
      const identity = await sender()
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now())))
          .orderBy(asc(outbox.id))
          .limit(batchSize)
          .for('update', { skipLocked: true })
        let sent = 0
        let failed = 0
        for (const message of due) {
          try {
            await transport.send({ ...renderEmail(message, identity), from, to: message.recipient })
            await tx.update(outbox).set({ status: 'sent', sentAt: now(), attempts: message.attempts + 1, lastError: null }).where(eq(outbox.id, message.id))
            sent++
          } catch (error) {
            const attempts = message.attempts + 1
            const giveUp = attempts >= MAX_ATTEMPTS
            await tx
              .update(outbox)
              .set({ attempts, lastError: String((error as Error)?.message ?? error).slice(0, 500), status: giveUp ? 'failed' : 'pending', nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)) })
              .where(eq(outbox.id, message.id))
            logger.warn({ outboxId: message.id, attempts, giveUp, err: error }, 'email delivery failed')
            failed++
          }
        }
        return { sent, failed }
      })
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
