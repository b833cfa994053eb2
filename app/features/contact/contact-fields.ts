import { loadOnce } from '../../../core/load-once'

export type ContactVariant = 'home' | 'page'

export const CONTACT_FIELDS = {
  home: ['fullName', 'email', 'phone', 'message', 'promoCode'],
  page: ['fullName', 'email', 'phone', 'service', 'message', 'promoCode'],
} as const satisfies Record<ContactVariant, readonly string[]>

export type ContactField = (typeof CONTACT_FIELDS)['page'][number]
export type ContactValues = Partial<Record<ContactField, string>>
export type FieldErrors = Partial<Record<ContactField, string>>

/** The server's own schemas, downloaded when the visitor first needs a check, not with the page. */
export const loadContactSchemas = loadOnce(async () => {
  const { homeContactSchema, contactPageSchema } = await import('../../../contract/contact')
  return { home: homeContactSchema, page: contactPageSchema }
})

type ValidContact = { fullName: string; email: string; phone?: string; service?: string; message: string; promoCode?: string }
export type ContactCheck = { ok: true; data: ValidContact } | { ok: false; fields: FieldErrors }

export function isContactField(variant: ContactVariant, name: string): name is ContactField {
  return (CONTACT_FIELDS[variant] as readonly string[]).includes(name)
}

/** The form's text values for the variant's fields ('' when blank). */
export function readContactValues(variant: ContactVariant, form: Pick<FormData, 'get'>): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS[variant].map((name) => [name, String(form.get(name) ?? '')]))
}

/** The fields filled in: a blank field was not given, so an optional one (phone, service) is simply left out. */
export function givenValues(values: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''))
}

/** The first message for each of the variant's fields; messages about anything else are not the visitor's to fix. */
export function contactFieldErrors(variant: ContactVariant, issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '')
    if (isContactField(variant, name)) fields[name] ??= issue.message
  }
  return fields
}

/** Checks the values with the same contract schema the server uses. */
export async function validateContact(variant: ContactVariant, values: ContactValues): Promise<ContactCheck> {
  const schemas = await loadContactSchemas()
  const result = schemas[variant].safeParse(givenValues(values))
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: contactFieldErrors(variant, result.error.issues) }
}
