import type { FormGuard } from '../../../contract/contact-options'
import { loadOnce } from '~/lib/load-once'

export type ContactVariant = 'home' | 'page'

export const CONTACT_FIELDS = {
  home: ['fullName', 'email', 'phone', 'message'],
  page: ['fullName', 'email', 'phone', 'service', 'message'],
} as const satisfies Record<ContactVariant, readonly string[]>

export type ContactField = (typeof CONTACT_FIELDS)['page'][number]
export type ContactValues = Partial<Record<ContactField, string>>
export type FieldErrors = Partial<Record<ContactField, string>>

/** The server's own schemas, downloaded when the visitor first needs a check, not with the page. */
export const loadContactSchemas = loadOnce(async () => {
  const { homeContactSchema, contactPageSchema } = await import('../../../contract/contact')
  return { home: homeContactSchema, page: contactPageSchema }
})

type ValidContact = { fullName: string; email: string; phone?: string; service?: string; message: string }
export type ContactCheck = { ok: true; data: ValidContact } | { ok: false; fields: FieldErrors }

export function isContactField(variant: ContactVariant, name: string): name is ContactField {
  return (CONTACT_FIELDS[variant] as readonly string[]).includes(name)
}

/** The form's text values for the variant's fields ('' when blank). */
export function readContactValues(variant: ContactVariant, form: FormData): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS[variant].map((name) => [name, String(form.get(name) ?? '')]))
}

/** Checks the values with the same contract schema the server uses; blank means not given. */
export async function validateContact(variant: ContactVariant, values: ContactValues): Promise<ContactCheck> {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))
  const schemas = await loadContactSchemas()
  const result = schemas[variant].safeParse(given)
  if (result.success) return { ok: true, data: result.data }
  const fields: FieldErrors = {}
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '')
    if (isContactField(variant, name)) fields[name] ??= issue.message
  }
  return { ok: false, fields }
}

/** The JSON body of POST /api/contact; without a guard (the server could not issue one) the server judges the message without it. */
export function contactRequestBody(variant: ContactVariant, data: ValidContact, guard: FormGuard | undefined, honeypotValue: string): Record<string, unknown> {
  return {
    ...data,
    source: variant === 'home' ? 'home' : 'contact',
    ...(guard ? { formToken: guard.token, [guard.honeypotName]: honeypotValue } : {}),
  }
}

export type SubmitOutcome = { kind: 'sent' } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'rate-limited'; message: string } | { kind: 'failed' }

const RATE_LIMITED_FALLBACK = 'Too many messages in a short time. Please wait a few minutes and try again.'

/** Turns the server's answer into what the form shows; field errors only count when the form has that field. */
export function submitOutcome(variant: ContactVariant, status: number, body: unknown): SubmitOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  if (status === 429) return { kind: 'rate-limited', message: typeof error.message === 'string' && error.message ? error.message : RATE_LIMITED_FALLBACK }
  if (status === 400 && isRecord(error.fields)) {
    const fields: FieldErrors = {}
    for (const [name, message] of Object.entries(error.fields)) {
      if (isContactField(variant, name) && typeof message === 'string') fields[name] = message
    }
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  }
  return { kind: 'failed' }
}

export async function submitContact(variant: ContactVariant, body: Record<string, unknown>, fetcher: typeof fetch = fetch): Promise<SubmitOutcome> {
  try {
    const response = await fetcher('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const answer: unknown = await response.json().catch(() => undefined)
    return submitOutcome(variant, response.status, answer)
  } catch {
    return { kind: 'failed' }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
