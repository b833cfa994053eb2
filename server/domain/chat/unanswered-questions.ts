import { count, desc, isNull, sql } from 'drizzle-orm'
import type { ChatQuestionGroup } from '../../../contract/admin-content.ts'
import type { Database } from '../../db/client.ts'
import { chatQuestions } from '../../db/schema/knowledge.ts'

/** Wordings kept per group of questions: the latest, then the ones before it. */
export const PHRASINGS_KEPT = 5
/** Groups the inbox lists at most: the most asked first. */
export const INBOX_SIZE = 200

/**
 * The questions the chat assistant could not answer (issue 34 item 4), grouped by topic (knowledge-index.ts's
 * `questionTopic`): each group counts how often and when it was asked and keeps its latest wordings. A group asked
 * again after it was answered is unanswered again: the answer did not reach that wording.
 */
export function createUnansweredQuestions(db: Database) {
  return {
    async record(question: string, topic: string, at: Date): Promise<void> {
      const wording = sql`${question}::text`
      await db
        .insert(chatQuestions)
        .values({ topic, phrasings: [question], firstAskedAt: at, lastAskedAt: at })
        .onConflictDoUpdate({
          target: chatQuestions.topic,
          set: {
            timesAsked: sql`${chatQuestions.timesAsked} + 1`,
            lastAskedAt: sql`greatest(${chatQuestions.lastAskedAt}, excluded.last_asked_at)`,
            phrasings: sql`jsonb_path_query_array(jsonb_build_array(${wording}) || (${chatQuestions.phrasings} - ${wording}), ${`$[0 to ${PHRASINGS_KEPT - 1}]`}::jsonpath)`,
            answeredBy: null,
          },
        })
    },

    /** How many groups are still unanswered (the dashboard's link says so). */
    async unansweredCount(): Promise<number> {
      const [row] = await db.select({ groups: count() }).from(chatQuestions).where(isNull(chatQuestions.answeredBy))
      return row?.groups ?? 0
    },

    /** The groups still unanswered, the most asked first, then the latest asked. */
    async list(): Promise<ChatQuestionGroup[]> {
      const rows = await db
        .select()
        .from(chatQuestions)
        .where(isNull(chatQuestions.answeredBy))
        .orderBy(desc(chatQuestions.timesAsked), desc(chatQuestions.lastAskedAt), desc(chatQuestions.id))
        .limit(INBOX_SIZE)
      return rows.map((row) => ({
        id: row.id,
        question: row.phrasings[0] ?? row.topic,
        phrasings: row.phrasings,
        timesAsked: row.timesAsked,
        firstAskedAt: row.firstAskedAt.toISOString(),
        lastAskedAt: row.lastAskedAt.toISOString(),
      }))
    },
  }
}

export type UnansweredQuestions = ReturnType<typeof createUnansweredQuestions>
