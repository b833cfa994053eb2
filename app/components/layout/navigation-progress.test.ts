import { describe, expect, test } from 'vitest'
import { loadingMessage } from './navigation-progress'

describe('loadingMessage', () => {
  test('uses the spec texts for pricing and demos', () => {
    expect(loadingMessage('/pricing')).toBe('Loading pricing information...')
    expect(loadingMessage('/demos')).toBe('Loading demo sites...')
  })

  test('falls back to a generic text', () => {
    expect(loadingMessage('/faq')).toBe('Loading...')
    expect(loadingMessage('/services/automation')).toBe('Loading services...')
  })
})
