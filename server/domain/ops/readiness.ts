import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'

/** Why an instance should not be sent traffic now; `undefined` when it should. */
export type NotReadyReason = 'draining' | 'database_unavailable' | 'migrations_pending'

export type Readiness = {
  /** The reason this instance is not ready, or undefined when it is. */
  check(): Promise<NotReadyReason | undefined>
  /** From now on the instance answers not ready (shutdown has begun); there is no way back. */
  startDraining(): void
  readonly draining: boolean
}

type ReadinessSources = {
  /** The newest applied migration's journal timestamp (undefined when none); throws when it cannot be read. */
  latestAppliedMigration: () => Promise<number | undefined>
  latestJournalMigration: number
  /** True when the database answers a trivial query: tells a missing migrations table from a database that is down. */
  databaseUp: () => Promise<boolean>
}

/**
 * Readiness for a load balancer: ready while not draining, the database answers, and the newest migration of the
 * journal is recorded as applied. One query when all is well.
 */
export function createReadiness({ latestAppliedMigration, latestJournalMigration, databaseUp }: ReadinessSources): Readiness {
  let draining = false
  return {
    async check() {
      if (draining) return 'draining'
      let applied: number | undefined
      try {
        applied = await latestAppliedMigration()
      } catch {
        const up = await databaseUp()
        if (draining) return 'draining'
        return up ? 'migrations_pending' : 'database_unavailable'
      }
      if (draining) return 'draining'
      // Drizzle's migrator applies every journal entry newer than the newest one it recorded, so this is its own test.
      return applied !== undefined && applied >= latestJournalMigration ? undefined : 'migrations_pending'
    },
    startDraining() {
      draining = true
    },
    get draining() {
      return draining
    },
  }
}

/** The newest entry's timestamp in drizzle-kit's journal (`meta/_journal.json`) of the migrations folder. */
export function latestJournalMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

/**
 * The newest migration Drizzle's migrator recorded (its `drizzle.__drizzle_migrations` table keeps each applied
 * migration's journal timestamp in `created_at`), or undefined when it recorded none. Throws when the table is missing.
 */
export function latestAppliedMigrationIn(db: Database): () => Promise<number | undefined> {
  return async () => {
    const result = (await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`)) as unknown as { rows: { latest: string | null }[] }
    const latest = result.rows[0]?.latest
    return latest === null || latest === undefined ? undefined : Number(latest)
  }
}
