import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { collapseToOneLine } from '../../../contract/single-line.ts'

/**
 * What an invite asks of the visitor's calendar: add or update the event, or remove it (the emailed invitations), or
 * simply hold it (a calendar file the visitor downloads and imports: no attendee, so no calendar treats it as a
 * meeting to answer).
 */
export type InviteMethod = 'request' | 'cancel' | 'publish'

const CALENDAR_METHODS: Record<InviteMethod, ICalCalendarMethod> = {
  request: ICalCalendarMethod.REQUEST,
  cancel: ICalCalendarMethod.CANCEL,
  publish: ICalCalendarMethod.PUBLISH,
}

/**
 * A calendar invite (RFC 5545, written by ical-generator) for one consultation, in UTC so every
 * calendar shows the right local time. The UID is the booking's, and the sequence rises with each
 * change, so a reschedule (REQUEST) or a cancellation (CANCEL) updates the event the first invite
 * added. It carries only the business's own words: the visitor's phone number stays out, since the
 * invite goes to whatever address was typed.
 */
export function consultationInvite({
  uid,
  startsAt,
  minutes = 30,
  organizerName,
  organizerEmail,
  attendeeEmail,
  sequence = 0,
  method = 'request',
  url,
  now = new Date(),
}: {
  uid: string
  startsAt: Date
  minutes?: number
  organizerName: string
  organizerEmail: string
  attendeeEmail: string
  sequence?: number
  method?: InviteMethod
  /** The visitor's manage page: where the event's link and description send them to reschedule or cancel. */
  url?: string
  now?: Date
}): string {
  const organizer = parameterText(organizerName)
  const calendar = ical({
    prodId: { company: organizer.replace(/\/\//g, '/'), product: 'Consultations', language: 'EN' },
    method: CALENDAR_METHODS[method],
  })
  const event = calendar.createEvent({
    id: collapseToOneLine(uid),
    sequence,
    stamp: now,
    start: startsAt,
    end: new Date(startsAt.getTime() + minutes * 60_000),
    summary: text(`Free ${minutes}-minute consultation with ${organizerName}`),
    description: text(`We will call you on the number you gave us. ${url ? `To reschedule or cancel: ${url}` : 'Reply to this email to change the time.'}`),
    url: url ? collapseToOneLine(url) : undefined,
    location: 'Phone call',
    organizer: { name: organizer, email: address(organizerEmail) },
    status: method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  if (method !== 'publish') event.createAttendee({ email: address(attendeeEmail), rsvp: true, role: ICalAttendeeRole.REQ })
  // Every line of the format ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`
}

/*
 * ical-generator escapes TEXT values (backslash, ';', ',' and LF) and folds long lines; what it leaves
 * to the caller is made safe here: other line breaks become LF (escaped as '\n'), other control
 * characters a space, and a quoted parameter (the organizer's CN) holds neither a line break nor a
 * double quote, so no text can start a property or a parameter of its own.
 */

/** A TEXT value made safe for ical-generator to escape (see above). */
export function text(value: string): string {
  return value.replace(/\r\n|[\v\f\r\u0085\u2028\u2029]/g, '\n').replace(/(?!\n)\p{Cc}/gu, ' ')
}

/** A quoted parameter's value (a CN) made safe. */
export function parameterText(value: string): string {
  return collapseToOneLine(value).replace(/"/g, "'")
}

/** A calendar address. An email address holds no whitespace or control character, so it ends at the first one. */
export function address(email: string): string {
  return email.trim().split(/[\s\p{Cc}]/u)[0] ?? ''
}
