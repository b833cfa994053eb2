/** The assistant reply styles of spec §4, by what the reply talks about. */
export type Callout = 'pricing' | 'third-party' | 'contact' | 'question' | 'plain'

const PRICING_WORDS = /\b(fees?|costs?|costing|set-?up)\b/i
const THIRD_PARTY_WORDS = /\b(third-party|third party|telecom\w*)\b|\/month\b/i
const CONTACT_WORDS = /@|\+61|\bcontact(s|ed|ing)?\b/i
const QUESTION_WORDS = /\?|\b(interested|explore)\b/i

/**
 * Spec §4, first match wins: a fee, cost or setup with a '$' is green; third-party, telecom or
 * '/month' is blue; an at-sign, +61 or 'contact' is purple; a question mark, 'interested' or
 * 'explore' is amber. Words match whole and in any case, so 'costs' and 'Setup' count but 'feel' does not.
 */
export function calloutFor(content: string): Callout {
  if (content.includes('$') && PRICING_WORDS.test(content)) return 'pricing'
  if (THIRD_PARTY_WORDS.test(content)) return 'third-party'
  if (CONTACT_WORDS.test(content)) return 'contact'
  if (QUESTION_WORDS.test(content)) return 'question'
  return 'plain'
}

/** Green, blue, purple and amber with dark text on a pale ground: every pair passes WCAG AA. */
export const CALLOUT_CLASSES: Record<Callout, string> = {
  pricing: 'border-l-4 border-green-600 bg-green-50 text-green-950',
  'third-party': 'border-l-4 border-blue-600 bg-blue-50 text-blue-950',
  contact: 'border-l-4 border-purple-600 bg-purple-50 text-purple-950',
  question: 'border-l-4 border-amber-500 bg-amber-50 text-amber-950',
  plain: 'border border-line bg-surface text-ink',
}
