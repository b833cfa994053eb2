import type { EmailContent, Payload, Sender } from './content.ts'
import { visitorFacts } from '../visitor-confirmations.ts'

/** The visitor's inquiry confirmation: the business's words and the service they picked, nothing they typed. */
export function inquiryVisitorEmail(payload: Payload, sender: Sender) {
  const { service } = visitorFacts(payload, sender)
  const content: EmailContent = {
    preview: 'We will get back to you within 24 hours.',
    heading: 'We received your message',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: `Thanks for contacting ${sender.siteName}. We received your message and will get back to you within 24 hours.` },
      ...(service ? [{ type: 'facts' as const, facts: [{ label: 'Service', value: service }] }] : []),
      { type: 'note', text: 'If you did not write to us, you can ignore this email.' },
    ],
  }
  return { content, attachments: [] }
}
