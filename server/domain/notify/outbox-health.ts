import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { outbox } from '../../db/schema/leads.ts'

/** How email delivery stands, for the metrics and the operator. */
export type OutboxHealth = {
  /** Messages that should be going out: due now, or already tried and waiting for their next attempt. */
  pending: number
  /** Messages planned for later and never tried yet (a booking's reminders and pre-call brief). */
  scheduled: number
  /** Seconds since the longest-waiting pending message first fell due; 0 when none is pending. */
  oldestPendingAgeSeconds: number
  /** Messages given up on after every attempt failed. */
  failed: number
}

/**
 * One query over the outbox. A message never tried counts from when it fell due (a reminder is planned days
 * ahead, and is not late until its time), one already tried from when it was queued: its first due time is not
 * kept, and a message that is being retried is late whatever it is.
 */
export async function readOutboxHealth(db: Database): Promise<OutboxHealth> {
  const waiting = sql`${outbox.status} = 'pending' and (${outbox.attempts} > 0 or ${outbox.nextAttemptAt} <= now())`
  const dueSince = sql`case when ${outbox.attempts} = 0 then ${outbox.nextAttemptAt} else ${outbox.createdAt} end`
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${waiting})::int`,
      scheduled: sql<number>`count(*) filter (where ${outbox.status} = 'pending' and not (${waiting}))::int`,
      oldestPendingAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${dueSince}) filter (where ${waiting})), 0)::float8`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
    })
    .from(outbox)
    .where(sql`${outbox.status} in ('pending', 'failed')`)
  return {
    pending: Number(row?.pending ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    oldestPendingAgeSeconds: Math.max(0, Number(row?.oldestPendingAgeSeconds ?? 0)),
    failed: Number(row?.failed ?? 0),
  }
}
