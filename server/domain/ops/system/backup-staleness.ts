import type { BackupFile } from '../../../../contract/backups.ts'
import { BACKUP_STALE_AFTER_HOURS, type EmbeddedBackupStatus } from '../../../../contract/system.ts'

/**
 * The embedded database's backup status from its newest backup: stale when there is none, or when it is
 * older than BACKUP_STALE_AFTER_HOURS (a nightly backup missed once is still within it; missed twice is not).
 */
export function embeddedBackupStatus(newest: BackupFile | undefined, now: Date): EmbeddedBackupStatus {
  if (!newest) return { kind: 'embedded', last: null, stale: true }
  const ageMs = now.getTime() - Date.parse(newest.createdAt)
  return { kind: 'embedded', last: newest, stale: ageMs > BACKUP_STALE_AFTER_HOURS * 60 * 60_000 }
}
