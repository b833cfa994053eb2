import { describe, expect, test } from 'vitest'
import { canonicalUrl, cutTitle, seoTags } from './seo'

describe('cutTitle', () => {
  test('keeps titles of 60 characters or fewer', () => {
    const sixty = 'x'.repeat(60)
    expect(cutTitle(sixty)).toBe(sixty)
    expect(cutTitle('Pricing | Melbourne AI Solutions')).toBe('Pricing | Melbourne AI Solutions')
  })

  test('cuts longer titles to 57 characters plus an ellipsis', () => {
    const title = 'a'.repeat(61)
    expect(cutTitle(title)).toBe(`${'a'.repeat(57)}...`)
    expect(cutTitle(title)).toHaveLength(60)
  })
})

describe('canonicalUrl', () => {
  test('drops a trailing slash and the query', () => {
    expect(canonicalUrl('https://example.com.au', '/pricing/')).toBe('https://example.com.au/pricing')
    expect(canonicalUrl('https://example.com.au/', '/services/ai-workforce?ref=x')).toBe('https://example.com.au/services/ai-workforce')
    expect(canonicalUrl('https://example.com.au', '/faq//')).toBe('https://example.com.au/faq')
  })

  test('keeps the root as a single slash', () => {
    expect(canonicalUrl('https://example.com.au', '/')).toBe('https://example.com.au/')
    expect(canonicalUrl('https://example.com.au', '')).toBe('https://example.com.au/')
  })
})

describe('seoTags', () => {
  test('gives title, description, canonical, Open Graph, Twitter and JSON-LD', () => {
    const tags = seoTags({ title: 'FAQ | Site', description: 'Answers', url: 'https://x.au/faq', siteName: 'Site', jsonLd: [{ '@type': 'FAQPage' }] })
    expect(tags).toContainEqual({ title: 'FAQ | Site' })
    expect(tags).toContainEqual({ name: 'description', content: 'Answers' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://x.au/faq' })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://x.au/faq' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' })
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'FAQPage' } })
  })
})
