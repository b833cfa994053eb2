import { and, asc, gte, ne } from 'drizzle-orm'
import type { BookingRequest } from '../../../contract/booking.ts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { bookings } from '../../db/schema/leads.ts'
import { businessAddress, recordInquiry } from '../leads/inquiries.ts'
import { enqueueMessages } from '../notify/outbox.ts'
import { type BookableDay, type BookedSlot, type SlotRejection, bookableDays, checkSlot, melbourneDate } from './slots.ts'

export type BookingMade = { id: number | null; date: string; time: string; startsAt: string; service: string }
export type BookingOutcome =
  | { ok: true; booking: BookingMade }
  | { ok: false; reason: 'slot_taken'; message: string }
  | { ok: false; reason: SlotRejection; message: string }

export const SLOT_TAKEN_MESSAGE = 'That time was just booked by someone else. Please pick another time.'

/**
 * Free 30-minute phone consultations. The slot rules are re-checked here whatever the browser showed,
 * and the unique index on (date, time) decides races: the second booking of a slot fails as a whole.
 */
export function createBookingService({ db, now = () => new Date(), notifyEmail }: { db: Database; now?: () => Date; notifyEmail?: string }) {
  async function upcomingBooked(): Promise<BookedSlot[]> {
    return db
      .select({ date: bookings.date, time: bookings.time })
      .from(bookings)
      .where(and(gte(bookings.date, melbourneDate(now())), ne(bookings.status, 'cancelled')))
      .orderBy(asc(bookings.date), asc(bookings.time))
  }

  return {
    /** Only dates and times: nobody learns who booked. */
    bookedSlots: upcomingBooked,

    async bookingDays(): Promise<BookableDay[]> {
      return bookableDays({ now: now(), booked: await upcomingBooked() })
    },

    async book(request: BookingRequest, { spam }: { spam: boolean }): Promise<BookingOutcome> {
      const slot = checkSlot({ now: now(), date: request.date, time: request.time })
      if (!slot.ok) return slot
      const service = request.service ?? 'Free Consultation'
      const made = { date: request.date, time: request.time, startsAt: slot.startsAt.toISOString(), service }
      const inquiry = {
        fullName: request.name,
        email: request.email,
        phone: request.phone,
        company: request.company || undefined,
        service,
        message: composeMessage(request, service),
        source: 'booking' as const,
      }
      // A suspected bot never holds a real slot: its request is kept as a spam inquiry only.
      if (spam) {
        await db.transaction((tx) => recordInquiry(tx, inquiry, { spam: true }))
        return { ok: true, booking: { id: null, ...made } }
      }
      try {
        const id = await db.transaction(async (tx) => {
          const recorded = await recordInquiry(tx, inquiry, { spam: false })
          const [row] = await tx
            .insert(bookings)
            .values({ ...made, startsAt: slot.startsAt, inquiryId: recorded.id, name: request.name, email: request.email, phone: request.phone, company: request.company || null, message: request.message || null })
            .returning({ id: bookings.id })
          const payload = { bookingId: row!.id, inquiryId: recorded.id, ...made, name: request.name, email: request.email, phone: request.phone, company: request.company, message: request.message }
          await enqueueMessages(tx, [
            { kind: 'booking.business', recipient: await businessAddress(tx, notifyEmail), subject: `New consultation: ${request.name}, ${request.date} ${request.time}`, payload },
            { kind: 'booking.visitor', recipient: request.email, subject: 'Your free consultation is booked', payload },
          ])
          return row!.id
        })
        return { ok: true, booking: { id, ...made } }
      } catch (error) {
        if (isUniqueViolation(error, 'bookings_slot_unique')) return { ok: false, reason: 'slot_taken', message: SLOT_TAKEN_MESSAGE }
        throw error
      }
    },
  }
}

/** The inquiry text the spec describes: preferred date and time, company, service and the free message. */
export function composeMessage(request: BookingRequest, service: string): string {
  const day = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${request.date}T00:00:00Z`))
  return [
    `Preferred date: ${day}`,
    `Preferred time: ${request.time} (Melbourne time)`,
    `Company: ${request.company || 'Not given'}`,
    `Service: ${service}`,
    `Message: ${request.message || 'None'}`,
  ].join('\n')
}

export type BookingService = ReturnType<typeof createBookingService>
