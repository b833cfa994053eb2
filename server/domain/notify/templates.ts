import { bookingConfirmation, inquiryConfirmation } from './visitor-confirmations.ts'

export type Email = { subject: string; text: string; attachments?: { filename: string; content: string; contentType: string }[] }
type Payload = Record<string, unknown>

const line = (label: string, value: unknown) => (value === undefined || value === null || value === '' ? [] : [`${label}: ${String(value)}`])

/** The text of each outbox message kind; bookings to visitors carry a calendar invite. */
export function renderEmail(
  { kind, subject, payload }: { kind: string; subject: string; payload: Payload },
  { siteName, businessEmail, publicUrl }: { siteName: string; businessEmail: string; publicUrl?: string },
): Email {
  switch (kind) {
    case 'inquiry.business':
      return { subject, text: [`A new inquiry arrived on the website.`, '', ...leadLines(payload), '', `Inquiry #${payload.inquiryId}`].join('\n') }
    case 'inquiry.visitor':
      return inquiryConfirmation(subject, payload, { siteName, businessEmail })
    case 'booking.business':
      return { subject, text: ['A free consultation was booked on the website.', '', ...line('When (Melbourne time)', `${payload.date} ${payload.time}`), ...leadLines({ ...payload, fullName: payload.name }), '', `Booking #${payload.bookingId}`].join('\n') }
    case 'booking.visitor':
      return bookingConfirmation(subject, payload, { siteName, businessEmail, publicUrl })
    case 'chat.business':
      return { subject, text: chatLeadText(payload) }
    case 'security.login-attack':
      // Fixed words and numbers only: nothing typed on the login form reaches the owner's inbox.
      return {
        subject,
        text: [
          `Someone is trying to sign in to your ${siteName} admin account with wrong passwords, from many different addresses.`,
          `In the last ${Number(payload.windowMinutes)} minutes there were ${Number(payload.failures)} failed sign-ins for your account.`,
          '',
          'Your account is not locked: signing in with your right password still works, at once, from wherever you are. Wrong guesses are slowed down while this goes on.',
          '',
          'Make sure your password is strong: long (a passphrase of several words), used nowhere else, and kept in a password manager. You can change it with Change password in the admin area.',
          '',
          'While the failed sign-ins go on, you get this message at most once an hour.',
          '',
          siteName,
        ].join('\n'),
      }
    default:
      return { subject, text: JSON.stringify(payload, null, 2) }
  }
}

function leadLines(payload: Payload): string[] {
  return [
    ...line('Name', payload.fullName),
    ...line('Email', payload.email),
    ...line('Phone', payload.phone),
    ...line('Company', payload.company),
    ...line('Service', payload.service),
    ...line('Source', payload.source),
    ...line('Promo code', payload.promoCode),
    ...line('Message', payload.message),
  ]
}

/** A chat that became a high-quality lead: who, what they want, the summary and the conversation so far. */
function chatLeadText(payload: Payload): string {
  const lead = (payload.lead ?? {}) as Record<string, unknown>
  const transcript = Array.isArray(payload.transcript) ? (payload.transcript as { role?: unknown; content?: unknown }[]) : []
  return [
    'A website chat became a high-quality lead.',
    '',
    ...line('Name', lead.name),
    ...line('Email', lead.email),
    ...line('Phone', lead.phone),
    ...line('Company', lead.company),
    ...line('Business', lead.business),
    ...line('Interest', lead.interest),
    ...line('Budget', lead.budget),
    '',
    ...line('Summary', payload.summary),
    '',
    'Conversation:',
    ...transcript.map((message) => `${message.role === 'user' ? 'Visitor' : 'Assistant'}: ${String(message.content ?? '')}`),
    '',
    `Chat conversation #${payload.conversationId}`,
  ].join('\n')
}
