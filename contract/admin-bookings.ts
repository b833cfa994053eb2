import { z } from './zod.ts'

/** How the Bookings tab names a booking's state: a confirmed booking reads 'booked', or 'rescheduled' once it moved. */
export const BOOKING_DISPLAY_STATUSES = ['booked', 'rescheduled', 'cancelled', 'completed', 'no_show'] as const
export type BookingDisplayStatus = (typeof BOOKING_DISPLAY_STATUSES)[number]

/** The stored statuses the owner may set: after the call, completed or no-show; back to confirmed to undo a mis-click. */
export const BOOKING_MARKS = ['completed', 'no_show', 'confirmed'] as const
export type BookingMark = (typeof BOOKING_MARKS)[number]

/**
 * One change in a booking's life, oldest first: the booking_events rows, and 'reopened' when the owner
 * set a completed or no-show booking back to confirmed (kept in the audit log only). Dates are
 * Melbourne days ('YYYY-MM-DD') with slot labels ('9:00 AM').
 */
export const bookingHistoryEntrySchema = z.object({
  kind: z.enum(['booked', 'rescheduled', 'cancelled', 'completed', 'no_show', 'reopened']),
  actor: z.enum(['visitor', 'owner', 'chat']),
  fromDate: z.string().nullable(),
  fromTime: z.string().nullable(),
  toDate: z.string().nullable(),
  toTime: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
})
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>

/** A booking as the admin sees it (GET /api/admin/bookings and /api/admin/bookings/:id). */
export const adminBookingSchema = z.object({
  id: z.number().int(),
  /** The Melbourne calendar day and slot label, and the same instant in UTC. */
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  service: z.string(),
  message: z.string().nullable(),
  promoCode: z.string().nullable(),
  status: z.enum(['confirmed', 'cancelled', 'completed', 'no_show']),
  displayStatus: z.enum(BOOKING_DISPLAY_STATUSES),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  inquiryId: z.number().int().nullable(),
  /** The chat conversation that booked it, when the assistant did. */
  conversationId: z.number().int().nullable(),
  createdAt: z.string(),
  history: z.array(bookingHistoryEntrySchema),
})
export type AdminBooking = z.infer<typeof adminBookingSchema>

export const BOOKING_SCOPES = ['upcoming', 'past'] as const
export type BookingScope = (typeof BOOKING_SCOPES)[number]

/** The most bookings one list answers: upcoming soonest first, past most recent first. */
export const BOOKING_LIST_LIMIT = 100

/** GET /api/admin/bookings?scope=upcoming|past (upcoming when not given). */
export const bookingListQuerySchema = z.object({
  scope: z.enum(BOOKING_SCOPES, { error: 'scope must be upcoming or past' }).default('upcoming'),
})

export const bookingListSchema = z.object({
  bookings: z.array(adminBookingSchema),
  /** True when more bookings of the scope exist than the list holds (the oldest past ones, the furthest upcoming ones). */
  more: z.boolean(),
})
export type BookingList = z.infer<typeof bookingListSchema>

/** PATCH /api/admin/bookings/:id {status}: strict like every admin body (an unknown field is a 400 under `_`). */
export const bookingMarkSchema = z.strictObject(
  { status: z.enum(BOOKING_MARKS, { error: 'status must be completed, no_show or confirmed' }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}` : 'Send the fields as a JSON object',
  },
)
