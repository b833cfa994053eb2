import type { AiTool } from '../contract/content'

export const TOOL_FILTERS = ['all', 'free', 'credit', 'premium', 'coming-soon'] as const
export type ToolFilter = (typeof TOOL_FILTERS)[number]

export const DEFAULT_TOOL_FILTER: ToolFilter = 'all'

export const TOOL_FILTER_LABELS: Record<ToolFilter, string> = {
  all: 'All Tools',
  free: 'Free Tools',
  credit: 'Credit Tools',
  premium: 'Premium Tools',
  'coming-soon': 'Coming Soon',
}

type ToolFlags = Pick<AiTool, 'isFree' | 'requiresCredits' | 'isPro' | 'comingSoon'>

/** The spec's tab rules (section 4, 'Tool filter tab'); a tool may sit in more than one tab. */
export function matchesFilter(tool: ToolFlags, filter: ToolFilter): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'free':
      return tool.isFree && !tool.comingSoon
    case 'credit':
      return tool.requiresCredits && !tool.isFree && !tool.isPro && !tool.comingSoon
    case 'premium':
      return tool.isPro && !tool.comingSoon
    case 'coming-soon':
      return tool.comingSoon
  }
}

export function filterTools<T extends ToolFlags>(tools: readonly T[], filter: ToolFilter): T[] {
  return tools.filter((tool) => matchesFilter(tool, filter))
}

export function countTools(tools: readonly ToolFlags[]): Record<ToolFilter, number> {
  return Object.fromEntries(TOOL_FILTERS.map((filter) => [filter, filterTools(tools, filter).length])) as Record<ToolFilter, number>
}

/** Reads a ?filter= value; anything unknown falls back to the default tab. */
export function parseToolFilter(value: string | null | undefined): ToolFilter {
  return (TOOL_FILTERS as readonly string[]).includes(value ?? '') ? (value as ToolFilter) : DEFAULT_TOOL_FILTER
}

/** '8 Free Tools', '1 Premium Tool', '7 Coming Soon': the /ai-tools page's summary badges. */
export function toolCountLabels(counts: Record<ToolFilter, number>): { filter: Exclude<ToolFilter, 'all'>; label: string }[] {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
  return [
    { filter: 'free', label: plural(counts.free, 'Free Tool', 'Free Tools') },
    { filter: 'credit', label: plural(counts.credit, 'Credit Tool', 'Credit Tools') },
    { filter: 'premium', label: plural(counts.premium, 'Premium Tool', 'Premium Tools') },
    { filter: 'coming-soon', label: `${counts['coming-soon']} Coming Soon` },
  ]
}

export type ToolBadge = 'FREE' | 'CREDITS' | 'PREMIUM' | 'COMING SOON'

/**
 * One badge per card. Coming soon wins because the tool cannot be used yet; premium outranks free
 * so a paid tier is never advertised as free; credits only when nothing else applies.
 */
export function toolBadge(tool: ToolFlags): ToolBadge | undefined {
  if (tool.comingSoon) return 'COMING SOON'
  if (tool.isPro) return 'PREMIUM'
  if (tool.isFree) return 'FREE'
  if (tool.requiresCredits) return 'CREDITS'
  return undefined
}

export type ToolButton = { label: string; href?: undefined; disabled: true } | { label: string; href: string; disabled: false }

/**
 * The card's button, with the same precedence as the badge so the two never disagree. Only an
 * http(s) address becomes a link: an admin-entered 'javascript:' url must never be clickable.
 */
export function toolButton(tool: ToolFlags & Pick<AiTool, 'url'>): ToolButton {
  if (tool.comingSoon) return { label: 'Coming Soon', disabled: true }
  const label = tool.isPro ? 'Premium' : tool.isFree ? 'Use Free' : 'Use Tool'
  const href = safeToolUrl(tool.url)
  return href ? { label, href, disabled: false } : { label, disabled: true }
}

export function safeToolUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
