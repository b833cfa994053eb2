import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { contentVersion } from '../../db/schema/cache.ts'

/** The shared count of content saves (see the content_version table). */
export function createContentVersion({ db }: { db: Database }) {
  return {
    async bump(): Promise<void> {
      await db
        .insert(contentVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1`, changedAt: sql`now()` } })
    },

    /** 0 before the first save. */
    async read(): Promise<number> {
      const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1)
      return row?.version ?? 0
    },
  }
}

export type ContentVersion = ReturnType<typeof createContentVersion>
