import { BOOKING_SERVICES, BOOKING_TIMES } from '../../../contract/booking.ts'
import { CONTACT_SERVICE_LABELS } from '../../../contract/contact-options.ts'
import { isManageTokenShape, manageLink } from '../booking/manage-token.ts'
import { consultationInvite } from './ics.ts'
import type { Email } from './templates.ts'

/*
 * A confirmation goes to whatever address was typed into a public form, so anyone could aim it at
 * someone else. It therefore carries only the business's own words and the facts of the inquiry or
 * booking (day, time, a service from the fixed list): never a name, message, company or phone number
 * the visitor typed, so the site cannot relay a stranger's text. A daily cap per address (enforced by
 * the outbox worker) keeps it from being used to flood an inbox.
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

type Payload = Record<string, unknown>
type Sender = { siteName: string; businessEmail: string; publicUrl?: string }

const SERVICE_LABELS: readonly string[] = [...Object.values(CONTACT_SERVICE_LABELS), ...BOOKING_SERVICES]
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A value shown only when it is one of the site's own words. */
const fixed = (value: unknown, allowed: readonly string[]) => (typeof value === 'string' && allowed.includes(value) ? value : undefined)
const serviceLine = (payload: Payload) => {
  const service = fixed(payload.service, SERVICE_LABELS)
  return service ? [`Service: ${service}`] : []
}
const signature = ({ siteName, businessEmail }: Sender) => ['', siteName, businessEmail]

export function inquiryConfirmation(subject: string, payload: Payload, sender: Sender): Email {
  return {
    subject,
    text: [
      'Hello,',
      '',
      `Thanks for contacting ${sender.siteName}. We received your message and will get back to you within 24 hours.`,
      ...serviceLine(payload),
      '',
      'If you did not write to us, you can ignore this email.',
      ...signature(sender),
    ].join('\n'),
  }
}

/** The link the visitor moves or cancels the booking with, while the payload still holds its token. */
function manageLine(payload: Payload, { publicUrl }: Sender): string[] {
  const token = typeof payload.manageToken === 'string' && isManageTokenShape(payload.manageToken) ? payload.manageToken : undefined
  return token && publicUrl ? ['', `Reschedule or cancel: ${manageLink(publicUrl, token)}`] : []
}

export function bookingConfirmation(subject: string, payload: Payload, sender: Sender): Email {
  const date = typeof payload.date === 'string' && ISO_DAY.test(payload.date) ? payload.date : 'the day you chose'
  const time = fixed(payload.time, BOOKING_TIMES) ?? 'the time you chose'
  return {
    subject,
    text: [
      'Hello,',
      '',
      `Your free 30-minute phone consultation with ${sender.siteName} is booked for ${date} at ${time} (Melbourne time).`,
      ...serviceLine(payload),
      'We will call you on the number you gave us. The attached invite adds it to your calendar in your own time zone.',
      "We'll contact you within 24 hours to confirm your consultation.",
      ...manageLine(payload, sender),
      '',
      'If you did not book this consultation, reply to this email and we will cancel it.',
      ...signature(sender),
    ].join('\n'),
    attachments: [
      {
        filename: 'consultation.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: consultationInvite({
          uid: `booking-${Number(payload.bookingId)}@${sender.businessEmail.split('@')[1] ?? 'localhost'}`,
          startsAt: new Date(String(payload.startsAt)),
          organizerName: sender.siteName,
          organizerEmail: sender.businessEmail,
          attendeeEmail: String(payload.email ?? ''),
        }),
      },
    ],
  }
}
