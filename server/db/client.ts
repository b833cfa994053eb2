import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type * as schema from './schema.ts'
import type { NotificationHandlers, NotificationListener } from './notifications.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The driver underneath, for the few jobs Drizzle cannot do (a session-level advisory lock). */
  driver: { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite }
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>
  /** LISTEN on a channel until `close()` (of the listener or of the database). */
  listen(channel: string, handlers: NotificationHandlers): NotificationListener
  close(): Promise<void>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory (tests)

/**
 * Opens the database the options name. Each kind's driver is loaded only when it is the one in use: a server on the
 * embedded database never loads `pg`, and one on PostgreSQL never loads PGlite (the cold start, issue 33).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return (await import('./postgres-client.ts')).openPostgres(options.url, options.poolSize)
  return (await import('./pglite-client.ts')).openPglite(options.dataDir)
}

/**
 * The handle over a driver that is open: its notification listeners are kept so that closing the database closes
 * them first, then the driver.
 */
export function databaseHandle({
  db,
  driver,
  listenOn,
  closeDriver,
}: {
  db: Database
  driver: DatabaseHandle['driver']
  listenOn: DatabaseHandle['listen']
  closeDriver: () => Promise<void>
}): DatabaseHandle {
  const listeners = new Set<NotificationListener>()
  return {
    db,
    kind: driver.kind,
    driver,
    ping: () => pingDatabase(db),
    listen(channel, handlers) {
      const listener = listenOn(channel, handlers)
      listeners.add(listener)
      return listener
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()))
      await closeDriver()
    },
  }
}

/** True when the database answers a trivial query. */
async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
