import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { count, eq } from 'drizzle-orm'
import { openDatabase } from '../../../db/client.ts'
import { acquireDataDirLock } from '../../../db/data-dir-lock.ts'
import { migrateDatabase } from '../../../db/migrate.ts'
import { ensurePrivateFolder } from '../../../db/private-folder.ts'
import { users } from '../../../db/schema/auth.ts'
import { bookings, chatConversations, contactInquiries } from '../../../db/schema/leads.ts'
import { backupTimeOf, backupsFolder } from './backup-files.ts'

/** Why a restore stopped; the CLI turns each into its own exit code and message. */
export type RestoreFailureKind = 'missing-file' | 'corrupt-file' | 'in-use' | 'not-empty'

export class RestoreFailure extends Error {
  constructor(
    readonly kind: RestoreFailureKind,
    message: string,
  ) {
    super(message)
    this.name = 'RestoreFailure'
  }
}

export type RestoreReport = {
  /** The backup file read. */
  source: string
  /** When the backup was taken, from its name; null when the file was renamed to something else. */
  takenAt: string | null
  /** The database folder written. */
  databaseFolder: string
  /** Where the data that was there went (with --force), or null when the folder was empty. */
  movedAsideTo: string | null
  /** Migrations the restored database lacked (a backup of an older version) and that were applied now. */
  migrationsApplied: number
  counts: { inquiries: number; bookings: number; chatConversations: number; adminAccounts: number }
}

/** gzip's first two bytes: anything else is not a PGlite dump, whatever its name. */
const GZIP_MAGIC = [0x1f, 0x8b]
const TAR_BLOCK = 512

/**
 * Puts a backup back as DATA_DIR's embedded database (the `pglite` folder the server opens), then opens it,
 * applies any migration it lacks and counts what it holds. Refuses while a server holds DATA_DIR (its lock file),
 * and refuses a folder with data in it unless `force`, which first renames that folder aside (never deletes it).
 */
export async function restoreBackup({ file, dataDir, force = false, now = () => new Date() }: { file: string; dataDir: string; force?: boolean; now?: () => Date }): Promise<RestoreReport> {
  const source = resolveBackupFile(file, dataDir)
  const archive = await readFile(source)
  await checkArchive(archive, source)

  ensurePrivateFolder(dataDir)
  let releaseLock: () => void
  try {
    // The same lock a server takes: while we hold it no server can open the folder, and a running one stops us.
    releaseLock = acquireDataDirLock(dataDir)
  } catch (error) {
    throw new RestoreFailure('in-use', `${error instanceof Error ? error.message : String(error)} Nothing was restored.`)
  }
  try {
    const databaseFolder = path.join(dataDir, 'pglite')
    const movedAsideTo = moveAsideIfNeeded(databaseFolder, force, now())
    try {
      await loadArchive(archive, databaseFolder, source)
      const { migrationsApplied, counts } = await openAndCount(dataDir)
      const takenAt = backupTimeOf(path.basename(source))
      return { source, takenAt: takenAt?.toISOString() ?? null, databaseFolder, movedAsideTo, migrationsApplied, counts }
    } catch (error) {
      // A failed restore leaves DATA_DIR as it found it: the partial folder goes, the old one comes back.
      rmSync(databaseFolder, { recursive: true, force: true })
      if (movedAsideTo) renameSync(movedAsideTo, databaseFolder)
      throw error
    }
  } finally {
    releaseLock()
  }
}

/**
 * Reads the whole archive before anything in DATA_DIR is touched: a truncated or damaged download fails gzip's
 * checksum here, and a gzipped tar without PostgreSQL's PG_VERSION file is some other archive.
 */
