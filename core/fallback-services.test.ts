import { describe, expect, test } from 'vitest'
import { serviceSchema } from '../contract/content'
import { FALLBACK_SERVICES, HOME_FALLBACK_SERVICES, servicesOrFallback, visibleFeatures } from './fallback-services'

describe('built-in fallback services', () => {
  test('the services page falls back to the three spec services with their prices, notes, icons, colours and slugs', () => {
    expect(FALLBACK_SERVICES.map(({ title, price, priceNote, icon, color, slug }) => ({ title, price, priceNote, icon, color, slug }))).toEqual([
      { title: 'AI Workforce Solutions', price: 699, priceNote: 'one-time setup', icon: 'bot', color: 'blue', slug: 'ai-workforce' },
      { title: 'Professional Web Development', price: 499, priceNote: 'up to 3 pages', icon: 'globe', color: 'green', slug: 'web-development' },
      { title: 'Custom Automation Solutions', price: 899, priceNote: 'per automation project', icon: 'cog', color: 'purple', slug: 'automation' },
    ])
  })

  test('each services-page fallback has five feature bullets, a description and a highlight', () => {
    for (const service of FALLBACK_SERVICES) {
      expect(service.features).toHaveLength(5)
      expect(service.description.length).toBeGreaterThan(20)
      expect(service.highlight).toBeTruthy()
    }
  })

  test('the home page falls back to its three cards with the spec highlights', () => {
    expect(HOME_FALLBACK_SERVICES.map(({ title, highlight }) => ({ title, highlight }))).toEqual([
      { title: 'AI Workforce Solutions', highlight: 'Save up to 60% on staffing costs' },
      { title: 'Professional Web Development', highlight: 'Tailored to your brand' },
      { title: 'Business Automation & Integrations', highlight: 'Reduce manual work by 80%' },
    ])
  })

  test('fallbacks are valid services whose ids can never clash with stored ones', () => {
    const all = [...FALLBACK_SERVICES, ...HOME_FALLBACK_SERVICES]
    for (const service of all) {
      expect(serviceSchema.parse(service)).toEqual(service)
      expect(service.id).toBeLessThanOrEqual(0)
    }
    expect(new Set(all.map((service) => service.id)).size).toBe(all.length)
  })
})

describe('servicesOrFallback', () => {
  const stored = [{ ...FALLBACK_SERVICES[0]!, id: 7, title: 'Stored service' }]

  test('shows the fetched services when the server returned some', () => {
    expect(servicesOrFallback(stored, FALLBACK_SERVICES)).toEqual(stored)
  })

  test('shows the fallbacks when the server returned none or the fetch failed', () => {
    expect(servicesOrFallback([], FALLBACK_SERVICES)).toEqual(FALLBACK_SERVICES)
    expect(servicesOrFallback(undefined, FALLBACK_SERVICES)).toEqual(FALLBACK_SERVICES)
    expect(servicesOrFallback(null, HOME_FALLBACK_SERVICES)).toEqual(HOME_FALLBACK_SERVICES)
  })
})

describe('visibleFeatures', () => {
  test('five features on a card show four and note one more', () => {
    expect(visibleFeatures(['a', 'b', 'c', 'd', 'e'], 4)).toEqual({ shown: ['a', 'b', 'c', 'd'], moreCount: 1 })
  })

  test('four or fewer features show them all with nothing more to note', () => {
    expect(visibleFeatures(['a', 'b', 'c', 'd'], 4)).toEqual({ shown: ['a', 'b', 'c', 'd'], moreCount: 0 })
    expect(visibleFeatures(['a'], 4)).toEqual({ shown: ['a'], moreCount: 0 })
    expect(visibleFeatures([], 4)).toEqual({ shown: [], moreCount: 0 })
  })

  test('many features note every hidden one', () => {
    expect(visibleFeatures(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 4).moreCount).toBe(3)
  })

  test('a zero or negative limit hides everything instead of slicing from the end', () => {
    expect(visibleFeatures(['a', 'b'], 0)).toEqual({ shown: [], moreCount: 2 })
    expect(visibleFeatures(['a', 'b'], -1)).toEqual({ shown: [], moreCount: 2 })
  })
})
