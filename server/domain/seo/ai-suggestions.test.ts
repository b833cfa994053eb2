import { describe, expect, test } from 'vitest'
import type { SeoSuggestion } from '../../../contract/seo.ts'
import type { SeoPage } from '../../../contract/site-settings.ts'
import { mergeAiSuggestions } from './ai-suggestions.ts'

/** The audit's own suggestion for a page, as the rules make it. */
function fromRules(page: SeoPage, title: string, overrides: Partial<SeoSuggestion> = {}): SeoSuggestion {
  return {
    page,
    priority: 'high',
    suggestedTitle: title,
    suggestedDescription: `${title}: chatbots, voice agents and websites for Melbourne small businesses, set up in a week.`,
    suggestedKeywords: ['AI chatbot pricing', 'AI voice agent cost'],
    reasoning: 'The title has only 7 characters; 30 to 60 describe a page better.',
    ...overrides,
  }
}

/** A suggestion from the AI service, already checked against the contract. */
function fromAi(page: SeoPage, title: string, overrides: Partial<SeoSuggestion> = {}): SeoSuggestion {
  return {
    page,
    priority: 'medium',
    suggestedTitle: title,
    suggestedDescription: `Compare ${title.toLowerCase()} plans: one setup fee, a simple monthly price and local Melbourne support.`,
    suggestedKeywords: [],
    reasoning: 'Leads with the primary keyword.',
    ...overrides,
  }
}

describe('mergeAiSuggestions', () => {
  test("the AI service's title and description replace the rules' for the same page; the rest stays", () => {
    const rules = fromRules('pricing', 'Pricing | Melbourne AI Solutions')
    const ai = fromAi('pricing', 'AI Chatbot Pricing for Melbourne Businesses', { suggestedKeywords: ['ignored'], priority: 'low' })

    expect(mergeAiSuggestions({ suggestions: [rules], pages: [] }, [ai])).toEqual([
      {
        page: 'pricing',
        priority: 'high',
        suggestedTitle: 'AI Chatbot Pricing for Melbourne Businesses',
        suggestedDescription: ai.suggestedDescription,
        suggestedKeywords: ['AI chatbot pricing', 'AI voice agent cost'],
        reasoning: 'The title has only 7 characters; 30 to 60 describe a page better. AI suggestion: Leads with the primary keyword.',
      },
    ])
  })

  test('an AI suggestion without reasoning says the AI service wrote the title and description', () => {
    const [merged] = mergeAiSuggestions({ suggestions: [fromRules('faq', 'FAQ | Melbourne AI Solutions')], pages: [] }, [fromAi('faq', 'AI Chatbot Questions Answered', { reasoning: '' })])

    expect(merged?.reasoning).toBe('The title has only 7 characters; 30 to 60 describe a page better. Title and description suggested by the AI service.')
  })

  test('pages the AI service skipped keep the audit suggestion, in the audit order', () => {
    const rules = [fromRules('home', 'Home | Melbourne AI Solutions'), fromRules('pricing', 'Pricing | Melbourne AI Solutions'), fromRules('faq', 'FAQ | Melbourne AI Solutions')]
    const merged = mergeAiSuggestions({ suggestions: rules, pages: [] }, [fromAi('pricing', 'AI Chatbot Pricing for Melbourne Businesses')])

    expect(merged.map((suggestion) => [suggestion.page, suggestion.suggestedTitle])).toEqual([
      ['home', 'Home | Melbourne AI Solutions'],
      ['pricing', 'AI Chatbot Pricing for Melbourne Businesses'],
      ['faq', 'FAQ | Melbourne AI Solutions'],
    ])
    expect(merged[0]).toBe(rules[0])
    expect(merged[2]).toBe(rules[2])
  })

  test('an AI suggestion for a page the audit found nothing to fix on is dropped', () => {
    const rules = [fromRules('pricing', 'Pricing | Melbourne AI Solutions')]

    expect(mergeAiSuggestions({ suggestions: rules, pages: [] }, [fromAi('contact', 'Book a Free AI Consultation in Melbourne')])).toEqual(rules)
  })

  test('without AI suggestions the audit suggestions stand as they are', () => {
    const rules = [fromRules('home', 'Home | Melbourne AI Solutions'), fromRules('demos', 'Demos | Melbourne AI Solutions')]

    expect(mergeAiSuggestions({ suggestions: rules, pages: [] }, [])).toEqual(rules)
    expect(mergeAiSuggestions({ suggestions: [], pages: [] }, [fromAi('home', 'AI Solutions Melbourne')])).toEqual([])
  })

  test('an AI title already suggested for an earlier page is not used twice; that page keeps the audit suggestion', () => {
    const rules = [fromRules('services', 'Services | Melbourne AI Solutions'), fromRules('demos', 'Demos | Melbourne AI Solutions')]
    const ai = [fromAi('services', 'AI Chatbots and Voice Agents in Melbourne'), fromAi('demos', 'AI Chatbots and Voice Agents in Melbourne')]
    const merged = mergeAiSuggestions({ suggestions: rules, pages: [] }, ai)

    expect(merged.map((suggestion) => suggestion.suggestedTitle)).toEqual(['AI Chatbots and Voice Agents in Melbourne', 'Demos | Melbourne AI Solutions'])
    expect(merged[1]).toBe(rules[1])
  })

  test("an AI title equal to an earlier page's audit title is not used; that page keeps the audit suggestion", () => {
    const rules = [fromRules('home', 'AI Solutions Melbourne | Melbourne AI Solutions'), fromRules('services', 'Services | Melbourne AI Solutions')]
    const merged = mergeAiSuggestions({ suggestions: rules, pages: [] }, [fromAi('services', 'AI Solutions Melbourne | Melbourne AI Solutions')])

    expect(merged).toEqual(rules)
  })
})

describe('found in review', () => {
  test("an AI title another page is suggested or keeps is not used", () => {
    const rules = [fromRules('home', 'AI Solutions Melbourne | Melbourne AI Solutions'), fromRules('pricing', 'AI Chatbot Pricing | Melbourne AI Solutions')]
    const kept = { page: 'faq' as const, path: '/faq', score: 100, title: 'AI Chatbot Questions | Melbourne AI Solutions', description: '', keywords: [], issues: [] }
    const merged = mergeAiSuggestions({ suggestions: rules, pages: [kept] }, [
      fromAi('home', 'AI Chatbot Pricing | Melbourne AI Solutions'),
      fromAi('pricing', 'AI Chatbot Questions | Melbourne AI Solutions'),
    ])
    expect(merged).toEqual(rules)
  })
})
