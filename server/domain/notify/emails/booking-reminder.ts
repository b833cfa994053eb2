import type { EmailContent, Payload, Sender } from './content.ts'
import { consultationFacts, manageButton } from './booking-visitor.ts'
import { visitorFacts } from '../visitor-confirmations.ts'
import { melbourneTimeInWords } from './when.ts'

/** A reminder 24 hours or 1 hour before the call; the calendar already has the event, so no invitation. */
export function bookingReminderEmail(payload: Payload, sender: Sender) {
  const facts = visitorFacts(payload, sender)
  const when = facts.startsAt ? melbourneTimeInWords(facts.startsAt) : 'the time you chose'
  const soon = payload.lead === '1h' ? 'in one hour' : 'tomorrow'
  const content: EmailContent = {
    preview: `Reminder: ${when}`,
    heading: `Your consultation is ${soon}`,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: `A reminder: your free 30-minute phone consultation with ${sender.siteName} is ${soon}.` },
      consultationFacts(facts, when),
      { type: 'paragraph', text: 'We will call you on the number you gave us. If the time no longer suits you, move it or cancel it here:' },
      ...manageButton(facts),
    ],
  }
  return { content, attachments: [] }
}
