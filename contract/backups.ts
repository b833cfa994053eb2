/** One backup of the embedded database, as the admin API lists it and the System page shows the newest. */
export type BackupFile = {
  /** The file's name inside DATA_DIR/backups (never a path). */
  file: string
  bytes: number
  /** ISO 8601, when the backup was taken. */
  createdAt: string
}

/**
 * GET /api/admin/backups: the backups, newest first. On PostgreSQL the list is empty and `advice` says how that
 * database is backed up instead (pg_dump, point-in-time recovery).
 */
export type BackupList = {
  backups: BackupFile[]
  database: 'pglite' | 'postgres'
  advice?: string
}
