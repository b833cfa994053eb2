import { LoadFailedPanel, LoadingPanel } from '../load-state'
import { CalendarCheck, CalendarClock, ChevronRight, ClipboardList, History, Inbox, LoaderCircle, Mail, MessagesSquare, Phone, RefreshCw, RotateCcw, Tag, TicketPercent, UserX } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import { cn } from '~/lib/cn'
import type { AdminBooking, BookingMark, BookingScope } from '../../../../contract/admin-bookings'
import { melbourneYear, telHref } from '../../../../core/format'
import { EmptyState } from '../dashboard-parts'
import { receivedLabel } from '../inquiry-format'
import { useSessionGuard } from '../session-guard'
import { fetchBooking, fetchBookings, markBooking } from './booking-api'
import { availableMarks, bookingStatusLabel, hasPreCallBrief, bookingStatusTone, historySentence, historyTime, slotLabel } from './booking-format'

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'listed'; bookings: AdminBooking[]; more: boolean }
type Pending = { id: number; mark: BookingMark } | null

const SCOPES: { value: BookingScope; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
]

const MARK_DONE: Record<BookingMark, string> = { completed: 'Marked completed', no_show: 'Marked no-show', confirmed: 'Set back to booked' }

/**
 * The Bookings tab (issue 19 item 9): upcoming calls soonest first or past ones most recent first, in
 * Melbourne time, each with its contact details, status and history; after a call the owner marks it
 * completed or no-show. `?booking=<id>` opens the list that holds that booking, scrolled to it and expanded.
 */
