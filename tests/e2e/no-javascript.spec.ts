import { expect, test } from './fixtures'
import { PUBLIC_PAGES } from './public-pages'

test.use({ javaScriptEnabled: false, allowConsoleErrors: ['missing-example.png', 'status of 404', 'status of 405'] })

test('every public page is complete without JavaScript', async ({ page }) => {
  for (const { path, h1, content } of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1)
    await expect(page.getByText(content).filter({ visible: true }).first(), path).toBeVisible()
  }
})

test('server HTML carries the live data: services, plans, tool counts, demos and settings', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'AI Workforce Solutions' }).first()).toBeVisible()
  await expect(page.getByText('$699').first()).toBeVisible()
  await expect(page.locator('footer')).toContainText('ABN 53 618 420 041')
  await expect(page.locator('footer')).toContainText('hello@melbourneai.com.au')

  await page.goto('/ai-tools')
  for (const badge of ['8 Free Tools', '11 Credit Tools', '1 Premium Tool', '7 Coming Soon']) await expect(page.getByText(badge)).toBeVisible()

  await page.goto('/pricing')
  await expect(page.getByText('Most Popular')).toBeVisible()
  await expect(page.getByText('42% OFF')).toBeVisible()

  await page.goto('/demos')
  await expect(page.getByRole('link', { name: /Try Live Demo/ }).first()).toBeVisible()
})

test('the home description names the cheapest plan, and the FAQ carries FAQPage data', async ({ page }) => {
  await page.goto('/')
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description).toContain('One-time setup from $499 for website development')
  const homeJsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  const business = homeJsonLd.find((data) => data['@id']?.endsWith('#business'))
  expect(business.address.addressLocality).toBe('Melbourne')
  expect(business.makesOffer.map((offer: { price: number }) => offer.price).sort()).toEqual([499, 699, 899])
  expect(business.openingHoursSpecification[0].dayOfWeek).toContain('Monday')

  await page.goto('/faq')
  const faqJsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  const faq = faqJsonLd.find((data) => data['@type'] === 'FAQPage')
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(25)
})

test('a form sent without JavaScript gets a page that says the forms need it, and where the contact details are', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Nora Script')
  await form.getByLabel('Email Address').fill('nora@example.com.au')
  await form.getByLabel('Message').fill('Sent from a browser with JavaScript turned off.')
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send Message' }).click()
  expect((await answer).status()).toBe(405)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This form needs JavaScript')
  await expect(page).toHaveTitle('This form needs JavaScript')
  await expect(page.getByRole('link', { name: 'Contact details' })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')
})
