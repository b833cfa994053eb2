import type { BackupFile, BackupList } from '../../../../contract/backups'

export type BackupListOutcome = { kind: 'loaded'; list: BackupList } | { kind: 'signed-out' } | { kind: 'failed' }
export type BackupTaken = { kind: 'taken'; backup: BackupFile } | { kind: 'signed-out' } | { kind: 'refused'; message: string } | { kind: 'failed' }

/** GET /api/admin/backups: the embedded database's backups, newest first. */
export async function fetchBackups(fetcher: typeof fetch = fetch): Promise<BackupListOutcome> {
  try {
    const response = await fetcher('/api/admin/backups', { headers: { Accept: 'application/json' } })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (!response.ok) return { kind: 'failed' }
    return { kind: 'loaded', list: (await response.json()) as BackupList }
  } catch {
    return { kind: 'failed' }
  }
}

/** POST /api/admin/backups: a backup taken now. A 409 (PostgreSQL) carries the advice to show. */
export async function takeBackup(fetcher: typeof fetch = fetch): Promise<BackupTaken> {
  try {
    const response = await fetcher('/api/admin/backups', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: '{}' })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (response.status === 409) return { kind: 'refused', message: ((await response.json()) as { error: { message: string } }).error.message }
    if (!response.ok) return { kind: 'failed' }
    return { kind: 'taken', backup: (await response.json()) as BackupFile }
  } catch {
    return { kind: 'failed' }
  }
}

/** Where the browser downloads a backup (the admin session's cookie goes with it). */
export const backupDownloadHref = (file: string) => `/api/admin/backups/${encodeURIComponent(file)}`
