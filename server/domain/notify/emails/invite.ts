import { BOOKING_INVITE_FILE } from '../../../../contract/booking-links.ts'
import { consultationInvite, type InviteMethod } from '../ics.ts'
import type { VisitorFacts } from '../visitor-confirmations.ts'
import type { Sender } from './content.ts'

export type Attachment = { filename: string; content: string; contentType: string }

/**
 * The calendar invitation a visitor's booking email carries: REQUEST adds or moves the event, CANCEL
 * removes it; the UID is the booking's and the SEQUENCE the payload's, so each update replaces the last.
 * None when the payload names no booking or no time.
 */
export function bookingInvite(facts: Pick<VisitorFacts, 'bookingId' | 'startsAt' | 'email' | 'sequence' | 'manageLink'>, sender: Sender, method: InviteMethod): Attachment[] {
  if (facts.bookingId === undefined || !facts.startsAt) return []
  return [
    {
      filename: method === 'cancel' ? 'consultation-cancelled.ics' : BOOKING_INVITE_FILE,
      contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
      content: consultationInvite({
        uid: bookingUid(facts.bookingId, sender.businessEmail),
        startsAt: facts.startsAt,
        organizerName: sender.siteName,
        organizerEmail: sender.businessEmail,
        attendeeEmail: facts.email,
        sequence: facts.sequence,
        method,
        url: facts.manageLink,
      }),
    },
  ]
}

/** The event's UID, the same in every invitation for one booking (and in the owner's calendar feed). */
export function bookingUid(bookingId: number, businessEmail: string): string {
  return `booking-${bookingId}@${businessEmail.split('@')[1] ?? 'localhost'}`
}
