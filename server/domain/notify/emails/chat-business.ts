import { type EmailContent, type Payload, type Sender, fact } from './content.ts'
import { adminConversationButton } from './owner-links.ts'

/** A chat that became a high-quality lead: who, what they want, the summary, the conversation so far, and a link to it. */
export function chatBusinessEmail(payload: Payload, sender: Sender) {
  const lead = (payload.lead ?? {}) as Record<string, unknown>
  const transcript = Array.isArray(payload.transcript) ? (payload.transcript as { role?: unknown; content?: unknown }[]) : []
  const content: EmailContent = {
    preview: typeof payload.summary === 'string' ? payload.summary : 'A website chat became a high-quality lead.',
    heading: 'A chat became a lead',
    blocks: [
      { type: 'paragraph', text: 'A website chat became a high-quality lead.' },
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
