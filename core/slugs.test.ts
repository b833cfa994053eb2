import { describe, expect, test } from 'vitest'
import { firstFreeSlug, slugify } from './slugs'

describe('slugify', () => {
  test('lower-cases, joins words with single hyphens and drops symbols at the ends', () => {
    expect(slugify('AI Chatbots & Voice Agents', 'service')).toBe('ai-chatbots-voice-agents')
    expect(slugify('  --Web  Development!--  ', 'service')).toBe('web-development')
    expect(slugify('24/7 Support', 'service')).toBe('24-7-support')
  })

  test('keeps accented letters as their plain form', () => {
    expect(slugify('Café Bookings', 'service')).toBe('cafe-bookings')
  })

  test('falls back when no letter or digit is left', () => {
    expect(slugify('!!!', 'service')).toBe('service')
    expect(slugify('语音助手', 'service')).toBe('service')
  })

  test('stays within the length limit without ending on a hyphen', () => {
    const slug = slugify(`${'a'.repeat(9)} `.repeat(20), 'service', 100)
    expect(slug.length).toBeLessThanOrEqual(100)
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

describe('firstFreeSlug', () => {
  test('takes the base when it is free, else the first free numbered one', () => {
    expect(firstFreeSlug('automation', new Set())).toBe('automation')
    expect(firstFreeSlug('automation', new Set(['automation']))).toBe('automation-2')
    expect(firstFreeSlug('automation', new Set(['automation', 'automation-2', 'automation-3']))).toBe('automation-4')
  })

  test('shortens a long base so the numbered slug still fits', () => {
    const base = `${'a'.repeat(97)}-bc`
    const slug = firstFreeSlug(base, new Set([base]), 100)
    expect(slug).toBe(`${'a'.repeat(97)}-2`)
    expect(slug.length).toBeLessThanOrEqual(100)
  })
})
