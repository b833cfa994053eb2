import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    // Always stored lower-cased so that one address is one account.
    email: varchar({ length: 320 }).notNull().unique(),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    profileImageUrl: text(),
    role: varchar({ length: 20 }).notNull().default('user'),
    passwordHash: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar({ length: 128 }).primaryKey(),
    sess: jsonb().$type<Record<string, unknown>>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
)

/** Which one-time seed units have run, so a restart never re-creates content an admin deleted or changed. */
export const seedLog = pgTable('seed_log', {
  name: varchar({ length: 100 }).primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Secrets the app generates once per database (form signing), shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
})
