import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { bookBeyondShownDays } from './set-up-booking'
import { uniquePhone } from '../support/booker.ts'

/*
 * Tests run in parallel on one server: each books a time of its own, past the days the booking dialog shows
 * (tests/e2e/set-up-booking.ts).
 */

const dayWords = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
const melbourneYear = () => new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone: 'Australia/Melbourne' }).format(new Date())

/** 'Thu 26 Nov, 9:00 AM', as the Bookings tab writes a Melbourne slot ('Mon 4 Jan 2027, 9:00 AM' in another year). */
function slotWords(date: string, time: string) {
  const words = dayWords.format(new Date(`${date}T00:00:00Z`)).replace(',', '')
  return `${date.startsWith(melbourneYear()) ? words : `${words} ${date.slice(0, 4)}`}, ${time}`
}


test('the owner sees a visitor’s booking with its details and history, and its link highlights it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const name = `Tab Visitor ${testInfo.project.name} ${Date.now().toString(36)}`
  const email = `bookings-tab-${testInfo.project.name}-${Date.now().toString(36)}@example.com.au`
  const phone = uniquePhone()
  const booking = await bookBeyondShownDays(request, { name, email, phone, company: 'Bookings Tab Pty Ltd', message: 'Wants a booking assistant' }, { addressBlock: '10.77.1' })
  const slot = slotWords(booking.date, booking.time)

  await signInAsAdmin(page, '/admin?tab=bookings')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true')

  const card = panel.getByRole('article', { name: `${slot}, ${name}` })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+61${phone.slice(1)}`)
  await expect(card.getByText('Booked', { exact: true })).toBeVisible()
  await expect(card.getByRole('link', { name: `View inquiry from ${name}` })).toHaveAttribute('href', /^\/admin\?tab=inquiries&inquiry=\d+$/)
  // The call is still to come: nothing to mark yet.
  await expect(card.getByRole('button', { name: /Mark completed|Mark no-show/ })).toHaveCount(0)

  const history = card.getByRole('list', { name: `History of the booking of ${name}, oldest first` })
  await expect(history).toBeHidden()
  await card.getByRole('button', { name: `History (1) of the booking of ${name}` }).click()
  await expect(history.getByText(`Booked by the visitor for ${slot}`)).toBeVisible()

  // Past holds the calls whose time has passed: not this one.
  await panel.getByRole('button', { name: 'Past' }).click()
  await expect(panel.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true')
  await expect(panel.getByText('Loading bookings...')).toBeHidden()
  await expect(panel.getByRole('article', { name: `${slot}, ${name}` })).toHaveCount(0)

  // The owner's link (from the notification email) opens the tab on that booking: in view, focused, expanded.
  await page.goto(`/admin?tab=bookings&booking=${booking.id}`)
  await waitForHydration(page)
  const linked = page.getByRole('tabpanel').getByRole('article', { name: `${slot}, ${name}` })
  await expect(linked).toBeFocused()
  await expect(linked).toBeInViewport()
  await expect(linked.getByText('Linked', { exact: true })).toBeVisible()
  await expect(linked.getByText(`Booked by the visitor for ${slot}`)).toBeVisible()
  // The tab's one accessibility scan: a card linked, focused and with its history open.
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`bookings-${testInfo.project.name}.png`), fullPage: false })
})
