import { addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

test('visitor filters the AI tools by tab and sees each tab count', async ({ page }) => {
  await page.goto('/ai-tools')
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel')
  const expected = { 'All Tools': 27, 'Free Tools': 8, 'Credit Tools': 11, 'Premium Tools': 1, 'Coming Soon': 7 }
  for (const [tab, count] of Object.entries(expected)) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(count)
  }
  await expect(panel.getByRole('button', { name: /Coming Soon/ }).first()).toBeDisabled()
  await expectNoAxeViolations(page)
})

test('a live tool opens in a new window', async ({ page }) => {
  await page.goto('/ai-tools')
  const link = page.getByRole('tabpanel').getByRole('link', { name: /Use Free/ }).first()
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  await expect(link).toHaveAttribute('href', /^https:\/\//)
})

test('the home page tool tabs filter too', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const section = page.locator('#ai-tools')
  await section.getByRole('tab', { name: 'Premium Tools' }).click()
  await expect(section.getByRole('tabpanel').getByText('PREMIUM').first()).toBeVisible()
  await expect(section.getByRole('tabpanel').getByText('FREE', { exact: true })).toHaveCount(0)
})

test('FAQ keeps one answer open per category, and other categories stay independent', async ({ page }) => {
  await page.goto('/faq')
  await waitForHydration(page)
  const category = (name: string) => page.getByRole('region', { name, exact: true }).locator('details')
  const pricing = category('Pricing & Payments')
  const timeline = category('Implementation & Timeline')
  await pricing.nth(0).locator('summary').click()
  await expect(pricing.nth(0)).toHaveAttribute('open', '')
  await expect(pricing.nth(0).locator('summary + *')).toBeVisible()
  await pricing.nth(1).locator('summary').click()
  await expect(pricing.nth(1)).toHaveAttribute('open', '')
  await expect(pricing.nth(0)).not.toHaveAttribute('open', '')
  await timeline.nth(0).locator('summary').click()
  await expect(timeline.nth(0)).toHaveAttribute('open', '')
  await expect(pricing.nth(1)).toHaveAttribute('open', '')
  await pricing.nth(1).locator('summary').click()
  await expect(pricing.nth(1)).not.toHaveAttribute('open', '')
})

test('FAQ support cards link to phone, messaging app and email', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:\+61/)
  await expect(page.getByRole('link', { name: /Start Chat/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/61\d+\?text=/)
  await expect(page.getByRole('link', { name: /Send Email/ })).toHaveAttribute('href', /^mailto:support@.+subject=Support%20Request/)
})

test('the pricing cost breakdown opens for a voice plan', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.getByRole('button', { name: /Ongoing costs for AI Voice Agent/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('$25-65/month')
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

// @phone: in-page links land their target in view below the sticky header, on a phone too.
test('Get Started scrolls to the contact section', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.getByRole('link', { name: /Get Started/ }).first().click()
  await expect(page).toHaveURL(/#contact$/)
  await expect(page.locator('#contact')).toBeInViewport()
})

test('the header highlights the current page and navigation scrolls to the top', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await nav.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button is for narrow screens')

  test('the slide-out menu navigates and closes after a tap', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expectNoAxeViolations(page)
    await menu.getByRole('link', { name: 'FAQ' }).tap()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(menu).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('skip links move keyboard focus to the content and to the navigation', async ({ page }) => {
  await page.goto('/services')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skipToContent = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skipToContent).toBeFocused()
  await expect(skipToContent).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()

  await page.goto('/services')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to navigation' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-navigation')).toBeFocused()
})

test('home hero buttons scroll to the contact and services sections', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'View Our Services' }).click()
  await expect(page.locator('#services')).toBeInViewport()
  await page.getByRole('link', { name: /Talk to Us Today/ }).scrollIntoViewIfNeeded()
  await page.getByRole('link', { name: /Talk to Us Today/ }).click()
  await expect(page.locator('#contact')).toBeInViewport()
})

test.describe('demos', () => {
  // The broken screenshot is this test's own row (the seed names only images that exist); the browser logs its 404.
  test.use({ allowConsoleErrors: ['e2e-missing-', 'status of 404'] })
  test('a demo screenshot that fails to load is hidden and the card still shows', async ({ page }, testInfo) => {
    await addAdminSession(page)
    const title = `E2E missing screenshot ${testInfo.project.name}`
    const created = await page.request.post('/api/admin/demo-sites', {
      data: {
        title,
        industry: 'Florist',
        description: 'A demo whose screenshot file is missing.',
        status: 'Coming Soon',
        screenshotUrl: `/demo-screenshots/e2e-missing-${testInfo.project.name}.png`,
        sortOrder: 99,
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    try {
      await page.goto('/demos')
      await waitForHydration(page)
      // Screenshots load lazily: bring the card into view so the browser asks for its image.
      await page.getByRole('heading', { level: 3, name: title }).scrollIntoViewIfNeeded()
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
      await expect(page.locator('img[src*="e2e-missing-"]')).toHaveCount(0)
      // The seeded screenshot is a real file, shown with its text.
      const seeded = page.getByRole('img', { name: 'Screenshot of the Yarra Valley Property Group demo site' })
      await seeded.scrollIntoViewIfNeeded()
      await expect(seeded).toBeVisible()
      await expect.poll(() => seeded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    } finally {
      await page.request.delete(`/api/admin/demo-sites/${id}`)
    }
  })
})
