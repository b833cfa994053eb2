import { type SQL, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { jsonRows } from '../../db/json-rows.ts'
import { outbox } from '../../db/schema/leads.ts'

export type OutboxMessage = {
  /** What the message is, for the delivery worker's templates: 'inquiry.business', 'inquiry.visitor', ... */
  kind: string
  recipient: string
  subject: string
  payload: Record<string, unknown>
}

/** A subject line fits its column and an inbox: a visitor's long name is cut, never refused. */
export const SUBJECT_MAX = 200

export function fitSubject(subject: string): string {
  const clean = subject.replace(/\s+/g, ' ').trim()
  return clean.length <= SUBJECT_MAX ? clean : `${clean.slice(0, SUBJECT_MAX - 1).trimEnd()}…`
}

/** Queues messages in the caller's transaction: they exist exactly when the lead they announce exists. */
export async function enqueueMessages(tx: Transaction, messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return
  await tx.execute(outboxInsert(messages))
}

/**
 * The INSERT of queued messages as one statement, also to embed in a caller's own (e.g. a data-modifying CTE), so
 * the messages commit exactly with the rows they announce. The messages travel as one parameter however many there are.
 */
export function outboxInsert(messages: OutboxMessage[]): SQL {
  const rows = messages.map(({ kind, recipient, subject, payload }) => ({ kind, recipient, subject: fitSubject(subject), payload }))
  return outboxInsertSelecting(sql`select kind, recipient, subject, payload from ${jsonRows(rows)} as message(kind text, recipient text, subject text, payload jsonb)`)
}

/** The INSERT of the messages a query selects, as (kind, recipient, subject, payload), for statements that compose them in SQL. */
export function outboxInsertSelecting(messages: SQL): SQL {
  return sql`insert into ${outbox} (kind, recipient, subject, payload) ${messages}`
}
