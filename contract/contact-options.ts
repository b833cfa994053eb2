/**
 * The contact form's choices and anti-spam shape, apart from the schemas in contact.ts so that a page
 * can show the form without downloading the validation library (it loads when the visitor submits).
 */

/** The /contact page's service choices (spec §3 'Contact form draft'). */
export const CONTACT_SERVICES = ['ai-workforce', 'web-development', 'automation', 'consulting', 'other'] as const
export const CONTACT_SERVICE_LABELS: Record<(typeof CONTACT_SERVICES)[number], string> = {
  'ai-workforce': 'AI Workforce Solutions',
  'web-development': 'Web Development',
  automation: 'Automation',
  consulting: 'Consulting',
  other: 'Other',
}

/**
 * What a form needs against bots: a signed, single-use token, the random name of its honeypot field, and the time
 * trap (how many milliseconds after it was shown the form may be sent; sooner counts as spam).
 */
export type FormGuard = { token: string; honeypotName: string; minFillMs: number }

/** A form token allows one submission within an hour of being issued; a page open longer renews it before sending. */
export const FORM_TOKEN_TTL_MS = 60 * 60_000
