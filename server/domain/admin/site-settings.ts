import { asc } from 'drizzle-orm'
import { type AdminSiteSetting, type SiteSettingCreate, type SiteSettingUpdate, settingValueProblem } from '../../../contract/admin-content.ts'
import type { Database } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/content.ts'
import { InputProblem, createCollection, sentFields } from './collection.ts'

export const KEY_TAKEN_MESSAGE = 'Another setting already uses this key'

export function toAdminSiteSetting(row: typeof siteSettings.$inferSelect): AdminSiteSetting {
  return { id: row.id, key: row.key, value: row.value, category: row.category, updatedAt: row.updatedAt.toISOString() }
}

/** Every setting, private ones included (the public API gives only the keys pages need). */
export function createSiteSettingCollection(db: Database) {
  return createCollection(db, {
    entity: 'site-settings',
    table: siteSettings,
    orderBy: [asc(siteSettings.category), asc(siteSettings.key)],
    toShape: toAdminSiteSetting,
    insertValues: (_tx, input: SiteSettingCreate) => input,
    updateValues(_tx, patch: SiteSettingUpdate, current) {
      // A new key or a new value: the value must suit the key it ends up under.
      const problem = settingValueProblem(patch.key ?? current.key, patch.value === undefined ? current.value : patch.value)
      if (problem && (patch.key !== undefined || patch.value !== undefined)) throw new InputProblem({ value: problem })
      return sentFields(patch)
    },
    uniques: [{ constraint: 'site_settings_key_unique', field: 'key', message: KEY_TAKEN_MESSAGE }],
  })
}
