import { signInAsAdmin, addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { bookBeyondShownDays } from './set-up-booking'
import { uniquePhone } from '../support/booker.ts'

/*
 * The pre-call brief (issue 20 item 6) in the browser. Tests share one server: each person is named after the test's
 * project and the moment, and books past the days the booking dialog shows (tests/e2e/set-up-booking.ts).
 */


test('the owner opens an upcoming booking’s pre-call brief from the Bookings tab, and it prints as one clean page', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const project = testInfo.project.name
  const stamp = Date.now().toString(36)
  const name = `Brief Visitor ${project} ${stamp}`
  const email = `brief-${project}-${stamp}@example.com.au`

  // First the visitor chats (giving the same address), then books the call.
  const sessionId = `session_${Date.now()}_${Math.random().toString(36).slice(2).padEnd(16, '0')}`
  const chat = await request.post('/api/chat', {
    data: { sessionId, message: `Hi, I run a dental clinic and we miss calls after hours. Does the AI voice agent work with Cliniko? My email is ${email}` },
    headers: { 'X-Forwarded-For': `10.79.1.${(Date.now() % 200) + 1}` },
  })
  expect(chat.status()).toBe(200)
  await chat.body()
  const booking = await bookBeyondShownDays(
    request,
    { name, email, phone: uniquePhone(), company: 'Brief Dental Pty Ltd', service: 'Voice Agents', message: 'Calls go unanswered after 5 pm.' },
    { addressBlock: '10.78.1' },
  )

  await signInAsAdmin(page, `/admin?tab=bookings&booking=${booking.id}`)
  const card = page.getByRole('article', { name: new RegExp(name) })
  await expect(card).toBeVisible()
  await card.getByRole('link', { name: `Pre-call brief for ${name}` }).click()

  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}/brief$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  for (const section of ['Who they are', 'What they wrote', 'What they asked in chat', 'Their ROI calculation', 'Services and prices that match', 'Earlier history']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  const who = page.getByRole('region', { name: 'Who they are' })
  await expect(who.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(who.getByText('Brief Dental Pty Ltd')).toBeVisible()
  await expect(page.getByRole('region', { name: 'What they wrote' }).getByText('Calls go unanswered after 5 pm.')).toBeVisible()
  const asked = page.getByRole('region', { name: 'What they asked in chat' })
  await expect(asked.getByRole('blockquote').filter({ hasText: 'Does the AI voice agent work with Cliniko?' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Services and prices that match' }).getByText(/Voice Agent/).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('pre-call-brief.png'), fullPage: true })

  // On paper: no site header, no links back or buttons, the sections still there.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Back to the bookings' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: 'Earlier history' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('pre-call-brief-print.png'), fullPage: true })
})

test.describe('an unknown booking', () => {
  // The browser reports the page's own 404 status in the console.
  test.use({ allowConsoleErrors: ['status of 404'] })

  test('its brief is a 404 page', async ({ page }) => {
    await addAdminSession(page)
    const response = await page.goto('/admin/bookings/999999/brief')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'No such booking' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
