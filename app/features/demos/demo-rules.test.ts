import { describe, expect, test } from 'vitest'
import { FALLBACK_CHIP_COLOUR, demoChipColour, demoFeatureSummary, demoStatusTone } from './demo-rules'

describe('demo status badge', () => {
  test('each known status has its spec colour', () => {
    expect(demoStatusTone('Live Demo')).toBe('green')
    expect(demoStatusTone('Coming Soon')).toBe('blue')
    expect(demoStatusTone('In Development')).toBe('orange')
    expect(demoStatusTone('Planning')).toBe('gray')
  })

  test('an unknown status is gray', () => {
    expect(demoStatusTone('Archived')).toBe('gray')
    expect(demoStatusTone('')).toBe('gray')
  })
})

describe('demo colour chip', () => {
  test('every colour the seed data uses, and the spec default, keeps its class', () => {
    for (const color of ['bg-blue-500', 'bg-blue-600', 'bg-emerald-600', 'bg-violet-600', 'bg-orange-600', 'bg-rose-600', 'bg-sky-700', 'bg-amber-700', 'bg-teal-700']) {
      expect(demoChipColour(color)).toBe(color)
    }
  })

  test('a class Tailwind never saw in source falls back to blue', () => {
    expect(demoChipColour('bg-fuchsia-300')).toBe(FALLBACK_CHIP_COLOUR)
    expect(demoChipColour('bg-blue-600 text-white')).toBe(FALLBACK_CHIP_COLOUR)
    expect(demoChipColour('')).toBe(FALLBACK_CHIP_COLOUR)
    expect(demoChipColour(null)).toBe(FALLBACK_CHIP_COLOUR)
    expect(FALLBACK_CHIP_COLOUR).toBe('bg-blue-600')
  })
})

describe('demo feature summary', () => {
  test('a card shows the first 3 features and counts the rest', () => {
    expect(demoFeatureSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ visible: ['a', 'b', 'c'], moreLabel: '+2 more features' })
  })

  test('3 or fewer features show without a count', () => {
    expect(demoFeatureSummary(['a', 'b', 'c'])).toEqual({ visible: ['a', 'b', 'c'], moreLabel: undefined })
    expect(demoFeatureSummary(['a'])).toEqual({ visible: ['a'], moreLabel: undefined })
    expect(demoFeatureSummary([])).toEqual({ visible: [], moreLabel: undefined })
  })
})
