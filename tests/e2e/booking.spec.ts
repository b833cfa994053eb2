import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { waitForMail } from './inbox'
import { uniquePhone } from '../support/booker.ts'

const SLOT = /^\d{1,2}:\d{2} [AP]M/

async function openFromHeader(page: Page) {
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.getByRole('navigation', { name: 'Main' }).waitFor()
  await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' }).filter({ hasText: /Step \d of 3/ })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/pricing\?book=1$/)
  return dialog
}

/** Fills the contact step with a phone number of its own (one person may hold 2 upcoming calls); returns it. */
async function fillContact(dialog: ReturnType<Page['getByRole']>, email: string): Promise<string> {
  const phone = uniquePhone()
  await dialog.getByLabel('Name').fill('Jordan Smith')
  await dialog.getByLabel('Phone').fill(phone)
  await dialog.getByLabel('Email').fill(email)
  return phone
}

// Other specs book on these days too: the first day with at least two free times (late in a Melbourne afternoon,
// today may have only one left), its first time.
const DAY_WITH_TWO_FREE = /, ([2-9]|\d{2,}) times free$/

test('visitor books a free time from the header and sees the confirmation', async ({ page }, testInfo) => {
  const dialog = await openFromHeader(page)
  await dialog.getByRole('button', { name: DAY_WITH_TWO_FREE }).first().click()
  const firstSlot = dialog.getByRole('button', { name: SLOT }).first()
  await expect(firstSlot).toBeVisible()
  await expectNoAxeViolations(page)
  const time = ((await firstSlot.textContent()) ?? '').match(SLOT)![0]
  await firstSlot.click()

  await expect(dialog.getByRole('button', { name: /Back/ })).toBeVisible()
  const confirm = dialog.getByRole('button', { name: 'Confirm Booking' })
  await expect(confirm).toBeDisabled()
  const email = `jordan.${testInfo.project.name}@example.com.au`
  const phone = await fillContact(dialog, email)
  await dialog.getByRole('button', { name: 'Voice Agents' }).click()
  await expect(confirm).toBeEnabled()
  await confirm.click()

  await expect(dialog.getByText("We'll contact you within 24 hours to confirm your consultation.").first()).toBeVisible()
  await expect(dialog.getByText('Booking Submitted Successfully!').first()).toBeVisible()
  await expect(dialog.getByText(time).first()).toBeVisible()
  // The toast is there (axe then waits for it to finish fading in: contrast is measured on what is painted).
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Submitted Successfully!' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/pricing$/)

  // The visitor gets a confirmation with a calendar invite; the business gets the lead.
  const confirmation = await waitForMail(email, `${time} Melbourne time`)
  expect(confirmation.text).toContain('Hello,')
  expect(confirmation.text).toMatch(/Reschedule or cancel: http:\/\/127\.0\.0\.1:\d+\/booking\/[A-Za-z0-9_-]{43}/)
  expect(confirmation.text).toContain('We will call you on the number you gave us.')
  const invite = confirmation.raw.match(/Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/)?.[1]
  const ics = Buffer.from(invite ?? '', 'base64').toString('utf8')
  expect(ics).toContain('BEGIN:VEVENT')
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/)
  // Sent to whatever address was typed, the confirmation and its invite repeat nothing the visitor wrote.
  for (const typed of ['Jordan Smith', phone]) {
    expect(confirmation.text).not.toContain(typed)
    expect(ics).not.toContain(typed)
  }
  const business = await waitForMail('hello@melbourneai.com.au', email)
  expect(business.text).toContain('Jordan Smith')
  expect(business.text).toContain(time)
})

test('Back returns to the times, and closing the dialog clears the choice', async ({ page }) => {
  // The page's clock is the test's: the reset after closing is a timer.
  await page.clock.install()
  const dialog = await openFromHeader(page)
  await dialog.getByRole('button', { name: SLOT }).first().click()
  await dialog.getByRole('button', { name: /Back/ }).click()
  await expect(dialog.getByRole('button', { name: SLOT }).first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Close booking dialog' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  // The spec resets the dialog about 300 ms after it closes.
  await page.clock.runFor(400)
  await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
  await expect(dialog.getByRole('button', { name: SLOT }).first()).toHaveAttribute('aria-pressed', 'false')
})

test.describe('when someone else takes the time first', () => {
  // The lost race is a 409, which the browser logs; that is the point of this test.
  test.use({ allowConsoleErrors: ['status of 409'] })

  test('the visitor is sent back to pick another time, and the taken time is gone', async ({ page, request }) => {
    const dialog = await openFromHeader(page)
    const days = (await (await request.get('/api/booking-days')).json()).days as { date: string; slots: { time: string }[] }[]
    // The last day's last time, away from the times the other tests book.
    const day = days[days.length - 1]!
    const slot = day.slots[day.slots.length - 1]!
    await dialog.getByRole('group', { name: 'Day' }).getByRole('button').nth(days.length - 1).click()
    await dialog.getByRole('button', { name: new RegExp(`^${slot.time.replace(':', '\\:')}`) }).first().click()
    await fillContact(dialog, 'second@example.com.au')

    const guard = await (await request.get('/api/form-guard')).json()
    const first = await request.post('/api/bookings', {
      data: { date: day.date, time: slot.time, name: 'Quick Visitor', email: 'first@example.com.au', phone: '0400 000 000', formToken: guard.token },
    })
    expect(first.status()).toBe(201)

    await dialog.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(dialog.getByText(/Please pick another time/).first()).toBeVisible()
    await expect(dialog.getByRole('button', { name: SLOT }).first()).toBeVisible()
    const offered = await dialog.getByRole('button', { name: SLOT }).allTextContents()
    const stillOffered = (await (await request.get('/api/booking-days')).json()).days.find((d: { date: string }) => d.date === day.date)
    expect(stillOffered?.slots.map((s: { time: string }) => s.time) ?? []).not.toContain(slot.time)
    expect(offered.length).toBeGreaterThan(0)
  })
})
