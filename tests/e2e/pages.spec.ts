import { createHash } from 'node:crypto'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { PUBLIC_PAGES } from './public-pages'

// The seeded demo with a deliberately missing screenshot logs one failed image load.
test.use({ allowConsoleErrors: ['missing-example.png', 'status of 404'] })

for (const page of PUBLIC_PAGES) {
  test(`visitor opens ${page.path} and finds its content, search tags and no accessibility violations`, { tag: '@phone' }, async ({ page: browser, baseURL }) => {
    const response = await browser.goto(page.path)
    expect(response?.status()).toBe(200)
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.h1)
    await expect(browser.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(browser.getByText(page.content).filter({ visible: true }).first()).toBeVisible()

    const title = await browser.title()
    expect(title.length).toBeGreaterThan(10)
    expect(title.length).toBeLessThanOrEqual(60)
    const canonical = await browser.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(page.path === '/' ? `${baseURL}/` : `${baseURL}${page.path}`)
    expect(await browser.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    expect(await browser.locator('meta[property="og:title"]').getAttribute('content')).toBe(title)
    const jsonLd = await browser.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.length).toBeGreaterThan(0)
    for (const block of jsonLd) expect(() => JSON.parse(block)).not.toThrow()

    await expect(browser.locator('html')).toHaveAttribute('lang', 'en-AU')
    expect(await browser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(browser.viewportSize()!.width)
    await expectNoAxeViolations(browser)
  })
}

// /book: the booking dialog's plain page; ?sent=1: where a sent form's success text replaces the form.
for (const path of ['/book', '/contact?sent=1', '/?sent=1']) {
  test(`${path}, where a form without JavaScript lands, has no accessibility violations either`, { tag: '@phone' }, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    if (path.includes('sent=1')) await expect(page.getByRole('status').filter({ hasText: /Message Sent/ })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
    await expectNoAxeViolations(page)
  })
}

test('an unknown path shows the 404 page with status 404 and its title', { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto('/no-such-page/here')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/Page Not Found/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByText("Sorry, the page you are looking for doesn't exist or has been moved.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services')
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact')
  await expectNoAxeViolations(page)
})

test('an unknown service shows Service Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/services/teleportation')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible()
  await expect(page.getByText('The requested service could not be found.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
})

test('a trailing slash gives the same page with the canonical URL without it', async ({ page, baseURL }) => {
  await page.goto('/pricing/')
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/pricing`)
})

test('sitemap lists every public page and robots keeps crawlers out of admin and API', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  for (const page of PUBLIC_PAGES) expect(xml).toContain(`<loc>${page.path === '/' ? `${baseURL}/` : `${baseURL}${page.path}`}</loc>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /api')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the favicon is served', async ({ request }) => {
  expect((await request.get('/favicon.svg')).status()).toBe(200)
  expect((await request.get('/favicon.ico')).status()).toBe(200)
})

test('a cached page allows exactly its own inline scripts, by their hashes; no other inline script may run', async ({ request }) => {
  for (const path of ['/', '/pricing']) {
    const response = await request.get(path)
    const csp = response.headers()['content-security-policy']!
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))!
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain("'nonce-")
    const html = await response.text()
    const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const [, attributes, code] of inlineScripts) {
      expect(attributes).not.toContain('nonce=')
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`)
    }
  }
})

test('a page fetches its stylesheet first and its hydration scripts once each, at low priority, so it paints before it hydrates', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const requests: { url: string; type?: string; priority: string }[] = []
  cdp.on('Network.requestWillBeSent', ({ request, type }) => requests.push({ url: new URL(request.url).pathname, type, priority: request.initialPriority }))
  for (const path of ['/', '/contact']) {
    requests.length = 0
    await page.goto(path)
    await waitForHydration(page)
    // React Router's own hints stay; each module has a low-priority hint of ours ahead of them.
    const html = await (await page.request.get(path)).text()
    const hinted = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))].sort()
    const lowPriority = hinted(/<link rel="modulepreload" href="([^"]+)" fetchPriority="low"\/>/g)
    expect(lowPriority.length).toBeGreaterThan(3)
    expect(hinted(/<link rel="modulepreload" href="([^"]+)"/g)).toEqual(lowPriority)
    expect(html.indexOf('fetchPriority="low"')).toBeLessThan(html.search(/<link rel="modulepreload" href="[^"]+"(?! fetchPriority)/))
    for (const url of lowPriority) {
      expect(requests.filter((request) => request.url === url), url).toEqual([{ url, type: 'Script', priority: 'Low' }])
    }
    expect(requests.find(({ type }) => type === 'Stylesheet')).toMatchObject({ priority: 'VeryHigh' })
  }
})
