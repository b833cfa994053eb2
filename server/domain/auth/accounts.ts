import { eq } from 'drizzle-orm'
import type { AuthUser, Role } from '../../../contract/auth.ts'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'

/** A user row as the auth code needs it: the public fields plus the password hash. */
export type Account = AuthUser & { passwordHash: string | null }

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  passwordHash: users.passwordHash,
}

/** One address is one account: emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function toAuthUser({ id, email, firstName, lastName, profileImageUrl, role }: Omit<Account, 'role'> & { role: string }): AuthUser {
  return { id, email, firstName, lastName, profileImageUrl, role: role === 'admin' ? 'admin' : 'user' }
}

export function createAccounts({ db }: { db: Database }) {
  return {
    async findByEmail(email: string): Promise<Account | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.email, normalizeEmail(email)))
      return row ? { ...toAuthUser(row), passwordHash: row.passwordHash } : undefined
    },

    async findById(id: number): Promise<Account | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id))
      return row ? { ...toAuthUser(row), passwordHash: row.passwordHash } : undefined
    },

    /** Inserts the account; undefined when the email is taken (another instance may have just created it). */
    async create({ email, role, passwordHash }: { email: string; role: Role; passwordHash: string }): Promise<AuthUser | undefined> {
      const [row] = await db.insert(users).values({ email: normalizeEmail(email), role, passwordHash }).onConflictDoNothing({ target: users.email }).returning(accountColumns)
      return row ? toAuthUser(row) : undefined
    },

    async update(id: number, changes: { role?: Role; passwordHash?: string }): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, id))
    },

    async hasAdmin(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
      return row !== undefined
    },
  }
}

export type Accounts = ReturnType<typeof createAccounts>
