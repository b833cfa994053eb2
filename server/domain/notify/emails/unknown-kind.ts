import type { EmailContent, Fact, Payload } from './content.ts'

/**
 * A message of a kind this version has no words for (queued by a newer version, say) still arrives
 * readable: its fields one per line, text as text and anything else as JSON.
 */
export function unknownKindEmail(kind: string, subject: string, payload: Payload) {
  const facts: Fact[] = Object.entries(payload)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => ({ label, value: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }))
  const content: EmailContent = {
    preview: subject,
    heading: subject,
    blocks: [{ type: 'paragraph', text: `A message from the website (${kind}).` }, ...(facts.length ? [{ type: 'facts' as const, facts }] : [])],
  }
  return { content, attachments: [] }
}
