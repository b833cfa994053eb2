import { bookingLinks } from '../../../contract/booking-links'

/** A booking's manage page: the link in the visitor's emails and on the booking's confirmation. */
export const managePath = (token: string) => bookingLinks(token).manage

/** The page's steps, in its address so they work without JavaScript: the booking, then a new time or a cancel. */
export type ManageStep = 'view' | 'reschedule' | 'cancel'
export const STEP_PARAM = 'step'
/** Set by the redirect after a change, so the page says what just happened. */
export const DONE_PARAM = 'done'

export function stepOf(value: string | null): ManageStep {
  return value === 'reschedule' || value === 'cancel' ? value : 'view'
}

export const stepPath = (token: string, step: ManageStep) => (step === 'view' ? managePath(token) : `${managePath(token)}?${STEP_PARAM}=${step}`)

/** What the page's action answers when it did not redirect: the form shows it beside its fields. */
export type ManagePageAnswer =
  | { kind: 'invalid'; fields: Partial<Record<'slot' | 'reason', string>>; values: { slot?: string; reason?: string } }
  | { kind: 'slot-taken'; message: string; values: { slot?: string } }
  | { kind: 'rate-limited'; message: string; values: { slot?: string; reason?: string } }
  | { kind: 'failed' }

/** Titles a name may start with ('Dr Priya Nair'): a greeting uses the name after them. */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'professor', 'sir', 'dame', 'rev', 'reverend', 'fr', 'sr'])

/** Who the page greets: the first name of the booking's name, never a title ('Dr Priya Nair' is greeted as Priya). */
export function greetingName(name: string): string | undefined {
  return name
    .trim()
    .split(/\s+/)
    .find((word) => word !== '' && !TITLES.has(word.toLowerCase().replace(/\.$/, '')))
}
