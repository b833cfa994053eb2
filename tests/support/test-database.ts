import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { pgliteHandle } from '../../server/db/pglite-client.ts'
import { type TemplateName, databaseUrl, onPostgresServer, uniqueDatabaseName } from './database-templates.ts'

export type DatabaseKind = 'pglite' | 'postgres'

/**
 * The database a test file runs on: embedded PGlite in the `api` project, PostgreSQL in `api-postgres`, which
 * runs again the suites whose behaviour can differ there (vitest.config.ts lists them, each with its reason).
 */
export const databaseKind: DatabaseKind = process.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : 'pglite'
export const databaseKinds: DatabaseKind[] = [databaseKind]
/** True in the project that runs on PostgreSQL: its own describes run there, and what is database-agnostic does not run twice. */
export const onPostgres = databaseKind === 'postgres'

export type TestDatabase = DatabaseHandle & { drop(): Promise<void> }

/** The template tar files, read once per worker. */
const pgliteTemplates = new Map<string, Blob>()

function pgliteTemplate(file: string): Blob {
  let template = pgliteTemplates.get(file)
  if (!template) {
    template = new Blob([new Uint8Array(readFileSync(file))])
    pgliteTemplates.set(file, template)
  }
  return template
}

/**
 * A database private to the caller, copied from the run's template (tests/support/database-templates.ts):
 * migrated and, by default, seeded.
 */
export async function createTestDatabase(kind: DatabaseKind, { seed = true } = {}): Promise<TestDatabase> {
  const template: TemplateName = seed ? 'seeded' : 'migrated'
  const templates = inject('databaseTemplates')
  if (kind === 'pglite') {
    const handle = pgliteHandle(await PGlite.create({ loadDataDir: pgliteTemplate(templates.pglite[template]) }))
    return { ...handle, drop: () => handle.close() }
  }
  const postgres = templates.postgres
  if (!postgres) throw new Error('PostgreSQL databases are made in the api-postgres project (it runs when TEST_DATABASE_URL is set)')
  const name = uniqueDatabaseName('test')
  await onPostgresServer(postgres.url, (client) => client.query(`create database ${name} template ${postgres[template]}`))
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(postgres.url, name), poolSize: 5 })
  return {
    ...handle,
    async drop() {
      await handle.close().catch(() => {})
      await onPostgresServer(postgres.url, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}
