import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import * as schema from './schema.ts'
import { type Database, type DatabaseHandle, databaseHandle } from './client.ts'
import { acquireDataDirLock } from './data-dir-lock.ts'
import { listenOnPglite } from './notifications.ts'
import { ensurePrivateFolder } from './private-folder.ts'

/** The embedded database in DATA_DIR, or in memory without one (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  let releaseLock = () => {}
  let client: PGlite
  if (dataDir) {
    const folder = path.join(dataDir, 'pglite')
    ensurePrivateFolder(dataDir)
    ensurePrivateFolder(folder)
    // PGlite is single-process: two servers on one folder would corrupt it, so the second one stops here.
    releaseLock = acquireDataDirLock(dataDir)
    client = await PGlite.create(folder)
  } else {
    client = await PGlite.create()
  }
  return pgliteHandle(client, releaseLock)
}

/** The handle of an open PGlite (tests open theirs from a copy of a migrated data directory). */
export function pgliteHandle(client: PGlite, releaseLock = () => {}): DatabaseHandle {
  return databaseHandle({
    db: drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database,
    driver: { kind: 'pglite', client },
    listenOn: (channel, handlers) => listenOnPglite(client, channel, handlers),
    closeDriver: async () => {
      await client.close()
      releaseLock()
    },
  })
}
