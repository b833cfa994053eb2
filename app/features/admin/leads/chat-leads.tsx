import { Building2, CalendarCheck, Eye, Mail, MessagesSquare, Phone, UserRound } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Badge, type BadgeTone } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ModalDialog } from '~/components/ui/modal-dialog'
import type { AdminConversation } from '../../../../contract/admin-chat'
import { EmptyState, StatTile } from '../dashboard-parts'
import { bookingHref, chatBookingLabel } from './chat-booking-label'
import { ExportCsvLink } from './export-csv-link'
import { LeadChart } from './lead-chart'
import { chatLeadStats } from './lead-filters'
import type { LeadWeek } from './lead-weeks'

export type ListedConversation = AdminConversation & { started: string }

const QUALITY_TONES: Record<AdminConversation['leadQuality'], BadgeTone> = { high: 'green', medium: 'orange', low: 'gray' }
const QUALITY_LABELS: Record<AdminConversation['leadQuality'], string> = { high: 'High quality', medium: 'Medium quality', low: 'Low quality' }

const LEAD_FIELDS: Array<[keyof AdminConversation['leadData'], string]> = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['business', 'Business'],
  ['interest', 'Interest'],
  ['budget', 'Budget'],
]

/** The Chat Leads tab (read-only): the spec's rates, leads per week, each conversation's quality and lead details, and the transcript on request. */
export function ChatLeads({ conversations, weeks }: { conversations: ListedConversation[]; weeks: readonly LeadWeek[] }) {
  const stats = chatLeadStats(conversations)
  // `?conversation=<id>` (a link from a booking or an email) opens that conversation, scrolled to and highlighted behind it.
  const [searchParams] = useSearchParams()
  const linkedId = Number(searchParams.get('conversation')) || undefined
  const linked = conversations.find((conversation) => conversation.id === linkedId)
  const [open, setOpen] = useState<ListedConversation | null>(linked ?? null)
  const linkedCard = useRef<HTMLLIElement>(null)
  useEffect(() => linkedCard.current?.scrollIntoView({ block: 'center' }), [linkedId])
  return (
    <section aria-labelledby="chat-leads-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="chat-leads-heading" className="text-2xl font-bold tracking-tight">
            Chat Leads
          </h2>
          <p className="mt-1 text-ink-soft">Conversations with the website's chat assistant, newest first.</p>
        </div>
        <ExportCsvLink href="/api/admin/chat-conversations.csv" label="Export chat leads as CSV" />
      </div>
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label="Conversations" value={String(stats.conversations)} />
        <StatTile label="High-quality leads" value={String(stats.highQuality)} />
        <StatTile label="Qualified leads" value={String(stats.qualified)} hint="High or medium" />
        <StatTile label="Conversion rate" value={`${stats.conversionRate}%`} hint="High-quality / conversations" />
      </dl>
      <div className="mb-6">
        <LeadChart weeks={weeks} />
      </div>
      {conversations.length === 0 ? (
        <EmptyState icon={MessagesSquare} title="No chat conversations yet">
          <p>Conversations with the chat assistant will appear here.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {conversations.map((conversation) => (
            <li key={conversation.id} ref={conversation === linked ? linkedCard : undefined} id={`conversation-${conversation.id}`} className="scroll-mt-24">
              <ConversationCard conversation={conversation} highlighted={conversation === linked} onView={() => setOpen(conversation)} />
            </li>
          ))}
        </ul>
      )}
      <TranscriptDialog conversation={open} onClose={() => setOpen(null)} />
    </section>
  )
}

function leadName(conversation: AdminConversation): string {
  return conversation.leadData.name ?? conversation.leadData.email ?? 'Anonymous visitor'
}

