import type { ContactValues, FieldErrors } from './contact-fields'

/** The value of the hidden `intent` field that tells a contact form from the other forms posting to the same route. */
export const CONTACT_INTENT = 'contact'

/**
 * What a contact form's route action answers. A refusal carries the values as typed, so a page rendered for
 * a form the browser sent itself comes back filled in; 'failed' is the route's client action saying that no
 * answer came (a dropped connection, a server error).
 */
export type ContactAnswer =
  | { intent: typeof CONTACT_INTENT; kind: 'sent' }
  | { intent: typeof CONTACT_INTENT; kind: 'invalid'; fields: FieldErrors; values: ContactValues }
  | { intent: typeof CONTACT_INTENT; kind: 'rate-limited'; message: string; values: ContactValues }
  | { kind: 'failed' }

const SENT_PARAM = 'sent'

/** Where a form sent without JavaScript lands after the post (post/redirect/get): its page, saying it was sent. */
export function contactSentLocation(pagePath: string): string {
  return `${pagePath}?${SENT_PARAM}=1#contact-form`
}

/** True on the page a form sent without JavaScript was redirected to. */
export function isContactSent(search: URLSearchParams): boolean {
  return search.get(SENT_PARAM) === '1'
}
