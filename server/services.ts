import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { createCatalog } from './domain/content/catalog.ts'
import type { Logger } from './logger.ts'

/** One instance of each domain service per process; routes and loaders reach them only through here. */
export function createServices({ database }: { database: DatabaseHandle; config: Config; logger: Logger }) {
  return {
    catalog: createCatalog({ db: database.db }),
    health: { databaseUp: () => database.ping() },
  }
}

export type AppServices = ReturnType<typeof createServices>
