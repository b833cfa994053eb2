import { data } from 'react-router'
import { formFields, seeOther, sentByBrowser } from '~/lib/form-action'
import { formLeadSource } from '~/lib/referer-source.server'
import type { RequestContext } from '~/lib/server-context'
import { CONTACT_INTENT, type ContactAnswer } from './contact-answer'
import { type ContactVariant, contactFieldErrors, givenValues, readContactValues } from './contact-fields'

type ContactPost = {
  variant: ContactVariant
  request: Request
  form: FormData
  context: RequestContext
  /** The page that says the message was sent (contactSentLocation). */
  sentLocation: string
}

/**
 * A contact form's route action. The message goes the one way every lead goes (services.leads: rate limit,
 * the contract schema, the spam guard), judged on the form's own single-use token when a script fetched one,
 * else on the token the page view left in the form-guard cookie. A form the browser sent itself is answered
 * post/redirect/get: a 303 to the page that says it was sent, so a reload sends nothing.
 */
export async function receiveContactForm({ variant, request, form, context, sentLocation }: ContactPost) {
  const fields = formFields(form)
  const formToken = fields.formToken || context.cookies.formGuardToken
  const outcome = await context.services.leads.receive({
    source: variant === 'home' ? 'home' : 'contact',
    fields: { ...givenValues(fields), formToken, leadSource: formLeadSource(fields, request) },
    client: context.clientAddress,
  })
  const values = readContactValues(variant, form)
  if (outcome.kind === 'rate_limited') {
    return data<ContactAnswer>(
      { intent: CONTACT_INTENT, kind: 'rate-limited', message: outcome.message, values },
      { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  }
  if (outcome.kind === 'invalid') {
    return data<ContactAnswer>({ intent: CONTACT_INTENT, kind: 'invalid', fields: contactFieldErrors(variant, outcome.error.issues), values }, 400)
  }
  if (sentByBrowser(request)) return seeOther(sentLocation)
  const sent: ContactAnswer = { intent: CONTACT_INTENT, kind: 'sent' }
  return sent
}
