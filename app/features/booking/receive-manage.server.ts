import { data } from 'react-router'
import { formFields, seeOther } from '~/lib/form-action'
import type { RequestContext } from '~/lib/server-context'
import type { ManageAnswer } from '../../../server/domain/booking/request-manage-booking'
import { slotOf } from './book-slots'
import { DONE_PARAM, type ManagePageAnswer, managePath } from './manage-page'

const STATUS: Record<ManageAnswer['kind'], number> = { rescheduled: 200, cancelled: 200, 'not-found': 404, gone: 410, invalid: 400, 'slot-refused': 400, 'slot-taken': 409, 'rate-limited': 429 }

/**
 * The /booking/:token page's action: `intent` reschedule (a `slot` radio) or cancel (an optional `reason`), through
 * services.manageRequests exactly as the JSON API. A change is answered post/redirect/get, with JavaScript (a
 * fetcher follows the redirect) and without: a 303 to the page, which then shows the moved booking or the
 * cancelled one. A link that no longer changes anything goes to the page too, which answers 404 or 410.
 */
export async function receiveManageForm(request: Request, token: string, { services, clientAddress }: RequestContext) {
  const fields = formFields(await request.formData().catch(() => new FormData()))
  const values = { slot: fields.slot, reason: fields.reason }
  const outcome =
    fields.intent === 'cancel'
      ? await services.manageRequests.cancel({ token, fields: { reason: fields.reason }, client: clientAddress })
      : await services.manageRequests.reschedule({ token, fields: { ...slotOf(fields.slot) }, client: clientAddress })
  switch (outcome.kind) {
    case 'rescheduled':
      return seeOther(`${managePath(token)}?${DONE_PARAM}=rescheduled`)
    case 'cancelled':
      return seeOther(`${managePath(token)}?${DONE_PARAM}=cancelled`)
    case 'not-found':
    case 'gone':
      return seeOther(managePath(token))
    default: {
      const headers = outcome.kind === 'rate-limited' ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
      return data(pageAnswer(outcome, values), { status: STATUS[outcome.kind], headers })
    }
  }
}

export function pageAnswer(outcome: Extract<ManageAnswer, { kind: 'invalid' | 'slot-refused' | 'slot-taken' | 'rate-limited' }>, values: { slot?: string; reason?: string }): ManagePageAnswer {
  switch (outcome.kind) {
    case 'invalid': {
      const fields: Partial<Record<'slot' | 'reason', string>> = {}
      for (const issue of outcome.error.issues) {
        const name = issue.path[0] === 'reason' ? 'reason' : 'slot'
        fields[name] ??= issue.path[0] === 'reason' ? issue.message : 'Please pick one of the offered times.'
      }
      return { kind: 'invalid', fields, values }
    }
    case 'slot-refused':
      return { kind: 'invalid', fields: { slot: outcome.message }, values }
    case 'slot-taken':
      return { kind: 'slot-taken', message: outcome.message, values }
    case 'rate-limited':
      return { kind: 'rate-limited', message: outcome.message, values }
  }
}
