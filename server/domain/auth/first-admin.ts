import { generatePassword } from './passwords.ts'
import type { AdminProvisioning, AuthService } from './auth-service.ts'

export type FirstAdmin =
  | { kind: 'configured'; email: string; outcome: AdminProvisioning }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'existing' }

/**
 * Makes sure someone can sign in to the admin area. ADMIN_EMAIL and ADMIN_PASSWORD, when set, are
 * that admin. Without them, a database with no admin gets one with a strong random password,
 * which the caller shows once: only its hash is kept.
 */
export async function ensureFirstAdmin(
  auth: Pick<AuthService, 'provisionAdmin' | 'createAdmin' | 'hasAdmin'>,
  { email, password, publicUrl }: { email?: string; password?: string; publicUrl: string },
): Promise<FirstAdmin> {
  if (email && password) return { kind: 'configured', email, outcome: await auth.provisionAdmin(email, password) }
  if (await auth.hasAdmin()) return { kind: 'existing' }
  const generated = { email: defaultAdminEmail(publicUrl), password: generatePassword() }
  if ((await auth.createAdmin(generated.email, generated.password)) === 'created') return { kind: 'generated', ...generated }
  // Another instance sharing the database created it a moment ago.
  if (await auth.hasAdmin()) return { kind: 'existing' }
  throw new Error(`No admin account exists and ${generated.email} belongs to a user who is not an admin. Set ADMIN_EMAIL and ADMIN_PASSWORD.`)
}

/** admin@ the site's host name: admin@localhost in development, admin@example.com.au behind PUBLIC_URL=https://example.com.au. */
export function defaultAdminEmail(publicUrl: string): string {
  return `admin@${new URL(publicUrl).hostname.replace(/^www\./, '')}`
}

/** The console notice for a generated admin password, shown once at start. */
export function firstAdminNotice({ email, password, loginUrl }: { email: string; password: string; loginUrl: string }): string {
  const lines = [
    'No admin account existed, so one was created.',
    'Its password is shown only this once:',
    '',
    `  Email:    ${email}`,
    `  Password: ${password}`,
    '',
    `Sign in at ${loginUrl}`,
    'and change it from the dashboard, or set a new one from the shell:',
    `  npm run admin -- reset-password --email ${email}`,
  ]
  const width = Math.max(...lines.map((line) => line.length))
  const rule = `+${'-'.repeat(width + 2)}+`
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n')
}
