import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { AuditAction } from '../../../contract/admin-content.ts'
import { users } from './auth.ts'

/**
 * Every admin create, update and delete, and every sign-in and sign-out: who (kept by email too, so
 * the row still names them after the account is gone), what, when, and the row before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar({ length: 320 }),
    action: varchar({ length: 20 }).$type<AuditAction>().notNull(),
    entity: varchar({ length: 50 }).notNull(),
    entityId: integer(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_log_action_check', sql`${t.action} in ('create', 'update', 'delete', 'login', 'logout', 'login_failed')`),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
)
