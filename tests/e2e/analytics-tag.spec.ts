import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-sign-in'
import { expect, test } from './fixtures'

/*
 * The analytics tag belongs to the whole site, and the desktop and phone projects share one server:
 * only the desktop project sets it (tagged @desktop-only), from a tag server of its own on loopback,
 * and removes the settings again. The tag it serves only notes that it ran.
 */

let tagServer: Server
let tagUrl: string

test.beforeAll(async () => {
  tagServer = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
    response.end('window.__analyticsTag = { siteId: document.currentScript && document.currentScript.getAttribute("data-site-id") }')
  })
  await new Promise<void>((resolve) => tagServer.listen(0, '127.0.0.1', resolve))
  tagUrl = `http://127.0.0.1:${(tagServer.address() as AddressInfo).port}/tag.js`
})

test.afterAll(async () => {
  // Pages other tests opened while the tag was set may still ask for it for up to 3 s.
  await new Promise((resolve) => setTimeout(resolve, 3_500))
  await new Promise((resolve) => tagServer.close(resolve))
})

async function saveSetting(page: Page, key: string, value: string): Promise<number> {
  const response = await page.request.post('/api/admin/site-settings', { data: { key, value } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** Milliseconds from the page's load event to the tag's request, or undefined if it was never asked for. */
function tagDelayAfterLoad(page: Page, src: string) {
  return page.evaluate((url) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const tag = performance.getEntriesByName(url)[0]
    return tag ? tag.startTime - navigation.loadEventStart : undefined
  }, src)
}

test.describe.serial('the analytics tag', () => {
  test.setTimeout(60_000)

  test('is requested 2 to 3 seconds after the load event, with its site id, and not before @desktop-only', async ({ page }) => {
    await signInAsAdmin(page)
    const ids = [await saveSetting(page, 'analytics_script_url', tagUrl), await saveSetting(page, 'analytics_site_id', 'e2e.example')]
    try {
      // Requests of this page only: pages of other tests may ask for the tag too while it is set.
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url() === tagUrl) asked.push(page.url())
      })
      await page.goto('/pricing')
      await page.waitForLoadState('load')
      // Nothing during the first 1.5 s after load.
      await page.waitForTimeout(1_500)
      expect(await tagDelayAfterLoad(page, tagUrl)).toBeUndefined()
      await page.waitForFunction(() => (window as unknown as { __analyticsTag?: object }).__analyticsTag !== undefined, undefined, { timeout: 5_000 })
      const delay = await tagDelayAfterLoad(page, tagUrl)
      expect(delay).toBeGreaterThanOrEqual(2_000)
      expect(delay).toBeLessThanOrEqual(3_000)
      expect(await page.evaluate(() => (window as unknown as { __analyticsTag: { siteId: string } }).__analyticsTag.siteId)).toBe('e2e.example')
      expect(asked).toHaveLength(1)

      // The same page with Global Privacy Control: no request at all.
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }))
      await page.goto('/services')
      await page.waitForLoadState('load')
      expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true)
      await page.waitForTimeout(4_000)
      expect(await tagDelayAfterLoad(page, tagUrl)).toBeUndefined()
      expect(asked).toHaveLength(1)

      // And with Do Not Track, in a page of its own.
      const dntPage = await page.context().newPage()
      await dntPage.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true }))
      dntPage.on('request', (request) => {
        if (request.url() === tagUrl) asked.push(dntPage.url())
      })
      await dntPage.goto('/faq')
      await dntPage.waitForLoadState('load')
      await dntPage.waitForTimeout(4_000)
      expect(asked).toHaveLength(1)
      await dntPage.close()
    } finally {
      for (const id of ids) await page.request.delete(`/api/admin/site-settings/${id}`)
    }
  })
})
