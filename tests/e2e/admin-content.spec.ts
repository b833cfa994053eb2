import type { Page } from '@playwright/test'
import { signInAsAdmin, addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/*
 * Tests run in parallel on one server, so every test works on rows it creates itself, named after the
 * project, and removes them again.
 */

async function signInTo(page: Page, tab: string) {
  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('tab', { name: tab, exact: true }).click()
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: tab, exact: true })).toBeVisible()
}

/** Opens a tab by its address, as a reload or a shared link does. */
async function openTab(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`)
  await waitForHydration(page)
}

async function createRow(page: Page, path: string, body: Record<string, unknown>): Promise<number> {
  const response = await page.request.post(`/api/admin/${path}`, {
    data: body,
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

async function removeRow(page: Page, path: string, id: number) {
  await page.request.delete(`/api/admin/${path}/${id}`)
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

test('an edited service title shows on /services, and a deleted service is gone after the confirmation', async ({ page }, testInfo) => {
  const project = testInfo.project.name
  const title = `E2E service ${project}`
  const renamed = `E2E service ${project} renamed`
  await addAdminSession(page)
  const id = await createRow(page, 'services', {
    title,
    slug: `e2e-service-${project}`,
    description: 'A service the admin content test edits.',
    sortOrder: 900,
  })
  try {
    await openTab(page, 'services')

    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit service' })
    await expect(dialog.getByLabel('Title')).toHaveValue(title)
    await dialog.getByLabel('Title').fill('')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog.getByText('Please enter a title')).toBeVisible()
    await expect(dialog.getByLabel('Title')).toBeFocused()

    await dialog.getByLabel('Title').fill(renamed)
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()
    await expect(toasts(page)).toContainText('Service saved')
    await expect(card(page, renamed)).toBeVisible()

    await page.goto('/services')
    await expect(page.getByText(renamed).first()).toBeVisible()

    await openTab(page, 'services')
    await card(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete item' })
    await expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this item?')
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expect(toasts(page)).toContainText('Service deleted')
    await expect(card(page, renamed)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add service' })).toBeFocused()
  } finally {
    await removeRow(page, 'services', id)
  }
})

test('a pricing plan switched inactive leaves /pricing, and comes back when switched on', async ({ page }, testInfo) => {
  const name = `E2E plan ${testInfo.project.name}`
  await addAdminSession(page)
  const id = await createRow(page, 'pricing-plans', {
    name,
    price: '$123',
    description: 'A plan the admin content test switches.',
    sortOrder: 900,
  })
  try {
    await openTab(page, 'pricing')
    const toggle = card(page, name).getByRole('switch', {
      name: `${name} active`,
    })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await toggle.click()
    await expect(toasts(page)).toContainText(`${name} is now inactive`)
    await expect(toggle).toHaveAttribute('aria-checked', 'false')

    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(name)).toHaveCount(0)

    await openTab(page, 'pricing')
    await card(page, name)
      .getByRole('switch', { name: `${name} active` })
      .click()
    await expect(card(page, name).getByRole('switch', { name: `${name} active` })).toHaveAttribute('aria-checked', 'true')
    await page.goto('/pricing')
    await expect(page.getByText(name).first()).toBeVisible()
  } finally {
    await removeRow(page, 'pricing-plans', id)
  }
})

test('a setting with invalid JSON is refused next to the field; a fixed one is added, then deleted', async ({ page }, testInfo) => {
  const key = `e2e_setting_${testInfo.project.name}`
  await signInTo(page, 'Settings')
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/site-settings')) posts += 1
  })

  await page.getByRole('button', { name: 'Add setting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add setting' })
  await dialog.getByLabel('Key').fill(key)
  await dialog.getByLabel('Category').fill('testing')
  await dialog.getByLabel('Value').fill('{"open": true')
  await dialog.getByRole('button', { name: 'Add setting' }).click()
  await expect(dialog.getByText('Value is not valid JSON')).toBeVisible()
  await expect(dialog.getByLabel('Value')).toBeFocused()
  await expect(dialog.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toBe(0)

  await dialog.getByLabel('Value').fill('{"open": true}')
  await dialog.getByRole('button', { name: 'Add setting' }).click()
  await expect(dialog).toBeHidden()
  await expect(toasts(page)).toContainText('Setting added')
  await expect(card(page, key)).toContainText('{"open":true}')
  expect(posts).toBe(1)

  await card(page, key)
    .getByRole('button', { name: `Delete ${key}` })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Delete item' })
  await expect(confirm).toContainText(key)
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toasts(page)).toContainText('Setting deleted')
  await expect(card(page, key)).toHaveCount(0)
})

// @phone: an admin tab and its dialog at phone size, too.
test('live demo sites are highlighted, and a tab with its dialog open has no axe violations', { tag: '@phone' }, async ({ page }, testInfo) => {
  await signInTo(page, 'Demo Sites')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: 'Demo Sites', exact: true })).toBeVisible()
  await expect(panel.getByRole('article').first()).toBeVisible()
  await expect(panel.getByRole('article').filter({ hasText: 'Live Demo' }).first()).toHaveClass(/ring-2/)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`demo-sites-list-${testInfo.project.name}.png`), fullPage: true })

  await panel
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit demo site' })
  await expect(dialog.getByLabel('Title')).not.toHaveValue('')
  await page.screenshot({
    path: testInfo.outputPath(`demo-sites-dialog-${testInfo.project.name}.png`),
  })
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
