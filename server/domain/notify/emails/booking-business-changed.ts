import { type EmailContent, type Payload, type Sender, fact } from './content.ts'
import { actorInWords, adminBookingButton } from './owner-links.ts'
import { bookingTimeInWords } from './when.ts'

const who = (payload: Payload) => [...fact('Name', payload.name), ...fact('Email', payload.email), ...fact('Phone', payload.phone), ...fact('Company', payload.company)]
const nameOf = (payload: Payload) => (typeof payload.name === 'string' && payload.name ? payload.name : 'A visitor')

/** The owner hears a booking moved: old → new, who moved it, a link to the booking. */
export function bookingBusinessRescheduledEmail(payload: Payload, sender: Sender) {
  const from = bookingTimeInWords(`${String(payload.previousDate ?? '')} ${String(payload.previousTime ?? '')}`.trim(), payload.previousStartsAt, payload.previousDate, payload.previousTime)
  const to = bookingTimeInWords(`${String(payload.date ?? '')} ${String(payload.time ?? '')}`.trim(), payload.startsAt, payload.date, payload.time)
  const content: EmailContent = {
    preview: `${nameOf(payload)} moved to ${to}`,
    heading: 'A consultation was moved',
    blocks: [
      { type: 'paragraph', text: `${nameOf(payload)}'s consultation was moved by ${actorInWords(payload.actor)}.` },
      { type: 'change', from, to },
      { type: 'facts', facts: who(payload) },
      ...adminBookingButton(sender, payload.bookingId),
    ],
  }
  return { content, attachments: [] }
}

/** The owner hears a booking was cancelled: which, by whom, the reason if one was given, a link to it. */
export function bookingBusinessCancelledEmail(payload: Payload, sender: Sender) {
  const when = bookingTimeInWords(`${String(payload.date ?? '')} ${String(payload.time ?? '')}`.trim(), payload.startsAt, payload.date, payload.time)
  const content: EmailContent = {
    preview: `${nameOf(payload)}: ${when} is free again`,
    heading: 'A consultation was cancelled',
    blocks: [
      { type: 'paragraph', text: `${nameOf(payload)}'s consultation was cancelled by ${actorInWords(payload.actor)}. The time is free again.` },
      { type: 'facts', facts: [...fact('When', when), ...who(payload), ...fact('Reason', payload.reason)] },
      ...adminBookingButton(sender, payload.bookingId),
    ],
  }
  return { content, attachments: [] }
}
