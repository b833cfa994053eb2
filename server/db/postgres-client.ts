import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema.ts'
import { type Database, type DatabaseHandle, databaseHandle } from './client.ts'
import { listenOnPostgres, pooledNotifications } from './notifications.ts'

/** A pool of connections to a PostgreSQL server (DATABASE_URL). */
export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
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
  const newClient = () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true })
  return databaseHandle({
    db: drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database,
    driver: { kind: 'postgres', pool },
    listenOn: (channel, handlers) => listenOnPostgres({ newClient, pooled }, channel, handlers),
    closeDriver: () => pool.end(),
  })
}
