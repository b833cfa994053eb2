import { describe, expect, test } from 'vitest'
import type { AiTool } from '../../../contract/content.ts'
import { countTools, toolBadge, toolCountLabels } from '../../../core/tool-filters.ts'
import { seedAiTools } from './ai-tools-data.ts'

// The spec's tool filter counts (section 4) are a property of the seeded catalogue.
const seededTools: AiTool[] = seedAiTools.map((row, index) => ({
  id: index + 1,
  name: row.name,
  title: row.name,
  description: row.description,
  url: row.url ?? null,
  icon: row.icon ?? null,
  category: row.category ?? 'Utility',
  isFree: row.isFree ?? false,
  requiresCredits: row.requiresCredits ?? false,
  isPro: row.isPro ?? false,
  premium: row.isPro ?? false,
  comingSoon: row.comingSoon ?? false,
  isHot: row.isHot ?? false,
  isActive: row.isActive ?? true,
  createdAt: '2026-01-01T00:00:00.000Z',
}))

describe('seeded AI tools', () => {
  test('the seeded catalogue has 8 free, 11 credit, 1 premium and 7 coming-soon tools', () => {
    expect(countTools(seededTools)).toEqual({ all: 27, free: 8, credit: 11, premium: 1, 'coming-soon': 7 })
  })

  test('read the seeded counts with the right plurals', () => {
    expect(toolCountLabels(countTools(seededTools)).map((badge) => badge.label)).toEqual([
      '8 Free Tools',
      '11 Credit Tools',
      '1 Premium Tool',
      '7 Coming Soon',
    ])
  })

  test('every seeded tool gets a badge', () => {
    expect(seededTools.every((t) => toolBadge(t) !== undefined)).toBe(true)
  })
})
