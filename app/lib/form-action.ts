import { redirect } from 'react-router'

/**
 * True when the browser sent the form itself: JavaScript is off, or the form was sent before the page
 * hydrated. React Router's own submissions (`<Form>`, `useFetcher`) go to the route's `.data` URL, and with
 * `v8_passThroughRequests` the action sees that URL as it was sent.
 */
export function sentByBrowser(request: Request): boolean {
  return !new URL(request.url).pathname.endsWith('.data')
}

/**
 * The form's text fields as a plain record (files and repeated names beyond the first are ignored): what the
 * `contract/` schemas and the spam guard read, exactly as the JSON API hands them a parsed body.
 */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value
  }
  return fields
}

/**
 * Post/redirect/get for a form the browser sent itself: a 303 to a page that shows the outcome, so reloading
 * it never sends the form again.
 */
export function seeOther(location: string): Response {
  return redirect(location, 303)
}

/**
 * A route's client action around its server action: a form sent with JavaScript whose request gets no usable
 * answer (a dropped connection, a server error) hears `{ kind: 'failed' }` and says so itself, with its values
 * kept, instead of the page giving way to the error boundary.
 */
export async function answeredOrFailed<Answer>(serverAction: () => Promise<Answer>): Promise<Answer | { kind: 'failed' }> {
  try {
    return await serverAction()
  } catch {
    return { kind: 'failed' }
  }
}
