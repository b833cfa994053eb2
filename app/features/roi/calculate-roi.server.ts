import { data } from 'react-router'
import type { RequestContext } from '~/lib/server-context'
import { ROI_INTENT, type RoiAnswer } from './roi-answer'
import { readRoiInput, readRoiValues, roiFieldErrors } from './roi-input'

/**
 * The calculator's route action: the figures read as the browser reads them (spec §5: empty or unreadable is 0)
 * and calculated the one way every calculation is made (services.roi: rate limit, the contract schema, the
 * cheapest voice plan). Whoever sent the form, the answer is data for the page, not a redirect: a calculation
 * stores nothing, so a reload that sends it again only calculates again.
 */
export async function calculateRoiForm({ form, context }: { form: FormData; context: RequestContext }) {
  const values = readRoiValues(form)
  const outcome = await context.services.roi.calculate({ input: readRoiInput(form), client: context.clientAddress })
  if (outcome.kind === 'rate_limited') {
    return data<RoiAnswer>(
      { intent: ROI_INTENT, kind: 'rate-limited', message: outcome.message, values },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  }
  if (outcome.kind === 'invalid') return data<RoiAnswer>({ intent: ROI_INTENT, kind: 'invalid', fields: roiFieldErrors(outcome.error.issues), values }, 400)
  const calculated: RoiAnswer = { intent: ROI_INTENT, kind: 'calculated', result: outcome.result, values }
  return calculated
}
