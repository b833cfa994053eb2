import type { Page } from '@playwright/test'
import { addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/*
 * Price history (ADR 025) in the admin's dialogs: a changed price offers a reason box, and the saved
 * change shows in the dialog's price history with its reason. Each project works on its own rows and
 * removes them again.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

async function openEdit(page: Page, title: string, dialogName: string) {
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  return dialog
}

test('an admin changes a service price with a reason and sees it in the price history', async ({ page }, testInfo) => {
  // A save and two dialog openings, one with axe: more than the default 30 s on a busy machine.
  test.slow()
  const project = testInfo.project.name
  const title = `E2E price history ${project}`
  await addAdminSession(page)
  const created = await page.request.post('/api/admin/services', {
    data: { title, slug: `e2e-price-history-${project}`, description: 'A service whose price the history test changes.', price: 699, sortOrder: 0 },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  try {
    await page.goto('/admin?tab=services')
    await waitForHydration(page)
    let dialog = await openEdit(page, title, 'Edit service')
    const history = dialog.getByRole('region', { name: 'Price history' })
    await expect(history.getByRole('listitem')).toHaveCount(1)
    await expect(history.getByRole('listitem').first()).toContainText('$699')
    await expect(history.getByRole('listitem').first()).toContainText('First price')

    // No reason is asked for until a price differs from the saved one, and none once it is back.
    const reason = dialog.getByLabel('Reason for price change')
    await expect(reason).toHaveCount(0)
    await dialog.getByLabel('Title').fill(`${title} `)
    await expect(reason).toHaveCount(0)
    await dialog.getByRole('textbox', { name: 'Price (AUD)', exact: true }).fill('749')
    await expect(reason).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Price (AUD)', exact: true }).fill('699')
    await expect(reason).toHaveCount(0)
    await dialog.getByRole('textbox', { name: 'Price (AUD)', exact: true }).fill('749.50')
    await reason.fill('New hosting costs from July')
    await dialog.screenshot({ path: `/tmp/issue18-h3-reason-${project}.png` })
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()

    dialog = await openEdit(page, title, 'Edit service')
    const entries = dialog.getByRole('region', { name: 'Price history' }).getByRole('listitem')
    await expect(entries).toHaveCount(2)
    const newest = entries.first()
    // The arrow is for the eye; screen readers hear 'to'.
    await expect(newest).toContainText(/^\$699 →\s+to \$749\.50/)
    await expect(newest).toContainText('Price change')
    await expect(newest).toContainText('Reason: New hosting costs from July')
    await expect(newest.locator('time')).toHaveText(/^\d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} (am|pm)$/)
    await expect(dialog.getByRole('textbox', { name: 'Price (AUD)', exact: true })).toHaveValue('749.5')
    await dialog.getByRole('region', { name: 'Price history' }).scrollIntoViewIfNeeded()
    await dialog.screenshot({ path: `/tmp/issue18-h3-history-${project}.png` })
    // The dialog was scanned with its reason box above; a price history with a change is scanned in the plan dialog below.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
  } finally {
    await page.request.delete(`/api/admin/services/${id}`)
  }
})

test("an admin changes a plan's price and the plan dialog lists it", async ({ page }, testInfo) => {
  test.slow()
  const project = testInfo.project.name
  const name = `E2E history plan ${project}`
  await addAdminSession(page)
  const created = await page.request.post('/api/admin/pricing-plans', { data: { name, price: '$899', isActive: false } })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  try {
    await page.goto('/admin?tab=pricing')
    await waitForHydration(page)
    let dialog = await openEdit(page, name, 'Edit plan')
    await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('$999')
    await dialog.getByLabel('Reason for price change').fill('More support hours')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()

    dialog = await openEdit(page, name, 'Edit plan')
    const entries = dialog.getByRole('region', { name: 'Price history' }).getByRole('listitem')
    await expect(entries).toHaveCount(2)
    await expect(entries.first()).toContainText(/^\$899 →\s+to \$999/)
    await expect(entries.first()).toContainText('Reason: More support hours')
    await expect(entries.nth(1)).toContainText('First price')
    await expectNoAxeViolations(page)
  } finally {
    await page.request.delete(`/api/admin/pricing-plans/${id}`)
  }
})
