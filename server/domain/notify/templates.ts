import { render } from '@react-email/render'
import { createElement } from 'react'
import { bookingBusinessEmail } from './emails/booking-business.ts'
import { bookingBusinessCancelledEmail, bookingBusinessRescheduledEmail } from './emails/booking-business-changed.ts'
import { bookingReminderEmail } from './emails/booking-reminder.ts'
import { bookingVisitorEmail } from './emails/booking-visitor.ts'
import { bookingVisitorCancelledEmail } from './emails/booking-visitor-cancelled.ts'
import { bookingVisitorLinkEmail } from './emails/booking-visitor-link.ts'
import { bookingVisitorRescheduledEmail } from './emails/booking-visitor-rescheduled.ts'
import { chatBusinessEmail } from './emails/chat-business.ts'
import type { EmailContent, Payload, Sender } from './emails/content.ts'
import { inquiryBusinessEmail } from './emails/inquiry-business.ts'
import { inquiryVisitorEmail } from './emails/inquiry-visitor.ts'
import type { Attachment } from './emails/invite.ts'
import { EmailLayout } from './emails/layout.tsx'
import { loginAttackEmail } from './emails/login-attack.ts'
import { plainText } from './emails/plain-text.ts'
import { preCallBriefEmail } from './emails/pre-call-brief.ts'
import { unknownKindEmail } from './emails/unknown-kind.ts'

export type { Sender } from './emails/content.ts'
export type Email = { subject: string; text: string; html: string; attachments?: Attachment[] }

type Compose = (payload: Payload, sender: Sender) => { content: EmailContent; attachments: Attachment[] }

/** Each outbox kind's words; the contract of each payload is in the producers (see the kinds' modules). */
const KINDS: Record<string, Compose> = {
  'inquiry.business': inquiryBusinessEmail,
  'inquiry.visitor': inquiryVisitorEmail,
  'booking.business': bookingBusinessEmail,
  'booking.visitor': bookingVisitorEmail,
  'booking.visitor-rescheduled': bookingVisitorRescheduledEmail,
  'booking.visitor-cancelled': bookingVisitorCancelledEmail,
  'booking.visitor-link': bookingVisitorLinkEmail,
  'booking.business-rescheduled': bookingBusinessRescheduledEmail,
  'booking.business-cancelled': bookingBusinessCancelledEmail,
  'booking.reminder': bookingReminderEmail,
  'chat.business': chatBusinessEmail,
  'security.login-attack': loginAttackEmail,
  'booking.brief': preCallBriefEmail,
}

export const EMAIL_KINDS: readonly string[] = Object.keys(KINDS)

/**
 * An outbox message as an email: an HTML part (React Email, rendered here on the server) and a plain-text
 * part from the same content, plus the calendar invitation a visitor's booking email carries.
 */
export async function renderEmail({ kind, subject, payload }: { kind: string; subject: string; payload: unknown }, sender: Sender): Promise<Email> {
  const fields = (payload && typeof payload === 'object' ? payload : {}) as Payload
  const { content, attachments } = Object.hasOwn(KINDS, kind) ? KINDS[kind]!(fields, sender) : unknownKindEmail(kind, subject, fields)
  const html = await render(createElement(EmailLayout, { subject, content, sender }))
  return { subject, text: plainText(content, sender), html, ...(attachments.length ? { attachments } : {}) }
}
