import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { BackupFile } from '../../../../contract/backups.ts'

/** The embedded database's backups live here, beside its data (ADR 035). */
export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, 'backups')
}

/** A finished backup's file name; anything else in the folder (a backup being written, a stray file) is not one. */
export const BACKUP_FILE_NAME = /^backup-\d{8}T\d{6}Z(?:-[a-z]+)?\.tar\.gz$/

/** Why a backup was taken; it ends the file name so an operator sees it in `ls`. */
export type BackupReason = 'nightly' | 'manual'

/** `backup-20261126T020000Z-nightly.tar.gz`: the time (UTC, to the second) the backup was taken, and why. */
export function backupFileName(takenAt: Date, reason: BackupReason): string {
  const stamp = takenAt.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll('-', '').replaceAll(':', '')
  return `backup-${stamp}-${reason}.tar.gz`
}

/**
 * When the backup in a file of that name was taken, read from the name (not the file's time, which a copy or a
 * download changes); undefined for a name that is not a backup's or holds no real time.
 */
export function backupTimeOf(name: string): Date | undefined {
  if (!BACKUP_FILE_NAME.test(name)) return undefined
  const [, y, mo, d, h, mi, s] = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name) ?? []
  const time = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
  // Date rolls 20261131 over to December; a name that does not round-trip is no backup's.
  return Number.isNaN(time.getTime()) || backupFileName(time, 'manual').slice(0, 23) !== name.slice(0, 23) ? undefined : time
}

/** The finished backups in the folder, newest first; none when the folder does not exist yet. */
export async function listBackups(dataDir: string): Promise<BackupFile[]> {
  const folder = backupsFolder(dataDir)
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const files = await Promise.all(
    names.map(async (name) => {
      const takenAt = backupTimeOf(name)
      if (!takenAt) return undefined
      const info = await stat(path.join(folder, name)).catch(() => undefined)
      return info?.isFile() ? { file: name, bytes: info.size, createdAt: takenAt.toISOString() } : undefined
    }),
  )
  return files.filter((file) => file !== undefined).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.file.localeCompare(a.file))
}

/** The listed backup of exactly that name, or undefined: a download never reaches a file that is not one. */
export async function findBackup(dataDir: string, name: string): Promise<BackupFile | undefined> {
  if (!backupTimeOf(name)) return undefined
  return (await listBackups(dataDir)).find((backup) => backup.file === name)
}
