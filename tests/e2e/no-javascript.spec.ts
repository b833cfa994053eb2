import { E2E_ADMIN } from './admin-sign-in'
import { expect, test } from './fixtures'
import { waitForMail } from './inbox'
import { PUBLIC_PAGES } from './public-pages'
import { uniquePhone } from '../support/booker.ts'

test.use({ javaScriptEnabled: false, allowConsoleErrors: ['status of 404', 'status of 400', 'status of 401'] })

test('every public page is complete without JavaScript', async ({ page }) => {
  for (const { path, h1, content } of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1)
    await expect(page.getByText(content).filter({ visible: true }).first(), path).toBeVisible()
    // No part is left behind a fallback for a script to swap in (React's streamed Suspense segments).
    expect(await page.locator('template[id^="B:"], div[hidden][id^="S:"]').count(), path).toBe(0)
  }
})

test('server HTML carries the live data: services, plans, tool counts, demos and settings', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'AI Workforce Solutions' }).first()).toBeVisible()
  await expect(page.getByText('$699').first()).toBeVisible()
  await expect(page.locator('footer')).toContainText('ABN 53 618 420 041')
  await expect(page.locator('footer')).toContainText('hello@melbourneai.com.au')

  await page.goto('/ai-tools')
  for (const badge of ['8 Free Tools', '11 Credit Tools', '1 Premium Tool', '7 Coming Soon']) await expect(page.getByText(badge)).toBeVisible()

  await page.goto('/pricing')
  await expect(page.getByText('Most Popular')).toBeVisible()
  await expect(page.getByText('42% OFF')).toBeVisible()

  await page.goto('/demos')
  await expect(page.getByRole('link', { name: /Try Live Demo/ }).first()).toBeVisible()
})

test('the home description names the cheapest plan, and the FAQ carries FAQPage data', async ({ page }) => {
  await page.goto('/')
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description).toContain('One-time setup from $499 for website development')
  const homeJsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  const business = homeJsonLd.find((data) => data['@id']?.endsWith('#business'))
  expect(business.address.addressLocality).toBe('Melbourne')
  expect(business.makesOffer.map((offer: { price: number }) => offer.price).sort()).toEqual([499, 699, 899])
  expect(business.openingHoursSpecification[0].dayOfWeek).toContain('Monday')

  await page.goto('/faq')
  const faqJsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  const faq = faqJsonLd.find((data) => data['@type'] === 'FAQPage')
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(25)
})

// Forms are sent by the browser itself here: each page view gives a form token in a cookie (the e2e server has
// no time trap to wait out: FORM_TIME_TRAP_MS=0 in playwright.config.ts).

test('the /contact form sends without JavaScript, shows the success text, and a reload sends nothing', async ({ page }, testInfo) => {
  const message = `Sent with JavaScript turned off (${testInfo.project.name} run ${Date.now()}).`
  await page.goto('/contact')
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Nora Script')
  await form.getByLabel('Email Address').fill(`nora.${testInfo.project.name}@example.com.au`)
  await form.getByLabel('Message').fill(message)
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send Message' }).click()
  expect((await answer).status()).toBe(303)
  await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/)
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible()

  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
  expect(posts).toEqual([])
  await waitForMail('hello@melbourneai.com.au', message)
})

test('the home form shows the spec messages next to the fields and keeps what was typed', async ({ page }) => {
  await page.goto('/')
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('P')
  await form.getByLabel('Email Address').fill('not-an-email')
  await form.getByLabel(/Phone Number/).fill('0412 345 678')
  await form.getByLabel('Message').fill('Too short')
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send Message' }).click()
  expect((await answer).status()).toBe(400)
  const sentForm = page.locator('#contact-form')
  await expect(sentForm.getByText('Full name must be at least 2 characters')).toBeVisible()
  await expect(sentForm.getByText('Please enter a valid email address')).toBeVisible()
  await expect(sentForm.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(sentForm.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(sentForm.getByLabel('Full Name')).toHaveValue('P')
  await expect(sentForm.getByLabel('Email Address')).toHaveValue('not-an-email')
  await expect(sentForm.getByLabel(/Phone Number/)).toHaveValue('0412 345 678')
  await expect(sentForm.getByLabel('Message')).toHaveValue('Too short')
})

test('the ROI calculator answers without JavaScript', async ({ page }) => {
  await page.goto('/')
  const section = page.locator('#calculator')
  const figures = { 'Calls per month': '500', 'Missed calls per month': '50', 'Average call length': '4', 'Staff hourly cost': '35', 'Callers who become customers': '20', 'Average sale value': '300' }
  for (const [label, value] of Object.entries(figures)) await section.getByRole('textbox', { name: label, exact: true }).fill(value)
  await section.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(page).toHaveURL(/\/(\?index)?#calculator$/)
  // The same figures as the browser test with JavaScript (roi-calculator.spec.ts), so the same result.
  await expect(page.locator('#calculator').locator('dt', { hasText: 'Monthly savings' }).locator('xpath=following-sibling::dd[1]').first()).toHaveText('$1,493.33')
  await expect(page.locator('#calculator').getByRole('textbox', { name: 'Calls per month', exact: true })).toHaveValue('500')
})

test('an admin signs in without JavaScript', async ({ page }) => {
  await page.goto('/admin/login')
  const form = page.locator('form')
  await form.getByLabel('Email').fill(E2E_ADMIN.email)
  await form.getByLabel('Password').fill('not the right password')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(form.getByText('Invalid email or password')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue(E2E_ADMIN.email)
  await expect(form.getByLabel('Password')).toHaveValue('')

  await form.getByLabel('Password').fill(E2E_ADMIN.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
})

test('Book Call opens a dialog that leads to /book, where a time is booked without JavaScript', async ({ page }, testInfo) => {
  await page.goto('/faq')
  await page.locator('[commandfor="book-call"]').filter({ visible: true }).first().click()
  const frame = page.getByRole('dialog', { name: 'Book a Free Consultation' })
  await frame.getByRole('link', { name: 'See available times' }).click()
  await expect(page).toHaveURL(/\/book$/)

  // A time away from the ones the other tests take.
  const times = page.getByRole('radio')
  await times.nth(2).check({ force: true })
  await page.getByLabel('Name').fill('Jordan Plain')
  await page.getByLabel('Phone').fill(uniquePhone())
  await page.getByLabel('Email').fill(`jordan.plain.${testInfo.project.name}@example.com.au`)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page).toHaveURL(/\/book\?booked=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Submitted Successfully!' })).toBeVisible()
})
