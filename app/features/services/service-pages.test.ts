import { describe, expect, test } from 'vitest'
import { SERVICE_PAGE_IDS, SERVICE_PAGES, findServicePage, serviceMetaDescription } from './service-pages'

describe('service page content', () => {
  test('all three service ids have a page', () => {
    expect(Object.keys(SERVICE_PAGES).sort()).toEqual(['ai-workforce', 'automation', 'web-development'])
    for (const id of SERVICE_PAGE_IDS) expect(SERVICE_PAGES[id].id).toBe(id)
  })

  test.each(SERVICE_PAGE_IDS)('%s has every required field filled in', (id) => {
    const page = SERVICE_PAGES[id]
    for (const text of [page.title, page.subtitle, page.billing, page.description, page.metaDescription, page.heroImage.alt]) expect(text.trim()).not.toBe('')
    expect(page.heroImage.art).toBe(id)
    expect(page.features.length).toBeGreaterThanOrEqual(4)
    expect(page.capabilities.length).toBeGreaterThanOrEqual(4)
    expect(page.capabilities.length).toBeLessThanOrEqual(6)
    for (const capability of page.capabilities) {
      expect(capability.icon).toBeTruthy()
      expect(capability.title).toBeTruthy()
      expect(capability.description).toBeTruthy()
    }
    expect(page.benefits.length).toBeGreaterThanOrEqual(4)
    expect(page.benefits.length).toBeLessThanOrEqual(6)
    for (const text of Object.values(page.support)) expect(text.trim()).not.toBe('')
  })

  test('prices and billing follow the spec', () => {
    expect(SERVICE_PAGES['ai-workforce']).toMatchObject({ price: 699, billing: 'One-time setup' })
    expect(SERVICE_PAGES['web-development']).toMatchObject({ price: 499, billing: 'Up to 3 pages' })
    expect(SERVICE_PAGES.automation).toMatchObject({ price: 899, billing: 'Per automation project' })
  })

  test('setup times and maintenance follow the spec delivery constants', () => {
    expect(SERVICE_PAGES['ai-workforce'].support.setup).toContain('3-5 business days')
    expect(SERVICE_PAGES['web-development'].support.setup).toContain('7-10 business days')
    expect(SERVICE_PAGES.automation.support.setup).toContain('2-3 weeks')
    expect(SERVICE_PAGES['web-development'].support.maintenance).toContain('3 months of free minor updates')
    expect(SERVICE_PAGES.automation.support.maintenance).toContain('6 months of optimisation')
  })

  test('meta descriptions quote the current price and fit in search results', () => {
    for (const id of SERVICE_PAGE_IDS) {
      // No price of their own: the catalogue's price is put in.
      expect(SERVICE_PAGES[id].metaDescription).not.toMatch(/\$\d/)
      const described = serviceMetaDescription(SERVICE_PAGES[id], 12_345)
      expect(described).toContain('from $12,345')
      expect(described.length).toBeLessThanOrEqual(180)
    }
  })
})

describe('findServicePage', () => {
  test('finds a known id', () => {
    expect(findServicePage('automation')?.title).toBe('Custom Automation Solutions')
  })

  test('answers nothing for an unknown, missing or inherited id', () => {
    expect(findServicePage('unknown')).toBeUndefined()
    expect(findServicePage(undefined)).toBeUndefined()
    expect(findServicePage('constructor')).toBeUndefined()
    expect(findServicePage('AI-WORKFORCE')).toBeUndefined()
  })
})
