import { type SQL, sql } from 'drizzle-orm'
import { collapseToOneLine } from '../../../contract/single-line.ts'
import type { Transaction } from '../../db/client.ts'
import { outbox } from '../../db/schema/leads.ts'

export type OutboxMessage = {
  /** What the message is, for the delivery worker's templates: 'inquiry.business', 'inquiry.visitor', ... */
  kind: string
  recipient: string
  subject: string
  payload: Record<string, unknown>
  /** When it is due, if later than now (a booking's reminders). */
  nextAttemptAt?: Date
  /** When it was queued on the caller's clock, for a caller that counts its messages by time; else the database's now. */
  createdAt?: Date
}

/** A subject line fits its column and an inbox: a visitor's long name is cut, never refused. */
export const SUBJECT_MAX = 200

/**
 * The subject as one header line: a line break or other control character from any text composed
 * into it becomes a space, so it can never start another header (defence behind the contract's
 * one-line fields, for text such as a chat lead's name that no form checked).
 */
export function fitSubject(subject: string): string {
  const clean = collapseToOneLine(subject)
  return clean.length <= SUBJECT_MAX ? clean : `${clean.slice(0, SUBJECT_MAX - 1).trimEnd()}…`
}

/** Queues messages in the caller's transaction: they exist exactly when the lead they announce exists. */
export async function enqueueMessages(tx: Transaction, messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return
  await tx.insert(outbox).values(messages.map((message) => ({ ...message, subject: fitSubject(message.subject) })))
}

/** The INSERT of the messages a query selects, as (kind, recipient, subject, payload), for statements that compose them in SQL. */
export function outboxInsertSelecting(messages: SQL): SQL {
  return sql`insert into ${outbox} (kind, recipient, subject, payload) ${messages}`
}
