/** A calendar invite (RFC 5545) for one consultation, in UTC so every calendar shows the right local time. */
export function consultationInvite({
  uid,
  startsAt,
  minutes = 30,
  organizerName,
  organizerEmail,
  attendeeEmail,
  phone,
  now = new Date(),
}: {
  uid: string
  startsAt: Date
  minutes?: number
  organizerName: string
  organizerEmail: string
  attendeeEmail: string
  phone: string
  now?: Date
}): string {
  const ends = new Date(startsAt.getTime() + minutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(organizerName)}//Consultations//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(startsAt)}`,
    `DTEND:${utc(ends)}`,
    `SUMMARY:${escapeText(`Free ${minutes}-minute consultation with ${organizerName}`)}`,
    `DESCRIPTION:${escapeText(`We will call you on ${phone}. Reply to this email to change the time.`)}`,
    `LOCATION:${escapeText(`Phone call to ${phone}`)}`,
    `ORGANIZER;CN=${escapeParam(organizerName)}:mailto:${organizerEmail}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:${attendeeEmail}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

function utc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

function escapeParam(text: string): string {
  return `"${text.replace(/"/g, "'")}"`
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = []
  let rest = line
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--
    parts.push(rest.slice(0, cut))
    rest = ` ${rest.slice(cut)}`
  }
  parts.push(rest)
  return parts.join('\r\n')
}
