import { SLUG_PATTERN } from '../contract/admin-content'

export const MAX_SLUG_LENGTH = 100

/** 'AI Chatbots & Voice Agents' -> 'ai-chatbots-voice-agents'; accents dropped; `fallback` when nothing is left. */
export function slugify(text: string, fallback: string, max = MAX_SLUG_LENGTH): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '')
  return SLUG_PATTERN.test(slug) ? slug : fallback
}

/** `base` when free, else base-2, base-3, ... cut so the whole slug stays within `max`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, max = MAX_SLUG_LENGTH): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, max - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}
