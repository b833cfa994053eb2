import { signInAsAdmin } from './admin-sign-in'
import { chat } from './chat-locators'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { HUMAN_PAUSE_MS } from './set-up-inquiry'

test("a newsletter visitor's message is counted under newsletter in the dashboard's Leads by source", async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const campaign = `spring-${testInfo.project.name}-${Date.now().toString(36)}`
  const email = `newsletter.${campaign}@example.com.au`

  // The visitor lands from the newsletter, then opens the contact page: the landing is remembered for the visit.
  await page.goto(`/?utm_source=newsletter&utm_campaign=${campaign}`, { referer: 'https://mail.example.org/inbox' })
  await waitForHydration(page)
  await page.goto('/contact')
  await waitForHydration(page)
  expect(await page.evaluate(() => document.cookie)).not.toContain('newsletter')

  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Nora Newsletter')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Message').fill('Your newsletter mentioned AI receptionists. Can we talk?')
  await page.waitForTimeout(HUMAN_PAUSE_MS)
  const sent = page.waitForRequest((request) => request.url().includes('/contact.data') && request.method() === 'POST')
  await form.getByRole('button', { name: 'Send Message' }).click()
  const leadSource = JSON.parse(new URLSearchParams((await sent).postData() ?? '').get('leadSource') ?? '{}')
  expect(leadSource).toEqual({ page: '/contact', referrerHost: 'mail.example.org', utm: { source: 'newsletter', campaign } })
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()

  await signInAsAdmin(page)
  const overview = page.getByRole('region', { name: 'Overview' })
  await expect(overview.getByRole('heading', { name: 'Due today' })).toBeVisible()
  await expect(overview.getByRole('heading', { name: 'Overdue' })).toBeVisible()
  const table = overview.getByRole('table', { name: 'Leads by source' })
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^newsletter/ }) })
  await expect(row).toHaveCount(1)
  const cells = row.getByRole('cell')
  if (testInfo.project.name === 'desktop') {
    // Source | Home form | Contact page | Booking | Chat | Last 30 days | All time: the message came in by the contact page.
    expect(Number(await cells.nth(1).textContent())).toBeGreaterThanOrEqual(1)
  } else {
    // The phone has no door columns: the doors are written under the source's name.
    await expect(row.getByRole('rowheader')).toContainText(/Contact page \d+/)
  }
  expect(Number(await cells.last().textContent())).toBeGreaterThanOrEqual(1)

  // Nothing of the overview is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  await overview.scrollIntoViewIfNeeded()
  await overview.screenshot({ path: testInfo.outputPath(`overview-${testInfo.project.name}.png`) })
  await page.screenshot({ path: testInfo.outputPath(`dashboard-${testInfo.project.name}.png`), fullPage: false })
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectNoAxeViolations(page)
})

test('the ROI calculation a visitor ran goes with their home-page message, and the chat says where the visit came from', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  const campaign = `roi-${testInfo.project.name}-${Date.now().toString(36)}`
  await page.goto(`/?utm_source=linkedin&utm_campaign=${campaign}`)
  await waitForHydration(page)

  const calculator = page.locator('#calculator')
  const figures = { 'Calls per month': '500', 'Missed calls per month': '50', 'Average call length': '4', 'Staff hourly cost': '35', 'Callers who become customers': '20', 'Average sale value': '300' }
  for (const [label, value] of Object.entries(figures)) await calculator.getByRole('textbox', { name: label, exact: true }).fill(value)
  await calculator.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(page.getByText('ROI Calculated')).toBeVisible()

  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Rina Roi')
  await form.getByLabel('Email Address').fill(`roi.${campaign}@example.com.au`)
  await form.getByLabel('Message').fill('The calculator says we would save a lot. Can we talk?')
  await page.waitForTimeout(HUMAN_PAUSE_MS)
  const sent = page.waitForRequest((request) => request.url().includes('/_.data') && request.method() === 'POST' && (request.postData() ?? '').includes('fullName'))
  await form.getByRole('button', { name: 'Send Message' }).click()
  const fields = new URLSearchParams((await sent).postData() ?? '')
  expect(JSON.parse(fields.get('leadSource') ?? '{}')).toEqual({ page: '/', utm: { source: 'linkedin', campaign } })
  const roi = JSON.parse(fields.get('roiSnapshot') ?? '{}')
  expect(roi.input).toEqual({ monthlyCalls: 500, missedCalls: 50, callDuration: 4, hourlyRate: 35, conversionRate: 20, orderValue: 300 })
  expect(roi.result.monthlySavings).toBe(3635)
  await expect(page.getByText('Message Sent!')).toBeVisible()

  const widget = chat(page)
  await widget.launcher.click()
  const chatSent = page.waitForRequest((request) => request.url().endsWith('/api/chat') && request.method() === 'POST')
  await widget.input.fill('What does a website cost?')
  await widget.send.click()
  expect((await chatSent).postDataJSON()).toMatchObject({ message: 'What does a website cost?', leadSource: { page: '/', utm: { source: 'linkedin', campaign } } })
})
