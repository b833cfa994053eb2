import { and, desc, eq, isNull } from 'drizzle-orm'
import { type KnowledgeEntryCreate, type KnowledgeEntryUpdate, UNKNOWN_QUESTION_MESSAGE } from '../../../contract/admin-content.ts'
import type { KnowledgeEntry } from '../../../contract/content.ts'
import type { Transaction } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import { chatQuestions, knowledgeEntries } from '../../db/schema/knowledge.ts'
import { toKnowledgeEntry } from '../content/catalog.ts'
import { createCollection, InputProblem, sentFields } from './collection.ts'

/**
 * The owner's answers to the chat's questions, newest first. An answer to a question of the inbox (`questionId`)
 * takes that question's wordings as its phrasings and takes it out of the inbox, in the same transaction.
 */
export function createKnowledgeCollection(db: Database) {
  return createCollection(db, {
    entity: 'knowledge',
    table: knowledgeEntries,
    orderBy: [desc(knowledgeEntries.createdAt), desc(knowledgeEntries.id)],
    toShape: (row): KnowledgeEntry => toKnowledgeEntry(row),
    insertValues: async (tx, { question, answer, questionId }: KnowledgeEntryCreate) => {
      const asked = questionId === undefined ? [] : await wordingsOf(tx, questionId)
      return { question, answer, phrasings: asked.filter((wording) => wording.trim().toLowerCase() !== question.toLowerCase()) }
    },
    afterCreate: async (tx, row, { questionId }) => {
      if (questionId !== undefined) await tx.update(chatQuestions).set({ answeredBy: row.id }).where(eq(chatQuestions.id, questionId))
    },
    updateValues: (_tx, patch: KnowledgeEntryUpdate) => sentFields(patch),
  })
}

/** The wordings of an unanswered question of the inbox, locked until the answer is stored; refused when there is none. */
async function wordingsOf(tx: Transaction, questionId: number): Promise<string[]> {
  const [group] = await tx
    .select({ phrasings: chatQuestions.phrasings })
    .from(chatQuestions)
    .where(and(eq(chatQuestions.id, questionId), isNull(chatQuestions.answeredBy)))
    .for('update')
  if (!group) throw new InputProblem({ questionId: UNKNOWN_QUESTION_MESSAGE })
  return group.phrasings
}
