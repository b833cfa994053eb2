import { BOOKING_SERVICES } from '../../../contract/booking.ts'
import { CONTACT_SERVICE_LABELS } from '../../../contract/contact-options.ts'
import { isManageTokenShape, manageLink } from '../booking/manage-token.ts'
import type { Payload, Sender } from './emails/content.ts'
import { bookingInstant } from './emails/when.ts'

/*
 * A confirmation goes to whatever address was typed into a public form, so anyone could aim it at
 * someone else. It therefore carries only the business's own words and the facts of the inquiry or
 * booking (day, time, a service from the fixed list, the manage link): never a name, message, company
 * or phone number the visitor typed, so the site cannot relay a stranger's text. Every email to a
 * visitor (confirmations, updates, cancellations, reminders) reads its payload only through
 * visitorFacts below. Daily shares (enforced by the outbox worker, see dailyShareOf) keep it from being used to
 * flood an inbox, and are kept apart so that one kind of email can never use up another's.
 */

/** Contact-form confirmations one address may receive in 24 hours; later ones are kept as suppressed, not sent. */
export const CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3

/**
 * Notices of a move one booking may send in 24 hours. Only whoever holds the booking's manage link (its inbox) can
 * move it, and each move already counts against that client's limit; this caps what a forwarded link could send.
 */
export const BOOKING_UPDATES_PER_BOOKING_PER_DAY = 5

/** What shares one daily count of sent emails: the same address's contact-form confirmations, or one booking's moves. */
export type DailyShare = { key: string; limit: number; kind: string } & ({ address: string } | { bookingId: number })

/**
 * The daily share a visitor email is counted in, or undefined when it is never held back. A booking's confirmation
 * and its cancellation are sent once each per booking whatever else that address received (a stranger's contact forms
 * cannot suppress a booker's manage link or the notice that frees their calendar); no address holds more than 2
 * future bookings, so a stranger's bookings cannot flood it either. The business's own notifications are never held.
 */
export function dailyShareOf(message: { kind: string; recipient: string; payload: Payload }): DailyShare | undefined {
  if (message.kind === 'inquiry.visitor') {
    // Every recipient is stored trimmed (the contract trims it); the same address in other letter case is the same inbox.
    const address = message.recipient.trim().toLowerCase()
    return { key: `inquiry.visitor:${address}`, limit: CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY, kind: message.kind, address }
  }
  if (message.kind === 'booking.visitor-rescheduled') {
    const bookingId = Number(message.payload.bookingId)
    if (!Number.isSafeInteger(bookingId)) return undefined
    return { key: `booking.visitor-rescheduled:${bookingId}`, limit: BOOKING_UPDATES_PER_BOOKING_PER_DAY, kind: message.kind, bookingId }
  }
  return undefined
}

/** Why a message beyond its share was not sent, as the outbox row records it. */
export function spentShareReason(share: DailyShare): string {
  return 'address' in share
    ? `Not sent: this address already received ${share.limit} contact-form confirmations in the last 24 hours`
    : `Not sent: this booking already sent ${share.limit} notices of a move in the last 24 hours; its manage page shows the current time`
}

const SERVICE_LABELS: readonly string[] = [...Object.values(CONTACT_SERVICE_LABELS), ...BOOKING_SERVICES]

/** What an email to a visitor may say about their inquiry or booking: facts the site itself made, nothing typed. */
export type VisitorFacts = {
  bookingId?: number
  /** A service from the site's fixed list. */
  service?: string
  startsAt?: Date
  previousStartsAt?: Date
  /** The booking's manage page, from a token of the shape the site issues. */
  manageLink?: string
  /** The calendar invitation's SEQUENCE. */
  sequence: number
  /** The address the email goes to (the calendar invitation's attendee): the recipient's own. */
  email: string
}

export function visitorFacts(payload: Payload, sender: Sender): VisitorFacts {
  const token = typeof payload.manageToken === 'string' && isManageTokenShape(payload.manageToken) ? payload.manageToken : undefined
  const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined)
  return {
    bookingId: count(payload.bookingId),
    service: typeof payload.service === 'string' && SERVICE_LABELS.includes(payload.service) ? payload.service : undefined,
    startsAt: bookingInstant(payload.startsAt, payload.date, payload.time),
    previousStartsAt: bookingInstant(payload.previousStartsAt, payload.previousDate, payload.previousTime),
    manageLink: token ? manageLink(sender.publicUrl, token) : undefined,
    sequence: count(payload.sequence) ?? 0,
    email: typeof payload.email === 'string' ? payload.email : '',
  }
}
