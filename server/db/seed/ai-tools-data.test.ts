import { describe, expect, test } from 'vitest'
import { countTools, toolBadge, toolCountLabels } from '../../../core/tool-filters.ts'
import { seedKnowledge } from '../../../tests/support/seed-chat-knowledge.ts'

// The spec's tool filter counts (section 4) are a property of the seeded catalogue, read through the
// catalogue's own row mapper as a freshly seeded database gives them.
const seededTools = seedKnowledge().aiTools

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
