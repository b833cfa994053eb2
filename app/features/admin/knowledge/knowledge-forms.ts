import { knowledgeEntryCreateSchema, knowledgeEntryUpdateSchema, MAX_ROW_ID } from '../../../../contract/admin-content'
import type { z } from '../../../../contract/zod'
import { firstMessages } from '../people/person-forms'

/** The forms of /admin/questions and /admin/knowledge, each named by its `intent` field. */
export const KNOWLEDGE_INTENTS = ['answer', 'update', 'delete'] as const
export type KnowledgeIntent = (typeof KNOWLEDGE_INTENTS)[number]

/** What one form asks, parsed with the API's own schemas (POST, PATCH and DELETE /api/admin/knowledge). */
export type KnowledgeRequest =
  | { intent: 'answer'; entry: z.output<typeof knowledgeEntryCreateSchema> }
  | { intent: 'update'; id: number; change: z.output<typeof knowledgeEntryUpdateSchema> }
  | { intent: 'delete'; id: number }

/** `target`: the question group or entry the form was about, so the answer shows beside the right form. */
export type KnowledgeFormAnswer =
  | { kind: 'saved'; intent: KnowledgeIntent; target: number; message: string }
  | { kind: 'invalid'; intent: KnowledgeIntent; target: number; fields: Record<string, string>; values: Record<string, string> }
  | { kind: 'failed'; intent?: KnowledgeIntent }

const rowId = (text: string | undefined) => {
  const id = Number(text)
  return Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : undefined
}

/** A form's fields as the request it makes, or the field messages to show beside it. */
export function readKnowledgeForm(
  fields: Record<string, string>,
): { ok: true; request: KnowledgeRequest } | { ok: false; intent: KnowledgeIntent | undefined; target: number; fields: Record<string, string> } {
  const intent = (KNOWLEDGE_INTENTS as readonly string[]).includes(fields.intent ?? '') ? (fields.intent as KnowledgeIntent) : undefined
  const target = rowId(intent === 'answer' ? fields.questionId : fields.id) ?? 0
  const invalid = (messages: Record<string, string>) => ({ ok: false as const, intent, target, fields: messages })
  const text = { question: fields.question ?? '', answer: fields.answer ?? '' }
  switch (intent) {
    case 'answer': {
      const entry = knowledgeEntryCreateSchema.safeParse({ ...text, ...(fields.questionId ? { questionId: rowId(fields.questionId) ?? -1 } : {}) })
      return entry.success ? { ok: true, request: { intent, entry: entry.data } } : invalid(firstMessages(entry.error))
    }
    case 'update': {
      const change = knowledgeEntryUpdateSchema.safeParse(text)
      if (!target) return invalid({ _: 'This answer no longer exists' })
      return change.success ? { ok: true, request: { intent, id: target, change: change.data } } : invalid(firstMessages(change.error))
    }
    case 'delete':
      return target ? { ok: true, request: { intent, id: target } } : invalid({ _: 'This answer no longer exists' })
    default:
      return invalid({ _: 'Unknown form' })
  }
}
