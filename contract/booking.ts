import { leadTrackingFields } from './people.ts'
import { promoCodeFieldSchema } from './promotions.ts'
import { singleLine } from './single-line.ts'
import { z } from './zod.ts'

/**
 * The default consultation times, Melbourne wall-clock labels (spec §9 'Booking'): what each weekday offers until
 * the owner sets their own in the admin's Availability tab (contract/availability.ts).
 */
export const BOOKING_TIMES = ['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM'] as const

/** A slot time label, '9:00 AM' style (the bookings table's check): which labels a day offers is the availability's say. */
export const SLOT_TIME_LABEL = /^(1[0-2]|[1-9]):([0-5][0-9]) (AM|PM)$/

/** Minutes after midnight of a slot time label ('1:30 PM' -> 810), or null when it is not one. */
export function slotTimeMinutes(label: string): number | null {
  const match = SLOT_TIME_LABEL.exec(label)
  if (!match) return null
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return hour * 60 + Number(match[2])
}

/** The label of a time of day in minutes after midnight (810 -> '1:30 PM'). */
export function slotTimeLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24
  const minute = minutes % 60
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

export const bookingTimeSchema = z.string({ error: 'Please pick one of the offered times.' }).regex(SLOT_TIME_LABEL, { error: 'Please pick one of the offered times.' })
export type BookingTime = z.infer<typeof bookingTimeSchema>

/** 'Free Consultation' is the preset; the other three are the dialog's buttons (spec §2). */
export const BOOKING_SERVICES = ['Free Consultation', 'AI Chatbots', 'Voice Agents', 'Website Development'] as const
export type BookingService = (typeof BOOKING_SERVICES)[number]

export const bookingMessages = {
  date: 'Please pick one of the offered days.',
  name: 'Please enter your name',
  nameTooLong: 'Name must be at most 255 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a phone number we can call',
  company: 'Company must be at most 255 characters',
  message: 'Message must be at most 5000 characters',
  service: 'Please choose one of the offered services',
} as const

/** A Melbourne calendar day, 'YYYY-MM-DD' (a real date: no 30 February). */
export const bookingDateSchema = z.iso.date({ error: bookingMessages.date })

// Digits, spaces, +, parentheses and hyphens only, and at least six digits, so '(((((((' is not a number.
const PHONE_CHARACTERS = /^[0-9 +()-]+$/
const countDigits = (value: string) => value.replace(/\D/g, '').length

const company = z.string().trim().check(singleLine('Company')).max(255, { error: bookingMessages.company }).optional()
// The message is the one field that may span lines: it goes into email bodies only, never a header.
const message = z.string().trim().max(5000, { error: bookingMessages.message }).optional()

/** POST /api/bookings. The browser checks as the visitor types; the server has the final word. */
export const bookingRequestSchema = z.object({
  date: bookingDateSchema,
  time: bookingTimeSchema,
  name: z
    .string({ error: bookingMessages.name })
    .trim()
    .check(singleLine('Name'))
    .min(2, { error: bookingMessages.name })
    .max(255, { error: bookingMessages.nameTooLong }),
  email: z
    .string({ error: bookingMessages.email })
    .trim()
    .check(singleLine('Email'))
    .max(320, { error: bookingMessages.email })
    .pipe(z.email({ error: bookingMessages.email })),
  phone: z
    .string({ error: bookingMessages.phone })
    .trim()
    .check(singleLine('Phone'))
    .min(6, { error: bookingMessages.phone })
    .max(50, { error: bookingMessages.phone })
    .regex(PHONE_CHARACTERS, { error: bookingMessages.phone })
    .refine((value) => countDigits(value) >= 6, { error: bookingMessages.phone }),
  company,
  message,
  service: z.enum(BOOKING_SERVICES, { error: bookingMessages.service }).default('Free Consultation'),
  promoCode: promoCodeFieldSchema,
  ...leadTrackingFields,
})
/** What the form sends (service may be left out). */
export type BookingRequestInput = z.input<typeof bookingRequestSchema>
/** What the server works with after parsing (trimmed, service filled in). */
export type BookingRequest = z.output<typeof bookingRequestSchema>

/** An entry of GET /api/booked-slots: only the day and time, nothing about who booked. */
export const bookedSlotSchema = z.object({ date: bookingDateSchema, time: bookingTimeSchema })
export type BookedSlot = z.infer<typeof bookedSlotSchema>
