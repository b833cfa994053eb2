import {
  ArrowLeft,
  ArrowRightLeft,
  Building2,
  CalendarClock,
  ChevronRight,
  ClipboardList,
  FileText,
  GitMerge,
  History,
  Inbox,
  ListTodo,
  LoaderCircle,
  type LucideIcon,
  Mail,
  MessagesSquare,
  Phone,
  Send,
  StickyNote,
} from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { toast } from '~/components/ui/toast'
import { cn } from '~/lib/cn'
import { PERSON_STAGES, type PersonDetail, type PhoneMatch, type TimelineEntry } from '../../../../contract/people'
import { telHref } from '../../../../core/format'
import { controlClass } from '../form-control'
import { dayLabel, doorsLabel, dueState, sourceLabel, stageLabel, stageTone, timelineTitle } from './people-format'
import type { PersonFormAnswer, PersonIntent } from './person-forms'

/** A timeline entry with its time already written in Melbourne time by the loader (no hydration mismatch). */
export type ShownEntry = TimelineEntry & { atLabel: string }
export type ShownPerson = Omit<PersonDetail, 'timeline'> & { timeline: ShownEntry[]; today: string; lastActivityLabel: string }

/**
 * One person's page (issue 20 items 1-4): who they are, their stage and next step, notes, a merge with a record of
 * the same phone number, and everything that happened, newest first. Every form is a route action (works without
 * JavaScript); `privacy` is the export and erase panel (PersonPrivacyActions).
 */
export function PersonPage({ detail, privacy }: { detail: ShownPerson; privacy?: ReactNode }) {
  const { person } = detail
  return (
    // On a phone the actions come before the long timeline; from lg on they stand beside it.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:grid-rows-[auto_1fr] lg:items-start">
      <div className="lg:col-start-1 lg:row-start-1">
        <PersonCard detail={detail} />
      </div>
      <aside aria-label="Actions" className="grid gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <StageForm stage={person.stage} />
        <NextStepForm nextStep={person.nextStep} due={person.nextStepDue} today={detail.today} />
        <NoteForm />
        {detail.phoneMatches.length > 0 ? <MergeSuggestions matches={detail.phoneMatches} name={person.name ?? person.email} /> : null}
        <DetailsForm name={person.name} phone={person.phone} company={person.company} />
        {privacy}
      </aside>
      <div className="lg:col-start-1 lg:row-start-2">
        <Timeline entries={detail.timeline} name={person.name ?? person.email} />
      </div>
    </div>
  )
}

export function BackToPeople() {
  return (
    <Link
      to="/admin?tab=people"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All people
    </Link>
  )
}

const panelClass = 'rounded-card border border-line bg-white p-5 shadow-card sm:p-6'
const panelHeading = 'mb-4 text-lg font-semibold'
const linkClass = 'font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2'

function PersonCard({ detail }: { detail: ShownPerson }) {
  const { person, aliases } = detail
  const source = sourceLabel(person.source)
  return (
    <section aria-label="Contact details" className={panelClass}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={stageTone(person.stage)}>{stageLabel(person.stage)}</Badge>
        <span className="text-sm text-ink-soft">Last activity {detail.lastActivityLabel}</span>
      </div>
      <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          <a href={`mailto:${person.email}`} className={linkClass}>
            {person.email}
          </a>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          {person.phone ? (
            <a href={telHref(person.phone)} className={linkClass}>
              {person.phone}
            </a>
          ) : (
            <span className="text-ink-soft">No phone</span>
          )}
        </li>
        <li className="flex min-w-0 items-center gap-2 break-words">
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          {person.company ?? <span className="text-ink-soft">No company</span>}
        </li>
        <li className="flex min-w-0 items-center gap-2 break-words">
          <Send aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          <span>
            Came by {doorsLabel(person.doors) || 'unknown'}
            {source ? <span className="text-ink-soft"> · {source}</span> : null}
          </span>
        </li>
      </ul>
      {aliases.length > 0 ? <p className="mt-3 text-sm break-all text-ink-soft">Also known as {aliases.join(', ')}</p> : null}
    </section>
  )
}

/** A fetcher for one of the page's forms that toasts its outcome and hands back its field messages. */
function usePersonForm(intent: PersonIntent) {
  const fetcher = useFetcher<PersonFormAnswer>()
  const answer = fetcher.data
  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return
    if (answer.kind === 'saved' && answer.intent === intent) toast.success(answer.message)
    if (answer.kind === 'failed' && (answer.intent ?? intent) === intent) toast.error('Not saved', { description: 'Please try again.' })
  }, [fetcher.state, answer, intent])
  const invalid = answer?.kind === 'invalid' && answer.intent === intent ? answer : undefined
  return { fetcher, pending: fetcher.state !== 'idle', fields: invalid?.fields ?? {}, values: invalid?.values, saved: answer?.kind === 'saved' }
}

