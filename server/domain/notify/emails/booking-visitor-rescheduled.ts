import type { EmailContent, Payload, Sender } from './content.ts'
import { consultationFacts, manageButton } from './booking-visitor.ts'
import { bookingInvite } from './invite.ts'
import { visitorFacts } from '../visitor-confirmations.ts'
import { melbourneTimeInWords } from './when.ts'

/** A booking moved: old time → new time, the manage link, and an updated invitation (REQUEST, raised sequence). */
export function bookingVisitorRescheduledEmail(payload: Payload, sender: Sender) {
  const facts = visitorFacts(payload, sender)
  const when = facts.startsAt ? melbourneTimeInWords(facts.startsAt) : 'the new time you chose'
  const content: EmailContent = {
    preview: `New time: ${when}`,
    heading: 'Your consultation has a new time',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: `Your free 30-minute phone consultation with ${sender.siteName} has moved.` },
      ...(facts.previousStartsAt
        ? [{ type: 'change' as const, from: melbourneTimeInWords(facts.previousStartsAt), to: when }, ...(facts.service ? [{ type: 'facts' as const, facts: [{ label: 'Service', value: facts.service }] }] : [])]
        : [consultationFacts(facts, when)]),
      { type: 'paragraph', text: 'We will call you on the number you gave us at the new time. The attached invite updates the event in your calendar.' },
      ...manageButton(facts),
      { type: 'note', text: 'If you did not make this change, use the link above to set the time you want, or reply to this email.' },
    ],
  }
  return { content, attachments: bookingInvite(facts, sender, 'request') }
}
