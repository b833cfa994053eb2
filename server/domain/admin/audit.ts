import { desc, lt } from 'drizzle-orm'
import type { AuditAction, AuditEntity, AuditEntry, AuditPage, AuditQuery } from '../../../contract/admin-content.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { auditLog } from '../../db/schema/audit.ts'

/** Who did it: the signed-in user, or (a failed sign-in) only the email that was tried. */
export type AuditActor = { userId: number | null; email: string | null }

export type NewAuditEntry = {
  actor: AuditActor
  action: AuditAction
  entity: AuditEntity
  entityId?: number | null
  /** The row in its API shape before the change (update, delete) and after it (create, update). */
  before?: unknown
  after?: unknown
}

/** The actor of a signed-in user's request. */
export function actorOf(user: { id: number; email: string }): AuditActor {
  return { userId: user.id, email: user.email }
}

/** Writes an audit row in the caller's transaction, so it exists exactly when the change it records does. */
export async function recordAudit(tx: Transaction | Database, entry: NewAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

export function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The audit log: recorded outside any other write (sign-in, sign-out) and read newest first, a page at a time. */
export function createAuditLog({ db }: { db: Database }) {
  return {
    /** For events that change nothing else in the database, such as a sign-in. */
    record: (entry: NewAuditEntry): Promise<void> => recordAudit(db, entry),

    /** Newest first by id; `nextBefore` is the id to pass as `before` for the next (older) page, null at the end. */
    async page({ before, limit }: AuditQuery): Promise<AuditPage> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(before === undefined ? undefined : lt(auditLog.id, before))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1)
      const entries = rows.slice(0, limit).map(toAuditEntry)
      return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null }
    },
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>
