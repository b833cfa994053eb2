import type { Page } from '@playwright/test'
import { addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/*
 * FAQ facts from live data (ADR 027): an admin changes a price in the service dialog and a
 * visitor who reloads /faq reads the new price in the answer, no redeploy. The test works on a
 * website service of its own, cheaper than the seeded one once edited, and removes it again.
 */

const TITLE = 'E2E FAQ Website'
const EXISTING_SITE = 'Will it work with my existing website?'
const PRICING = 'How does your pricing work?'

/** Opens a question's answer (a native <details>) and gives the answer's text. */
async function answerTo(page: Page, question: string) {
  const item = page.locator('details').filter({ has: page.getByText(question, { exact: true }) })
  if ((await item.getAttribute('open')) === null) await item.getByText(question, { exact: true }).click()
  await expect(item).toHaveAttribute('open', '')
  return item
}

// Never tagged @phone: the cheapest website price is one for the whole site, so it runs once; it looks at both widths itself.
test('an FAQ price that changes after an admin edit', async ({ page, browser }, testInfo) => {
  // Sign-in, a dialog save and two page loads with axe at two widths: more than 30 s on a busy machine.
  test.slow()
  await addAdminSession(page)
  const created = await page.request.post('/api/admin/services', {
    data: { title: TITLE, slug: 'e2e-faq-website', description: 'A website service the FAQ price test edits.', price: 4999, priceNote: 'up to 10 pages', features: ['Built in a week'], sortOrder: 99 },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  // The visitor is signed out, so the page comes from the page cache when it may.
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 900 } })
  const visitor = await visitorContext.newPage()
  try {
    await visitor.goto('/faq')
    await expect(await answerTo(visitor, EXISTING_SITE)).toContainText('we can build one from $499 for up to 3 pages.')

    await page.goto('/admin?tab=services')
    await waitForHydration(page)
    await page
      .getByRole('article', { name: TITLE, exact: true })
      .getByRole('button', { name: `Edit ${TITLE}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit service' })
    await dialog.getByLabel(/^Price \(AUD\)/).fill('449')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()

    await visitor.reload()
    await waitForHydration(visitor)
    const answer = await answerTo(visitor, EXISTING_SITE)
    await expect(answer).toContainText('we can build one from $449 for up to 10 pages.')
    await expect(answer).not.toContainText('$499')
    await expect(await answerTo(visitor, PRICING)).toContainText('websites from $449 for up to 10 pages')
    const faqPage = JSON.parse((await visitor.locator('script[type="application/ld+json"]').allTextContents()).find((text) => text.includes('"FAQPage"')) ?? '{}') as {
      mainEntity?: { name: string; acceptedAnswer: { text: string } }[]
    }
    expect(faqPage.mainEntity?.find((entry) => entry.name === EXISTING_SITE)?.acceptedAnswer.text).toContain('we can build one from $449 for up to 10 pages.')

    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: 900 })
      await answer.scrollIntoViewIfNeeded()
      await visitor.screenshot({ path: `/tmp/issue18-faq-live-${width}.png` })
      await expectNoAxeViolations(visitor)
    }
  } finally {
    await visitorContext.close()
    await page.request.delete(`/api/admin/services/${id}`)
  }
})