export function BookingList() {
  const { refused: signedOut } = useSessionGuard()
  const [searchParams] = useSearchParams()
  const [linkedId] = useState(() => positiveId(searchParams.get('booking')))
  // Null while a linked booking is looked up to choose its list.
  const [scope, setScope] = useState<BookingScope | null>(linkedId ? null : 'upcoming')
  const [linked, setLinked] = useState<AdminBooking | null>(null)
  const [linkMissing, setLinkMissing] = useState(false)
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [generation, setGeneration] = useState(0)
  const [pending, setPending] = useState<Pending>(null)
  const scrolled = useRef(false)

  useEffect(() => {
    if (!linkedId) return
    let current = true
    void fetchBooking(linkedId).then((outcome) => {
      if (!current) return
      if (outcome.kind === 'signed-out') return signedOut()
      if (outcome.kind === 'found') {
        setLinked(outcome.booking)
        setScope(new Date(outcome.booking.startsAt).getTime() >= Date.now() ? 'upcoming' : 'past')
      } else {
        setLinkMissing(true)
        setScope('upcoming')
      }
    })
    return () => {
      current = false
    }
  }, [linkedId, signedOut])

  useEffect(() => {
    if (!scope) return
    let current = true
    void fetchBookings(scope).then((outcome) => {
      if (!current) return
      if (outcome.kind === 'signed-out') return signedOut()
      setLoad(outcome.kind === 'listed' ? { kind: 'listed', ...outcome.list } : { kind: 'failed' })
    })
    return () => {
      current = false
    }
  }, [scope, generation, signedOut])

  const loading = load.kind === 'loading' || scope === null
  const shown = load.kind === 'listed' && scope ? withLinked(load.bookings, linked, scope) : []

  // Once the linked booking is on screen: bring it into view and move the focus there (it is expanded and highlighted).
  useEffect(() => {
    if (scrolled.current || !linkedId || load.kind !== 'listed') return
    const card = document.getElementById(cardId(linkedId))
    if (!card) return
    scrolled.current = true
    card.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    card.focus({ preventScroll: true })
  }, [load, linkedId])

  // The list shows its loading state from the click on: the effect above fetches the list asked for.
  function show(next: BookingScope) {
    if (next === scope) return
    setLoad({ kind: 'loading' })
    setScope(next)
  }

  function refresh() {
    if (loading) return
    setLoad({ kind: 'loading' })
    setGeneration((count) => count + 1)
  }

  async function mark(booking: AdminBooking, next: BookingMark) {
    if (pending) return
    setPending({ id: booking.id, mark: next })
    const outcome = await markBooking(booking.id, next)
    setPending(null)
    const call = `${booking.name}, ${slotLabel(booking.date, booking.time)}`
    switch (outcome.kind) {
      case 'saved':
        setLoad((state) => (state.kind === 'listed' ? { ...state, bookings: state.bookings.map((item) => (item.id === booking.id ? outcome.booking : item)) } : state))
        if (linked?.id === booking.id) setLinked(outcome.booking)
        return toast.success(MARK_DONE[next], { description: call })
      case 'signed-out':
        return signedOut()
      case 'refused':
        return toast.error('Not changed', { description: outcome.message })
      case 'gone':
        return toast.error('Not changed', { description: 'This booking no longer exists. Refresh the list.' })
      case 'failed':
        return toast.error('Not changed', { description: 'The booking could not be updated. Please try again.' })
    }
  }

  const thisYear = melbourneYear(new Date())

  return (
    <section aria-labelledby="bookings-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="bookings-heading" className="text-2xl font-bold tracking-tight">
            Bookings
          </h2>
          <p className="mt-1 text-ink-soft">Free 30-minute consultations. Times are Melbourne time.</p>
        </div>
        <Button variant="secondary" onClick={refresh} aria-disabled={loading}>
          <RefreshCw aria-hidden="true" className={cn('size-4', loading && 'animate-spin motion-reduce:animate-none')} />
          Refresh
        </Button>
      </div>

      <div role="group" aria-label="Which bookings" className="mb-5 inline-flex gap-1 rounded-2xl bg-surface p-1.5">
        {SCOPES.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={scope === option.value}
            onClick={() => show(option.value)}
            className={cn(
              'min-h-11 rounded-xl px-5 text-sm font-semibold transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 motion-reduce:transition-none',
              scope === option.value ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:bg-white/60 hover:text-ink',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>

      {linkMissing ? (
        <p role="status" className="mb-4 rounded-card border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          The linked booking (#{linkedId}) was not found. It may have been deleted with its inquiry.
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {loading ? 'Loading bookings' : load.kind === 'listed' ? `${shown.length} ${scope} ${shown.length === 1 ? 'booking' : 'bookings'} shown` : ''}
      </p>

      {loading ? (
        <LoadingPanel>Loading bookings...</LoadingPanel>
      ) : load.kind === 'failed' ? (
        <LoadFailedPanel onRetry={refresh}>The bookings could not be loaded.</LoadFailedPanel>
      ) : shown.length === 0 ? (
        scope === 'upcoming' ? (
          <EmptyState icon={CalendarClock} title="No upcoming bookings">
            <p>When a visitor books a free consultation, through the booking dialog or the chat, it appears here with their details.</p>
          </EmptyState>
        ) : (
          <EmptyState icon={History} title="No past bookings yet">
            <p>Calls whose time has passed appear here, where you can mark each one completed or no-show.</p>
          </EmptyState>
        )
      ) : (
        <>
          <ul aria-label={scope === 'upcoming' ? 'Upcoming bookings, soonest first' : 'Past bookings, most recent first'} className="grid gap-4">
            {shown.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} linked={booking.id === linkedId} thisYear={thisYear} pending={pending?.id === booking.id ? pending.mark : null} onMark={(next) => void mark(booking, next)} />
              </li>
            ))}
          </ul>
          {load.kind === 'listed' && load.more ? (
            <p className="mt-6 text-center text-sm text-ink-soft">
              Showing the {load.bookings.length} {scope === 'upcoming' ? 'soonest' : 'most recent'} bookings.
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}

type CardProps = { booking: AdminBooking; linked: boolean; thisYear: number; pending: BookingMark | null; onMark: (next: BookingMark) => void }

function BookingCard({ booking, linked, thisYear, pending, onMark }: CardProps) {
  const slot = slotLabel(booking.date, booking.time, thisYear)
  const historyId = useId()
  const [historyOpen, setHistoryOpen] = useState(linked)
  const marks = availableMarks(booking, new Date())
  const cancelled = booking.status === 'cancelled'
  return (
    <article
      id={cardId(booking.id)}
      aria-label={`${slot}, ${booking.name}`}
      aria-busy={pending !== null}
      tabIndex={linked ? -1 : undefined}
      className={cn(
        'scroll-mt-24 rounded-card border bg-white p-5 shadow-card focus:outline-none sm:p-6',
        linked ? 'border-primary ring-2 ring-primary/30' : 'border-line',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className={cn('text-lg font-semibold break-words', cancelled && 'text-ink-soft line-through decoration-1')}>
            <time dateTime={booking.startsAt}>{slot}</time>
          </h3>
          <p className="text-sm text-ink-soft">
            {booking.name}
            {booking.company ? <span className="break-words"> · {booking.company}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {linked ? (
            <Badge tone="highlight" size="xs">
              Linked
            </Badge>
          ) : null}
          <Badge tone={bookingStatusTone(booking.displayStatus)}>{bookingStatusLabel(booking.displayStatus)}</Badge>
        </div>
      </header>

      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          <a href={`mailto:${booking.email}`} className="font-medium break-all text-primary underline-offset-4 hover:underline">
            {booking.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          <a href={telHref(booking.phone)} className="font-medium text-primary underline-offset-4 hover:underline">
            {booking.phone}
          </a>
        </li>
        <li className="flex min-w-0 items-center gap-2 break-words text-ink">
          <Tag aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          {booking.service}
        </li>
        {booking.promoCode ? (
          <li className="flex min-w-0 items-center gap-2 break-words text-ink">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            Promo code <span className="font-mono font-semibold">{booking.promoCode}</span>
          </li>
        ) : null}
      </ul>

      {booking.message ? <p className="mt-4 border-t border-line pt-4 whitespace-pre-line break-words text-ink">{booking.message}</p> : null}
      {cancelled ? (
        <p className="mt-4 rounded-xl bg-surface px-4 py-3 text-sm break-words text-ink">
          <span className="font-semibold">Cancelled</span>
          {booking.cancelledAt ? <> on {receivedLabel(booking.cancelledAt)}</> : null}
          {booking.cancelReason ? <>: {booking.cancelReason}</> : ' (no reason given)'}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
        {marks.length > 0 ? (
          <div role="group" aria-label={`After the call with ${booking.name}`} className="flex flex-wrap items-center gap-2">
            {marks.includes('completed') ? (
              <MarkButton variant="primary" busy={pending === 'completed'} disabled={pending !== null} onClick={() => onMark('completed')} icon={CalendarCheck} label="Mark completed" />
            ) : null}
            {marks.includes('no_show') ? (
              <MarkButton variant="secondary" busy={pending === 'no_show'} disabled={pending !== null} onClick={() => onMark('no_show')} icon={UserX} label="Mark no-show" />
            ) : null}
            {marks.includes('confirmed') ? (
              <MarkButton variant="secondary" busy={pending === 'confirmed'} disabled={pending !== null} onClick={() => onMark('confirmed')} icon={RotateCcw} label="Undo: set back to booked" />
            ) : null}
          </div>
        ) : null}
        <div className="-mx-2 flex flex-wrap items-center gap-x-1 sm:ml-auto">
          {hasPreCallBrief(booking, new Date()) ? (
            <a href={`/admin/bookings/${booking.id}/brief`} className={linkClasses}>
              <ClipboardList aria-hidden="true" className="size-4 shrink-0" />
              Pre-call brief<span className="sr-only"> for {booking.name}</span>
            </a>
          ) : null}
          {booking.inquiryId ? (
            <a href={`/admin?tab=inquiries&inquiry=${booking.inquiryId}`} className={linkClasses}>
              <Inbox aria-hidden="true" className="size-4 shrink-0" />
              View inquiry<span className="sr-only"> from {booking.name}</span>
            </a>
          ) : null}
          {booking.conversationId ? (
            <a href={`/admin?tab=leads&conversation=${booking.conversationId}`} className={linkClasses}>
              <MessagesSquare aria-hidden="true" className="size-4 shrink-0" />
              View chat<span className="sr-only"> with {booking.name}</span>
            </a>
          ) : null}
        </div>
      </div>

      <button
        type="button"
        aria-expanded={historyOpen}
        aria-controls={historyId}
        onClick={() => setHistoryOpen((open) => !open)}
        className="mt-1 -ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <ChevronRight aria-hidden="true" className={cn('size-4 shrink-0 transition-transform duration-150 motion-reduce:transition-none', historyOpen && 'rotate-90')} />
        History ({booking.history.length})<span className="sr-only"> of the booking of {booking.name}</span>
      </button>

      <div id={historyId} hidden={!historyOpen} className="mt-1 text-sm">
        {booking.history.length === 0 ? (
          <p className="text-ink-soft">No changes recorded for this booking.</p>
        ) : (
          <ol aria-label={`History of the booking of ${booking.name}, oldest first`} className="grid gap-2 border-l-2 border-line pl-4">
            {booking.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <p className="break-words text-ink">{historySentence(entry, thisYear)}</p>
                <p className="text-xs text-ink-soft">
                  <time dateTime={entry.at}>{historyTime(entry)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </article>
  )
}

const linkClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2'

type MarkButtonProps = { variant: 'primary' | 'secondary'; busy: boolean; disabled: boolean; onClick: () => void; icon: typeof CalendarCheck; label: string }

/** aria-disabled, not disabled, while a mark is saved: a disabled button would drop the keyboard focus. */
function MarkButton({ variant, busy, disabled, onClick, icon: Icon, label }: MarkButtonProps) {
  return (
    <Button variant={variant} size="smTall" aria-disabled={disabled} onClick={() => !disabled && onClick()}>
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <Icon aria-hidden="true" className="size-4" />}
      {busy ? 'Saving...' : label}
    </Button>
  )
}

function cardId(id: number): string {
  return `booking-${id}`
}

function positiveId(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined
}

/** The list, with the linked booking in its place when the list's cap left it out. */
function withLinked(bookings: AdminBooking[], linked: AdminBooking | null, scope: BookingScope): AdminBooking[] {
  if (!linked || bookings.some((booking) => booking.id === linked.id)) return bookings
  const upcoming = new Date(linked.startsAt).getTime() >= Date.now()
  if (upcoming !== (scope === 'upcoming')) return bookings
  const sorted = [...bookings, linked].sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  return scope === 'upcoming' ? sorted : sorted.reverse()
}
