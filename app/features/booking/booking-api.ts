import type { FormGuard } from '../../../contract/contact-options'
import { BOOKING_SERVICES, BOOKING_TIMES, type BookingService, type BookingTime, bookingRequestSchema } from '../../../contract/booking'

export type BookingSlot = { time: BookingTime; startsAt: string }
export type BookingDay = { date: string; weekdayLabel: string; slots: BookingSlot[] }
export type BookingDaysResult = { kind: 'ok'; days: BookingDay[]; timeZone: string } | { kind: 'failed' }

export type ContactFieldName = 'name' | 'email' | 'phone' | 'company' | 'message'
export type BookingContact = Record<ContactFieldName, string> & { service: BookingService }
export type BookingFieldErrors = Partial<Record<ContactFieldName | 'service', string>>
export type BookingSelection = { date: string; weekdayLabel: string; slot: BookingSlot }

export type BookingConfirmed = { id: number | string; date: string; time: string; startsAt: string; service: string }
export type BookingOutcome =
  | { kind: 'booked'; booking: BookingConfirmed }
  | { kind: 'invalid'; fields: BookingFieldErrors }
  | { kind: 'slot-taken'; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'failed' }

export const CONTACT_FIELD_ORDER: readonly ContactFieldName[] = ['name', 'email', 'phone', 'company', 'message']
const FIELD_NAMES = new Set<string>([...CONTACT_FIELD_ORDER, 'service'])

const SLOT_TAKEN_FALLBACK = 'That time was just booked. Please pick another.'
const RATE_LIMITED_FALLBACK = 'Too many booking attempts in a short time. Please wait a few minutes and try again.'

export const emptyContact: BookingContact = { name: '', email: '', phone: '', company: '', message: '', service: 'Free Consultation' }

/** The confirm button waits for the three required fields (spec §5 'Booking'). */
export function canConfirm(contact: BookingContact): boolean {
  return [contact.name, contact.email, contact.phone].every((value) => value.trim() !== '')
}

/** Only the days and slots the browser can show: anything malformed is left out rather than trusted. */
export function parseBookingDays(body: unknown): BookingDaysResult {
  if (!isRecord(body) || !Array.isArray(body.days)) return { kind: 'failed' }
  const days: BookingDay[] = []
  for (const day of body.days) {
    if (!isRecord(day) || typeof day.date !== 'string' || typeof day.weekdayLabel !== 'string' || !Array.isArray(day.slots)) continue
    const slots = day.slots.filter(
      (slot): slot is BookingSlot =>
        isRecord(slot) && isBookingTime(slot.time) && typeof slot.startsAt === 'string' && !Number.isNaN(Date.parse(slot.startsAt)),
    )
    if (slots.length > 0) days.push({ date: day.date, weekdayLabel: day.weekdayLabel, slots })
  }
  return { kind: 'ok', days, timeZone: typeof body.timeZone === 'string' ? body.timeZone : 'Australia/Melbourne' }
}

export async function fetchBookingDays(fetcher: typeof fetch = fetch): Promise<BookingDaysResult> {
  try {
    const response = await fetcher('/api/booking-days', { headers: { Accept: 'application/json' }, cache: 'no-store' })
    if (!response.ok) return { kind: 'failed' }
    return parseBookingDays(await response.json())
  } catch {
    return { kind: 'failed' }
  }
}

export type BookingCheck = { ok: true; body: Record<string, unknown> } | { ok: false; fields: BookingFieldErrors }

/**
 * Checks the visitor's details with the contract schema the server also uses, and builds the JSON
 * body of POST /api/bookings. Blank optional fields are left out.
 */
export function bookingRequestBody(selection: BookingSelection, contact: BookingContact, guard: FormGuard | undefined, honeypotValue: string): BookingCheck {
  const given = Object.fromEntries(Object.entries(contact).filter(([, value]) => value.trim() !== ''))
  const result = bookingRequestSchema.safeParse({ ...given, date: selection.date, time: selection.slot.time })
  if (!result.success) {
    const fields: BookingFieldErrors = {}
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '')
      if (isFieldName(name)) fields[name] ??= issue.message
    }
    return { ok: false, fields }
  }
  const body: Record<string, unknown> = { ...result.data }
  if (guard) {
    body.formToken = guard.token
    body[guard.honeypotName] = honeypotValue
  }
  return { ok: true, body }
}

/** Turns the server's answer to POST /api/bookings into what the dialog does next. */
export function bookingOutcome(status: number, body: unknown): BookingOutcome {
  if (status === 201 || status === 200) {
    const booking = isRecord(body) && isRecord(body.booking) ? body.booking : undefined
    if (booking && typeof booking.date === 'string' && typeof booking.time === 'string' && typeof booking.startsAt === 'string') {
      return {
        kind: 'booked',
        booking: {
          id: typeof booking.id === 'number' || typeof booking.id === 'string' ? booking.id : '',
          date: booking.date,
          time: booking.time,
          startsAt: booking.startsAt,
          service: typeof booking.service === 'string' ? booking.service : 'Free Consultation',
        },
      }
    }
    return { kind: 'failed' }
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  const message = typeof error.message === 'string' && error.message.trim() ? error.message : undefined
  if (status === 409) return { kind: 'slot-taken', message: message ?? SLOT_TAKEN_FALLBACK }
  if (status === 429) return { kind: 'rate-limited', message: message ?? RATE_LIMITED_FALLBACK }
  if (status === 400 && isRecord(error.fields)) {
    const fields: BookingFieldErrors = {}
    for (const [name, text] of Object.entries(error.fields)) {
      const first = firstText(text)
      if (isFieldName(name) && first) fields[name] = first
    }
    // A rejected date or time means the slot is no longer offered: the visitor picks again.
    const slotError = firstText(error.fields.date) ?? firstText(error.fields.time)
    if (slotError) return { kind: 'slot-taken', message: slotError }
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  }
  return { kind: 'failed' }
}

export async function submitBooking(body: Record<string, unknown>, fetcher: typeof fetch = fetch): Promise<BookingOutcome> {
  try {
    const response = await fetcher('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const answer: unknown = await response.json().catch(() => undefined)
    return bookingOutcome(response.status, answer)
  } catch {
    return { kind: 'failed' }
  }
}

function firstText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && first.trim() ? first : undefined
}

function isBookingTime(value: unknown): value is BookingTime {
  return typeof value === 'string' && (BOOKING_TIMES as readonly string[]).includes(value)
}

function isFieldName(name: string): name is ContactFieldName | 'service' {
  return FIELD_NAMES.has(name)
}

export function isBookingService(value: string): value is BookingService {
  return (BOOKING_SERVICES as readonly string[]).includes(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