function ConversationCard({ conversation, highlighted, onView }: { conversation: ListedConversation; highlighted: boolean; onView: () => void }) {
  const headingId = useId()
  const { leadData } = conversation
  return (
    <article
      aria-labelledby={headingId}
      aria-current={highlighted ? 'true' : undefined}
      className={`rounded-card border bg-white p-5 shadow-card sm:p-6 ${highlighted ? 'border-primary ring-2 ring-primary' : 'border-line'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {leadName(conversation)}
          </h3>
          <p className="text-sm text-ink-soft">
            <time dateTime={conversation.createdAt}>{conversation.started}</time> · {conversation.messages.length}{' '}
            {conversation.messages.length === 1 ? 'message' : 'messages'}
          </p>
        </div>
        <Badge tone={QUALITY_TONES[conversation.leadQuality]}>{QUALITY_LABELS[conversation.leadQuality]}</Badge>
      </header>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {leadData.email ? (
          <li className="flex min-w-0 items-center gap-2 break-all">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            {leadData.email}
          </li>
        ) : null}
        {leadData.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            {leadData.phone}
          </li>
        ) : null}
        {leadData.company || leadData.business ? (
          <li className="flex min-w-0 items-center gap-2 break-words">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            {[leadData.company, leadData.business].filter(Boolean).join(' · ')}
          </li>
        ) : null}
        {leadData.interest ? <li className="break-words">Interested in: {leadData.interest}</li> : null}
        {leadData.budget ? <li className="break-words">Budget: {leadData.budget}</li> : null}
      </ul>
      <ChatBookings conversation={conversation} />
      <div className="mt-4 flex flex-wrap items-center justify-end gap-2 border-t border-line pt-4">
        {conversation.personId ? (
          <Link
            to={`/admin/people/${conversation.personId}`}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <UserRound aria-hidden="true" className="size-4" />
            Person<span className="sr-only"> record of {leadName(conversation)}</span>
          </Link>
        ) : null}
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={onView}>
          <Eye aria-hidden="true" className="size-4" />
          View conversation
        </Button>
      </div>
    </article>
  )
}

/** The consultations the chat booked in this conversation, each a link to it in the Bookings tab. */
function ChatBookings({ conversation }: { conversation: ListedConversation }) {
  if (conversation.bookings.length === 0) return null
  return (
    <ul className="mt-3 grid gap-1 text-sm">
      {conversation.bookings.map((booking) => (
        <li key={booking.id} className="flex items-center gap-2">
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <Link to={bookingHref(booking)} reloadDocument className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
            {chatBookingLabel(booking)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The whole conversation as plain text (React escapes it; nothing is rendered as HTML), with the lead details and summary. */
function TranscriptDialog({ conversation, onClose }: { conversation: ListedConversation | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={conversation !== null}
      title={conversation ? leadName(conversation) : ''}
      description={
        conversation ? (
          <>
            Started {conversation.started} · <Badge tone={QUALITY_TONES[conversation.leadQuality]}>{QUALITY_LABELS[conversation.leadQuality]}</Badge>
          </>
        ) : undefined
      }
      onClose={onClose}
    >
      {conversation ? (
          <div className="grid gap-6 px-6 py-6">
            <section aria-label="Lead details">
              <h3 className="text-base font-semibold">Lead details</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {LEAD_FIELDS.map(([field, label]) => (
                  <div key={field} className="contents">
                    <dt className="font-semibold text-ink-soft">{label}</dt>
                    <dd className="break-words">{conversation.leadData[field] ?? '—'}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-label="Summary">
              <h3 className="text-base font-semibold">Summary</h3>
              <p className="mt-2 text-sm whitespace-pre-line break-words">{conversation.summary ?? 'No summary yet.'}</p>
            </section>
            <section aria-label="Transcript">
              <h3 className="text-base font-semibold">Transcript</h3>
              <ol className="mt-2 grid gap-3">
                {conversation.messages.map((message, index) => (
                  <li key={index} className={message.role === 'user' ? 'rounded-xl bg-primary-soft p-3' : 'rounded-xl bg-surface p-3'}>
                    <p className="text-xs font-semibold text-ink-soft">{message.role === 'user' ? 'Visitor' : 'Assistant'}</p>
                    <p className="mt-1 text-sm whitespace-pre-line break-words">{message.content}</p>
                  </li>
                ))}
              </ol>
            </section>
          </div>
      ) : null}
    </ModalDialog>
  )
}
