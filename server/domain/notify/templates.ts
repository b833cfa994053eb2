import { consultationInvite } from './ics.ts'

export type Email = { subject: string; text: string; attachments?: { filename: string; content: string; contentType: string }[] }
type Payload = Record<string, unknown>

const line = (label: string, value: unknown) => (value === undefined || value === null || value === '' ? [] : [`${label}: ${String(value)}`])

/** The text of each outbox message kind; bookings to visitors carry a calendar invite. */
export function renderEmail({ kind, subject, payload }: { kind: string; subject: string; payload: Payload }, { siteName, businessEmail }: { siteName: string; businessEmail: string }): Email {
  switch (kind) {
    case 'inquiry.business':
      return { subject, text: [`A new inquiry arrived on the website.`, '', ...leadLines(payload), '', `Inquiry #${payload.inquiryId}`].join('\n') }
    case 'inquiry.visitor':
      return {
        subject,
        text: [`Hi ${firstName(payload.fullName)},`, '', `Thanks for contacting ${siteName}. We received your message and will get back to you within 24 hours.`, '', 'Your message:', String(payload.message ?? ''), '', `${siteName}`, businessEmail].join('\n'),
      }
    case 'booking.business':
      return { subject, text: ['A free consultation was booked on the website.', '', ...line('When (Melbourne time)', `${payload.date} ${payload.time}`), ...leadLines({ ...payload, fullName: payload.name }), '', `Booking #${payload.bookingId}`].join('\n') }
    case 'booking.visitor':
      return {
        subject,
        text: [
          `Hi ${firstName(payload.name)},`,
          '',
          `Your free 30-minute phone consultation with ${siteName} is booked for ${payload.date} at ${payload.time} (Melbourne time).`,
          `We will call you on ${payload.phone}. The attached invite adds it to your calendar in your own time zone.`,
          "We'll contact you within 24 hours to confirm your consultation.",
          '',
          `${siteName}`,
          businessEmail,
        ].join('\n'),
        attachments: [
          {
            filename: 'consultation.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: consultationInvite({
              uid: `booking-${payload.bookingId}@${businessEmail.split('@')[1] ?? 'localhost'}`,
              startsAt: new Date(String(payload.startsAt)),
              organizerName: siteName,
              organizerEmail: businessEmail,
              attendeeEmail: String(payload.email),
              phone: String(payload.phone),
            }),
          },
        ],
      }
    case 'chat.business':
      return { subject, text: chatLeadText(payload) }
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

function firstName(name: unknown): string {
  return String(name ?? '').trim().split(/\s+/)[0] || 'there'
}
