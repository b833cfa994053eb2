import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/*
 * SEO settings belong to the whole site, and every test shares one server: the test that applies
 * suggestions is never tagged @phone, so it runs once (desktop), and removes the settings it wrote
 * again; reading the analysis runs at both sizes (@phone), whatever state the other tests have left.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const pageCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

async function openSeoTab(page: Page) {
  await signInAsAdmin(page, '/admin?tab=seo')
  await expect(page.getByRole('heading', { level: 2, name: 'SEO', exact: true })).toBeVisible()
}

async function removeSeoSettings(page: Page) {
  const settings = (await (await page.request.get('/api/admin/site-settings')).json()) as Array<{ id: number; key: string }>
  for (const setting of settings.filter((row) => row.key.startsWith('seo_'))) await page.request.delete(`/api/admin/site-settings/${setting.id}`)
}

test.describe('applying SEO', () => {
  // The title the server refuses answers 400, which the browser logs.
  test.use({ allowConsoleErrors: ['status of 400'] })

  test('an admin runs the SEO analysis, fixes a field the server refuses, applies a page, then implements the rest and sees it re-scored', async ({ page }) => {
    // The whole journey (two analyses of every page, each tab's code fetched as it opens) outlasts the default 30 s on a busy machine.
    test.setTimeout(180_000)
    await openSeoTab(page)
    try {
      await page.getByRole('button', { name: 'Run Analysis' }).click()
      await expect(toasts(page).getByText('SEO Analysis Complete')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Implement' })).toBeEnabled()
      const dial = page.getByTestId('seo-overall-score')
      await expect(dial).toContainText('Overall SEO score')
      await expectNoAxeViolations(page)

      await page.getByRole('tab', { name: 'Pages' }).click()
      const faq = pageCard(page, 'FAQ')
      const faqForm = faq.getByRole('form', { name: 'Suggestion for FAQ' })
      await expect(faqForm).toBeVisible()

      // The server's 60-character rule, shown next to the field.
      await faqForm.getByLabel('Title').fill('Frequently Asked Questions About AI Chatbots, Voice Agents and Websites')
      await faqForm.getByRole('button', { name: 'Apply to FAQ' }).click()
      await expect(faqForm.getByText('The title can have at most 60 characters')).toBeVisible()
      await expect(toasts(page).getByText('Error Applying SEO')).toBeVisible()
      await expect(faqForm.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')

      const title = 'AI Chatbot & Voice Agent FAQ | Melbourne AI Solutions'
      await faqForm.getByLabel('Title').fill(title)
      await faqForm.getByRole('button', { name: 'Apply to FAQ' }).click()
      await expect(toasts(page).getByText('SEO Applied')).toBeVisible()
      await expect(faq.getByRole('status')).toContainText('Applied')
      await expectNoAxeViolations(page)

      // The public page uses the new title at once.
      const visitor = await page.context().newPage()
      await visitor.goto('/faq')
      await expect(visitor).toHaveTitle(title)
      await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
      await visitor.close()

      // Implement writes the other suggestions and, 2 seconds later, re-runs the analysis.
      await page.getByRole('button', { name: 'Implement' }).click()
      await expect(toasts(page).getByText('SEO Implementation Complete')).toBeVisible()
      await expect(toasts(page).getByText(/implemented, 0 failed/)).toBeVisible()
      await expect(toasts(page).getByText('SEO Analysis Complete')).toBeVisible({ timeout: 10_000 })
      await page.getByRole('tab', { name: 'Overview' }).click()
      await expect(dial).toContainText('100')
      await expect(dial).toHaveAttribute('data-tone', 'good')
      await expect(page.getByRole('button', { name: 'Apply All' })).toBeDisabled()
    } finally {
      await removeSeoSettings(page)
    }
  })
})

test('an admin reads the SEO analysis on any screen: score, each page and its findings, recommendations', { tag: '@phone' }, async ({ page }) => {
  // An analysis renders and audits every page; on a busy machine that outlasts the default 30 s.
  test.setTimeout(180_000)
  await openSeoTab(page)
  await page.getByRole('button', { name: 'Run Analysis' }).click()
  await expect(toasts(page).getByText('SEO Analysis Complete')).toBeVisible()
  await expect(page.getByTestId('seo-overall-score')).toContainText('out of 100')
  await expect(page.getByRole('listitem').filter({ hasText: 'Terms of Service' }).first()).toBeVisible()

  await page.getByRole('tab', { name: 'Pages' }).click()
  for (const name of ['Home', 'Services', 'AI Tools', 'Demos', 'Pricing', 'Contact', 'FAQ', 'Privacy Policy', 'Terms of Service']) {
    await expect(pageCard(page, name)).toBeVisible()
  }
  await expect(pageCard(page, 'Pricing').getByRole('link', { name: /\/pricing/ })).toHaveAttribute('href', '/pricing')
  await page.getByRole('tab', { name: 'Recommendations' }).click()
  await expect(page.getByRole('tabpanel').last()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  await expectNoAxeViolations(page)

  // The stored analysis is there after a reload, with Implement enabled.
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('seo-overall-score')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Implement' })).toBeEnabled()
})
