import { collapseToOneLine } from '../../../contract/single-line.ts'

/**
 * A calendar invite (RFC 5545) for one consultation, in UTC so every calendar shows the right local time.
 * It carries only the business's own words: the visitor's phone number stays out, since the invite goes
 * to whatever address was typed. Every value is escaped, so no text can start a property of its own.
 */
export function consultationInvite({
  uid,
  startsAt,
  minutes = 30,
  organizerName,
  organizerEmail,
  attendeeEmail,
  now = new Date(),
}: {
  uid: string
  startsAt: Date
  minutes?: number
  organizerName: string
  organizerEmail: string
  attendeeEmail: string
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
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(startsAt)}`,
    `DTEND:${utc(ends)}`,
    `SUMMARY:${escapeText(`Free ${minutes}-minute consultation with ${organizerName}`)}`,
    `DESCRIPTION:${escapeText('We will call you on the number you gave us. Reply to this email to change the time.')}`,
    'LOCATION:Phone call',
    `ORGANIZER;CN=${escapeParam(organizerName)}:${mailto(organizerEmail)}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:${mailto(attendeeEmail)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

function utc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** A TEXT value (RFC 5545 3.3.11): any line break becomes the escaped '\\n', other control characters a space. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/g, '\\n')
    .replace(/\p{Cc}/gu, ' ')
}

/** A quoted parameter value may hold neither a double quote nor a control character (RFC 5545 3.1). */
function escapeParam(text: string): string {
  return `"${collapseToOneLine(text).replace(/"/g, "'")}"`
}

/** A calendar address. An email address holds no whitespace or control character, so it ends at the first one. */
function mailto(email: string): string {
  return `mailto:${email.trim().split(/[\s\p{Cc}]/u)[0]}`
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = []
  let rest = line
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75
    // Back off to 75 octets, and never between the two halves of a character outside the BMP (an emoji).
    while (Buffer.byteLength(rest.slice(0, cut)) > 75 || isHighSurrogate(rest.charCodeAt(cut - 1))) cut--
    parts.push(rest.slice(0, cut))
    rest = ` ${rest.slice(cut)}`
  }
  parts.push(rest)
  return parts.join('\r\n')
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}
