import type { SeoSuggestion } from '../../../../contract/seo'
import type { SeoPage } from '../../../../contract/site-settings'

/** A suggestion as its form holds it: keywords as one line of text separated by commas. */
export type SuggestionDraft = { title: string; description: string; keywords: string }
export type DraftField = keyof SuggestionDraft
export type DraftErrors = Partial<Record<DraftField, string>>

export function draftOf(suggestion: SeoSuggestion): SuggestionDraft {
  return { title: suggestion.suggestedTitle, description: suggestion.suggestedDescription, keywords: suggestion.suggestedKeywords.join(', ') }
}

/** True when the admin changed the suggestion's form (a draft not yet made is not a change). */
export function draftChanged(suggestion: SeoSuggestion, draft: SuggestionDraft | undefined): boolean {
  if (!draft) return false
  const initial = draftOf(suggestion)
  return draft.title !== initial.title || draft.description !== initial.description || draft.keywords !== initial.keywords
}

/** The suggestion to send: the analysis's own, with what the admin typed in its form. */
export function suggestionFrom(suggestion: SeoSuggestion, draft: SuggestionDraft): SeoSuggestion {
  return {
    ...suggestion,
    suggestedTitle: draft.title.trim(),
    suggestedDescription: draft.description.trim(),
    suggestedKeywords: draft.keywords
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
  }
}

const FIELD_OF: Record<string, DraftField> = { suggestedTitle: 'title', suggestedDescription: 'description', suggestedKeywords: 'keywords' }

/**
 * The server's messages ('suggestions.1.suggestedTitle', 'suggestions.0.suggestedKeywords.2') placed
 * on the form of the page they belong to; `sent` is the list in the order it was sent.
 */
export function errorsByPage(fields: Record<string, string>, sent: readonly { page: SeoPage }[]): Partial<Record<SeoPage, DraftErrors>> {
  const errors: Partial<Record<SeoPage, DraftErrors>> = {}
  for (const [path, message] of Object.entries(fields)) {
    const [, index, name] = path.split('.')
    const page = sent[Number(index)]?.page
    const field = name ? FIELD_OF[name] : undefined
    if (!page || !field) continue
    errors[page] = { ...errors[page], [field]: errors[page]?.[field] ?? message }
  }
  return errors
}
