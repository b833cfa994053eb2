import { LoaderCircle, type LucideIcon, MessageSquareReply, Save, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Link, useActionData, useFetcher } from 'react-router'
import { FieldError, FormField } from '~/components/ui/form-field'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import { cn } from '~/lib/cn'
import { controlClass } from '../form-control'
import type { ChatQuestionGroup } from '../../../../contract/admin-content'
import type { KnowledgeEntry } from '../../../../contract/content'
import { KNOWLEDGE_ANSWER_MAX, KNOWLEDGE_QUESTION_MAX } from '../../../../contract/admin-content'
import type { KnowledgeFormAnswer, KnowledgeIntent } from './knowledge-forms'

/** A group of the inbox with its last time written in Melbourne time by the loader. */
export type ShownQuestion = ChatQuestionGroup & { lastAskedLabel: string }

const panelClass = 'rounded-card border border-line bg-white p-5 shadow-card sm:p-6'
const disclosureClass =
  'inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-3 text-sm font-semibold text-primary hover:bg-surface [&::-webkit-details-marker]:hidden'

/** Links between the two pages of the assistant's knowledge and back to the dashboard. */
export function KnowledgeNavigation({ current }: { current: 'questions' | 'knowledge' }) {
  const link = (to: string, label: string, here: boolean) => (
    <Link to={to} aria-current={here ? 'page' : undefined} className={cn('font-medium text-slate-200 underline-offset-4 hover:text-white hover:underline', here && 'text-white underline')}>
      {label}
    </Link>
  )
  return (
    <nav aria-label="Chat assistant" className="flex flex-wrap gap-x-5 gap-y-2">
      {link('/admin', 'Dashboard', false)}
      {link('/admin/questions', 'Unanswered questions', current === 'questions')}
      {link('/admin/knowledge', 'Answers', current === 'knowledge')}
    </nav>
  )
}

/** The questions the chat could not answer, the most asked first, each with a form that answers it once. */
export function QuestionInbox({ questions }: { questions: ShownQuestion[] }) {
  return (
    <>
      <SaveToasts />
      {questions.length === 0 ? (
        <p className={cn(panelClass, 'text-ink-soft')}>No unanswered questions. When the assistant cannot answer a visitor, the question waits here for you.</p>
      ) : (
        <QuestionList questions={questions} />
      )}
    </>
  )
}

function QuestionList({ questions }: { questions: ShownQuestion[] }) {
  return (
    <ul className="grid gap-4" aria-label="Unanswered questions">
      {questions.map((group) => (
        <li key={group.id} className={panelClass}>
          <p className="text-lg font-semibold break-words text-ink">“{group.question}”</p>
          <p className="mt-1 text-sm text-ink-soft">
            Asked {group.timesAsked === 1 ? 'once' : `${group.timesAsked} times`} · last {group.lastAskedLabel}
          </p>
          {group.phrasings.length > 1 ? (
            <p className="mt-2 text-sm break-words text-ink-soft">Also asked as: {group.phrasings.slice(1).map((wording) => `“${wording}”`).join(', ')}</p>
          ) : null}
          <details className="group mt-3">
            <summary className={disclosureClass}>
              <MessageSquareReply aria-hidden="true" className="size-4" />
              Answer this
            </summary>
            <AnswerForm intent="answer" target={group.id} question={group.question} submitLabel="Save answer" />
          </details>
        </li>
      ))}
    </ul>
  )
}

