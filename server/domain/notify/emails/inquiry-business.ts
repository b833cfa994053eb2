import { type EmailContent, type Payload, type Sender, fact } from './content.ts'
import { adminInquiryButton } from './owner-links.ts'

/** A new inquiry for the owner: every field the visitor gave (escaped by React in the HTML), and a link to it in the admin. */
export function inquiryBusinessEmail(payload: Payload, sender: Sender) {
  const name = typeof payload.fullName === 'string' && payload.fullName ? payload.fullName : 'a visitor'
  const content: EmailContent = {
    preview: `From ${name}${typeof payload.service === 'string' && payload.service ? `, about ${payload.service}` : ''}`,
    heading: 'A new inquiry arrived',
    blocks: [
      { type: 'paragraph', text: 'A new inquiry arrived on the website.' },
      { type: 'facts', facts: leadFacts(payload) },
      ...adminInquiryButton(sender, payload.inquiryId),
      ...fact('Reference', payload.inquiryId === undefined ? undefined : `Inquiry #${payload.inquiryId}`).map((reference) => ({ type: 'note' as const, text: `${reference.label}: ${reference.value}` })),
    ],
  }
  return { content, attachments: [] }
}

/** Who the lead is and what they want, each field once, the empty ones left out. */
export function leadFacts(payload: Payload) {
  return [
    ...fact('Name', payload.fullName),
    ...fact('Email', payload.email),
    ...fact('Phone', payload.phone),
    ...fact('Company', payload.company),
    ...fact('Service', payload.service),
    ...fact('Source', payload.source),
    ...fact('Promo code', payload.promoCode),
    ...fact('Message', payload.message),
  ]
}
