import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DemoSite } from '../../../contract/content'
import { DemoGrid } from './demo-grid'

function demo(overrides: Partial<DemoSite>): DemoSite {
  return {
    id: 1,
    industry: 'Restaurant & Cafe',
    title: 'Brunswick Street Bistro',
    description: 'A bistro site with an AI chatbot.',
    url: null,
    screenshotUrl: null,
    screenshot_url: null,
    icon: 'Utensils',
    color: 'bg-orange-600',
    features: [],
    status: 'Planning',
    featured: false,
    sortOrder: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

describe('demo grid', () => {
  test('with no demo sites (or a failed load) the visitor sees the empty state', () => {
    const html = renderToStaticMarkup(<DemoGrid demos={[]} />)
    expect(html).toContain('No Demo Sites Available')
    expect(html).toContain('Demo sites are being prepared. Check back soon!')
  })

  test('a live demo with a url offers Try Live Demo in a new tab', () => {
    const html = renderToStaticMarkup(<DemoGrid demos={[demo({ status: 'Live Demo', url: 'https://demos.example.com/bistro' })]} />)
    expect(html).toContain('href="https://demos.example.com/bistro"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('(opens in a new tab)')
    expect(html).not.toContain('No Demo Sites Available')
  })

  test('a demo that is not live shows a disabled button named after its status', () => {
    const html = renderToStaticMarkup(<DemoGrid demos={[demo({ status: 'Coming Soon', url: 'https://demos.example.com/bistro' })]} />)
    expect(html).not.toContain('Try Live Demo')
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Coming Soon<\/button>/)
  })

  test('a card lists 3 features and counts the others', () => {
    const html = renderToStaticMarkup(<DemoGrid demos={[demo({ features: ['One', 'Two', 'Three', 'Four', 'Five'] })]} />)
    expect(html).toContain('Three')
    expect(html).not.toContain('Four')
    expect(html).toContain('+2 more features')
  })
})
