import type { SiteSetting } from '../contract/content'
import { type BusinessHours, type SeoPage, type SeoSetting, type SettingKey, settingDefaults } from '../contract/site-settings'

/** Public site settings by key, as the root loader hands them to every page. */
export type SettingsMap = Record<string, unknown>

export function toSettingsMap(settings: SiteSetting[]): SettingsMap {
  return Object.fromEntries(settings.map((setting) => [setting.key, setting.value]))
}

type TextKey = { [K in SettingKey]: (typeof settingDefaults)[K] extends string ? K : never }[SettingKey]

/** A text setting, or its default when missing, empty or not text. */
export function settingText(settings: SettingsMap, key: TextKey): string {
  const value = settings[key]
  return typeof value === 'string' && value.trim() !== '' ? value : settingDefaults[key]
}

/** business_hours may be stored as an object or as a JSON string of one (the spec allows both). */
export function businessHours(settings: SettingsMap): BusinessHours {
  const parsed = parseJsonValue(settings.business_hours)
  if (parsed && typeof parsed === 'object') {
    const hours = parsed as Partial<Record<keyof BusinessHours, unknown>>
    const pick = (key: keyof BusinessHours) => (typeof hours[key] === 'string' && hours[key] ? (hours[key] as string) : settingDefaults.business_hours[key])
    return { 'monday-friday': pick('monday-friday'), saturday: pick('saturday'), sunday: pick('sunday') }
  }
  return settingDefaults.business_hours
}

/** The seo_{page} setting (title, description, keywords), if an admin or the SEO tool saved one. */
export function seoSetting(settings: SettingsMap, page: SeoPage): SeoSetting {
  const parsed = parseJsonValue(settings[`seo_${page}`])
  if (!parsed || typeof parsed !== 'object') return {}
  const { title, description, keywords } = parsed as Record<string, unknown>
  return {
    title: typeof title === 'string' && title.trim() ? title.trim() : undefined,
    description: typeof description === 'string' && description.trim() ? description.trim() : undefined,
    keywords: typeof keywords === 'string' || Array.isArray(keywords) ? (keywords as string | string[]) : undefined,
  }
}

function parseJsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}
