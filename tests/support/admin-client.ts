import { users } from '../../server/db/schema/auth.ts'
import { hashPassword } from '../../server/domain/auth/passwords.ts'
import type { TestApp } from './test-app.ts'

export type Credentials = { email: string; password: string }

export const TEST_ADMIN: Credentials = { email: 'admin@example.com.au', password: 'the admin password here' }
export const TEST_STAFF: Credentials = { email: 'staff@example.com.au', password: 'a plain user password' }

/** A signed-in browser: every request carries its session cookie (and JSON when a body is given). */
export type SignedInClient = {
  user: { id: number; email: string }
  cookie: string
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
  get(path: string): Promise<Response>
  post(path: string, json?: unknown): Promise<Response>
  patch(path: string, json?: unknown): Promise<Response>
  delete(path: string): Promise<Response>
}

/** Signs in through the real API (POST /api/admin/login) and keeps the session cookie. */
export async function signIn(app: TestApp, credentials: Credentials): Promise<SignedInClient> {
  const response = await app.request('/api/admin/login', { method: 'POST', json: credentials })
  if (response.status !== 200) throw new Error(`sign-in as ${credentials.email} answered ${response.status}: ${await response.text()}`)
  const body = (await response.json()) as { user: { id: number; email: string } }
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))
    ?.split(';')[0]
  if (!cookie) throw new Error('sign-in set no session cookie')
  const request: SignedInClient['request'] = (path, init = {}) =>
    app.request(path, { ...init, headers: { Cookie: cookie, ...(init.headers as Record<string, string> | undefined) } })
  return {
    user: body.user,
    cookie,
    request,
    get: (path) => request(path),
    post: (path, json) => request(path, { method: 'POST', json }),
    patch: (path, json) => request(path, { method: 'PATCH', json }),
    delete: (path) => request(path, { method: 'DELETE' }),
  }
}

/** Creates an admin account (once per app) and signs it in. */
export async function signInAsAdmin(app: TestApp, credentials: Credentials = TEST_ADMIN): Promise<SignedInClient> {
  await app.services.auth.createAdmin(credentials.email, credentials.password)
  return signIn(app, credentials)
}

/** Creates an account without the admin role (once per app) and signs it in. */
export async function signInAsNonAdmin(app: TestApp, credentials: Credentials = TEST_STAFF): Promise<SignedInClient> {
  await app.database.db
    .insert(users)
    .values({ email: credentials.email, role: 'user', passwordHash: await hashPassword(credentials.password) })
    .onConflictDoNothing({ target: users.email })
  return signIn(app, credentials)
}
