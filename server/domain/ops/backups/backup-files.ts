import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { BackupFile } from '../../../../contract/backups.ts'

/** The embedded database's backups live here, beside its data (ADR 035). */
export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, 'backups')
}

/** A finished backup's file name; anything else in the folder (a backup being written, a stray file) is not one. */
export const BACKUP_FILE_NAME = /^backup-\d{8}T\d{6}Z(?:-[a-z]+)?\.tar\.gz$/

/** The finished backups in the folder, newest first; none when the folder does not exist yet. */
export async function listBackups(dataDir: string): Promise<BackupFile[]> {
  const folder = backupsFolder(dataDir)
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const files = await Promise.all(
    names
      .filter((name) => BACKUP_FILE_NAME.test(name))
      .map(async (name) => {
        const info = await stat(path.join(folder, name))
        return { file: name, bytes: info.size, createdAt: info.mtime.toISOString() }
      }),
  )
  return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}
