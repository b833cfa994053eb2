import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A visitor on a phone taps what they see as soon as they see it. On a phone-speed processor (4× slower
 * than this machine) the page's scripts arrive and hydrate well after the first paint; every launcher must
 * still do what it says at DOMContentLoaded and at the load event, before React has hydrated the page, on the
 * same page (once hydrated, every other browser test uses them). Tapped on the phone (@phone). At desktop size only Book Call is clicked as well, because it is another
 * button there (the header's); the chat launcher, the menu and the FAQ's questions are the same elements at both
 * widths, and a tap is the stricter of the two (touch events, then the click).
 */
const MOMENTS = ['domcontentloaded', 'load'] as const
/**
 * The launchers are the layout's, the same on every page: the home page is the longest to load and hydrate (its
 * sections hydrate when near), and the FAQ has its own early taps (its questions). At desktop size the header's
 * Book Call is tapped on the home page alone.
 */
const PAGES = ['/', '/faq'] as const

test.describe.configure({ timeout: 90_000 })

async function openThrottled(page: Page, path: string, moment: (typeof MOMENTS)[number]) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(path, { waitUntil: moment })
  // Any document request after this point would mean the tap left the page.
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url())
  })
  return navigations
}

for (const path of PAGES) {
  for (const moment of MOMENTS) {
    test(`${path}: Book Call opens the booking dialog with its times when tapped at ${moment}`, { tag: '@phone' }, async ({ page, hasTouch }) => {
      test.skip(!hasTouch && path !== '/', "the header's Book Call at desktop size: the home page proves it")
      const navigations = await openThrottled(page, path, moment)
      const bookCall = page.locator('[commandfor="book-call"]').filter({ visible: true }).first()
      if (hasTouch) await bookCall.tap()
      else await bookCall.click()
      const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' }).filter({ hasText: /Step \d of 3/ })
      // The steps' code arrives on a throttled CPU: the same 20 s as the times below.
      await expect(dialog).toBeVisible({ timeout: 20_000 })
      await expect(dialog.getByRole('heading', { name: 'Choose a day and time' })).toBeVisible({ timeout: 20_000 })
      await expect(dialog.getByRole('button', { name: /AM|PM/ }).first()).toBeVisible({ timeout: 20_000 })
      expect(new URL(page.url()).pathname).toBe(path)
      expect(navigations).toEqual([])
    })
  }
}

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the same elements at desktop size; the menu button is for narrow screens')

  for (const path of PAGES) {
    for (const moment of MOMENTS) {
      test(`${path}: the chat launcher opens the chat when tapped at ${moment}`, { tag: '@phone' }, async ({ page }) => {
        const navigations = await openThrottled(page, path, moment)
        await page.getByRole('button', { name: 'Open chat with our AI assistant' }).tap()
        await expect(page.getByRole('dialog', { name: 'AI Assistant' }).getByRole('textbox')).toBeVisible({ timeout: 20_000 })
        expect(new URL(page.url()).pathname).toBe(path)
        expect(navigations).toEqual([])
      })

      test(`${path}: the menu opens when tapped at ${moment}`, { tag: '@phone' }, async ({ page }) => {
        const navigations = await openThrottled(page, path, moment)
        await page.getByRole('button', { name: 'Open menu' }).tap()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' })).toBeVisible()
        expect(navigations).toEqual([])
      })
    }
  }

  for (const moment of MOMENTS) {
    test(`/faq: an answer expands when its question is tapped at ${moment}`, { tag: '@phone' }, async ({ page }) => {
      const navigations = await openThrottled(page, '/faq', moment)
      await page.locator('main details summary').first().tap()
      await expect(page.locator('main details').first()).toHaveAttribute('open', '')
      expect(navigations).toEqual([])
    })
  }
})
