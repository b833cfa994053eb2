import type { Block, EmailContent, Sender } from './content.ts'

/**
 * The plain-text part, from the same content as the HTML: written for reading, not converted from
 * markup: labelled facts one per line, each link in full on its own line, a signature at the foot.
 */
export function plainText(content: EmailContent, sender: Sender): string {
  return [content.heading, '', ...content.blocks.flatMap((block) => [...blockLines(block), '']), '-- ', sender.siteName, sender.businessEmail, sender.publicUrl].join('\n')
}

function blockLines(block: Block): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return [block.text]
    case 'heading':
      return [block.text.toUpperCase()]
    case 'facts':
      return block.facts.map((fact) => `${fact.label}: ${fact.value}`)
    case 'button':
      return [`${block.label}: ${block.href}`]
    case 'change':
      return [`Was: ${block.from}`, `Now: ${block.to}`]
    case 'transcript':
      return [`${block.title}:`, ...block.messages.map((message) => `${message.speaker}: ${message.text}`)]
  }
}
