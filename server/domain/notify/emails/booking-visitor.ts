import type { EmailContent, Payload, Sender } from './content.ts'
import { bookingInvite } from './invite.ts'
import { type VisitorFacts, visitorFacts } from '../visitor-confirmations.ts'
import { melbourneTimeInWords } from './when.ts'

/** The visitor's confirmation: when, what, the manage link, and the invitation (REQUEST, sequence 0). */
export function bookingVisitorEmail(payload: Payload, sender: Sender) {
  const facts = visitorFacts(payload, sender)
  const when = facts.startsAt ? melbourneTimeInWords(facts.startsAt) : 'the time you chose'
  const content: EmailContent = {
    preview: `Booked: ${when}`,
    heading: 'Your consultation is booked',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: `Your free 30-minute phone consultation with ${sender.siteName} is booked.` },
      consultationFacts(facts, when),
      { type: 'paragraph', text: 'We will call you on the number you gave us. The attached invite adds it to your calendar in your own time zone.' },
      ...manageButton(facts),
      { type: 'paragraph', text: "We'll contact you within 24 hours to confirm your consultation." },
      { type: 'note', text: 'If you did not book this consultation, use the link above to cancel it, or reply to this email and we will.' },
    ],
  }
  return { content, attachments: bookingInvite(facts, sender, 'request') }
}

/** The consultation's time in words and its service (from the fixed list). */
export function consultationFacts(facts: VisitorFacts, when: string) {
  return { type: 'facts' as const, facts: [{ label: 'When', value: when }, ...(facts.service ? [{ label: 'Service', value: facts.service }] : [])] }
}

/** The visitor's way to move or cancel: a button to the manage page, when the payload still holds its token. */
export function manageButton(facts: VisitorFacts) {
  return facts.manageLink ? [{ type: 'button' as const, label: 'Reschedule or cancel', href: facts.manageLink }] : []
}
