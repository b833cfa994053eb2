import { createHmac, timingSafeEqual } from 'node:crypto'
import { BOOKING_SERVICES, bookingDateSchema, bookingTimeSchema } from '../../../contract/booking.ts'
import { z } from '../../../contract/zod.ts'
import { bookingLinks, manageTokenOf } from '../../../contract/booking-links.ts'
import { isManageTokenShape } from './manage-token.ts'
import type { BookingWithLinks } from './request-booking.ts'
import { slotStart } from './slots.ts'

/** The facts a receipt holds, in order: booking number, Melbourne day, slot time, topic, manage token. */
const receiptFacts = z.tuple([
  z.number().int().positive(),
  bookingDateSchema,
  bookingTimeSchema,
  z.enum(BOOKING_SERVICES),
  z.string().refine(isManageTokenShape),
])

/**
 * The proof of a booking that the /book page's confirmation is shown from, after a form sent without JavaScript
 * (post/redirect/get puts it in the address of the page redirected to).
 *
 * Not a bare booking number: counting through numbers would show other people's bookings, and looking a booking up
 * would tell a bot that its request was kept as spam (that holds no booking row). A receipt instead carries the
 * booking's own facts (number, day, time, topic) and its manage token (the confirmation offers the manage link and
 * the calendar file at once, ADR 042; the log masks query values), signed so nobody can forge or alter one, and
 * nothing the visitor typed: a name, email or phone in an address ends up in browser history and server logs. It is
 * honoured until the consultation starts; after that the page simply offers new times.
 */
export function createBookingReceipts({ secret, now = () => new Date() }: { secret: string; now?: () => Date }) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`booking-receipt:${payload}`).digest('base64url')

  return {
    issue(booking: BookingWithLinks): string {
      const token = manageTokenOf(booking.links)
      const payload = Buffer.from(JSON.stringify([booking.id, booking.date, booking.time, booking.service, token])).toString('base64url')
      return `${payload}.${sign(payload)}`
    },

    /** The booking a receipt proves, or undefined when it is not one of ours or its consultation has started. */
    read(receipt: string | null | undefined): BookingWithLinks | undefined {
      const [payload = '', signature = '', ...extra] = (receipt ?? '').split('.')
      if (extra.length > 0 || !payload || !sameText(signature, sign(payload))) return undefined
      const facts = receiptFacts.safeParse(parseJson(Buffer.from(payload, 'base64url').toString('utf8')))
      if (!facts.success) return undefined
      const [id, date, time, service, token] = facts.data
      const startsAt = slotStart(date, time)
      if (startsAt.getTime() <= now().getTime()) return undefined
      return { id, date, time, startsAt: startsAt.toISOString(), service, links: bookingLinks(token) }
    },
  }
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export type BookingReceipts = ReturnType<typeof createBookingReceipts>
