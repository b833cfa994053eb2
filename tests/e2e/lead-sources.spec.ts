import type { APIRequestContext } from '@playwright/test'
import type { LeadOverview, SourceRow } from '../../contract/lead-overview'
import { adminApi, signInAsAdmin } from './admin-sign-in'
import { chat } from './chat-locators'
import { expect, test, waitForHydration } from './fixtures'

test("a newsletter visitor's message is counted under newsletter in the dashboard's Leads by source", async ({ page }, testInfo) => {
  const campaign = `spring-${testInfo.project.name}-${Date.now().toString(36)}`
  const email = `newsletter.${campaign}@example.com.au`
  // The newsletter row before this visit: the test reads its own message as the difference, whatever other leads the
  // dashboard counts by then (only this test sends newsletter leads, and it runs once: it is not tagged @phone).
  const admin = await adminApi()
  const before = await newsletterRow(admin)
  await admin.dispose()

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
  const sent = page.waitForRequest((request) => request.url().includes('/contact.data') && request.method() === 'POST')
  await form.getByRole('button', { name: 'Send Message' }).click()
  const leadSource = JSON.parse(new URLSearchParams((await sent).postData() ?? '').get('leadSource') ?? '{}')
  expect(leadSource).toEqual({ page: '/contact', referrerHost: 'mail.example.org', utm: { source: 'newsletter', campaign } })
  await expect(form.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible()

  await signInAsAdmin(page)
  const overview = page.getByRole('region', { name: 'Overview' })
  await expect(overview.getByRole('heading', { name: 'Due today' })).toBeVisible()
  await expect(overview.getByRole('heading', { name: 'Overdue' })).toBeVisible()
  const table = overview.getByRole('table', { name: 'Leads by source' })
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^newsletter/ }) })
  await expect(row).toHaveCount(1)
  // Source | Home form | Contact page | Booking | Chat | Last 30 days | All time: the message came in by the contact page.
  const cells = row.getByRole('cell')
  await expect(cells.nth(1)).toHaveText(String(before.recent.contact + 1))
  await expect(cells.last()).toHaveText(String(before.allTime + 1))
  // The dashboard (and this table on a phone, the doors under each source) is scanned by admin-auth.spec.ts.
  await overview.scrollIntoViewIfNeeded()
  await overview.screenshot({ path: testInfo.outputPath(`overview-${testInfo.project.name}.png`) })
  await page.screenshot({ path: testInfo.outputPath(`dashboard-${testInfo.project.name}.png`), fullPage: false })
})

/** The newsletter row of the dashboard's Leads by source (GET /api/admin/lead-overview), zero when there is none yet. */
async function newsletterRow(admin: APIRequestContext): Promise<Pick<SourceRow, 'recent' | 'allTime'>> {
  const response = await admin.get('/api/admin/lead-overview')
  expect(response.status()).toBe(200)
  const { sources } = (await response.json()) as LeadOverview
  return sources.rows.find((row) => row.source === 'newsletter') ?? { recent: { home: 0, contact: 0, booking: 0, chat: 0 }, allTime: 0 }
}

test('the ROI calculation a visitor ran goes with their home-page message, and the chat says where the visit came from', async ({ page }, testInfo) => {
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
  const sent = page.waitForRequest((request) => request.url().includes('/_.data') && request.method() === 'POST' && (request.postData() ?? '').includes('fullName'))
  await form.getByRole('button', { name: 'Send Message' }).click()
  const fields = new URLSearchParams((await sent).postData() ?? '')
  expect(JSON.parse(fields.get('leadSource') ?? '{}')).toEqual({ page: '/', utm: { source: 'linkedin', campaign } })
  const roi = JSON.parse(fields.get('roiSnapshot') ?? '{}')
  expect(roi.input).toEqual({ monthlyCalls: 500, missedCalls: 50, callDuration: 4, hourlyRate: 35, conversionRate: 20, orderValue: 300 })
  expect(roi.result.monthlySavings).toBe(1493.33)
  await expect(form.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()

  const widget = chat(page)
  await widget.launcher.click()
  const chatSent = page.waitForRequest((request) => request.url().endsWith('/api/chat') && request.method() === 'POST')
  await widget.input.fill('What does a website cost?')
  await widget.send.click()
  expect((await chatSent).postDataJSON()).toMatchObject({ message: 'What does a website cost?', leadSource: { page: '/', utm: { source: 'linkedin', campaign } } })
})
