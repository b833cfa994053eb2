import { asc, desc } from 'drizzle-orm'
import type { DemoSiteCreate, DemoSiteUpdate } from '../../../contract/admin-content.ts'
import type { Database } from '../../db/client.ts'
import { demoSites } from '../../db/schema/content.ts'
import { toDemoSite } from '../content/catalog.ts'
import { createCollection, sentFields } from './collection.ts'

/** Demo sites in the order the public page shows them: featured first. */
export function createDemoSiteCollection(db: Database) {
  return createCollection(db, {
    entity: 'demo-sites',
    table: demoSites,
    orderBy: [desc(demoSites.featured), asc(demoSites.sortOrder), asc(demoSites.id)],
    toShape: toDemoSite,
    insertValues: (_tx, input: DemoSiteCreate) => input,
    updateValues: (_tx, patch: DemoSiteUpdate) => sentFields(patch),
  })
}