async function checkArchive(archive: Buffer, source: string): Promise<void> {
  if (archive.length < 2 || archive[0] !== GZIP_MAGIC[0] || archive[1] !== GZIP_MAGIC[1]) {
    throw new RestoreFailure('corrupt-file', `${source} is not a backup of this site: it is not a gzip file.`)
  }
  let tar: Buffer
  try {
    tar = await promisify(gunzip)(archive)
  } catch (error) {
    throw new RestoreFailure('corrupt-file', `${source} is damaged (${error instanceof Error ? error.message : String(error)}); try another backup.`)
  }
  if (!tarEntryNames(tar).some((name) => name.split('/').at(-1) === 'PG_VERSION')) {
    throw new RestoreFailure('corrupt-file', `${source} is not a backup of this site: it holds no PostgreSQL data folder.`)
  }
}

/** The names in a tar archive (POSIX ustar headers: the name in the first 100 bytes, the size in octal at 124). */
function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = []
  for (let offset = 0; offset + TAR_BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + TAR_BLOCK)
    if (header.every((byte) => byte === 0)) break
    const prefix = header.toString('utf8', 345, 500).replace(/\0.*$/s, '')
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '')
    names.push(prefix ? `${prefix}/${name}` : name)
    const size = Number.parseInt(header.toString('utf8', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8)
    if (!Number.isFinite(size)) break
    offset += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK
  }
  return names
}

/** A path as given, or the name of a file in DATA_DIR/backups. */
function resolveBackupFile(file: string, dataDir: string): string {
  const candidates = [path.resolve(file), path.join(backupsFolder(dataDir), path.basename(file))]
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  if (!found) throw new RestoreFailure('missing-file', `No backup file at ${candidates[0]} (nor in ${backupsFolder(dataDir)}).`)
  return found
}

function moveAsideIfNeeded(databaseFolder: string, force: boolean, at: Date): string | null {
  if (!existsSync(databaseFolder) || readdirSync(databaseFolder).length === 0) return null
  if (!force) {
    throw new RestoreFailure(
      'not-empty',
      `${databaseFolder} already holds a database. Nothing was restored. Run again with --force to move it aside first (it is kept, not deleted).`,
    )
  }
  const aside = `${databaseFolder}-before-restore-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '')}`
  renameSync(databaseFolder, aside)
  return aside
}

async function loadArchive(archive: Buffer, databaseFolder: string, source: string): Promise<void> {
  rmSync(databaseFolder, { recursive: true, force: true })
  ensurePrivateFolder(databaseFolder)
  let client: PGlite | undefined
  try {
    client = await PGlite.create({ dataDir: databaseFolder, loadDataDir: new Blob([new Uint8Array(archive)]) })
    await client.query('select 1')
  } catch (error) {
    throw new RestoreFailure('corrupt-file', `${source} could not be restored: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await client?.close().catch(() => {})
  }
}

async function openAndCount(dataDir: string): Promise<Pick<RestoreReport, 'migrationsApplied' | 'counts'>> {
  const database = await openDatabase({ kind: 'pglite', dataDir })
  try {
    const before = await appliedMigrations(database.driver)
    await migrateDatabase(database)
    const migrationsApplied = (await appliedMigrations(database.driver)) - before
    const { db } = database
    const [[inquiries], [bookingRows], [conversations], [admins]] = await Promise.all([
      db.select({ n: count() }).from(contactInquiries),
      db.select({ n: count() }).from(bookings),
      db.select({ n: count() }).from(chatConversations),
      db.select({ n: count() }).from(users).where(eq(users.role, 'admin')),
    ])
    return {
      migrationsApplied,
      counts: { inquiries: inquiries?.n ?? 0, bookings: bookingRows?.n ?? 0, chatConversations: conversations?.n ?? 0, adminAccounts: admins?.n ?? 0 },
    }
  } finally {
    await database.close()
  }
}

/** How many migrations the database records as applied (drizzle's own table; none before the first). */
async function appliedMigrations(driver: Awaited<ReturnType<typeof openDatabase>>['driver']): Promise<number> {
  if (driver.kind !== 'pglite') return 0
  const exists = await driver.client.query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  if (!exists.rows[0]?.present) return 0
  const result = await driver.client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
  return result.rows[0]?.n ?? 0
}
