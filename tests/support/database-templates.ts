import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { migrateDatabase } from '../../server/db/migrate.ts'
import { seedDatabase } from '../../server/db/seed/seed.ts'

/**
 * Where this run's migrated and seeded databases are, to be copied by each test file: PGlite data directories
 * dumped to tar files, and PostgreSQL databases used as `CREATE DATABASE ... TEMPLATE`.
 */
export type DatabaseTemplates = {
  pglite: Record<TemplateName, string>
  postgres?: { url: string } & Record<TemplateName, string>
}

export type TemplateName = 'migrated' | 'seeded'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates
  }
}

/** The database URL of another database on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url)
  other.pathname = `/${name}`
  return other.toString()
}

export async function onPostgresServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A name no other run (or worker) uses, for a database of its own. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`
}

async function withDatabase(handle: DatabaseHandle, work: (handle: DatabaseHandle) => Promise<void>) {
  try {
    await work(handle)
  } finally {
    await handle.close()
  }
}

/** Migrates and seeds once per run, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL. */
async function buildTemplates(postgresUrl: string | undefined): Promise<DatabaseTemplates> {
  // Not under test-results/: Playwright empties that folder when it starts.
  const folder = path.join(tmpdir(), uniqueDatabaseName('database-templates'))
  mkdirSync(folder, { recursive: true })
  const pglite = { migrated: path.join(folder, 'pglite-migrated.tar'), seeded: path.join(folder, 'pglite-seeded.tar') }
  await withDatabase(await openDatabase({ kind: 'pglite' }), async (handle) => {
    const client = handle.driver.kind === 'pglite' ? handle.driver.client : undefined
    if (!client) throw new Error('expected PGlite')
    await migrateDatabase(handle)
    writeFileSync(pglite.migrated, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()))
    await seedDatabase(handle.db)
    writeFileSync(pglite.seeded, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()))
  })
  if (!postgresUrl) return { pglite }

  const postgres = { url: postgresUrl, migrated: uniqueDatabaseName('template_migrated'), seeded: uniqueDatabaseName('template_seeded') }
  await onPostgresServer(postgresUrl, (client) => client.query(`create database ${postgres.migrated}`))
  await withDatabase(await openDatabase({ kind: 'postgres', url: databaseUrl(postgresUrl, postgres.migrated), poolSize: 1 }), migrateDatabase)
  await onPostgresServer(postgresUrl, (client) => client.query(`create database ${postgres.seeded} template ${postgres.migrated}`))
  await withDatabase(await openDatabase({ kind: 'postgres', url: databaseUrl(postgresUrl, postgres.seeded), poolSize: 1 }), (handle) => seedDatabase(handle.db).then(() => {}))
  return { pglite, postgres }
}

async function removeTemplates(templates: DatabaseTemplates) {
  rmSync(path.dirname(templates.pglite.migrated), { recursive: true, force: true })
  const postgres = templates.postgres
  if (!postgres) return
  await onPostgresServer(postgres.url, async (client) => {
    for (const name of [postgres.seeded, postgres.migrated]) await client.query(`drop database if exists ${name} with (force)`)
  })
}

/**
 * Vitest global setup of the API projects: the test database is built once per run and each test file gets a
 * copy (the Epic Stack's way), instead of migrating and seeding a new one for every file. The PostgreSQL
 * templates are made for the project whose files run on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const onPostgres = project.config.env?.TEST_DATABASE_KIND === 'postgres'
  const templates = await buildTemplates(onPostgres ? process.env.TEST_DATABASE_URL : undefined)
  project.provide('databaseTemplates', templates)
  return () => removeTemplates(templates)
}
