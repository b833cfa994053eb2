import { chmodSync, mkdirSync } from 'node:fs'

/** Only the server's own user may read or enter DATA_DIR and what is in it: the database, its secrets, the backups. */
export const PRIVATE_FOLDER_MODE = 0o700
/** A backup holds every lead and the admin's password hashes: only the server's own user may read it. */
export const PRIVATE_FILE_MODE = 0o600

/**
 * Makes `folder` (and any missing parent) and sets it to owner-only, whatever the umask: `mkdir` takes its mode
 * through the umask and leaves a folder that already exists as it was. (PGlite writes its own files 0666, so
 * the folder around them is what keeps them private.)
 */
export function ensurePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  chmodSync(folder, PRIVATE_FOLDER_MODE)
}
