import { describe, expect, test } from 'vitest'
import { pageMeta } from './page-meta'

const root = (settings: Record<string, unknown>) => [{ id: 'root', loaderData: { settings, publicUrl: 'https://example.com.au' } }]

describe('pageMeta', () => {
  test('adds the site name to the page title and sets the canonical URL', () => {
    const tags = pageMeta({ matches: root({}), pathname: '/faq/', title: 'FAQ', description: 'Answers' })
    expect(tags).toContainEqual({ title: 'FAQ | Melbourne AI Solutions' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://example.com.au/faq' })
  })

  test('a saved seo_{page} setting wins over the defaults, as an object or a JSON string', () => {
    const saved = { title: 'Pricing for Melbourne businesses', description: 'Saved description', keywords: ['ai', 'pricing'] }
    for (const value of [saved, JSON.stringify(saved)]) {
      const tags = pageMeta({ page: 'pricing', matches: root({ seo_pricing: value }), pathname: '/pricing', title: 'Pricing', description: 'Default' })
      expect(tags).toContainEqual({ title: 'Pricing for Melbourne businesses' })
      expect(tags).toContainEqual({ name: 'description', content: 'Saved description' })
      expect(tags).toContainEqual({ name: 'keywords', content: 'ai, pricing' })
    }
  })

  test('a saved title longer than 60 characters is cut by the title rule', () => {
    const title = 'A very long saved title that an admin typed for the pricing page of the site'
    const tags = pageMeta({ page: 'pricing', matches: root({ seo_pricing: { title } }), pathname: '/pricing', title: 'Pricing', description: 'x' })
    expect(tags).toContainEqual({ title: `${title.slice(0, 57)}...` })
  })

  test('uses the site_name setting and ignores a malformed seo setting', () => {
    const tags = pageMeta({ page: 'faq', matches: root({ site_name: 'Acme AI', seo_faq: '{not json' }), pathname: '/faq', title: 'FAQ', description: 'Answers' })
    expect(tags).toContainEqual({ title: 'FAQ | Acme AI' })
    expect(tags).toContainEqual({ name: 'description', content: 'Answers' })
  })
})
