import { chatRequestSchema } from '../../../contract/chat'

/** Spec §9 'UI limits': a successful reply is shown 500 ms after it arrives; a streamed one no sooner than 500 ms after sending. */
export const REPLY_DELAY_MS = 500

/** Spec §4: the first message of every conversation; shown only, never sent to the server. */
export const CHAT_GREETING = "Hi! I'm your AI assistant from the agency. How can I help you transform your business with AI solutions today?"

const messageSchema = chatRequestSchema.shape.message

/**
 * Spec §5: a message is sent only if its trimmed text is non-empty and no request is pending; it
 * must also fit the contract's length. Answers the text to send, or undefined.
 */
export function messageToSend(draft: string, pending: boolean): string | undefined {
  if (pending) return undefined
  const parsed = messageSchema.safeParse(draft)
  return parsed.success ? parsed.data : undefined
}

type KeyPress = { key: string; shiftKey: boolean; isComposing?: boolean }

/** Enter sends and Shift+Enter makes a new line (spec §5); Enter that confirms an IME composition does neither. */
export function isSendKey({ key, shiftKey, isComposing = false }: KeyPress): boolean {
  return key === 'Enter' && !shiftKey && !isComposing
}

/** Spec §9 'Chat request fails'. The error's own full stop is dropped, as the sentence goes on after it. */
export function technicalIssueMessage(errorText: string): string {
  return `I'm experiencing a technical issue (${errorText.trim().replace(/\.+$/, '')}). Please try refreshing the page or contact us directly for assistance.`
}

/** How long a streamed reply waits before it shows, so the typing dots stay up for the spec's delay. */
export function streamRevealDelay(sentAt: number, now: number): number {
  return Math.max(0, sentAt + REPLY_DELAY_MS - now)
}
