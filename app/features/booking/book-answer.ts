import type { BookingAnswer } from '../../../server/domain/booking/request-booking'
import { type BookingConfirmed, type BookingFieldErrors, type BookingOutcome, bookingFieldErrors } from './booking-api'

/** The booking page, whose action takes every booking made on the site: its own form's and the dialog's. */
export const BOOK_PATH = '/book'

/** The /book form's own fields, in the page's order; `slot` is a chosen day and time (see book-slots.ts). */
export const BOOK_FORM_FIELDS = ['slot', 'name', 'phone', 'email', 'company', 'service', 'message'] as const
export type BookFormField = (typeof BOOK_FORM_FIELDS)[number]
/** What the visitor typed and chose, sent back with a refusal so the page shows it again. */
export type BookFormValues = Partial<Record<BookFormField, string>>

/**
 * What the /book action answers when the form did not end in a redirect: to the booking dialog's fetcher and to
 * the page's own form with JavaScript, and (all but `booked`) to a form the browser sent itself.
 */
export type BookAnswer =
  | { kind: 'booked'; booking: BookingConfirmed }
  | { kind: 'invalid'; fields: BookingFieldErrors; values: BookFormValues }
  | { kind: 'slot-taken'; message: string; values: BookFormValues }
  | { kind: 'rate-limited'; message: string; values: BookFormValues }
  /** The request did not reach the action or it failed there (the route's clientAction says so). */
  | { kind: 'failed' }

/** The status each outcome goes out with: the JSON API's for the same outcome (a success is data here, not a 201). */
const STATUS: Record<BookingAnswer['kind'], number> = { booked: 200, invalid: 400, 'slot-refused': 400, 'slot-taken': 409, 'rate-limited': 429 }

export function bookAnswerStatus(outcome: BookingAnswer): number {
  return STATUS[outcome.kind]
}

/** The fields of the form as typed (nothing else: no token, no honeypot). */
export function bookFormValues(fields: Record<string, string>): BookFormValues {
  const values: BookFormValues = {}
  for (const name of BOOK_FORM_FIELDS) if (typeof fields[name] === 'string') values[name] = fields[name]
  return values
}

/** The domain's answer to a booking request, in the words the page and the dialog show. */
export function bookAnswer(outcome: BookingAnswer, values: BookFormValues): BookAnswer {
  switch (outcome.kind) {
    case 'booked':
      return { kind: 'booked', booking: outcome.booking }
    case 'invalid':
      return { kind: 'invalid', fields: bookingFieldErrors(outcome.error.issues), values }
    case 'slot-refused':
    case 'slot-taken':
      return { kind: 'slot-taken', message: outcome.message, values }
    case 'rate-limited':
      return { kind: 'rate-limited', message: outcome.message, values }
  }
}

/** What the dialog does with the action's answer: a refused slot sends the visitor back to pick another time. */
export function dialogOutcome(answer: BookAnswer | undefined): BookingOutcome {
  switch (answer?.kind) {
    case 'booked':
    case 'slot-taken':
    case 'rate-limited':
      return answer
    case 'invalid': {
      const { slot, ...fields } = answer.fields
      if (slot) return { kind: 'slot-taken', message: slot }
      return Object.keys(fields).length > 0 ? { kind: 'invalid', fields } : { kind: 'failed' }
    }
    default:
      return { kind: 'failed' }
  }
}