/** The owner's answers, newest first: each can be edited or deleted; a new one can be added for a question not yet asked. */
export function KnowledgeList({ entries }: { entries: KnowledgeEntry[] }) {
  return (
    <div className="grid gap-6">
      <SaveToasts />
      <section className={panelClass} aria-labelledby="new-answer-heading">
        <h2 id="new-answer-heading" className="text-lg font-semibold">
          Add an answer
        </h2>
        <p className="mt-1 text-sm text-ink-soft">It shows on the FAQ page under More questions, and the assistant gives it when asked.</p>
        <AnswerForm intent="answer" target={0} submitLabel="Save answer" />
      </section>
      {entries.length === 0 ? (
        <p className={cn(panelClass, 'text-ink-soft')}>No answers yet.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Answers">
          {entries.map((entry) => (
            <li key={entry.id} className={panelClass}>
              <p className="text-lg font-semibold break-words text-ink">{entry.question}</p>
              <p className="mt-2 break-words whitespace-pre-line text-ink-soft">{entry.answer}</p>
              {entry.phrasings.length > 0 ? (
                <p className="mt-2 text-sm break-words text-ink-soft">Also asked as: {entry.phrasings.map((wording) => `“${wording}”`).join(', ')}</p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <details className="group basis-full">
                  <summary className={disclosureClass}>Edit</summary>
                  <AnswerForm intent="update" target={entry.id} question={entry.question} answer={entry.answer} submitLabel="Save changes" />
                </details>
                <DeleteForm id={entry.id} question={entry.question} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * Every form of the page shares one fetcher: a saved answer takes its question out of the inbox (and a deleted answer
 * its entry out of the list), which unmounts the form, so the page's own `SaveToasts` announces the outcome.
 */
const KNOWLEDGE_FETCHER = 'knowledge-form'

function useKnowledgeForm(intent: KnowledgeIntent, target: number) {
  const fetcher = useFetcher<KnowledgeFormAnswer>({ key: KNOWLEDGE_FETCHER })
  // A form the browser sent itself (no JavaScript yet) is answered with the page: its refusal is the route's action data.
  const sentByBrowser = useActionData<KnowledgeFormAnswer>()
  const answer = fetcher.data ?? sentByBrowser
  const sent = fetcher.formData
  const mine = sent?.get('intent') === intent && Number(sent.get(intent === 'answer' ? 'questionId' : 'id') ?? 0) === target
  const invalid = answer?.kind === 'invalid' && answer.intent === intent && answer.target === target ? answer : undefined
  const saved = fetcher.state === 'idle' && answer?.kind === 'saved' && answer.intent === intent && answer.target === target
  return { fetcher, pending: fetcher.state !== 'idle' && mine, fields: invalid?.fields ?? {}, values: invalid?.values, saved }
}

/** Says what the last form sent did, as a toast: it stays on the page while the forms come and go. */
function SaveToasts() {
  const fetcher = useFetcher<KnowledgeFormAnswer>({ key: KNOWLEDGE_FETCHER })
  const answer = fetcher.data
  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return
    if (answer.kind === 'saved') toast.success(answer.message)
    if (answer.kind === 'failed') toast.error('Not saved', { description: 'Please try again.' })
  }, [fetcher.state, answer])
  return null
}

function AnswerForm({ intent, target, question = '', answer = '', submitLabel }: { intent: 'answer' | 'update'; target: number; question?: string; answer?: string; submitLabel: string }) {
  const id = useId()
  const { fetcher, pending, fields, values, saved } = useKnowledgeForm(intent, target)
  // A new answer saved empties the form for the next one.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (saved && intent === 'answer') form.current?.reset()
  }, [saved, intent])
  return (
    <fetcher.Form ref={form} method="post" className="mt-3 grid gap-4" noValidate onSubmit={(event) => pending && event.preventDefault()}>
      <input type="hidden" name="intent" value={intent} />
      {intent === 'answer' && target > 0 ? <input type="hidden" name="questionId" value={target} /> : null}
      {intent === 'update' ? <input type="hidden" name="id" value={target} /> : null}
      <FormField id={id} name="question" label="Question" required error={fields.question} hint="As a visitor would ask it; it is the heading on the FAQ page.">
        {(props) => <input {...props} defaultValue={values?.question ?? question} maxLength={KNOWLEDGE_QUESTION_MAX} className={controlClass} />}
      </FormField>
      <FormField id={id} name="answer" label="Answer" required error={fields.answer}>
        {(props) => <textarea {...props} rows={4} defaultValue={values?.answer ?? answer} maxLength={KNOWLEDGE_ANSWER_MAX} className={cn(controlClass, 'resize-y')} />}
      </FormField>
      {fields._ || fields.questionId ? <FieldError id={`${id}-form-error`}>{fields._ ?? fields.questionId}</FieldError> : null}
      <div>
        <SubmitButton pending={pending} label={submitLabel} icon={Save} />
      </div>
    </fetcher.Form>
  )
}

function DeleteForm({ id, question }: { id: number; question: string }) {
  const { fetcher, pending } = useKnowledgeForm('delete', id)
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="dangerGhost" size="smTall" aria-disabled={pending || undefined} aria-label={`Delete the answer to “${question}”`}>
        {pending ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />}
        {pending ? 'Deleting...' : 'Delete'}
      </Button>
    </fetcher.Form>
  )
}

function SubmitButton({ pending, label, icon: Icon }: { pending: boolean; label: string; icon: LucideIcon }) {
  return (
    <Button type="submit" size="smTall" aria-disabled={pending || undefined}>
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
      {pending ? 'Saving...' : label}
    </Button>
  )
}
