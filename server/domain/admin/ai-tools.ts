import { asc } from 'drizzle-orm'
import type { AdminAiTool, AiToolCreate, AiToolUpdate } from '../../../contract/admin-content.ts'
import type { Database } from '../../db/client.ts'
import { aiTools } from '../../db/schema/content.ts'
import { toAiTool } from '../content/catalog.ts'
import { createCollection, sentFields } from './collection.ts'

export function toAdminAiTool(row: typeof aiTools.$inferSelect): AdminAiTool {
  return { ...toAiTool(row), sortOrder: row.sortOrder, updatedAt: row.updatedAt.toISOString() }
}

export function createAiToolCollection(db: Database) {
  return createCollection(db, {
    entity: 'ai-tools',
    table: aiTools,
    orderBy: [asc(aiTools.sortOrder), asc(aiTools.id)],
    toShape: toAdminAiTool,
    insertValues: (_tx, input: AiToolCreate) => input,
    updateValues: (_tx, patch: AiToolUpdate) => sentFields(patch),
  })
}
