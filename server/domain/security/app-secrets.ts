import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { appSecrets } from '../../db/schema/auth.ts'

/**
 * A named secret for this database: the configured value when there is one, else one generated on
 * first use and stored, so every instance sharing the database signs and checks alike.
 */
export async function loadOrCreateSecret(db: Database, name: string, configured?: string): Promise<string> {
  if (configured) return configured
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
  if (!row) throw new Error(`Secret ${name} could not be stored`)
  return row.value
}
