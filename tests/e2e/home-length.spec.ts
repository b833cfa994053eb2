import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, holdPageScripts, test, waitForHydration } from './fixtures'

// Issue 33, item 3: the home page was about 21 screens tall on a 390 px phone; it may be at most 12.
const MAX_SCREENS = 12

/** The home page's sections as the spec names them (§2 Home), each by its heading. */
const SPEC_SECTION_HEADINGS = [
  /Real Business Impact/i,
  'Our Core Services',
  'AI-Powered Tools',
  'Simple, One-Time Pricing',
  'What Could AI Save Your Business?',
  /^Why Choose /,
  "Let's Talk About Your Business",
]

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

/**
 * Hydrates the whole page: once the page's own root is hydrated (when the sections below the hero start watching
 * the viewport), brings each of those sections into view, as a visitor scrolling down does (deferred-hydration.tsx).
 */
async function hydrateWholePage(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => {
    const container = document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } } | undefined>
    const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
    return key !== undefined && container[key]?.stateNode?.current?.memoizedState?.isDehydrated === false
  })
  const parts = page.locator('[data-hydrate-when-near]')
  for (let index = 0; index < (await parts.count()); index++) await parts.nth(index).scrollIntoViewIfNeeded()
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

test('the home page keeps every section of the spec in at most 12 screens, and hydrating it changes no height', { tag: '@phone' }, async ({ page }) => {
  const scripts = await holdPageScripts(page)
  // Module scripts hold DOMContentLoaded and load back, and these scripts are held: the server's HTML is what there is.
  await page.goto('/', { waitUntil: 'commit' })
  await page.locator('footer').waitFor({ state: 'attached' })
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null))
  await page.evaluate(() => document.fonts.ready)
  const serverHeight = await pageHeight(page)
  scripts.release()
  await hydrateWholePage(page)

  const screen = page.viewportSize()!
  expect(await pageHeight(page)).toBe(serverHeight)
  expect(serverHeight).toBeLessThanOrEqual(MAX_SCREENS * screen.height)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/answering every customer/i)
  for (const heading of SPEC_SECTION_HEADINGS) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  // The spec's named parts inside the sections are there too, not folded out of the page.
  await expect(page.getByRole('link', { name: 'Talk to Us Today' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Our Services' })).toBeVisible()
  for (const reason of ['Enterprise AI at SMB Prices', 'Seamless Integration', 'Human-AI Collaboration', 'Melbourne-based Support']) {
    await expect(page.getByRole('heading', { level: 3, name: reason })).toBeVisible()
  }
  for (const card of ['Schedule a Call', 'Email Us', 'FAQs and Support']) await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Need Something Custom?' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'ROI Calculator' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('on a phone the long card lists are swipeable rows that a keyboard can scroll too', { tag: '@phone' }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'from 640 px up the cards are grids with nothing to scroll')
  await page.goto('/')
  await hydrateWholePage(page)
  for (const name of ['Core service cards', 'AI tool cards: All Tools', 'Pricing plan cards', 'Client testimonial cards', 'Reasons to choose Melbourne AI Solutions']) {
    const row = page.getByRole('region', { name })
    await row.focus()
    await expect(row).toBeFocused()
    const scrollable = await row.evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(scrollable, `${name} scrolls sideways`).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => row.evaluate((element) => element.scrollLeft), { message: `${name} scrolled by keyboard` }).toBeGreaterThan(0)
  }
})
