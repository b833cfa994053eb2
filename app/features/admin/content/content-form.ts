import type { ZodType } from 'zod'
import { melbourneDay } from '../../../../contract/melbourne-day'

/** How a dialog field is edited and how its text becomes the value the API takes. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'lines' | 'json-or-text' | 'date'

export type ContentField = {
  name: string
  label: string
  kind: FieldKind
  required?: boolean
  hint?: string
  /** For 'select'. */
  options?: readonly string[]
  /** For 'number': an empty box clears the value (null) instead of leaving it out. */
  nullable?: boolean
  /** Spans both columns of the dialog's grid. */
  wide?: boolean
}

export type FieldErrors = Record<string, string>
export type FormCheck = { ok: true; body: Record<string, unknown> } | { ok: false; fields: FieldErrors }

/** The value a field starts with in the dialog: the row's value, or empty for a new row. */
export function initialText(field: ContentField, value: unknown): string {
  if (value === undefined || value === null) return ''
  if (field.kind === 'lines' && Array.isArray(value)) return value.join('\n')
  // A stored sale day is its Melbourne midnight: the date box shows that Melbourne day.
  if (field.kind === 'date' && typeof value === 'string') return melbourneDay(value)
  if (typeof value === 'string') return value
  if (typeof value === 'object') return JSON.stringify(value, null, 2)
  return String(value)
}

/**
 * The request body from the form: a list from one line each, a number from its text (text that is
 * not a number is sent as is, so the schema names the problem), a box ticked or not. An empty
 * optional number is left out, or sent as null when the field can be cleared.
 */
export function bodyFromForm(fields: readonly ContentField[], read: (name: string) => string | null): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const raw = read(field.name)
    switch (field.kind) {
      case 'checkbox':
        body[field.name] = raw !== null
        break
      case 'lines':
        body[field.name] = (raw ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '')
        break
      case 'date': {
        // An empty date box clears the day (an open start or end).
        const text = (raw ?? '').trim()
        body[field.name] = text === '' ? null : text
        break
      }
      case 'number': {
        const text = (raw ?? '').trim()
        if (text === '') {
          if (field.nullable) body[field.name] = null
        } else {
          const number = Number(text)
          body[field.name] = Number.isFinite(number) ? number : text
        }
        break
      }
      default:
        body[field.name] = raw ?? ''
    }
  }
  return body
}

/**
 * Checks the body with the contract's schema before it is sent, keeping the first message for each
 * field; `extra` adds rules the schema leaves to the server (a setting's value against its key).
 * The body is sent as typed: the server applies the schema's transforms itself.
 */
export function checkBody(schema: ZodType, body: Record<string, unknown>, extra?: (body: Record<string, unknown>) => FieldErrors): FormCheck {
  const result = schema.safeParse(body)
  const fields: FieldErrors = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '_')
      fields[name] ??= issue.message
    }
  }
  for (const [name, message] of Object.entries(extra?.(body) ?? {})) fields[name] ??= message
  return Object.keys(fields).length === 0 ? { ok: true, body } : { ok: false, fields }
}

/** The first field in the dialog's order that has a message, to move focus to. */
export function firstErrorField(fields: readonly ContentField[], errors: FieldErrors): string | undefined {
  return fields.find((field) => errors[field.name])?.name
}

/** Messages for fields the dialog does not show (such as '_' for an unknown field), as one line. */
export function otherErrors(fields: readonly ContentField[], errors: FieldErrors): string | undefined {
  const shown = new Set(fields.map((field) => field.name))
  const rest = Object.entries(errors).flatMap(([name, message]) => (shown.has(name) ? [] : [message]))
  return rest.length > 0 ? rest.join(' ') : undefined
}
