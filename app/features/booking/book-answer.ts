import type { BookingConfirmed, BookingFieldErrors, BookingOutcome } from './booking-api'

/** The booking page, whose action takes every booking made on the site: its own form's and the dialog's. */
export const BOOK_PATH = '/book'

/** The query parameter of the /book page's confirmation: a signed receipt of the booking (booking-receipts.ts). */
export const RECEIPT_PARAM = 'booked'

/** The /book form's own fields, in the page's order; `slot` is a chosen day and time (see book-slots.ts). */
export const BOOK_FORM_FIELDS = ['slot', 'name', 'phone', 'email', 'company', 'service', 'message', 'promoCode'] as const
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
  /** The email or phone already holds the most upcoming consultations one person may: said next to that field. */
  | { kind: 'already-booked'; field: 'email' | 'phone'; message: string; values: BookFormValues }
  | { kind: 'rate-limited'; message: string; values: BookFormValues }
  /** The request did not reach the action or it failed there (the route's clientAction says so). */
  | { kind: 'failed' }

/** The fields of the form as typed (nothing else: no token, no honeypot). */
export function bookFormValues(fields: Record<string, string>): BookFormValues {
  const values: BookFormValues = {}
  for (const name of BOOK_FORM_FIELDS) if (typeof fields[name] === 'string') values[name] = fields[name]
  return values
}

/** What the dialog does with the action's answer: a refused slot sends the visitor back to pick another time. */
export function dialogOutcome(answer: BookAnswer | undefined): BookingOutcome {
  switch (answer?.kind) {
    case 'booked':
    case 'slot-taken':
    case 'rate-limited':
      return answer
    case 'already-booked':
      return { kind: 'invalid', fields: { [answer.field]: answer.message } }
    case 'invalid': {
      const { slot, ...fields } = answer.fields
      if (slot) return { kind: 'slot-taken', message: slot }
      return Object.keys(fields).length > 0 ? { kind: 'invalid', fields } : { kind: 'failed' }
    }
    default:
      return { kind: 'failed' }
  }
}
