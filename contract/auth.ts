import { z } from './zod.ts'

export const ROLES = ['user', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** The signed-in user as every auth answer shows it (never the password hash). */
export const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
})
export type AuthUser = z.infer<typeof authUserSchema>

/** GET /api/admin/status and GET /api/auth/role (spec §7): who is signed in, and whether that is an admin. */
export type AuthStatus = { isAdmin: boolean; user: AuthUser | null }

export const SIGNED_OUT: AuthStatus = { isAdmin: false, user: null }

/** The spec's admin login form: email and password required (§5). The server checks the rest. */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(320, 'Please enter a valid email address'),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(1024, 'Invalid email or password'),
})
export type LoginInput = z.input<typeof loginSchema>

/** POST /api/admin/login keeps the spec's {success, error} body in every answer. */
export type LoginResult = { success: true; user: AuthUser } | { success: false; error: string; fields?: Record<string, string> }

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password'

/** The answer to a sign-in or password check refused by the login throttle, in whole minutes. */
export function tooManyAttemptsMessage(what: 'sign-in' | 'password', retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many ${what} attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

/**
 * What the sign-in page's action answers a form that did not sign in: the field messages, or the message for
 * the whole form, with the email as typed so the page shows it again (never the password).
 */
export type LoginRefusal =
  | { kind: 'invalid'; email: string; fields: Partial<Record<keyof LoginInput, string>> }
  | { kind: 'refused'; email: string; message: string }

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256

/** A password an admin may choose: long enough to resist guessing, short enough to hash cheaply. */
export const newPasswordSchema = z
  .string({ error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((value) => value.trim().length >= PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters other than spaces`)

/** POST /api/admin/password: the signed-in admin changes their own password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(1024, 'Current password is incorrect'),
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, { path: ['newPassword'], message: 'Choose a password different from the current one' })
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>

export type PasswordChanged = { success: true }
