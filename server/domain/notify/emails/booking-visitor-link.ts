import type { EmailContent, Payload, Sender } from './content.ts'
import { consultationFacts, manageButton } from './booking-visitor.ts'
import { visitorFacts } from '../visitor-confirmations.ts'
import { melbourneTimeInWords } from './when.ts'

/**
 * A new manage link, sent when someone tried to book again with this address or number while it already held the most
 * upcoming consultations one person may (person-limit.ts). The calendar already has the event, so no invitation.
 */
export function bookingVisitorLinkEmail(payload: Payload, sender: Sender) {
  const facts = visitorFacts(payload, sender)
  const when = facts.startsAt ? melbourneTimeInWords(facts.startsAt) : 'the time you chose'
  const content: EmailContent = {
    preview: `Your link for ${when}`,
    heading: 'Your link to manage your consultation',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: `Someone, perhaps you, just tried to book another free consultation with ${sender.siteName} using your details. Your upcoming consultation is still booked:`,
      },
      consultationFacts(facts, when),
      { type: 'paragraph', text: 'To move it or cancel it (and free a place for another time), use this new link. Earlier links to it no longer work.' },
      ...manageButton(facts),
      { type: 'note', text: 'If this was not you, there is nothing to do: your consultation is unchanged.' },
    ],
  }
  return { content, attachments: [] }
}
