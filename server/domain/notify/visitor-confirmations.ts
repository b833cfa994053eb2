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
 * visitorFacts below. A daily cap per address (enforced by the outbox worker) keeps it from being
 * used to flood an inbox.
 */

/**
 * The outbox kinds that confirm something to a visitor: the one list the templates and the worker's cap use.
 * A booking's updates count too (their sender holds the manage link, but the booker may have typed someone
 * else's address); its reminders do not, and are skipped when the booking's confirmation was not sent.
 */
export const VISITOR_CONFIRMATION_KINDS: readonly string[] = ['inquiry.visitor', 'booking.visitor', 'booking.visitor-rescheduled', 'booking.visitor-cancelled']

/** Confirmations one address may receive in 24 hours; later ones are kept as suppressed, not sent. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3

export function isVisitorConfirmation(kind: string): boolean {
  return VISITOR_CONFIRMATION_KINDS.includes(kind)
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
