import { migrationsFolder } from '../paths.ts'
import type { DatabaseHandle } from './client.ts'

// Any fixed number: instances starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 727_001

/** Applies the migrations not applied yet, with the driver in use only (client.ts loads no other). */
export async function migrateDatabase({ driver }: DatabaseHandle): Promise<void> {
  if (driver.kind === 'pglite') {
    const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')])
    await migrate(drizzle({ client: driver.client }), { migrationsFolder })
    return
  }
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')])
  const connection = await driver.pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migrate(drizzle({ client: connection }), { migrationsFolder })
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    connection.release()
  }
}
