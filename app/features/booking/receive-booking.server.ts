import { data } from 'react-router'
import { formFields, seeOther, sentByBrowser } from '~/lib/form-action'
import { formLeadSource } from '~/lib/referer-source.server'
import type { RequestContext } from '~/lib/server-context'
import type { BookingAnswer } from '../../../server/domain/booking/request-booking'
import { type BookAnswer, BOOK_PATH, type BookFormValues, RECEIPT_PARAM, bookFormValues } from './book-answer'
import { bookingFieldErrors } from './booking-api'
import { withChosenSlot } from './book-slots'


/**
 * The /book route's action: every booking made on the site, this page's form (sent by the browser itself, or by
 * React Router) and the booking dialog's contact step (a fetcher). It books exactly as `POST /api/bookings` does
 * (services.requestBooking: rate limit, the contract schema, the spam guard), judged on the token the dialog's
 * script fetched, else on the one the page view left in the form-guard cookie. A form the browser sent itself
 * is answered post/redirect/get, a 303 to the confirmation, so a reload sends nothing; a script gets data.
 */
export async function receiveBookingForm(request: Request, { services, clientAddress, cookies }: RequestContext) {
  // A body that is not a form is read as an empty one, which the schema refuses field by field.
  const fields = formFields(await request.formData().catch(() => new FormData()))
  const formToken = fields.formToken || cookies.formGuardToken || ''
  const outcome = await services.requestBooking({ fields: { ...withChosenSlot(fields), formToken, leadSource: formLeadSource(fields, request) }, client: clientAddress })
  if (outcome.kind === 'booked' && sentByBrowser(request)) {
    return seeOther(`${BOOK_PATH}?${RECEIPT_PARAM}=${services.bookingReceipts.issue(outcome.booking)}`)
  }
  const headers = outcome.kind === 'rate-limited' ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
  return data(bookAnswer(outcome, bookFormValues(fields)), { status: bookAnswerStatus(outcome), headers })
}

/** The status each outcome goes out with: the JSON API's for the same outcome (a success is data here, not a 201). */
const STATUS: Record<BookingAnswer['kind'], number> = { booked: 200, invalid: 400, 'slot-refused': 400, 'slot-taken': 409, 'already-booked': 409, 'rate-limited': 429 }

export function bookAnswerStatus(outcome: BookingAnswer): number {
  return STATUS[outcome.kind]
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
    case 'already-booked':
      return { kind: 'already-booked', field: outcome.field, message: outcome.message, values }
    case 'rate-limited':
      return { kind: 'rate-limited', message: outcome.message, values }
  }
}
