import { E2E_REFUSED_ONCE_PREFIX } from '../support/e2e-smtp-inbox'
import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { waitForMail } from './inbox'
import { sendInquiry } from './set-up-inquiry'

/*
 * The failed-email banner counts every failed email on the shared e2e server, so this runs once (never tagged
 * @phone) and looks at the phone width itself: a second copy running at the same time would keep the banner up.
 */
test('an email the mail server refused shows in the banner and on the System tab, and Retry sends it', async ({ page }, testInfo) => {
  // An inquiry, the outbox's rounds (every 5 s) before and after the retry, a tab's code and two widths.
  test.setTimeout(120_000)
  const recipient = `${E2E_REFUSED_ONCE_PREFIX}${Date.now().toString(36)}@example.com.au`
  // The e2e inbox refuses the first message to this address for good: its confirmation fails at once.
  await sendInquiry(page.request, { fullName: 'Fay Failed', email: recipient, message: 'Please call me about a booking assistant.' }, { addressBlock: '198.18.21' })

  await signInAsAdmin(page)
  const banner = page.getByRole('alert').filter({ hasText: /notification emails? could not be sent/ })
  await expect(async () => {
    await page.reload()
    await expect(banner).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await waitForHydration(page)
  await expect(banner).toContainText(/^\s*\d+ notification emails? could not be sent\./)

  await banner.getByRole('link', { name: 'Open the System tab' }).click()
  await expect(page.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/[?&]tab=system/)
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { level: 2, name: 'System' })).toBeVisible()
  for (const section of ['Site', 'Database and backups', 'Email delivery', 'Chat assistant']) {
    await expect(panel.getByRole('heading', { level: 3, name: section })).toBeVisible()
  }
  // A fresh embedded database has no backup yet: the page says so.
  await expect(panel.getByRole('alert').filter({ hasText: 'No backup has been taken yet' })).toBeVisible()
  await expect(panel.getByText('The built-in assistant (no AI service is configured)')).toBeVisible()

  const failed = panel.getByRole('list', { name: 'Failed emails' }).getByRole('listitem').filter({ hasText: recipient })
  await expect(failed).toHaveCount(1)
  await expect(failed).toContainText('Inquiry confirmation (to the visitor)')
  await expect(failed).toContainText('Mailbox unavailable')
  await expect(failed).toContainText('1 attempt')

  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('system-tab-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('system-tab-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  const retry = failed.getByRole('button', { name: 'Retry' })
  await retry.click()
  await expect(page.getByText('Email queued to send again')).toBeVisible()
  await expect(panel.getByRole('list', { name: 'Failed emails' }).getByRole('listitem').filter({ hasText: recipient })).toHaveCount(0)
  await waitForMail(recipient, 'within 24 hours')

  // Once no email is failed, the banner is gone, and a reload keeps it gone.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
    await expect(banner).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await waitForHydration(page)
  await expect(panel.getByText('No email has failed. Every notification went out or is on its way.')).toBeVisible()
  await expect(panel.getByText('Sent today')).toBeVisible()
})
