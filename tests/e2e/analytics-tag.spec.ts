import type { Page } from '@playwright/test'
import { E2E_TAG_PATH } from '../support/e2e-tag-server'
import { addAdminSession } from './admin-sign-in'
import { expect, test } from './fixtures'

/*
 * The analytics tag belongs to the whole site, and every test shares one server: this test is never tagged
 * @phone, so it runs once, sets the tag (served by tests/support/e2e-tag-server.ts on loopback for the whole run,
 * so pages of other tests that still ask for it after this test find it) and removes the settings again. The tag
 * only notes that it ran.
 *
 * The page's clock is the test's (page.clock): the tag's delay after the load event is a timer, so moving the
 * clock to just before 2 s and then to 3 s after the load proves the window without waiting for it.
 */

const tagUrl = `http://127.0.0.1:${process.env.E2E_TAG_PORT}${E2E_TAG_PATH}`

async function saveSetting(page: Page, key: string, value: string): Promise<number> {
  const response = await page.request.post('/api/admin/site-settings', { data: { key, value } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** Whether the page has added the tag's script element (it does so in the timer's callback, at once). */
const tagAdded = (page: Page) => page.evaluate((url) => document.querySelector(`script[src="${url}"]`) !== null, tagUrl)

test('the analytics tag is requested 2 to 3 seconds after the load event, with its site id, and never with Global Privacy Control or Do Not Track', async ({
  page,
}) => {
  await addAdminSession(page)
  const ids = [await saveSetting(page, 'analytics_script_url', tagUrl), await saveSetting(page, 'analytics_site_id', 'e2e.example')]
  try {
    // Requests of this test's pages only: pages of other tests may ask for the tag too while it is set.
    const asked: string[] = []
    page.context().on('request', (request) => {
      if (request.url() === tagUrl) asked.push(request.frame().url())
    })
    // From here the pages' timers move only when the test moves them (the load event is no timer).
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.goto('/pricing', { waitUntil: 'load' })
    await page.clock.runFor(1_999)
    expect(await tagAdded(page)).toBe(false)
    await page.clock.runFor(1_001)
    expect(await tagAdded(page)).toBe(true)
    await page.waitForFunction(() => (window as unknown as { __analyticsTag?: object }).__analyticsTag !== undefined)
    expect(await page.evaluate(() => (window as unknown as { __analyticsTag: { siteId: string } }).__analyticsTag.siteId)).toBe('e2e.example')
    expect(asked).toEqual([expect.stringMatching(/\/pricing$/)])

    // The same page with Global Privacy Control: nothing, however long the visitor stays.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }))
    await page.goto('/services', { waitUntil: 'load' })
    expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true)
    await page.clock.runFor(10_000)
    expect(await tagAdded(page)).toBe(false)

    // And with Do Not Track, in a page of its own.
    const dntPage = await page.context().newPage()
    await dntPage.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true }))
    await dntPage.goto('/faq', { waitUntil: 'load' })
    expect(await dntPage.evaluate(() => navigator.doNotTrack)).toBe('1')
    await dntPage.clock.runFor(10_000)
    expect(await tagAdded(dntPage)).toBe(false)
    await dntPage.close()
    expect(asked).toHaveLength(1)
  } finally {
    for (const id of ids) await page.request.delete(`/api/admin/site-settings/${id}`)
  }
})
