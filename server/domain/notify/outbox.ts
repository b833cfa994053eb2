import type { Transaction } from '../../db/client.ts'
import { outbox } from '../../db/schema/leads.ts'

export type OutboxMessage = {
  /** What the message is, for the delivery worker's templates: 'inquiry.business', 'inquiry.visitor', ... */
  kind: string
  recipient: string
  subject: string
  payload: Record<string, unknown>
}

/** Queues messages in the caller's transaction: they exist exactly when the lead they announce exists. */
export async function enqueueMessages(tx: Transaction, messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return
  await tx.insert(outbox).values(messages)
}
