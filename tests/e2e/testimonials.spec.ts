import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/*
 * Tests share one server and run in parallel: the admin test adds a testimonial named after its
 * project and removes it again.
 */

const testimonialsSection = (page: Page) => page.getByRole('region', { name: 'What Our Clients Say' })

for (const path of ['/', '/services']) {
  test(`visitors see what clients say on ${path}, each with a star rating read as words`, async ({ page }, testInfo) => {
    await page.goto(path)
    await waitForHydration(page)
    const section = testimonialsSection(page)
    await section.scrollIntoViewIfNeeded()
    await expect(section).toBeVisible()
    await expect(section.getByText(/^Rated \d(\.\d)? out of 5 by \d+ clients$/)).toBeVisible()
    const quotes = section.getByRole('figure')
    expect(await quotes.count()).toBeGreaterThanOrEqual(3)
    for (const quote of await quotes.all()) {
      await expect(quote.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible()
      await expect(quote.locator('blockquote')).not.toBeEmpty()
    }
    // The whole page, this section with it, is scanned by axe and checked for sideways scrolling at both widths in pages.spec.ts.
    await section.screenshot({ path: `/tmp/issue18-h1-testimonials${path === '/' ? '-home' : '-services'}-${testInfo.project.name}.png`, animations: 'disabled' })
  })
}

test('an admin adds a testimonial, a wrong rating is explained, and the home page shows it at once', async ({ page }, testInfo) => {
  const project = testInfo.project.name
  const name = `E2E Client ${project}`
  const quote = `The ${project} team answered every after-hours call for us.`
  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Testimonials', exact: true }).click()
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Testimonials', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Add testimonial' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add testimonial' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Company').fill('Carlton Physio, Carlton')
  await dialog.getByLabel('Testimonial').fill(quote)
  await dialog.getByLabel('Rating').fill('6')
  await dialog.getByRole('button', { name: 'Add testimonial' }).click()
  await expect(dialog.getByText('Rating must be a whole number from 1 to 5')).toBeVisible()
  await expect(dialog.getByLabel('Rating')).toBeFocused()
  await expectNoAxeViolations(page)

  await dialog.getByLabel('Rating').fill('4')
  await dialog.getByRole('button', { name: 'Add testimonial' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Testimonial added')
  const row = page.getByRole('article', { name, exact: true })
  await expect(row).toContainText('4 out of 5 stars')
  await page.getByRole('tabpanel').screenshot({ path: `/tmp/issue18-h1-admin-testimonials-${project}.png`, animations: 'disabled' })
  const id = Number(
    ((await (await page.request.get('/api/admin/testimonials')).json()) as Array<{ id: number; name: string }>).find((testimonial) => testimonial.name === name)?.id,
  )
  try {
    await page.goto('/')
    const added = testimonialsSection(page).getByRole('figure').filter({ hasText: quote })
    await added.scrollIntoViewIfNeeded()
    await expect(added).toBeVisible()
    await expect(added).toContainText(name)
    await expect(added).toContainText('Carlton Physio, Carlton')
    await expect(added.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
  } finally {
    if (id) await page.request.delete(`/api/admin/testimonials/${id}`)
  }
})
