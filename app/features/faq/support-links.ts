import { internationalDigits } from '../../../core/format'

export const CHAT_GREETING = 'Hi! I have a question about your AI solutions. Could you help me?'

export const SUPPORT_EMAIL_SUBJECT = 'Support Request'

export const SUPPORT_EMAIL_BODY = [
  'Hi team,',
  '',
  'I need help with:',
  '',
  'Business name:',
  'Best phone number to reach me:',
  '',
  'Thanks,',
].join('\n')

/** A WhatsApp chat with the secondary number, the greeting already typed. */
export function whatsAppChatHref(phone: string, greeting = CHAT_GREETING): string {
  return `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(greeting)}`
}

/**
 * A mail draft to support. encodeURIComponent rather than URLSearchParams: mail clients read '+'
 * literally, so spaces must be %20 and line breaks %0A.
 */
export function supportMailtoHref(email: string, subject = SUPPORT_EMAIL_SUBJECT, body = SUPPORT_EMAIL_BODY): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
