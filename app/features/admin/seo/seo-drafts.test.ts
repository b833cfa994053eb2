import { describe, expect, test } from 'vitest'
import type { SeoSuggestion } from '../../../../contract/seo'
import { draftChanged, draftOf, errorsByPage, suggestionFrom } from './seo-drafts'

const suggestion: SeoSuggestion = {
  page: 'pricing',
  priority: 'medium',
  suggestedTitle: 'AI Chatbot Pricing | Melbourne AI Solutions',
  suggestedDescription: 'One-time setup fee, no monthly subscription.',
  suggestedKeywords: ['AI chatbot pricing', 'one-time setup fee'],
  reasoning: 'The description is too long.',
}

describe('SEO suggestion drafts', () => {
  test('a draft shows keywords as one line and turns back into the same suggestion', () => {
    const draft = draftOf(suggestion)
    expect(draft.keywords).toBe('AI chatbot pricing, one-time setup fee')
    expect(suggestionFrom(suggestion, draft)).toEqual(suggestion)
  })

  test('a draft is a change only when a field differs from the suggestion', () => {
    expect(draftChanged(suggestion, undefined)).toBe(false)
    expect(draftChanged(suggestion, draftOf(suggestion))).toBe(false)
    expect(draftChanged(suggestion, { ...draftOf(suggestion), title: 'Typed' })).toBe(true)
    expect(draftChanged(suggestion, { ...draftOf(suggestion), description: '' })).toBe(true)
    expect(draftChanged(suggestion, { ...draftOf(suggestion), keywords: 'one' })).toBe(true)
  })

  test("what the admin typed is trimmed, and empty keywords between commas are dropped", () => {
    const edited = suggestionFrom(suggestion, { title: '  New title  ', description: ' New description ', keywords: 'one, , two ,' })
    expect(edited).toMatchObject({ page: 'pricing', priority: 'medium', suggestedTitle: 'New title', suggestedDescription: 'New description', suggestedKeywords: ['one', 'two'] })
  })

  test("the server's field messages land on the form of the page they were sent for", () => {
    const sent = [{ page: 'home' as const }, { page: 'faq' as const }]
    const errors = errorsByPage(
      {
        'suggestions.1.suggestedTitle': 'The title can have at most 60 characters',
        'suggestions.1.suggestedKeywords.0': 'Keywords need at least 2 characters',
        'suggestions.0.suggestedDescription': 'The description needs at least 70 characters',
        'suggestions.7.suggestedTitle': 'not sent, ignored',
        suggestions: 'whole-list messages have no page',
      },
      sent,
    )
    expect(errors).toEqual({
      faq: { title: 'The title can have at most 60 characters', keywords: 'Keywords need at least 2 characters' },
      home: { description: 'The description needs at least 70 characters' },
    })
  })
})
