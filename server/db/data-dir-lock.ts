import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Takes DATA_DIR for this process; throws a clear error when another live process holds it. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.pid')
  const holder = readHolder(lockFile)
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. ` +
        'Stop that server, or give this one its own DATA_DIR (PGlite serves one process at a time).',
    )
  }
  writeFileSync(lockFile, String(process.pid))
  return () => {
    if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true })
  }
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A killed server can linger as a zombie until its parent reaps it; it no longer holds the files.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}
