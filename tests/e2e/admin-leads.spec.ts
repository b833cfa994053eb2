import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { sendInquiry } from './set-up-inquiry'


/** A name no other test uses. */
function uniqueName(label: string) {
  return `${label} ${test.info().project.name} ${Date.now().toString(36)}`
}


async function signIn(page: Page, tab?: string) {
  await signInAsAdmin(page, tab ? `/admin?tab=${tab}` : '/admin')
}

const inquiryCard = (page: Page, name: string) => page.getByRole('article', { name })

test('an inquiry moves along the pipeline in place and stays moved after a reload', async ({ page, request }) => {
  const fullName = uniqueName('Pipeline Person')
  await sendInquiry(request, { fullName, email: 'pipeline@example.com.au', message: 'Please call me about a chatbot.' }, { addressBlock: '198.51.100' })
  await signIn(page)

  const card = inquiryCard(page, fullName)
  await expect(card.locator('header').getByText('New', { exact: true })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('inquiries.png') })
  await card.getByLabel('Status').selectOption('contacted')
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: 'Status updated' })).toContainText(fullName)
  await expect(card.locator('header').getByText('Contacted', { exact: true })).toBeVisible()

  await page.reload()
  await waitForHydration(page)
  await expect(inquiryCard(page, fullName).getByLabel('Status')).toHaveValue('contacted')

  await page.getByLabel('Filter by status').selectOption('new')
  await expect(inquiryCard(page, fullName)).toHaveCount(0)
  await page.getByLabel('Filter by status').selectOption('all')
  await page.getByLabel('Search inquiries').fill('pipeline@example')
  await expect(inquiryCard(page, fullName)).toBeVisible()
})

// @phone: the confirmation dialog at phone size, too.
test('spam is restored to new, and deleting asks the spec question first', { tag: '@phone' }, async ({ page, request }) => {
  const fullName = uniqueName('Spam Then Gone')
  await sendInquiry(request, { fullName, email: 'spam-then-gone@example.com.au', message: 'Please call me about a website.' }, { addressBlock: '198.51.100' })
  await signIn(page)

  const card = inquiryCard(page, fullName)
  await card.getByLabel('Status').selectOption('spam')
  await card.getByRole('button', { name: 'Restore' }).click()
  await expect(card.getByLabel('Status')).toHaveValue('new')

  await card.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete item' })
  await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this item?')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(card).toBeVisible()

  await card.getByRole('button', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(card).toHaveCount(0)
  await page.reload()
  await waitForHydration(page)
  await expect(inquiryCard(page, fullName)).toHaveCount(0)
})

test('a stored script in an inquiry is shown as text and never runs', async ({ page, request }) => {
  const fullName = uniqueName('Script Sender')
  const payload = `<script>window.leadXss = true</script><img src=x onerror="window.leadXss = true">`
  await sendInquiry(request, { fullName, email: 'script@example.com.au', message: payload }, { addressBlock: '198.51.100' })
  await signIn(page)

  await expect(inquiryCard(page, fullName).getByText(payload, { exact: true })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { leadXss?: boolean }).leadXss)).toBeUndefined()
})

test('a chat lead opens with its transcript, lead details and quality', async ({ page, request }) => {
  const email = `chat-${test.info().project.name}-${Date.now().toString(36)}@example.com.au`
  const sessionId = `session_${Date.now()}_${Math.random().toString(36).slice(2).padEnd(16, '0')}`
  const message = `Hi, we run a dental clinic and want an AI voice agent. My email is ${email}`
  const response = await request.post('/api/chat', { data: { sessionId, message } })
  expect(response.status()).toBe(200)

  await signIn(page, 'leads')
  await expect(page.getByRole('heading', { level: 2, name: 'Chat Leads' })).toBeVisible()
  await expect(page.getByText('Conversion rate')).toBeVisible()
  const chart = page.getByRole('figure')
  await chart.getByText('Show the figures as a table').click()
  const thisWeek = chart.getByRole('row').last()
  await expect(thisWeek.getByRole('cell').nth(1)).not.toHaveText('0')
  await page.screenshot({ path: test.info().outputPath('chat-leads.png'), fullPage: true })
  const card = page.getByRole('article').filter({ hasText: email })
  await card.getByRole('button', { name: 'View conversation' }).click()

  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Transcript' })).toContainText(message)
  await expect(dialog.getByRole('region', { name: 'Lead details' })).toContainText(email)
  await expect(dialog.getByText(/quality$/).first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('chat-lead.png') })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('Export CSV downloads the inquiries as a spreadsheet file', async ({ page, request }) => {
  const fullName = uniqueName('Export Person')
  await sendInquiry(request, { fullName, email: 'export@example.com.au', message: 'Quote, please: "two" things' }, { addressBlock: '198.51.100' })
  await signIn(page)

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export inquiries as CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^contact-inquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile((await download.path()) ?? '', 'utf8')
  expect(text.startsWith('\uFEFFID,Received (Melbourne),Name,Email')).toBe(true)
  expect(text).toContain(`,${fullName},export@example.com.au,,,,"Quote, please: ""two"" things",contact,new,,`)
})
