import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'

/**
 * What the owner has taught the chat assistant: a question, its answer and the other ways visitors asked it. Shown on
 * /faq under "More questions" and searched by the assistant with the rest of the site's knowledge; a write notifies
 * every instance (content_changes), so the next question anywhere is answered from it.
 */
export const knowledgeEntries = pgTable(
  'knowledge_entries',
  {
    id: serial().primaryKey(),
    question: text().notNull(),
    answer: text().notNull(),
    /** Other phrasings of the question, as visitors asked it (from the unanswered questions it answered). */
    phrasings: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('knowledge_entries_question_check', sql`length(${t.question}) between 1 and 300`), check('knowledge_entries_answer_check', sql`length(${t.answer}) between 1 and 2000`)],
)

/**
 * Questions the chat assistant could not answer, one row per group of the same words (`topic`: the question's
 * content words, stemmed and sorted), with how often and when they were asked. Answering a group links it to the
 * knowledge entry that answers it; the inbox lists the groups still unanswered.
 */
export const chatQuestions = pgTable(
  'chat_questions',
  {
    id: serial().primaryKey(),
    topic: text().notNull(),
    /** The latest wording asked, then up to a few others (newest first). */
    phrasings: jsonb().$type<string[]>().notNull().default([]),
    timesAsked: integer().notNull().default(1),
    firstAskedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAskedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredBy: integer().references(() => knowledgeEntries.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('chat_questions_topic_key').on(t.topic), index('chat_questions_last_asked_idx').on(t.lastAskedAt)],
)
