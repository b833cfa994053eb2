import type { Page } from '@playwright/test'
import { DEFAULT_AVAILABILITY } from '../../contract/availability'
import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/*
 * The owner closes a day in the Availability tab and the booking dialog stops offering it. The rules belong to the
 * whole site and every spec shares one server, so this runs once (never tagged @phone), closes only the FOURTH day
 * the dialog offers, a day no other test books on (they take the first three days, or the last two: booking.spec.ts,
 * promotions.spec.ts, no-javascript.spec.ts, manage-booking.spec.ts; set-up bookings go past the days shown), and
 * puts the defaults back afterwards.
 */

type Day = { date: string }

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/** The day button's visible start for a 'YYYY-MM-DD' date, as the dialog writes it (en-AU 'Thu', '26', 'Nov'). */
function dayButtonName(date: string): RegExp {
  const instant = new Date(`${date}T00:00:00Z`)
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...options }).format(instant)
  return new RegExp(`^${part({ weekday: 'short' })}\\s*${part({ day: 'numeric' })}\\s*${part({ month: 'short' })}`)
}

async function openBookingDialog(page: Page) {
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' }).filter({ hasText: /Step \d of 3/ })
  await expect(dialog.getByRole('group', { name: 'Day', exact: true })).toBeVisible()
  return dialog
}

test('the owner closes an offered day and the booking dialog no longer offers it', async ({ page }) => {
  test.setTimeout(120_000)
  const days = (await (await page.request.get('/api/booking-days')).json()).days as Day[]
  expect(days.length, 'the dialog offers seven days').toBeGreaterThanOrEqual(6)
  const closedDay = days[3]!.date
  const closedDayButton = dayButtonName(closedDay)

  const before = await openBookingDialog(page)
  await expect(before.getByRole('group', { name: 'Day', exact: true }).getByRole('button', { name: closedDayButton })).toHaveCount(1)

  try {
    await signInAsAdmin(page, '/admin?tab=availability')
    await expect(page.getByRole('heading', { level: 2, name: 'Availability' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Weekly times' })).toBeVisible()
    await expect(page.getByLabel('Feed address')).toHaveValue(/\/calendar\/[A-Za-z0-9_-]+\.ics$/)
    await expectNoAxeViolations(page)

    const closedDates = page.getByRole('group', { name: 'Closed dates' })
    await closedDates.getByLabel('Date').fill(closedDay)
    await closedDates.getByLabel('Note').fill('E2E: owner away')
    await closedDates.getByRole('button', { name: 'Add closed date' }).click()
    await expect(closedDates.getByText('E2E: owner away')).toBeVisible()
    await page.getByRole('button', { name: 'Save availability' }).click()
    await expect(toasts(page).getByText('Availability saved')).toBeVisible()

    // The rules hold on the server: the day is gone from the list and from the dialog.
    const after = (await (await page.request.get('/api/booking-days')).json()).days as Day[]
    expect(after.map((day) => day.date)).not.toContain(closedDay)
    const dialog = await openBookingDialog(page)
    await expect(dialog.getByRole('group', { name: 'Day', exact: true }).getByRole('button').first()).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Day', exact: true }).getByRole('button', { name: closedDayButton })).toHaveCount(0)
  } finally {
    const restored = await page.request.put('/api/admin/availability', { data: DEFAULT_AVAILABILITY })
    expect(restored.status()).toBe(200)
  }
})
