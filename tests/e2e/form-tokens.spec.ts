import { expect, test, waitForHydration } from './fixtures'
import { waitForMail } from './inbox'

// Each form token allows one message within its hour. These visitors must never pay for that: someone who writes
// twice, or who leaves the page open for hours, is a real lead each time (the business hears of every message).

test.beforeEach(async ({ page }) => {
  // A client address of its own (the e2e server trusts loopback as a proxy), so these sends spend no other test's rate limit.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.1' })
})

test('a visitor who sends a second message from the same form reaches the business both times', async ({ page }, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now()}`
  await page.goto('/contact')
  await waitForHydration(page)
  const form = page.locator('#contact-form')
  for (const topic of ['a receptionist for the clinic', 'a website for the clinic']) {
    await form.getByLabel('Full Name').fill('Dana Twice')
    await form.getByLabel('Email Address').fill(`dana.${run}@example.com.au`)
    await form.getByLabel('Message').fill(`Please tell us about ${topic} (${run}).`)
    const sent = page.waitForResponse((response) => response.url().includes('/contact.data') && response.request().method() === 'POST')
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await sent).status()).toBe(200)
    await form.getByRole('button', { name: 'Send another message' }).click()
    await expect(form.getByLabel('Message')).toHaveValue('')
  }
  await waitForMail('hello@melbourneai.com.au', `a receptionist for the clinic (${run})`)
  await waitForMail('hello@melbourneai.com.au', `a website for the clinic (${run})`)
})

test('a page left open for hours renews its form token before sending, and the message is a real one', async ({ page }, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now()}`
  await page.clock.install()
  await page.goto('/contact')
  await waitForHydration(page)
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Lee Later')
  await form.getByLabel('Email Address').fill(`lee.${run}@example.com.au`)
  await form.getByLabel('Message').fill(`I left this tab open over lunch (${run}).`)
  // The visitor comes back two hours later: the token the form was given has expired by then.
  await page.clock.fastForward('02:00:00')
  const renewed = page.waitForResponse((response) => response.url().endsWith('/api/form-guard/renew'))
  const sent = page.waitForResponse((response) => response.url().includes('/contact.data') && response.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send Message' }).click()
  const renewal = await renewed
  expect(renewal.status()).toBe(200)
  const { token } = (await renewal.json()) as { token: string }
  expect(new URLSearchParams((await sent).request().postData() ?? '').get('formToken')).toBe(token)
  expect((await sent).status()).toBe(200)
  await expect(form.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible()
  await waitForMail('hello@melbourneai.com.au', `I left this tab open over lunch (${run}).`)
})
