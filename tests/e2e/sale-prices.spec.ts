import type { Page } from '@playwright/test'
import { addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/*
 * A sale set through the admin's service dialog shows at once on /services and / with the struck
 * regular price. Each project works on its own service and removes it again.
 */

/** A Melbourne calendar day, `offset` days from today's. */
function melbourneDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

test('an admin puts a service on sale in the dialog, and visitors see the sale price with the regular price struck through', async ({ page }, testInfo) => {
  // Two dialog saves and two pages with axe: more than the default 30 s on a busy machine.
  test.slow()
  const project = testInfo.project.name
  const title = `E2E sale ${project}`
  await addAdminSession(page)
  const created = await page.request.post('/api/admin/services', {
    data: { title, slug: `e2e-sale-${project}`, description: 'A service the sale price test puts on sale.', price: 699, features: ['Set up in a week'], sortOrder: 0 },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  try {
    await page.goto('/admin?tab=services')
    await waitForHydration(page)
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit service' })

    // The dialog refuses a sale price that is not below the price and a last day before the first.
    await dialog.getByLabel('Sale price (AUD)').fill('800')
    await dialog.getByLabel('Sale first day').fill(melbourneDay(0))
    await dialog.getByLabel('Sale last day').fill(melbourneDay(-1))
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog.getByText('The sale price must be below the price')).toBeVisible()
    await expect(dialog.getByText('The sale cannot end before it starts')).toBeVisible()

    await dialog.getByLabel('Sale price (AUD)').fill('377')
    await dialog.getByLabel('Sale last day').fill(melbourneDay(7))
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()

    // Reopened, the dialog shows the Melbourne days it saved.
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    await expect(dialog.getByLabel('Sale first day')).toHaveValue(melbourneDay(0))
    await expect(dialog.getByLabel('Sale last day')).toHaveValue(melbourneDay(7))
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.goto('/services')
    const serviceCard = card(page, title)
    await expect(serviceCard.getByText('Was $699, now $377')).toBeAttached()
    await expect(serviceCard.getByText('$377', { exact: true })).toBeVisible()
    await expect(serviceCard.getByText('$699', { exact: true })).toBeVisible()
    await expect(serviceCard.getByText(/^Sale price until \d{1,2} \w+ \d{4}$/)).toBeVisible()
    await serviceCard.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/issue18-h2-services-${project}.png` })
    await expectNoAxeViolations(page)

    await page.goto('/')
    const homeCard = card(page, title)
    await expect(homeCard.getByText('Was $699, now $377')).toBeAttached()
    await expect(homeCard.getByText('$377', { exact: true })).toBeVisible()
    await homeCard.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/issue18-h2-home-${project}.png` })
    await expectNoAxeViolations(page)
  } finally {
    await page.request.delete(`/api/admin/services/${id}`)
  }
})

// Never tagged @phone: it puts a seeded service on sale, which every visitor of its page sees, so it runs once; it looks
// at both widths itself.
test('a service page shows its sale with the struck regular price at both widths', async ({ page }) => {
  test.slow()
  await addAdminSession(page)
  const list = (await (await page.request.get('/api/admin/services')).json()) as { id: number; slug: string; price: number }[]
  const workforce = list.find((service) => service.slug === 'ai-workforce')!
  const saved = await page.request.patch(`/api/admin/services/${workforce.id}`, { data: { salePrice: 377, saleStartDate: melbourneDay(-1), saleEndDate: melbourneDay(30) } })
  expect(saved.status()).toBe(200)
  try {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/services/ai-workforce')
      await expect(page.getByText('Was $699, now $377')).toBeAttached()
      await expect(page.getByText('$377', { exact: true })).toBeVisible()
      await page.screenshot({ path: `/tmp/issue18-h2-detail-${width}.png` })
      await expectNoAxeViolations(page)
    }
  } finally {
    await page.request.patch(`/api/admin/services/${workforce.id}`, { data: { salePrice: null, saleStartDate: null, saleEndDate: null } })
  }
})
