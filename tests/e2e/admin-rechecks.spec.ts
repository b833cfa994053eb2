import type { Page } from '@playwright/test'
import { E2E_ADMIN, fillLogin, signInWithOwnSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/*
 * The spec's re-checks of the admin status (§6, ADR 028): every 30 seconds while the page is in view and on
 * window focus. Each test ends its own session through the API with the page's own cookie, as signing out in
 * another tab does: never the worker's shared one (signInWithOwnSession, tests/e2e/admin-sign-in.ts). Rows are
 * named after the project, as everywhere.
 */

// A save refused with 401 is logged by the browser; that is what these tests are about.
test.use({ allowConsoleErrors: ['status of 401'] })

/** Ends this browser's session from outside the page, as signing out in another tab does. */
async function signOutElsewhere(page: Page) {
  const response = await page.request.post('/api/admin/logout')
  expect(response.ok()).toBe(true)
  expect((await (await page.request.get('/api/auth/role')).json()).isAdmin).toBe(false)
}

/** The window gets focus back, as when the admin returns from another tab or app. */
async function focusWindow(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
}

test('a session that ends elsewhere leads the dashboard to the sign-in page within the 30-second check, and back after signing in', async ({ page }, testInfo) => {
  await page.clock.install()
  await signInWithOwnSession(page, '/admin?tab=pricing')
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Pricing', exact: true })).toBeVisible()

  await signOutElsewhere(page)
  // Nothing asks before the check is due.
  await page.clock.fastForward(20_000)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await page.clock.fastForward(10_000)

  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  const url = new URL(page.url())
  expect(url.pathname).toBe('/admin/login')
  expect(url.searchParams.get('ended')).toBe('1')
  expect(url.searchParams.get('next')).toBe('/admin?tab=pricing')
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended. Please sign in again.' })).toBeVisible()
  // The header follows the check too: no Admin items for a signed-out visitor.
  await expect(page.locator('header a[href="/admin"]')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`session-ended-sign-in-${testInfo.project.name}.png`), fullPage: true })

  await waitForHydration(page)
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Pricing', exact: true })).toBeVisible()
  expect(new URL(page.url()).search).toBe('?tab=pricing')
})

test('the sign-in page returns only to admin pages: another site in ?next= lands on the dashboard', async ({ page }) => {
  await page.goto('/admin/login?next=%2F%2Fevil.example%2Fadmin')
  await waitForHydration(page)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  expect(new URL(page.url()).href).toMatch(/\/admin$/)
})

test('a save refused because the session ended keeps the dialog and its typed values, and saves after signing in again in a new tab', async ({ page, context }, testInfo) => {
  const name = `E2E recheck ${testInfo.project.name}`
  await signInWithOwnSession(page, '/admin?tab=testimonials')
  const panel = page.getByRole('tabpanel')
  const dialog = page.getByRole('dialog', { name: 'Add testimonial' })
  // The tab's panel is loaded lazily: on a busy machine its button may show before React has hydrated
  // it, when a click does nothing. Click again until the dialog is open.
  await expect(async () => {
    if (!(await dialog.isVisible())) await panel.getByRole('button', { name: 'Add testimonial' }).click()
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Testimonial').fill('Typed while the session ended: none of this may be lost.')

  await signOutElsewhere(page)
  await dialog.getByRole('button', { name: 'Add testimonial' }).click()

  const warning = dialog.getByRole('alert')
  await expect(warning).toContainText('Your session has ended, so changes cannot be saved yet.')
  await expect(dialog.getByLabel('Name')).toHaveValue(name)
  await expect(dialog.getByLabel('Testimonial')).toHaveValue('Typed while the session ended: none of this may be lost.')
  expect(new URL(page.url()).pathname).toBe('/admin')
  // Later checks confirm the end; the typed values still hold the page.
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/role'))
  await focusWindow(page)
  expect((await (await checked).json()).isAdmin).toBe(false)
  await expect(warning).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue(name)
  expect(new URL(page.url()).pathname).toBe('/admin')
  await page.screenshot({ path: testInfo.outputPath(`session-ended-dialog-${testInfo.project.name}.png`) })
  await expectNoAxeViolations(page)

  // "Sign in again" opens the sign-in page in a new tab; this one keeps the form.
  const popupOpened = context.waitForEvent('page')
  await warning.getByRole('link', { name: /Sign in again/ }).click()
  const signIn = await popupOpened
  await signIn.waitForLoadState()
  await expect(signIn.getByRole('alert').filter({ hasText: 'Your session has ended. Please sign in again.' })).toBeVisible()
  await waitForHydration(signIn)
  await fillLogin(signIn, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(signIn.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Testimonials', exact: true })).toBeVisible()
  await signIn.close()

  await page.bringToFront()
  await focusWindow(page)
  await expect(dialog.getByRole('status')).toHaveText('You are signed in again. Your changes can be saved now.')
  await dialog.getByRole('button', { name: 'Add testimonial' }).click()
  await expect(dialog).toBeHidden()
  await expect(panel.getByRole('article', { name, exact: true })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/admin')

  const rows = (await (await page.request.get('/api/admin/testimonials')).json()) as { id: number; name: string }[]
  for (const row of rows.filter((testimonial) => testimonial.name === name)) await page.request.delete(`/api/admin/testimonials/${row.id}`)
})

test('typed values hold the page when a check finds the session ended; closing the dialog then leads to sign-in', async ({ page }, testInfo) => {
  await signInWithOwnSession(page, '/admin?tab=settings')
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add setting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add setting' })
  await dialog.getByLabel('Key').fill(`e2e_recheck_${testInfo.project.name}`)

  await signOutElsewhere(page)
  await focusWindow(page)
  await expect(dialog.getByRole('alert')).toContainText('Your session has ended')
  await expect(dialog.getByLabel('Key')).toHaveValue(`e2e_recheck_${testInfo.project.name}`)
  expect(new URL(page.url()).pathname).toBe('/admin')

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('next')).toBe('/admin?tab=settings')
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended. Please sign in again.' })).toBeVisible()
})

test('the public header shows the Admin items once the window regains focus after signing in elsewhere, and drops them after signing out', async ({ page }, testInfo) => {
  // The page's own clock, so the 2-second gap between two checks passes without waiting for it.
  await page.clock.install()
  await page.goto('/')
  await waitForHydration(page)
  const adminLinks = page.locator('header a[href="/admin"]')
  await expect(adminLinks).toHaveCount(0)

  // Signed in in another tab: the same browser, so the same cookie (a session of this test's own).
  const signedIn = await page.request.post('/api/admin/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(signedIn.ok()).toBe(true)
  await focusWindow(page)
  // The phone's menu shows the same items: admin-auth.spec.ts checks them there.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`header-after-focus-${testInfo.project.name}.png`) })

  await page.request.post('/api/admin/logout')
  // Focus right after the last check is within its 2-second gap (WAKE_GAP_MS in app/lib/admin-status.ts): the page's
  // clock moves past it, as it does for a person switching tabs.
  await page.clock.fastForward(2_100)
  await focusWindow(page)
  await expect(adminLinks).toHaveCount(0)
})
