import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema.ts'
import { acquireDataDirLock } from './data-dir-lock.ts'
import { type NotificationHandlers, type NotificationListener, listenOnPglite, listenOnPostgres, pooledNotifications } from './notifications.ts'
import { ensurePrivateFolder } from './private-folder.ts'

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

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options.dataDir)
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pooled = pooledNotifications()
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000, onConnect: pooled.onConnect })
  // An idle client losing its connection (database restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  // A client lent out (Drizzle's transactions hold one) has none of the pool's listeners, so losing its connection
  // would be an uncaught 'error' that ends the process. And Drizzle sends BEGIN before its try/finally, so a client
  // that breaks right then is never released: each outage would leak pool slots until none are left. A broken lent
  // client therefore goes back at once (the pool discards it); its borrower's own release later does nothing.
  const lent = new Set<pg.PoolClient>()
  pool.on('acquire', (client) => lent.add(client))
  pool.on('release', (_error, client) => lent.delete(client))
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!lent.has(client)) return
      const release = client.release
      client.release = () => {}
      release(error)
    }),
  )
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database
  const listeners = new Set<NotificationListener>()
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    ping: () => pingDatabase(db),
    listen(channel, handlers) {
      const newClient = () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true })
      const listener = listenOnPostgres({ newClient, pooled }, channel, handlers)
      listeners.add(listener)
      return listener
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()))
      await pool.end()
    },
  }
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  let releaseLock = () => {}
  let client: PGlite
  if (dataDir) {
    const folder = path.join(dataDir, 'pglite')
    ensurePrivateFolder(dataDir)
    ensurePrivateFolder(folder)
    // PGlite is single-process: two servers on one folder would corrupt it, so the second one stops here.
    releaseLock = acquireDataDirLock(dataDir)
    client = await PGlite.create(folder)
  } else {
    client = await PGlite.create()
  }
  return pgliteHandle(client, releaseLock)
}

/** The handle of an open PGlite (tests open theirs from a copy of a migrated data directory). */
export function pgliteHandle(client: PGlite, releaseLock = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database
  const listeners = new Set<NotificationListener>()
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    ping: () => pingDatabase(db),
    listen(channel, handlers) {
      const listener = listenOnPglite(client, channel, handlers)
      listeners.add(listener)
      return listener
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()))
      await client.close()
      releaseLock()
    },
  }
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
