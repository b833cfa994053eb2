import { data } from 'react-router'
import { formFields, seeOther, sentByBrowser } from '~/lib/form-action'
import { getRequestContext, requireAdmin } from '~/lib/server-context'
import type { RouterContextProvider } from 'react-router'
import { type KnowledgeFormAnswer, readKnowledgeForm } from './knowledge-forms'

/**
 * The action of /admin/questions and /admin/knowledge: answer a question of the inbox, edit or delete an answer,
 * through the same audited collection as POST, PATCH and DELETE /api/admin/knowledge. Without JavaScript the browser
 * gets `page` again, fresh, and a reload does not send the form twice.
 */
export async function knowledgeAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }, page: string) {
  const user = requireAdmin(context)
  const { knowledge } = getRequestContext(context).services.adminContent
  const fields = formFields(await request.formData().catch(() => new FormData()))
  const form = readKnowledgeForm(fields)
  const refused = (intent: KnowledgeFormAnswer['intent'] & string, target: number, messages: Record<string, string>, status: number) =>
    data<KnowledgeFormAnswer>({ kind: 'invalid', intent, target, fields: messages, values: fields }, status)
  if (!form.ok) return refused(form.intent ?? 'answer', form.target, form.fields, 400)
  const actor = { userId: user.id, email: user.email }
  const asked = form.request
  let answer: KnowledgeFormAnswer
  if (asked.intent === 'answer') {
    const target = asked.entry.questionId ?? 0
    const saved = await knowledge.create(actor, asked.entry)
    if (saved.kind !== 'saved') return refused('answer', target, saved.fields, saved.kind === 'conflict' ? 409 : 400)
    answer = { kind: 'saved', intent: 'answer', target, message: 'Answer saved: the assistant gives it from now on' }
  } else if (asked.intent === 'update') {
    const saved = await knowledge.update(actor, asked.id, asked.change)
    if (saved.kind === 'not-found') return refused('update', asked.id, { _: 'This answer no longer exists' }, 404)
    if (saved.kind !== 'saved') return refused('update', asked.id, saved.fields, saved.kind === 'conflict' ? 409 : 400)
    answer = { kind: 'saved', intent: 'update', target: asked.id, message: 'Answer updated' }
  } else {
    const deleted = await knowledge.remove(actor, asked.id)
    if (deleted.kind === 'not-found') return refused('delete', asked.id, { _: 'This answer no longer exists' }, 404)
    answer = { kind: 'saved', intent: 'delete', target: asked.id, message: 'Answer deleted' }
  }
  return sentByBrowser(request) ? seeOther(page) : answer
}
