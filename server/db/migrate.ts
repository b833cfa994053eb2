import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from '../paths.ts'
import type { DatabaseHandle } from './client.ts'

// Any fixed number: instances starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 727_001

export async function migrateDatabase({ driver }: DatabaseHandle): Promise<void> {
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder })
    return
  }
  const connection = await driver.pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder })
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    connection.release()
  }
}
