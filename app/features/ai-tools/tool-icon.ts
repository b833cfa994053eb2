/** The lucide icons a tool card can show, by their kebab-case lucide names (the form stored in `icon`). */
export const TOOL_ICON_KEYS = [
  'sparkles',
  'mic',
  'phone',
  'bot',
  'message-square',
  'image',
  'palette',
  'mail',
  'search',
  'file-search',
  'star',
  'pen-line',
  'calculator',
  'receipt',
  'megaphone',
  'bar-chart-3',
  'utensils',
  'house',
  'briefcase',
  'file-text',
  'scroll-text',
  'shopping-bag',
  'users',
  'languages',
  'calendar-check',
  'globe',
] as const
export type ToolIconKey = (typeof TOOL_ICON_KEYS)[number]

// Older and newer lucide names for the same drawing.
const ALIASES: Record<string, ToolIconKey> = {
  home: 'house',
  'chart-column': 'bar-chart-3',
  'message-square-text': 'message-square',
  'pen-tool': 'pen-line',
  pencil: 'pen-line',
}

/** Keyword rules in order: the trade-specific words first so 'Job Ad Writer' is a job tool, not an ad or a writer. */
const KEYWORD_RULES: [RegExp, ToolIconKey][] = [
  [/\bvoice/, 'mic'],
  [/\b(call|phone|sms)/, 'phone'],
  [/bots?\b/, 'bot'],
  [/\b(chat|faq)/, 'message-square'],
  [/\b(real estate|property|properties|listing)/, 'house'],
  [/\b(menu|restaurant|cafe|café|recipe)/, 'utensils'],
  [/\b(job|hire|hiring|recruit)/, 'briefcase'],
  [/\b(image|logo|design|photo)/, 'image'],
  [/\b(colou?r|palette|brand)/, 'palette'],
  [/\be-?mail|\bnewsletter/, 'mail'],
  [/\b(seo|search|keyword)/, 'search'],
  [/\b(review|stars?\b|rating)/, 'star'],
  [/\b(invoice|quote|calculat|gst|price|pricing)/, 'calculator'],
  [/\b(summar|notes?\b|transcript|minutes)/, 'file-text'],
  [/\b(analy|report|insight|stats?\b)/, 'bar-chart-3'],
  [/\b(social|ads?\b|advert|post|marketing|campaign)/, 'megaphone'],
  [/\b(write|writer|writing|copy|description|blog)/, 'pen-line'],
  [/\b(translat|language|multilingual)/, 'languages'],
  [/\b(website|web\b)/, 'globe'],
]

/** 'MessageSquare', 'message_square' or ' message-square ' -> 'message-square'. */
function normaliseIconName(icon: string): string {
  return icon
    .trim()
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
}

function supportedKey(icon: string | null | undefined): ToolIconKey | undefined {
  if (!icon) return undefined
  const name = normaliseIconName(icon)
  if ((TOOL_ICON_KEYS as readonly string[]).includes(name)) return name as ToolIconKey
  return ALIASES[name]
}

/** The icon a tool name suggests, or sparkles when no keyword matches. */
export function guessToolIcon(name: string): ToolIconKey {
  const lower = name.toLowerCase()
  return KEYWORD_RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? 'sparkles'
}

/** The spec: the tool's own icon when we can draw it, otherwise one guessed from its name. */
export function toolIconKey(tool: { icon: string | null; name: string }): ToolIconKey {
  return supportedKey(tool.icon) ?? guessToolIcon(tool.name)
}
