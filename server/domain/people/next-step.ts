import type { Transaction } from '../../db/client.ts'
import { type people, personActivities } from '../../db/schema/people.ts'

/**
 * A person's next step set (or cleared, with text null): the timeline's activity, and the fields for the person's row,
 * which the caller writes with whatever else it changes. The owner's edits and the chat's call-back requests both
 * set next steps this way; `actorEmail` is null for the site itself.
 */
export async function nextStepSet(tx: Transaction, personId: number, step: { text: string | null; due: string | null }, actorEmail: string | null): Promise<Pick<typeof people.$inferInsert, 'nextStep' | 'nextStepDue'>> {
  await tx.insert(personActivities).values({ personId, kind: 'next_step', text: step.text, dueDate: step.due, actorEmail })
  return { nextStep: step.text, nextStepDue: step.due }
}
