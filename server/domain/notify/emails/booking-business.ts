import { type EmailContent, type Payload, type Sender, fact } from './content.ts'
import { leadFacts } from './inquiry-business.ts'
import { adminBookingButton } from './owner-links.ts'
import { bookingTimeInWords } from './when.ts'

/** A new booking for the owner: when in words, who, and a link to the booking in the admin. */
export function bookingBusinessEmail(payload: Payload, sender: Sender) {
  const when = bookingTimeInWords(`${String(payload.date ?? '')} ${String(payload.time ?? '')} Melbourne time`.trim(), payload.startsAt, payload.date, payload.time)
  const content: EmailContent = {
    preview: `${typeof payload.name === 'string' ? payload.name : 'A visitor'}: ${when}`,
    heading: 'A consultation was booked',
    blocks: [
      { type: 'paragraph', text: 'A free consultation was booked on the website.' },
      { type: 'facts', facts: [...fact('When', when), ...leadFacts({ ...payload, fullName: payload.name })] },
      ...adminBookingButton(sender, payload.bookingId),
      ...(payload.bookingId === undefined ? [] : [{ type: 'note' as const, text: `Reference: Booking #${payload.bookingId}` }]),
    ],
  }
  return { content, attachments: [] }
}
