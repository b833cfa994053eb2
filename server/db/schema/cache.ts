import { sql } from 'drizzle-orm'
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row counting the admin saves that change public pages. Each app instance keeps rendered pages
 * and compares this number every second, so a save on one instance reaches the others' caches.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
)
