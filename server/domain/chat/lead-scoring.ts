import type { ChatMessage, LeadData, LeadQuality } from '../../../contract/chat.ts'

/**
 * High: a visitor who booked a consultation in the chat, or a way to contact them and something concrete to talk
 * about (an interest or a budget). Medium: a way to contact them, or a concrete interest. Low: neither.
 */
export function scoreLead(lead: LeadData, messages: readonly Pick<ChatMessage, 'booked'>[] = []): LeadQuality {
  if (messages.some((message) => message.booked)) return 'high'
  const reachable = hasValue(lead.email) || hasValue(lead.phone)
  const wantsSomething = hasValue(lead.interest)
  if (reachable && (wantsSomething || hasValue(lead.budget))) return 'high'
  if (reachable || wantsSomething) return 'medium'
  return 'low'
}

function hasValue(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== ''
}