function SubmitButton({ pending, label, pendingLabel, icon: Icon, variant = 'primary' }: { pending: boolean; label: string; pendingLabel: string; icon: LucideIcon; variant?: 'primary' | 'secondary' }) {
  return (
    <Button type="submit" variant={variant} size="smTall" aria-disabled={pending || undefined}>
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
      {pending ? pendingLabel : label}
    </Button>
  )
}

function StageForm({ stage }: { stage: string }) {
  const id = useId()
  const { fetcher, pending, fields } = usePersonForm('stage')
  return (
    <section aria-labelledby={`${id}-heading`} className={panelClass}>
      <h2 id={`${id}-heading`} className={panelHeading}>
        Stage
      </h2>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-3" onSubmit={(event) => pending && event.preventDefault()}>
        <input type="hidden" name="intent" value="stage" />
        <FormField id={id} name="stage" label="Pipeline stage" required error={fields.stage} className="min-w-40 flex-1">
          {(props) => (
            <select {...props} key={stage} defaultValue={stage} className={controlClass}>
              {PERSON_STAGES.map((value) => (
                <option key={value} value={value}>
                  {stageLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SubmitButton pending={pending} label="Change stage" pendingLabel="Saving..." icon={ArrowRightLeft} />
      </fetcher.Form>
      <p className="mt-3 text-sm text-ink-soft">Their open inquiries (new, contacted, qualified) move with them; won, lost and spam ones keep their status.</p>
    </section>
  )
}

function NextStepForm({ nextStep, due, today }: { nextStep: string | null; due: string | null; today: string }) {
  const id = useId()
  const { fetcher, pending, fields, values } = usePersonForm('next-step')
  const clear = usePersonForm('clear-next-step')
  const state = due ? dueState(due, today) : null
  return (
    <section aria-labelledby={`${id}-heading`} className={panelClass}>
      <h2 id={`${id}-heading`} className={panelHeading}>
        Next step
      </h2>
      {nextStep ? (
        <div className="mb-4 rounded-xl bg-surface px-4 py-3 text-sm">
          <p className="font-semibold break-words text-ink">{nextStep}</p>
          {due ? (
            <p className={cn('mt-1 flex items-center gap-1.5', state === 'overdue' ? 'font-semibold text-red-800' : state === 'today' ? 'font-semibold text-highlight-ink' : 'text-ink-soft')}>
              <CalendarClock aria-hidden="true" className="size-4" />
              {state === 'overdue' ? 'Overdue: ' : state === 'today' ? 'Due today: ' : 'Due '}
              {dayLabel(due)}
            </p>
          ) : null}
          <clear.fetcher.Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="clear-next-step" />
            <Button type="submit" variant="ghostPrimaryOnTint" size="sm" className="-ml-3" aria-disabled={clear.pending || undefined}>
              {clear.pending ? 'Clearing...' : 'Clear next step'}
            </Button>
          </clear.fetcher.Form>
        </div>
      ) : (
        <p className="mb-4 text-sm text-ink-soft">No next step set.</p>
      )}
      <fetcher.Form method="post" className="grid gap-4" noValidate onSubmit={(event) => pending && event.preventDefault()}>
        <input type="hidden" name="intent" value="next-step" />
        <FormField id={id} name="text" label="What to do next" required error={fields.text}>
          {(props) => <input {...props} key={nextStep ?? ''} defaultValue={values?.text ?? nextStep ?? ''} maxLength={500} className={controlClass} />}
        </FormField>
        <FormField id={id} name="due" label="Due date" error={fields.due} hint="A Melbourne calendar day.">
          {(props) => <input {...props} type="date" key={due ?? ''} defaultValue={values?.due ?? due ?? ''} className={controlClass} />}
        </FormField>
        <div>
          <SubmitButton pending={pending} label="Save next step" pendingLabel="Saving..." icon={ListTodo} />
        </div>
      </fetcher.Form>
    </section>
  )
}

function NoteForm() {
  const id = useId()
  const { fetcher, pending, fields, values, saved } = usePersonForm('note')
  // A saved note empties the box for the next one.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (fetcher.state === 'idle' && saved) form.current?.reset()
  }, [fetcher.state, saved])
  return (
    <section aria-labelledby={`${id}-heading`} className={panelClass}>
      <h2 id={`${id}-heading`} className={panelHeading}>
        Add a note
      </h2>
      <fetcher.Form ref={form} method="post" className="grid gap-4" noValidate onSubmit={(event) => pending && event.preventDefault()}>
        <input type="hidden" name="intent" value="note" />
        <FormField id={id} name="text" label="Note" required error={fields.text}>
          {(props) => <textarea {...props} rows={4} maxLength={5000} defaultValue={values?.text ?? ''} className={cn(controlClass, 'resize-y')} />}
        </FormField>
        <div>
          <SubmitButton pending={pending} label="Add note" pendingLabel="Adding..." icon={StickyNote} />
        </div>
      </fetcher.Form>
    </section>
  )
}

function DetailsForm({ name, phone, company }: { name: string | null; phone: string | null; company: string | null }) {
  const id = useId()
  const { fetcher, pending, fields } = usePersonForm('details')
  return (
    <details className={cn(panelClass, 'group')}>
      <summary className="-m-2 flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg p-2 text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 transition-transform duration-150 group-open:rotate-90 motion-reduce:transition-none" />
        Edit details
      </summary>
      <fetcher.Form method="post" className="mt-4 grid gap-4" noValidate onSubmit={(event) => pending && event.preventDefault()}>
        <input type="hidden" name="intent" value="details" />
        <FormField id={id} name="name" label="Name" error={fields.name}>
          {(props) => <input {...props} key={name ?? ''} defaultValue={name ?? ''} maxLength={255} autoComplete="off" className={controlClass} />}
        </FormField>
        <FormField id={id} name="phone" label="Phone" error={fields.phone}>
          {(props) => <input {...props} type="tel" key={phone ?? ''} defaultValue={phone ?? ''} maxLength={50} autoComplete="off" className={controlClass} />}
        </FormField>
        <FormField id={id} name="company" label="Company" error={fields.company}>
          {(props) => <input {...props} key={company ?? ''} defaultValue={company ?? ''} maxLength={255} autoComplete="off" className={controlClass} />}
        </FormField>
        <div>
          <SubmitButton pending={pending} label="Save details" pendingLabel="Saving..." icon={ClipboardList} variant="secondary" />
        </div>
      </fetcher.Form>
    </details>
  )
}

function MergeSuggestions({ matches, name }: { matches: PhoneMatch[]; name: string }) {
  const id = useId()
  const [asking, setAsking] = useState<PhoneMatch | null>(null)
  const { fetcher, pending } = usePersonForm('merge')
  // Once merged, the record is gone from the matches, and the question with it.
  const open = asking !== null && matches.some((match) => match.id === asking.id)
  return (
    <section aria-labelledby={`${id}-heading`} className={cn(panelClass, 'border-highlight/60')}>
      <h2 id={`${id}-heading`} className={panelHeading}>
        Same phone number
      </h2>
      <p className="mb-3 text-sm text-ink-soft">These records have the same phone number. If they are the same person, merge them into this one.</p>
      <ul className="grid gap-3">
        {matches.map((match) => (
          <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface px-4 py-3">
            <div className="min-w-0 text-sm">
              <Link to={`/admin/people/${match.id}`} className={cn(linkClass, 'font-semibold')}>
                {match.name ?? match.email}
              </Link>
              <p className="break-all text-ink-soft">
                {match.email} · {match.phone}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => setAsking(match)}>
              <GitMerge aria-hidden="true" className="size-4" />
              Merge<span className="sr-only"> {match.name ?? match.email}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ModalDialog open={open} size="sm" title="Merge these records?" onClose={() => !pending && setAsking(null)}>
        {asking ? (
          <fetcher.Form method="post" className="grid gap-6 px-6 py-6">
            <input type="hidden" name="intent" value="merge" />
            <input type="hidden" name="otherId" value={asking.id} />
            <p className="break-words">
              Everything of <span className="font-semibold">{asking.name ?? asking.email}</span> ({asking.email}) moves to <span className="font-semibold">{name}</span>, and
              their record is deleted. Later messages from {asking.email} will come to this person. This cannot be undone.
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setAsking(null)} autoFocus>
                Cancel
              </Button>
              <Button type="submit" variant="primary" aria-disabled={pending || undefined}>
                {pending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : <GitMerge aria-hidden="true" className="size-5" />}
                {pending ? 'Merging...' : 'Merge into this person'}
              </Button>
            </div>
          </fetcher.Form>
        ) : null}
      </ModalDialog>
    </section>
  )
}

const EMAIL_STATUS_WORDS: Record<string, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Could not be delivered',
  suppressed: 'Not sent (daily limit for this address)',
  skipped: 'Not sent (no longer applied)',
}

const ENTRY_ICONS: Record<TimelineEntry['type'], LucideIcon> = {
  inquiry: Inbox,
  booking: CalendarClock,
  booking_event: History,
  chat: MessagesSquare,
  note: StickyNote,
  stage: ArrowRightLeft,
  next_step: ListTodo,
  merged: GitMerge,
  email: Mail,
}

function Timeline({ entries, name }: { entries: ShownEntry[]; name: string }) {
  return (
    <section aria-labelledby="timeline-heading" className={panelClass}>
      <h2 id="timeline-heading" className={panelHeading}>
        Timeline
      </h2>
      {entries.length === 0 ? (
        <p className="text-ink-soft">Nothing has happened with {name} yet.</p>
      ) : (
        <ol aria-label={`Everything with ${name}, newest first`} className="grid gap-0">
          {entries.map((entry) => (
            <TimelineItem key={`${entry.type}-${entry.id}`} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  )
}

function TimelineItem({ entry }: { entry: ShownEntry }) {
  const Icon = ENTRY_ICONS[entry.type]
  return (
    <li className="relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-3 pb-5 last:pb-0 before:absolute before:top-10 before:bottom-0 before:left-5 before:w-px before:bg-line last:before:hidden">
      <span className="relative inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 pt-1.5">
        <h3 className="font-semibold break-words text-ink">{timelineTitle(entry)}</h3>
        <p className="text-xs text-ink-soft">
          <time dateTime={entry.at}>{entry.atLabel}</time>
          {'actorEmail' in entry && entry.actorEmail ? <> · {entry.actorEmail}</> : null}
        </p>
        <EntryBody entry={entry} />
      </div>
    </li>
  )
}

const disclosureSummary =
  'inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden'

function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="group mt-1">
      <summary className={disclosureSummary}>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform duration-150 group-open:rotate-90 motion-reduce:transition-none" />
        {label}
      </summary>
      <div className="mt-1 rounded-xl bg-surface px-4 py-3 text-sm">{children}</div>
    </details>
  )
}

function EntryBody({ entry }: { entry: ShownEntry }) {
  switch (entry.type) {
    case 'inquiry':
      return (
        <>
          <p className="mt-1 line-clamp-2 text-sm break-words text-ink">{entry.message}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge tone={stageTone(entry.status)} size="sm">
              {stageLabel(entry.status)}
            </Badge>
            {entry.service ? (
              <Badge tone="neutral" size="sm">
                {entry.service}
              </Badge>
            ) : null}
          </div>
          <Disclosure label="Full message">
            <p className="whitespace-pre-line break-words text-ink">{entry.message}</p>
          </Disclosure>
        </>
      )
    case 'booking':
      return (
        <div className="mt-1 grid gap-1 text-sm">
          <p className="text-ink-soft">
            {entry.service} · {entry.status === 'confirmed' ? (entry.upcoming ? 'Upcoming' : 'Confirmed') : stageLabel(entry.status.replace('_', '-'))}
          </p>
          {entry.message ? <p className="break-words whitespace-pre-line text-ink">{entry.message}</p> : null}
          {entry.upcoming ? (
            <p>
              <Link to={`/admin/bookings/${entry.id}/brief`} className={cn(linkClass, 'inline-flex min-h-11 items-center gap-1.5')}>
                <FileText aria-hidden="true" className="size-4" />
                Pre-call brief
              </Link>
            </p>
          ) : null}
        </div>
      )
    case 'chat':
      return (
        <>
          {entry.summary ? <p className="mt-1 text-sm break-words text-ink">{entry.summary}</p> : null}
          <Disclosure label="Transcript">
            <ol className="grid gap-2">
              {entry.transcript.map((message, index) => (
                <li key={index} className="break-words">
                  <span className="font-semibold text-ink">{message.role === 'user' ? 'Visitor' : 'Assistant'}: </span>
                  <span className="whitespace-pre-line text-ink">{message.content}</span>
                </li>
              ))}
            </ol>
          </Disclosure>
        </>
      )
    case 'note':
      return <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{entry.text}</p>
    case 'next_step':
      return entry.text ? <p className="mt-1 text-sm break-words text-ink">{entry.text}</p> : null
    case 'merged':
      return entry.text ? <p className="mt-1 text-sm break-words text-ink">{entry.text}</p> : null
    case 'email':
      return (
        <p className="mt-1 text-sm text-ink-soft">
          {EMAIL_STATUS_WORDS[entry.status] ?? entry.status}
        </p>
      )
    default:
      return null
  }
}
