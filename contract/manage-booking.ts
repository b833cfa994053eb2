import { bookingDateSchema, bookingTimeSchema } from './booking.ts'
import { z } from './zod.ts'

export const CANCEL_REASON_MAX = 1000

export const manageBookingMessages = {
  reason: `The reason can be at most ${CANCEL_REASON_MAX} characters`,
  sameSlot: 'Your consultation is already at that time. Please pick a different time.',
  gone: 'This booking can no longer be changed.',
  notFound: 'We could not find a booking for this link.',
} as const

/** POST /api/bookings/:token/reschedule: the new Melbourne day and slot time. */
export const rescheduleRequestSchema = z.object({ date: bookingDateSchema, time: bookingTimeSchema })
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>

/** POST /api/bookings/:token/cancel: an optional reason, free text (it may span lines), trimmed; blank is none. */
export const cancelRequestSchema = z.object({
  reason: z
    .string({ error: manageBookingMessages.reason })
    .trim()
    .max(CANCEL_REASON_MAX, { error: manageBookingMessages.reason })
    .optional()
    .transform((reason) => reason || undefined),
})
export type CancelRequest = z.infer<typeof cancelRequestSchema>

/**
 * A booking as its manage link shows it: the facts of the call and the booker's own name (the link's holder is the
 * visitor who booked). No email, phone or message: the page needs none of them.
 */
export type ManagedBooking = {
  date: string
  time: string
  startsAt: string
  service: string
  status: 'confirmed' | 'cancelled' | 'completed' | 'no_show'
  name: string
}

/** Why a booking's link no longer changes anything. */
export type GoneReason = 'cancelled' | 'past'
