import { type EmailContent, type Payload, type Sender, fact } from './content.ts'
import { dayInWords } from '../../../../contract/melbourne-day.ts'
import { adminConversationButton } from './owner-links.ts'

/**
 * A chat that became a high-quality lead, or whose visitor asked to talk to a person (`reason: 'person'`, with the
 * day they should be called): who, what they want, the summary, the conversation so far, and a link to it.
 */
export function chatBusinessEmail(payload: Payload, sender: Sender) {
  const lead = (payload.lead ?? {}) as Record<string, unknown>
  const transcript = Array.isArray(payload.transcript) ? (payload.transcript as { role?: unknown; content?: unknown }[]) : []
  const wantsPerson = payload.reason === 'person'
  const opening = wantsPerson
    ? `A visitor in the website chat asked to talk to a person. Please call them back${typeof payload.due === 'string' ? ` by ${dayInWords(payload.due)}` : ''}.`
    : 'A website chat became a high-quality lead.'
  const content: EmailContent = {
    preview: wantsPerson ? opening : typeof payload.summary === 'string' ? payload.summary : opening,
    heading: wantsPerson ? 'A visitor wants to talk to a person' : 'A chat became a lead',
    blocks: [
      { type: 'paragraph', text: opening },
      {
        type: 'facts',
        facts: [
          ...fact('Name', lead.name),
          ...fact('Email', lead.email),
          ...fact('Phone', lead.phone),
          ...fact('Company', lead.company),
          ...fact('Business', lead.business),
          ...fact('Interest', lead.interest),
          ...fact('Budget', lead.budget),
          ...fact('Summary', payload.summary),
        ],
      },
      ...adminConversationButton(sender, payload.conversationId),
      ...(transcript.length
        ? [{ type: 'transcript' as const, title: 'Conversation', messages: transcript.map((message) => ({ speaker: message.role === 'user' ? 'Visitor' : 'Assistant', text: String(message.content ?? '') })) }]
        : []),
      ...(payload.conversationId === undefined ? [] : [{ type: 'note' as const, text: `Reference: Chat conversation #${payload.conversationId}` }]),
    ],
  }
  return { content, attachments: [] }
}
