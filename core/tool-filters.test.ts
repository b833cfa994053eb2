import { describe, expect, test } from 'vitest'
import type { AiTool } from '../contract/content'
import { filterTools, parseToolFilter, safeToolUrl, toolBadge, toolButton, toolCountLabels } from './tool-filters'

function tool(overrides: Partial<AiTool> = {}): AiTool {
  return {
    id: 1,
    name: 'Test Tool',
    title: 'Test Tool',
    description: 'Does a thing',
    url: 'https://tools.example.com/test',
    icon: null,
    category: 'Utility',
    isFree: false,
    requiresCredits: false,
    isPro: false,
    premium: false,
    comingSoon: false,
    isHot: false,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

describe('tool filter tabs', () => {
  test('all shows every tool in its order', () => {
    const tools = [tool({ id: 1 }), tool({ id: 2, comingSoon: true })]
    expect(filterTools(tools, 'all').map((t) => t.id)).toEqual([1, 2])
  })

  test('free needs isFree and not coming soon', () => {
    expect(filterTools([tool({ isFree: true })], 'free')).toHaveLength(1)
    expect(filterTools([tool({ isFree: true, comingSoon: true })], 'free')).toHaveLength(0)
  })

  test('credit needs credits and excludes free, premium and coming-soon tools', () => {
    expect(filterTools([tool({ requiresCredits: true })], 'credit')).toHaveLength(1)
    expect(filterTools([tool({ requiresCredits: true, isFree: true })], 'credit')).toHaveLength(0)
    expect(filterTools([tool({ requiresCredits: true, isPro: true })], 'credit')).toHaveLength(0)
    expect(filterTools([tool({ requiresCredits: true, comingSoon: true })], 'credit')).toHaveLength(0)
  })

  test('premium needs isPro and not coming soon', () => {
    expect(filterTools([tool({ isPro: true })], 'premium')).toHaveLength(1)
    expect(filterTools([tool({ isPro: true, comingSoon: true })], 'premium')).toHaveLength(0)
  })

  test('coming soon lists every coming-soon tool whatever its other flags', () => {
    expect(filterTools([tool({ comingSoon: true, isFree: true }), tool({ comingSoon: true, isPro: true })], 'coming-soon')).toHaveLength(2)
  })

  test('an unknown ?filter= value opens the All Tools tab', () => {
    expect(parseToolFilter('premium')).toBe('premium')
    expect(parseToolFilter('nonsense')).toBe('all')
    expect(parseToolFilter(null)).toBe('all')
  })
})

describe('summary badges', () => {
  test('use the singular for one and the plural for none', () => {
    const labels = toolCountLabels({ all: 1, free: 1, credit: 0, premium: 0, 'coming-soon': 0 }).map((badge) => badge.label)
    expect(labels).toEqual(['1 Free Tool', '0 Credit Tools', '0 Premium Tools', '0 Coming Soon'])
  })
})

describe('tool badge', () => {
  test.each([
    [{ comingSoon: true, isPro: true, isFree: true }, 'COMING SOON'],
    [{ isPro: true, isFree: true }, 'PREMIUM'],
    [{ isFree: true, requiresCredits: true }, 'FREE'],
    [{ requiresCredits: true }, 'CREDITS'],
  ] as const)('%o shows %s', (flags, badge) => expect(toolBadge(tool(flags))).toBe(badge))

  test('a tool with no flags gets no badge', () => {
    expect(toolBadge(tool())).toBeUndefined()
  })
})

describe('tool button', () => {
  test('a coming-soon tool has a disabled Coming Soon button', () => {
    expect(toolButton(tool({ comingSoon: true }))).toEqual({ label: 'Coming Soon', disabled: true })
  })

  test('a free tool links to its url with Use Free', () => {
    expect(toolButton(tool({ isFree: true }))).toEqual({ label: 'Use Free', href: 'https://tools.example.com/test', disabled: false })
  })

  test('a premium tool reads Premium', () => {
    expect(toolButton(tool({ isPro: true })).label).toBe('Premium')
  })

  test('any other tool reads Use Tool', () => {
    expect(toolButton(tool({ requiresCredits: true })).label).toBe('Use Tool')
  })

  test('a live tool without a usable url gets a disabled button', () => {
    expect(toolButton(tool({ isFree: true, url: null }))).toEqual({ label: 'Use Free', disabled: true })
    expect(toolButton(tool({ isFree: true, url: 'javascript:alert(1)' })).disabled).toBe(true)
  })

  test('only http and https addresses are links', () => {
    expect(safeToolUrl('https://example.com/x')).toBe('https://example.com/x')
    expect(safeToolUrl('http://example.com')).toBe('http://example.com/')
    expect(safeToolUrl('not a url')).toBeUndefined()
    expect(safeToolUrl('data:text/html,hi')).toBeUndefined()
  })
})
