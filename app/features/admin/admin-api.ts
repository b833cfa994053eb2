import { type LoginInput, loginSchema, passwordChangeSchema } from '../../../contract/auth'

export type LoginField = 'email' | 'password'
export type LoginErrors = Partial<Record<LoginField, string>>
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password']

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword'
export type PasswordErrors = Partial<Record<PasswordField, string>>
export const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword']

type Check<Data, Errors> = { ok: true; data: Data } | { ok: false; fields: Errors }

/** The spec's login rule (email and password required), with the same schema the server uses. */
export function validateLogin(values: { email: string; password: string }): Check<LoginInput, LoginErrors> {
  const result = loginSchema.safeParse(values)
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: firstMessages(result.error.issues, LOGIN_FIELDS) }
}

export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string }

export function validatePasswordChange({ confirmPassword, ...values }: PasswordValues): Check<{ currentPassword: string; newPassword: string }, PasswordErrors> {
  const result = passwordChangeSchema.safeParse(values)
  const fields: PasswordErrors = result.success ? {} : firstMessages(result.error.issues, PASSWORD_FIELDS)
  if (!fields.newPassword && confirmPassword !== values.newPassword) fields.confirmPassword = 'The two new passwords do not match'
  if (!result.success || fields.confirmPassword) return { ok: false, fields }
  return { ok: true, data: result.data }
}

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'refused'; message: string; fields: LoginErrors } | { kind: 'unreachable' }

/** The server's answer as the form shows it: the server's error, or the spec's 'Invalid credentials' when it gave none. */
export function signInOutcome(status: number, body: unknown): SignInOutcome {
  if (status >= 200 && status < 300 && isRecord(body) && body.success === true) return { kind: 'signed-in' }
  const fields = isRecord(body) && isRecord(body.fields) ? pickFields(body.fields, LOGIN_FIELDS) : {}
  return { kind: 'refused', message: errorText(body) ?? 'Invalid credentials', fields }
}

export async function signIn(input: LoginInput, fetcher: typeof fetch = fetch): Promise<SignInOutcome> {
  try {
    const response = await fetcher('/api/admin/login', jsonPost(input))
    return signInOutcome(response.status, await response.json().catch(() => undefined))
  } catch {
    return { kind: 'unreachable' }
  }
}

/** True when the server ended the session. */
export async function signOut(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher('/api/admin/logout', { method: 'POST', headers: { Accept: 'application/json' } })
    return response.ok
  } catch {
    return false
  }
}

export type PasswordOutcome = { kind: 'changed' } | { kind: 'invalid'; fields: PasswordErrors } | { kind: 'signed-out' } | { kind: 'failed'; message: string }

const PASSWORD_FAILED = 'Your password could not be changed. Please try again.'

export function passwordChangeOutcome(status: number, body: unknown): PasswordOutcome {
  if (status >= 200 && status < 300) return { kind: 'changed' }
  if (status === 401 || status === 403) return { kind: 'signed-out' }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  if (status === 400 && isRecord(error.fields)) {
    const fields = pickFields(error.fields, PASSWORD_FIELDS)
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  }
  return { kind: 'failed', message: status === 429 ? (errorText(body) ?? PASSWORD_FAILED) : PASSWORD_FAILED }
}

export async function changePassword(input: { currentPassword: string; newPassword: string }, fetcher: typeof fetch = fetch): Promise<PasswordOutcome> {
  try {
    const response = await fetcher('/api/admin/password', jsonPost(input))
    return passwordChangeOutcome(response.status, await response.json().catch(() => undefined))
  } catch {
    return { kind: 'failed', message: PASSWORD_FAILED }
  }
}

function jsonPost(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) }
}

/** The message of either answer shape: the login's {error: '...'} or the API's {error: {message}}. */
function errorText(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined
  if (typeof body.error === 'string' && body.error) return body.error
  if (isRecord(body.error) && typeof body.error.message === 'string' && body.error.message) return body.error.message
  return undefined
}

function firstMessages<Field extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[], known: readonly Field[]) {
  const fields: Partial<Record<Field, string>> = {}
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '') as Field
    if (known.includes(name)) fields[name] ??= issue.message
  }
  return fields
}

function pickFields<Field extends string>(given: Record<string, unknown>, known: readonly Field[]) {
  const fields: Partial<Record<Field, string>> = {}
  for (const name of known) {
    const message = given[name]
    if (typeof message === 'string') fields[name] = message
  }
  return fields
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
