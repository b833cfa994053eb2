import { type EmailContent, type Payload, type Sender, siteLink } from './content.ts'
import { consultationFacts } from './booking-visitor.ts'
import { bookingInvite } from './invite.ts'
import { visitorFacts } from '../visitor-confirmations.ts'
import { melbourneTimeInWords } from './when.ts'

/** A booking cancelled: which one, a way to book again, and an invitation that removes the event (CANCEL). */
export function bookingVisitorCancelledEmail(payload: Payload, sender: Sender) {
  const facts = visitorFacts(payload, sender)
  const when = facts.startsAt ? melbourneTimeInWords(facts.startsAt) : 'the time you chose'
  const content: EmailContent = {
    preview: `Cancelled: ${when}`,
    heading: 'Your consultation is cancelled',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: `Your free 30-minute phone consultation with ${sender.siteName} is cancelled. The attached update removes it from your calendar.` },
      consultationFacts(facts, when),
      { type: 'paragraph', text: 'Whenever it suits you, pick another time: the consultation stays free.' },
      { type: 'button', label: 'Book another time', href: siteLink(sender, '/book') },
      { type: 'note', text: 'If you did not cancel this consultation, reply to this email and we will sort it out.' },
    ],
  }
  return { content, attachments: bookingInvite(facts, sender, 'cancel') }
}
