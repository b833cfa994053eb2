import type { Page } from '@playwright/test'
import { E2E_ADMIN as ADMIN, fillLogin } from './admin-sign-in'
import { expect, expectNoAxeViolations, holdPageScripts, test, waitForHydration } from './fixtures'
import { sendInquiry } from './set-up-inquiry'

/*
 * The sign-in form's own journeys: every other admin test signs in once per worker through the API
 * (tests/e2e/admin-sign-in.ts). Each test here signs in through the form with a session of its own.
 */

/** The Admin item of the header: in the bar on a wide screen, in the menu on a phone. */
async function adminNavLink(page: Page, isPhone: boolean) {
  if (!isPhone) return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true })
  await page.getByRole('button', { name: 'Open menu' }).click()
  return page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin', exact: true })
}

test('a signed-out visitor opening /admin is sent to the login page, which has no admin items', { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto('/admin')
  expect(new URL(page.url()).pathname).toBe('/admin/login')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  await expect(page).toHaveTitle(/^Admin Login \| /)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test.describe('a failed sign-in', () => {
  // The browser logs the refused request; that is the point of these tests.
  test.use({ allowConsoleErrors: ['status of 401'] })

  test('a wrong password shows the spec error and keeps the visitor on the login page', async ({ page }) => {
    await page.goto('/admin/login')
    await waitForHydration(page)
    await fillLogin(page, ADMIN.email, 'not the right password')
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')
    await expect(toast).toContainText('Login Failed')
    await expect(toast).toContainText('Invalid email or password')
    await expect(page.locator('form').getByText('Invalid email or password')).toBeVisible()
    await expect(page.locator('form').getByLabel('Password')).toHaveValue('')
    await expect(page.locator('form').getByLabel('Password')).toBeFocused()
    expect(new URL(page.url()).pathname).toBe('/admin/login')
    await expectNoAxeViolations(page)
  })
})

test('the login form asks for both fields before sending anything', async ({ page }) => {
  await page.goto('/admin/login')
  await waitForHydration(page)
  let posted = false
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true
  })
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Please enter your email address')).toBeVisible()
  await expect(page.getByText('Please enter your password')).toBeVisible()
  await expect(page.locator('form').getByLabel('Email')).toBeFocused()
  expect(posted).toBe(false)
})

test("a sign-in sent before the page has its scripts (a password manager's auto-submit) signs in all the same", async ({ page }) => {
  const scripts = await holdPageScripts(page)
  // Module scripts hold DOMContentLoaded and load back, and these scripts are held: the HTML is what there is.
  await page.goto('/admin/login', { waitUntil: 'commit' })
  await fillLogin(page, ADMIN.email, ADMIN.password)
  // The browser sent the form itself; the page's action signed in and redirected to the dashboard.
  await expect(page).toHaveURL(/\/admin$/)
  expect(scripts.nativeSubmits).toEqual([expect.stringMatching(/^POST .*\/admin\/login$/)])
  scripts.release()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
})

test('an admin signs in, lands on the dashboard with the Admin items, and signs out to the login page', { tag: '@phone' }, async ({ page }, testInfo) => {
  const isPhone = testInfo.project.name === 'phone'
  // A lead, so the dashboard's Leads by source has a row to lay out (sent as a visitor, before signing in).
  await sendInquiry(page.request, { fullName: `Dashboard Lead ${testInfo.project.name}`, email: `dashboard-lead.${testInfo.project.name}@example.com.au`, message: 'Please call me about a chatbot.' }, { addressBlock: '10.93.40' })
  await page.goto('/admin/login')
  await waitForHydration(page)
  await fillLogin(page, ADMIN.email, ADMIN.password)

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible()
  await expect(page.getByText('Admin login successful')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Contact Inquiries' })).toBeVisible()
  if (!isPhone) {
    const dashboardButton = page.getByRole('link', { name: 'Admin Dashboard' })
    await expect(dashboardButton).toBeVisible()
    await expect(dashboardButton).toHaveAccessibleDescription('Manage content, SEO, users and site settings')
  }
  // Nothing of the dashboard is wider than the screen: on a phone the Leads by source table has no door columns,
  // each source's doors are written under its name.
  const direct = page.getByRole('table', { name: 'Leads by source' }).getByRole('rowheader', { name: /^Direct/ })
  if (isPhone) await expect(direct).toContainText(/Contact page \d+/)
  else await expect(page.getByRole('columnheader', { name: 'Contact page' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  await expectNoAxeViolations(page)
  const adminLink = await adminNavLink(page, isPhone)
  await expect(adminLink).toBeVisible()
  await expect(adminLink).toHaveAttribute('aria-current', 'page')
  if (isPhone) {
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
  }

  // The admin items are in the server's HTML of every page, so they never appear late.
  const home = await page.request.get('/')
  expect(await home.text()).toContain('Admin Dashboard')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the change password dialog checks the new password before sending it', async ({ page }) => {
  await page.goto('/admin/login')
  await waitForHydration(page)
  await fillLogin(page, ADMIN.email, ADMIN.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()

  await page.getByRole('button', { name: 'Change password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change password' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Current password').fill(ADMIN.password)
  await dialog.getByLabel(/^New password/).fill('too short')
  await dialog.getByLabel('Repeat the new password').fill('too short')
  await dialog.getByRole('button', { name: 'Save new password' }).click()
  await expect(dialog.getByText('Use at least 12 characters')).toBeVisible()
  await expect(dialog.getByLabel(/^New password/)).toBeFocused()
  await expectNoAxeViolations(page)

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
})
