import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, holdPageScripts, test, waitForHydration } from './fixtures'
import { waitForMail } from './inbox'

test('visitor sends a message from the home page, sees the confirmation, and both sides get an email', async ({ page }, testInfo) => {
  // Desktop and phone runs share one server and one inbox, so each writes as a visitor of its own.
  const email = `priya.${testInfo.project.name}@example.com.au`
  const message = `We would like an AI receptionist for our dental clinic in Preston (${testInfo.project.name} run).`
  await page.goto('/')
  await waitForHydration(page)
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Priya Nair')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel(/Phone Number/).fill('0412 345 678')
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()
  await expect(form.getByText('Thank you for your inquiry! We will get back to you within 24 hours.')).toBeVisible()
  await expect(form.getByLabel('Full Name')).toHaveValue('')
  await expect(form.getByLabel('Message')).toHaveValue('')
  await expectNoAxeViolations(page)

  // The lead reached the business with every field, and the visitor got a confirmation in the business's own
  // words only: it goes to whatever address was typed, so it repeats nothing the visitor wrote.
  const business = await waitForMail('hello@melbourneai.com.au', message)
  expect(business.text).toContain(email)
  expect(business.text).toContain('0412 345 678')
  expect(business.text).toContain('Priya Nair')
  const confirmation = await waitForMail(email, 'We received your message and will get back to you within 24 hours.')
  expect(confirmation.text).toContain('Hello,')
  for (const typed of [message, 'Priya Nair', '0412 345 678']) expect(confirmation.text).not.toContain(typed)
})

test('the home form shows the spec messages next to the fields and sends nothing', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const form = page.locator('#contact-form')
  let posted = false
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true
  })
  await form.getByLabel('Full Name').fill('P')
  await form.getByLabel('Email Address').fill('not-an-email')
  await form.getByLabel('Message').fill('Too short')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Full name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(form.getByLabel('Full Name')).toBeFocused()
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
  expect(posted).toBe(false)
  await expectNoAxeViolations(page)
})

test('visitor sends a message with a service from the contact page', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Sam Lee')
  await form.getByLabel('Email Address').fill('sam@example.com.au')
  await form.getByLabel(/Service Interested In/).selectOption('automation')
  await form.getByLabel('Message').fill('Can you connect our booking system to Xero?')
  // With JavaScript the form goes to the page's action as React Router's own request, and the page stays.
  const sent = page.waitForResponse((response) => response.url().includes('/contact.data') && response.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send Message' }).click()
  expect((await sent).status()).toBe(200)
  await expect(form.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible()
  await expect(form.getByLabel('Email Address')).toHaveValue('')
})

test('a message sent before the page has its scripts is sent by the browser itself, and arrives once', async ({ page }, testInfo) => {
  const scripts = await holdPageScripts(page)
  // Module scripts hold DOMContentLoaded and load back, and these scripts are held: the HTML is what there is.
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = page.locator('#contact-form')
  const email = `quick.${testInfo.project.name}@example.com.au`
  const message = `Please call me about a website for our gym (${testInfo.project.name} run).`
  await form.getByLabel('Full Name').fill('Quinn Quick')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: 'Send Message' }).click()

  // Post/redirect/get: the success text on the page the form came from, and a reload sends nothing.
  await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/)
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
  expect(scripts.nativeSubmits).toEqual([expect.stringMatching(/^POST .*\/contact#?/)])
  scripts.release()
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
  expect(scripts.nativeSubmits).toHaveLength(1)

  const business = await waitForMail('hello@melbourneai.com.au', message)
  expect(business.text).toContain(email)
})

/**
 * Every layout shift from now on, as its score, including those right after a click (which Lighthouse forgives):
 * how soon the server answers a form is not up to the visitor, so the page must not move whenever it does.
 */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const scores: number[] = []
    Object.assign(window, { layoutShiftScores: scores })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) scores.push((entry as PerformanceEntry & { value: number }).value)
    }).observe({ type: 'layout-shift' })
  })
  return () => page.evaluate(() => (window as unknown as { layoutShiftScores: number[] }).layoutShiftScores)
}

const SENT_PANELS = [
  { path: '/', title: 'Message Sent!', description: 'Thank you for your inquiry! We will get back to you within 24 hours.' },
  { path: '/contact', title: 'Message Sent Successfully!', description: "We'll get back to you within 24 hours." },
]

for (const { path, title, description } of SENT_PANELS) {
  test(`${path}: a message sent with JavaScript ends in the panel a send without it shows, and it outlasts the toast`, { tag: '@phone' }, async ({ page }, testInfo) => {
    const run = `${testInfo.project.name}-${Date.now()}`
    await page.goto(path)
    await waitForHydration(page)
    const form = page.locator('#contact-form')
    await form.getByLabel('Full Name').fill('Lena Lasting')
    await form.getByLabel('Email Address').fill(`lena.${run}@example.com.au`)
    await form.getByLabel('Message').fill(`Please leave the confirmation on screen (${run}).`)
    const layoutShifts = await watchLayoutShifts(page)
    await form.getByRole('button', { name: 'Send Message' }).click()

    // The same panel the page sent without JavaScript shows (no-javascript.spec.ts), in the form's place, and the
    // focus the vanished Send button had is on its heading, so a screen reader reads what happened.
    const panel = form.getByRole('status').filter({ hasText: title })
    await expect(panel.getByRole('heading', { name: title })).toBeFocused()
    await expect(panel).toContainText(description)
    await expect(form.getByLabel('Full Name')).toBeHidden()
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: title })
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 10_000 })
    await expect(panel).toBeVisible()
    expect(await layoutShifts()).toEqual([])
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath(`sent-panel-${path === '/' ? 'home' : 'contact'}-${testInfo.project.name}.png`) })

    // Writing again starts from an empty form, in its first field.
    await panel.getByRole('button', { name: 'Send another message' }).click()
    await expect(panel).toBeHidden()
    await expect(form.getByLabel('Full Name')).toBeFocused()
    for (const label of ['Full Name', 'Email Address', 'Message']) await expect(form.getByLabel(label)).toHaveValue('')
    expect(await layoutShifts()).toEqual([])
  })
}

test.describe('when the server fails', () => {
  // The browser logs the failed request; that is the point of this test.
  test.use({ allowConsoleErrors: ['status of 500'] })

  test('a failing server keeps what the visitor typed and says so', async ({ page }) => {
    await page.route(/\/contact\.data/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"Something went wrong"}}' }))
    await page.goto('/contact')
    await waitForHydration(page)
    const form = page.locator('#contact-form')
    await form.getByLabel('Full Name').fill('Sam Lee')
    await form.getByLabel('Email Address').fill('sam@example.com.au')
    await form.getByLabel('Message').fill('Hello there, please call me.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('Sam Lee')
  })
})
