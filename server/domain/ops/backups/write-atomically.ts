import { open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/** A file being written carries this ending until it is complete, so no listing ever takes it for a backup. */
const PARTIAL_SUFFIX = '.partial'

/**
 * Writes the bytes under a temporary name, flushes them to the disk, then renames: a reader (or a power cut) sees
 * the whole file or no file, never half of one. The folder is flushed too so the rename itself survives a crash.
 * The file is `mode` exactly, whatever the umask.
 */
export async function writeFileAtomically(target: string, bytes: Uint8Array, mode: number): Promise<void> {
  const partial = `${target}${PARTIAL_SUFFIX}`
  const file = await open(partial, 'wx', mode)
  try {
    await file.chmod(mode)
    await file.writeFile(bytes)
    await file.sync()
  } catch (error) {
    await file.close()
    await rm(partial, { force: true })
    throw error
  }
  await file.close()
  await rename(partial, target)
  await syncFolder(path.dirname(target))
}

/** Deletes what a crash left half written in the folder (only this process writes there: DATA_DIR is locked to it). */
export async function removePartialFiles(folder: string): Promise<void> {
  for (const name of await readdir(folder)) if (name.endsWith(PARTIAL_SUFFIX)) await rm(path.join(folder, name), { force: true })
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
