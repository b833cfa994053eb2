import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { outbox } from '../../db/schema/leads.ts'
import { REMINDER_KIND, dueReminderSkipReason, payloadWithoutManageToken } from '../booking/reminders.ts'
import type { Logger } from '../../logger.ts'
import { BRIEF_KIND, dueBriefSkipReason } from '../people/brief-email.ts'
import type { BriefComposer } from '../people/pre-call-brief.ts'
import { isPermanentRejection } from './permanent-rejection.ts'
import { type Email, type Sender, renderEmail } from './templates.ts'
import { type DailyShare, dailyShareOf, spentShareReason } from './visitor-confirmations.ts'

export type MailTransport = { send(message: Email & { from: string; to: string }): Promise<void> }

export const MAX_ATTEMPTS = 8
/** 30 s, 1 min, 2 min, ... capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000)

/**
 * Delivers queued emails. Each batch locks its rows with FOR UPDATE SKIP LOCKED, so several workers
 * (instances) never send the same message; a failure is retried with backoff, then marked failed (at once when
 * the mail server refused it for good).
 * A visitor email beyond its daily share (an address's contact-form confirmations, a booking's notices of a move)
 * is marked suppressed instead of sent (see visitor-confirmations.ts). Without a transport the messages stay pending (they are kept, and logged at start).
 */
export function createOutboxWorker({
  db,
  transport,
  from,
  sender,
  logger,
  briefs,
  now = () => new Date(),
}: {
  db: Database
  transport?: MailTransport
  from: string
  sender: () => Promise<Sender>
  logger: Logger
  /** Composes a booking's pre-call brief when its email falls due; without it, briefs wait. */
  briefs?: { prepare(): Promise<BriefComposer> }
  now?: () => Date
}) {
  return {
    /** Messages not sent yet, reminders planned for later included. */
    async pendingCount(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, 'pending'))
      return row?.count ?? 0
    },

    /** Messages waiting to be sent now: what a round of deliverDue would take. */
    async dueCount(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(outbox).where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now())))
      return row?.count ?? 0
    },

    /**
     * Sends what is due now; returns how many were sent and how many failed this round. Once `signal` aborts (the
     * server is stopping), the email being sent is finished and recorded, and the rest wait for another round.
     */
    async deliverDue({ batchSize = 10, signal }: { batchSize?: number; signal?: AbortSignal } = {}): Promise<{ sent: number; failed: number }> {
      if (!transport) return { sent: 0, failed: 0 }
      const identity = await sender()
      // Read outside the transaction: the catalogue and the language model the brief matches against.
      const composeBrief = briefs ? await briefs.prepare() : undefined
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
          if (signal?.aborted) break
          if (message.kind === REMINDER_KIND) {
            // A reminder of a booking since cancelled or moved, or whose confirmation never went out, is not sent.
            const skip = await dueReminderSkipReason(tx, message.payload)
            if (skip) {
              await tx.update(outbox).set({ status: 'skipped', lastError: skip, payload: payloadWithoutManageToken }).where(eq(outbox.id, message.id))
              logger.info({ outboxId: message.id, kind: message.kind, reason: skip }, 'reminder skipped')
              continue
            }
          }
          let payload = message.payload
          if (message.kind === BRIEF_KIND) {
            if (!composeBrief) continue
            // A brief of a booking since cancelled or moved is not sent; one that applies is composed from live data now.
            const skip = await dueBriefSkipReason(tx, message.payload)
            const brief = skip ? undefined : await composeBrief(tx, Number(message.payload.bookingId))
            if (!brief) {
              await tx.update(outbox).set({ status: 'skipped', lastError: skip ?? 'The booking no longer exists' }).where(eq(outbox.id, message.id))
              logger.info({ outboxId: message.id, kind: message.kind, reason: skip }, 'pre-call brief skipped')
              continue
            }
            payload = { ...message.payload, brief }
          }
          const share = dailyShareOf(message)
          if (share) {
            const verdict = await shareVerdict(tx, share, now())
            // Another worker is deciding for this share right now: the message waits for the next round.
            if (verdict === 'busy') continue
            if (verdict === 'spent') {
              await tx.update(outbox).set({ status: 'suppressed', lastError: spentShareReason(share), payload: payloadWithoutManageToken }).where(eq(outbox.id, message.id))
              logger.info({ outboxId: message.id, kind: message.kind }, 'visitor email suppressed')
              continue
            }
          }
          try {
            await transport.send({ ...(await renderEmail({ ...message, payload }, identity)), from, to: message.recipient })
            // A manage link's token stays in the database only until its email is sent (or given up on, below).
            await tx.update(outbox).set({ status: 'sent', sentAt: now(), attempts: message.attempts + 1, lastError: null, payload: payloadWithoutManageToken }).where(eq(outbox.id, message.id))
            sent++
          } catch (error) {
            const attempts = message.attempts + 1
            const giveUp = attempts >= MAX_ATTEMPTS || isPermanentRejection(error)
            await tx
              .update(outbox)
              .set({
                attempts,
                lastError: String((error as Error)?.message ?? error).slice(0, 500),
                status: giveUp ? 'failed' : 'pending',
                nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
                ...(giveUp ? { payload: payloadWithoutManageToken } : {}),
              })
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

/**
 * Whether one more email of `share` may be sent: 'open' while fewer than its limit were sent in the last 24 hours,
 * 'spent' once they were, 'busy' when another worker holds the share. The share's lock lasts until the caller's
 * transaction ends, so two instances can never both count 2 and both send the third. It is tried, never waited
 * for: two workers waiting on each other's shares would deadlock.
 */
async function shareVerdict(tx: Transaction, share: DailyShare, at: Date): Promise<'open' | 'spent' | 'busy'> {
  const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`outbox.daily-share:${share.key}`})) as locked`)) as unknown as { rows: { locked: boolean }[] }
  if (!lock.rows[0]?.locked) return 'busy'
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, share.kind),
        eq(outbox.status, 'sent'),
        gte(outbox.sentAt, new Date(at.getTime() - 24 * 60 * 60_000)),
        'address' in share ? sql`lower(${outbox.recipient}) = ${share.address}` : sql`${outbox.payload} ->> 'bookingId' = ${String(share.bookingId)}`,
      ),
    )
  return (row?.count ?? 0) >= share.limit ? 'spent' : 'open'
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
