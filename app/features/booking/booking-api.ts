import type { BookingLinks } from '../../../contract/booking-links'
import type { FormGuard } from '../../../contract/contact-options'
import { BOOKING_SERVICES, type BookingService, type BookingTime, SLOT_TIME_LABEL, bookingRequestSchema } from '../../../contract/booking'

export type BookingSlot = { time: BookingTime; startsAt: string }
export type BookingDay = { date: string; weekdayLabel: string; slots: BookingSlot[] }
export type BookingDaysResult = { kind: 'ok'; days: BookingDay[]; timeZone: string } | { kind: 'failed' }

export type ContactFieldName = 'name' | 'email' | 'phone' | 'company' | 'message' | 'promoCode'
export type BookingContact = Record<ContactFieldName, string> & { service: BookingService }
/** Messages by field; `slot` is the chosen day and time (the contract's `date` and `time`). */
export type BookingFieldErrors = Partial<Record<ContactFieldName | 'service' | 'slot', string>>
export type BookingSelection = { date: string; weekdayLabel: string; slot: BookingSlot }

/** A booking as the site shows its maker: its facts and the links its manage token opens (ADR 042). */
export type BookingConfirmed = { id: number | string; date: string; time: string; startsAt: string; service: string; links: BookingLinks }
export type BookingOutcome =
  | { kind: 'booked'; booking: BookingConfirmed }
  | { kind: 'invalid'; fields: BookingFieldErrors }
  | { kind: 'slot-taken'; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'failed' }

export const CONTACT_FIELD_ORDER: readonly ContactFieldName[] = ['name', 'email', 'phone', 'company', 'message', 'promoCode']
const FIELD_NAMES = new Set<string>([...CONTACT_FIELD_ORDER, 'service'])

export const emptyContact: BookingContact = { name: '', email: '', phone: '', company: '', message: '', promoCode: '', service: 'Free Consultation' }

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

export type BookingCheck = { ok: true; fields: Record<string, string> } | { ok: false; fields: BookingFieldErrors }

/**
 * Checks the visitor's details with the contract schema the server also uses, and gives the fields the /book
 * action receives: the slot, the details (blank optional ones left out) and the anti-spam fields.
 */
export function bookingFormFields(selection: BookingSelection, contact: BookingContact, guard: FormGuard | undefined, honeypotValue: string): BookingCheck {
  const given = Object.fromEntries(Object.entries(contact).filter(([, value]) => value.trim() !== ''))
  const result = bookingRequestSchema.safeParse({ ...given, date: selection.date, time: selection.slot.time })
  if (!result.success) return { ok: false, fields: bookingFieldErrors(result.error.issues) }
  const fields: Record<string, string> = Object.fromEntries(Object.entries(result.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  if (guard) {
    fields.formToken = guard.token
    fields[guard.honeypotName] = honeypotValue
  }
  return { ok: true, fields }
}

/** The first message for each field, in the shape shown next to the fields; a refused day or time is the slot's. */
export function bookingFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): BookingFieldErrors {
  const fields: BookingFieldErrors = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '')
    // No time chosen misses the day and the time: the time's message says what to do.
    if (key === 'time') fields.slot = issue.message
    else if (key === 'date') fields.slot ??= issue.message
    else if (isFieldName(key)) fields[key] ??= issue.message
  }
  return fields
}

function isBookingTime(value: unknown): value is BookingTime {
  // Which times a day offers is the server's answer (the owner's availability); a label is all the browser checks.
  return typeof value === 'string' && SLOT_TIME_LABEL.test(value)
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
