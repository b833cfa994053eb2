import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { BackupFile } from '../../../../contract/backups.ts'
import type { DatabaseHandle } from '../../../db/client.ts'
import { PRIVATE_FILE_MODE, ensurePrivateFolder } from '../../../db/private-folder.ts'
import type { Logger } from '../../../logger.ts'
import { type AuditActor, type AuditLog } from '../../admin/audit.ts'
import { type BackupReason, backupFileName, backupsFolder, findBackup, listBackups } from './backup-files.ts'
import { backupsToPrune } from './backup-retention.ts'
import { removePartialFiles, writeFileAtomically } from './write-atomically.ts'

/** What an owner on PostgreSQL is told instead of a backup the app cannot take well (the API's 409, the README). */
export const POSTGRES_BACKUP_ADVICE =
  'This site runs on PostgreSQL, so backups are the database’s own: use your provider’s automated backups with ' +
  'point-in-time recovery (PITR), or run `pg_dump --format=custom "$DATABASE_URL" > site.dump` on a schedule and ' +
  'restore with `pg_restore --clean --dbname "$DATABASE_URL" site.dump`. See "Backups and restore" in the README.'

/**
 * Backups of the embedded database (ADR 035): a consistent snapshot written atomically into DATA_DIR/backups and
 * the old ones pruned after each. On PostgreSQL there are none (`embedded` is false): the database backs itself up.
 */
export function createBackups({ database, dataDir, audit, logger, now = () => new Date() }: { database: DatabaseHandle; dataDir: string; audit: AuditLog; logger: Logger; now?: () => Date }) {
  const client = database.driver.kind === 'pglite' ? database.driver.client : undefined
  const folder = backupsFolder(dataDir)
  // One backup at a time: a second request waits for the first and then takes its own.
  let queue: Promise<unknown> = Promise.resolve()
  let lastTakenAt = 0

  async function take(reason: BackupReason): Promise<BackupFile> {
    if (!client) throw new Error(POSTGRES_BACKUP_ADVICE)
    ensurePrivateFolder(dataDir)
    ensurePrivateFolder(folder)
    await removePartialFiles(folder)
    const snapshot = await consistentSnapshot(client)
    // Names are to the second; two backups within one second get consecutive seconds rather than one overwriting the other.
    const takenAt = new Date(Math.max(Math.floor(now().getTime() / 1000) * 1000, lastTakenAt + 1000))
    lastTakenAt = takenAt.getTime()
    const file = backupFileName(takenAt, reason)
    await writeFileAtomically(path.join(folder, file), snapshot, PRIVATE_FILE_MODE)
    await prune()
    return { file, bytes: snapshot.byteLength, createdAt: takenAt.toISOString() }
  }

  async function prune(): Promise<void> {
    const doomed = backupsToPrune(await listBackups(dataDir))
    for (const file of doomed) await rm(path.join(folder, file), { force: true })
    if (doomed.length > 0) logger.info({ pruned: doomed }, 'old backups deleted by the retention rule')
  }

  return {
    /** False on PostgreSQL, whose backups are the database's own. */
    embedded: client !== undefined,
    /** Takes a backup now; nightly ones come from the schedule, manual ones from an admin (audited). */
    take(reason: BackupReason, actor?: AuditActor): Promise<BackupFile> {
      const run = queue.then(async () => {
        const backup = await take(reason)
        if (actor) await audit.record({ actor, action: 'create', entity: 'backups', after: backup })
        return backup
      })
      queue = run.catch(() => undefined)
      return run
    },
    list: (): Promise<BackupFile[]> => (client ? listBackups(dataDir) : Promise.resolve([])),
    /** The path of the listed backup of exactly that name, or undefined (any other name, a path, a partial file). */
    async pathOf(name: string): Promise<string | undefined> {
      if (!client) return undefined
      const backup = await findBackup(dataDir, name)
      return backup ? path.join(folder, backup.file) : undefined
    },
  }
}

export type Backups = ReturnType<typeof createBackups>

/**
 * The database's files as a gzipped tar, taken by PGlite itself. Inside a transaction of PGlite's own, so no other
 * statement or transaction runs meanwhile: every write acknowledged before is committed and in the snapshot, none
 * is half in it. The CHECKPOINT first writes every committed change into the data files, so a restore starts
 * without replaying the write-ahead log.
 */
async function consistentSnapshot(client: PGlite): Promise<Uint8Array> {
  const archive = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT')
    return client.dumpDataDir('gzip')
  })
  return new Uint8Array(await archive.arrayBuffer())
}
