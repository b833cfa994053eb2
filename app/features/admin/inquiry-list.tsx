import { Building2, CalendarClock, Inbox, Mail, Phone, RotateCcw, Search, Tag, TicketPercent, Trash2, UserRound, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '~/components/ui/toast'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { telHref } from '../../../core/format'
import { ConfirmDeleteDialog } from './content/confirm-dialog'
import { ExportCsvLink } from './leads/export-csv-link'
import { INQUIRY_STATUSES, type InquiryStatus, type LeadWriteOutcome, deleteInquiry, setInquiryStatus } from './leads/lead-api'
import { leadControl, leadControlFrame } from './leads/lead-controls'
import { filterInquiries, isFiltering } from './leads/lead-filters'
import { type ListedInquiry, serviceLabel, sourceLabel, statusLabel, statusTone } from './inquiry-format'
import { EmptyState } from './dashboard-parts'
import { linkedRecordId } from './linked-record'
import { useSessionGuard } from './session-guard'

/** The spec's default admin view, Contact Inquiries: newest first, new ones highlighted, each moved along the pipeline in place. */
export function InquiryList({ inquiries: loaded }: { inquiries: ListedInquiry[] }) {
  const id = useId()
  const { refused } = useSessionGuard()
  const [inquiries, setInquiries] = useState(loaded)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('all')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [busy, setBusy] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<ListedInquiry | undefined>()
  const filters = { search, status, from, to }
  const shown = filterInquiries(inquiries, filters)
  const filtering = isFiltering(filters)
  const newCount = inquiries.filter((inquiry) => inquiry.status === 'new').length
  // The owner's email about an inquiry links here with ?inquiry=<id>: that card is scrolled to and marked.
  const [searchParams] = useSearchParams()
  const linked = linkedRecordId(searchParams, 'inquiry')
  useEffect(() => {
    if (linked !== undefined && !loaded.some((inquiry) => inquiry.id === linked)) toast.error('Inquiry not found', { description: 'The inquiry in that link no longer exists.' })
  }, [linked, loaded])

  async function changeStatus(inquiry: ListedInquiry, next: InquiryStatus) {
    setBusy(inquiry.id)
    const outcome = await setInquiryStatus(inquiry.id, next)
    setBusy(null)
    if (outcome.kind === 'saved') {
      setInquiries((list) => list.map((item) => (item.id === inquiry.id ? { ...item, status: next } : item)))
      toast.success(next === 'new' && inquiry.status === 'spam' ? 'Inquiry restored' : 'Status updated', {
        description: `${inquiry.fullName} is now ${statusLabel(next)}.`,
      })
    } else reportFailure(outcome, 'The status could not be changed.', refused)
  }

  function clearFilters() {
    setSearch('')
    setStatus('all')
    setFrom('')
    setTo('')
  }

  async function remove(inquiry: ListedInquiry) {
    setBusy(inquiry.id)
    const outcome = await deleteInquiry(inquiry.id)
    setBusy(null)
    if (outcome.kind === 'saved' || outcome.kind === 'gone') {
      setInquiries((list) => list.filter((item) => item.id !== inquiry.id))
      toast.success('Inquiry deleted')
    } else reportFailure(outcome, 'The inquiry could not be deleted.', refused)
  }

  return (
    <section aria-labelledby="inquiries-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="inquiries-heading" className="text-2xl font-bold tracking-tight">
            Contact Inquiries
          </h2>
          <p className="mt-1 text-ink-soft">Messages from the contact forms and consultation bookings, newest first.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-ink-soft">
            {inquiries.length} {inquiries.length === 1 ? 'inquiry' : 'inquiries'}, {newCount} new
          </p>
          <ExportCsvLink href="/api/admin/contact-inquiries.csv" label="Export inquiries as CSV" />
        </div>
      </div>
      {inquiries.length === 0 ? (
        <EmptyInquiries />
      ) : (
        <>
          <div role="search" aria-label="Filter inquiries" className="mb-3 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_11rem_11.5rem_11.5rem]">
            <div className="relative col-span-2 lg:col-span-1">
              <label htmlFor={`${id}-search`} className="sr-only">
                Search inquiries
              </label>
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft" />
              <input
                id={`${id}-search`}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search name, email or message"
                className={cn(leadControl, 'pl-10')}
              />
            </div>
            <div className="col-span-2 lg:col-span-1">
              <label htmlFor={`${id}-status`} className="sr-only">
                Filter by status
              </label>
              <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value)} className={leadControl}>
                <option value="all">All statuses</option>
                {INQUIRY_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {statusLabel(value)}
                  </option>
                ))}
              </select>
            </div>
            <DayInput id={`${id}-from`} label="From" fullLabel="Received from" value={from} max={to || undefined} onChange={setFrom} />
            <DayInput id={`${id}-to`} label="To" fullLabel="Received to" value={to} min={from || undefined} onChange={setTo} />
          </div>
          <div className="mb-5 flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p aria-live="polite" className="text-sm font-semibold text-ink-soft">
              Showing {shown.length} of {inquiries.length} {inquiries.length === 1 ? 'inquiry' : 'inquiries'}
              {from || to ? <span className="font-normal"> · received {receivedRange(from, to)} (Melbourne)</span> : null}
            </p>
            {filtering ? (
              <Button variant="ghostPrimary" size="sm" onClick={clearFilters} className="-mr-2">
                <X aria-hidden="true" className="size-4" />
                Clear filters
              </Button>
            ) : null}
          </div>
          {shown.length === 0 ? (
            <p className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-ink-soft">No inquiries match the filters.</p>
          ) : (
            <ul className="grid gap-4">
              {shown.map((inquiry) => (
                <li key={inquiry.id}>
                  <InquiryCard inquiry={inquiry} linked={inquiry.id === linked} busy={busy === inquiry.id} onStatus={(next) => changeStatus(inquiry, next)} onDelete={() => setDeleting(inquiry)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDeleteDialog
        itemName={deleting ? `The inquiry from ${deleting.fullName}` : undefined}
        what="and everything in it will be deleted."
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(undefined)}
      />
    </section>
  )
}

type DayInputProps = { id: string; label: string; fullLabel: string; value: string; min?: string; max?: string; onChange: (day: string) => void }

/** A date box with its short label inside the frame (above the date on narrow screens), so From and To fit side by side on a phone. */
function DayInput({ id, label, fullLabel, value, min, max, onChange }: DayInputProps) {
  return (
    <div
      className={cn(
        leadControlFrame,
        'flex w-full flex-col justify-center px-3 py-1 focus-within:border-primary focus-within:outline-2 focus-within:outline-offset-2 lg:flex-row lg:items-center lg:justify-start lg:gap-2 lg:py-2',
      )}
    >
      <label htmlFor={id} className="shrink-0 text-xs font-semibold text-ink-soft lg:text-sm">
        <span aria-hidden="true">{label}</span>
        <span className="sr-only">{fullLabel}</span>
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 flex-1 bg-transparent text-base text-ink focus:outline-none"
      />
    </div>
  )
}

const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** The chosen days in words ('from 3 Apr 2026 to 5 Apr 2026'); the days are Melbourne days already, so they are read in UTC. */
function receivedRange(from: string, to: string): string {
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`))
  if (from && to) return from === to ? `on ${day(from)}` : `${day(from)} to ${day(to)}`
  return from ? `from ${day(from)}` : `up to ${day(to)}`
}

/** A refused call (the session ended) leads to the sign-in page through the session guard. */
function reportFailure(outcome: LeadWriteOutcome, message: string, refused: () => void) {
  if (outcome.kind === 'signed-out') refused()
  else if (outcome.kind === 'gone') toast.error('Error', { description: 'This inquiry no longer exists. Reload the page.' })
  else toast.error('Error', { description: message })
}

function EmptyInquiries() {
  return (
    <EmptyState icon={Inbox} title="No inquiries yet">
      <p>Messages sent from the website's contact forms and bookings will appear here.</p>
    </EmptyState>
  )
}

type CardProps = { inquiry: ListedInquiry; linked: boolean; busy: boolean; onStatus: (status: InquiryStatus) => void; onDelete: () => void }

function InquiryCard({ inquiry, linked, busy, onStatus, onDelete }: CardProps) {
  const statusId = useId()
  const headingId = useId()
  const isNew = inquiry.status === 'new'
  const service = serviceLabel(inquiry.service)
  const card = useRef<HTMLElement>(null)
  // Scrolled to once and focused (so a screen reader starts there too); smooth only when motion is welcome.
  useEffect(() => {
    if (!linked || !card.current) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    card.current.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
    card.current.focus({ preventScroll: true })
  }, [linked])
  return (
    <article
      ref={card}
      id={`inquiry-${inquiry.id}`}
      aria-labelledby={headingId}
      aria-busy={busy}
      aria-current={linked ? 'true' : undefined}
      tabIndex={linked ? -1 : undefined}
      className={cn(
        'scroll-mt-24 rounded-card border bg-white p-5 shadow-card sm:p-6',
        linked ? 'border-highlight ring-4 ring-highlight/40 focus:outline-none' : isNew ? 'border-primary/40 ring-1 ring-primary/20' : 'border-line',
      )}
    >
      {linked ? (
        <p className="mb-3 inline-flex rounded-full bg-highlight-soft px-3 py-1 text-xs font-semibold text-highlight-ink">Opened from your email</p>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {inquiry.fullName}
          </h3>
          <p className="text-sm text-ink-soft">
            <time dateTime={inquiry.createdAt}>{inquiry.received}</time> · {sourceLabel(inquiry.source)}
          </p>
        </div>
        <Badge tone={statusTone(inquiry.status)}>{statusLabel(inquiry.status)}</Badge>
      </header>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          <a href={`mailto:${inquiry.email}`} className="break-all font-medium text-primary underline-offset-4 hover:underline">
            {inquiry.email}
          </a>
        </li>
        {inquiry.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            <a href={telHref(inquiry.phone)} className="font-medium text-primary underline-offset-4 hover:underline">
              {inquiry.phone}
            </a>
          </li>
        ) : null}
        {inquiry.company ? (
          <li className="flex min-w-0 items-center gap-2 break-words text-ink">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            {inquiry.company}
          </li>
        ) : null}
        {service ? (
          <li className="flex min-w-0 items-center gap-2 break-words text-ink">
            <Tag aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            {service}
          </li>
        ) : null}
        {inquiry.promoCode ? (
          <li className="flex min-w-0 items-center gap-2 break-words text-ink">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            Promo code <span className="font-mono font-semibold">{inquiry.promoCode}</span>
          </li>
        ) : null}
        {inquiry.bookedFor ? (
          <li className="flex items-center gap-2 font-semibold text-ink">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            Booked for {inquiry.bookedFor} (Melbourne)
          </li>
        ) : null}
      </ul>
      <p className="mt-4 border-t border-line pt-4 whitespace-pre-line break-words text-ink">{inquiry.message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <label htmlFor={statusId} className="text-sm font-semibold text-ink">
          Status
        </label>
        <select
          id={statusId}
          value={inquiry.status}
          disabled={busy}
          onChange={(event) => onStatus(event.target.value as InquiryStatus)}
          className={cn(leadControlFrame, 'block w-auto min-w-36 px-4 py-2')}
        >
          {INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
        {inquiry.status === 'spam' ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onStatus('new')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Restore
          </Button>
        ) : null}
        {inquiry.personId && inquiry.status !== 'spam' ? (
          <a href={`/admin/people/${inquiry.personId}`} className={personLinkClass}>
            <UserRound aria-hidden="true" className="size-4" />
            Person<span className="sr-only"> record of {inquiry.fullName}</span>
          </a>
        ) : null}
        <Button variant="dangerGhost" size="sm" disabled={busy} onClick={onDelete} className="ml-auto">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </article>
  )
}

const personLinkClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2'
