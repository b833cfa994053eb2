import type { APIRequestContext } from '@playwright/test'
import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { HUMAN_PAUSE_MS } from './set-up-inquiry'

/*
 * The pre-call brief (issue 20 item 6) in the browser. The desktop and phone projects share one server: each person
 * is named after the test's project, and books on the later bookable days (other specs book the middle and the first
 * ones), the phone from the last time of a day backwards.
 */

type Day = { date: string; slots: { time: string }[] }

/** A real booking through the public API, from an address of its own; a time another test holds (409) is passed over. */
async function bookThroughApi(request: APIRequestContext, who: { name: string; email: string }) {
  const days = ((await (await request.get('/api/booking-days')).json()) as { days: Day[] }).days
  const phone = test.info().project.name === 'phone'
  const later = Math.floor((days.length * 3) / 4)
  const ordered = [...days.slice(later), ...days.slice(0, later)]
  const guard = (await (await request.get('/api/form-guard')).json()) as { token: string }
  await new Promise((resolve) => setTimeout(resolve, HUMAN_PAUSE_MS))
  for (const day of ordered) {
    for (const slot of phone ? [...day.slots].reverse() : day.slots) {
      const response = await request.post('/api/bookings', {
        data: { date: day.date, time: slot.time, ...who, phone: '0412 345 678', company: 'Brief Dental Pty Ltd', service: 'Voice Agents', message: 'Calls go unanswered after 5 pm.', formToken: guard.token },
        headers: { 'X-Forwarded-For': `10.78.${phone ? 2 : 1}.${(Date.now() % 200) + 1}` },
      })
      if (response.status() === 409) continue
      expect(response.status()).toBe(201)
      return ((await response.json()) as { booking: { id: number } }).booking
    }
  }
  throw new Error('no free time left to book')
}

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
    headers: { 'X-Forwarded-For': `10.79.${project === 'phone' ? 2 : 1}.${(Date.now() % 200) + 1}` },
  })
  expect(chat.status()).toBe(200)
  await chat.body()
  const booking = await bookThroughApi(request, { name, email })

  await signInAsAdmin(page)
  await page.goto(`/admin?tab=bookings&booking=${booking.id}`)
  await waitForHydration(page)
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
    await signInAsAdmin(page)
    const response = await page.goto('/admin/bookings/999999/brief')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'No such booking' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
