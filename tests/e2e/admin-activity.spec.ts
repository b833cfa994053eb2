import type { Page } from '@playwright/test'
import { E2E_ADMIN, signInAsAdmin, addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { sendInquiry } from './set-up-inquiry'

/*
 * Tests run in parallel on one server, so each test works on rows it creates itself, named after the
 * project and the moment, and removes what it can again.
 */


function uniqueSuffix() {
  return `${test.info().project.name} ${Date.now().toString(36)}`
}

async function openTab(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`)
  await waitForHydration(page)
}

/** The Melbourne calendar day ('YYYY-MM-DD') some days from now, as the date filter takes it. */
function melbourneDay(offsetDays = 0): string {
  const instant = new Date(Date.now() + offsetDays * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
}


test('a service title edited in its dialog shows in the Activity Log with the old and new title', async ({ page }, testInfo) => {
  // Three tabs' code fetched as each opens, a dialog and a reload: more than the default 30 s on a busy machine.
  test.setTimeout(180_000)
  const suffix = uniqueSuffix()
  const title = `Activity service ${suffix}`
  const renamed = `Activity service ${suffix} renamed`
  await addAdminSession(page)
  const created = await page.request.post('/api/admin/services', {
    data: { title, slug: `e2e-activity-${suffix.replace(/\s+/g, '-')}`, description: 'A service the activity log test renames.', sortOrder: 901 },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  try {
    await openTab(page, 'services')
    await page
      .getByRole('article', { name: title, exact: true })
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit service' })
    await dialog.getByLabel('Title').fill(renamed)
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()

    await openTab(page, 'activity')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 2, name: 'Activity Log' })).toBeVisible()
    const entry = panel.getByRole('article', { name: `Updated service #${id} '${renamed}'` })
    await expect(entry).toBeVisible()
    await expect(entry).toContainText(E2E_ADMIN.email)
    await expect(panel.getByRole('article', { name: `Created service #${id} '${title}'` })).toBeVisible()

    await entry.getByText(/^Show (the changed field: Title|\d+ changed fields)$/).click()
    const change = entry
      .getByRole('term')
      .filter({ hasText: /^Title$/ })
      .locator('xpath=..')
    await expect(change.getByRole('definition')).toContainText(`Before${title}After${renamed}`)
    await expect(entry).not.toContainText('Updated at')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath(`activity-${testInfo.project.name}.png`), fullPage: true })

    await panel.getByRole('button', { name: 'Refresh' }).click()
    await expect(panel.getByRole('article', { name: `Updated service #${id} '${renamed}'` })).toBeVisible()
  } finally {
    await page.request.delete(`/api/admin/services/${id}`)
  }
})

test('Contact Inquiries narrow to the Melbourne days received, and Clear filters shows them all again', async ({ page, request }, testInfo) => {
  const fullName = `Dated Person ${uniqueSuffix()}`
  await sendInquiry(request, { fullName, email: 'dated@example.com.au', message: 'Please call me about a voice agent.' }, { addressBlock: '203.0.113' })
  await signInAsAdmin(page)
  const card = page.getByRole('article', { name: fullName })
  await expect(card).toBeVisible()
  const count = page.getByText(/^Showing \d+ of \d+ inquir/)
  await expect(count).toBeVisible()
  const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1])

  await page.getByLabel('Received from').fill(melbourneDay(1))
  await expect(card).toHaveCount(0)
  await expect(count).toContainText(`Showing 0 of ${total}`)
  await expect(page.getByText('No inquiries match the filters.')).toBeVisible()

  await page.getByLabel('Received from').fill(melbourneDay(0))
  await page.getByLabel('Received to').fill(melbourneDay(0))
  await expect(card).toBeVisible()
  await page.getByLabel('Received to').fill(melbourneDay(-1))
  await expect(card).toHaveCount(0)
  await page.getByLabel('Received from').fill(melbourneDay(-30))
  await expect(card).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`inquiry-filters-${testInfo.project.name}.png`) })

  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(card).toBeVisible()
  await expect(page.getByLabel('Received from')).toHaveValue('')
  await expect(page.getByLabel('Received to')).toHaveValue('')
  await expect(count).toContainText(`Showing ${total} of ${total}`)
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0)
})
