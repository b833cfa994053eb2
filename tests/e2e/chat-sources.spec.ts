import { chat } from './chat-locators'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

const QUESTION = 'How long does it take to get up and running?'

// @phone: on a phone the panel covers the page, so it steps aside when a source is followed.
test('a reply’s source is a link to the page that says it: the FAQ opens at that answer, with the chat still there', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto('/pricing')
  await waitForHydration(page)
  const { launcher, panel, log, input } = chat(page)
  await launcher.click()
  await input.fill(QUESTION)
  await input.press('Enter')
  const source = log.getByRole('link', { name: QUESTION })
  await expect(source).toBeVisible()
  await expect(log.getByText('Sources:')).toBeVisible()
  await expectNoAxeViolations(page)

  await source.click()
  await expect(page).toHaveURL(/\/faq#how-long-does-it-take-to-get-up-and-running$/)
  const answer = page.locator('#how-long-does-it-take-to-get-up-and-running')
  await expect(answer).toBeVisible()
  await expect(answer).toBeInViewport()
  await expect(page.locator('details', { has: answer })).toHaveAttribute('open', '')
  if (isMobile) {
    // Minimised to its bar, the conversation one tap away.
    await expect(log).toBeHidden()
    await expect(panel.getByRole('button', { name: 'Expand chat' })).toBeVisible()
  } else {
    await expect(log.getByRole('link', { name: QUESTION })).toBeVisible()
  }
})

test('a source opened in a new page opens the answer by the browser alone', async ({ page }) => {
  await page.goto('/faq#what-payment-terms-do-you-offer')
  const answer = page.locator('#what-payment-terms-do-you-offer')
  await expect(answer).toBeVisible()
  await expect(page.locator('details', { has: answer })).toHaveAttribute('open', '')
})
