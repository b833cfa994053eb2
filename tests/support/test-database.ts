import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { migrateDatabase } from '../../server/db/migrate.ts'
import { seedDatabase } from '../../server/db/seed/seed.ts'

export type DatabaseKind = 'pglite' | 'postgres'

/** The databases API tests run against: always embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export type TestDatabase = DatabaseHandle & { drop(): Promise<void> }

/** A fresh, migrated (and by default seeded) database of the given kind, private to the caller. */
export async function createTestDatabase(kind: DatabaseKind, { seed = true } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' })
    await migrateDatabase(handle)
    if (seed) await seedDatabase(handle.db)
    return { ...handle, drop: () => handle.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 })
  await migrateDatabase(handle)
  if (seed) await seedDatabase(handle.db)
  return {
    ...handle,
    async drop() {
      await handle.close().catch(() => {})
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
