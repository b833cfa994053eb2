import { readFile } from 'node:fs/promises'
import type { Page, TestInfo } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { waitForMail } from './inbox'
import { uniquePhone } from '../support/booker.ts'

/*
 * A visitor books, opens the manage link from the confirmation email, moves the call to another time, then cancels
 * it: with JavaScript (the dialog, fetchers; at desktop and phone size, @phone) and without (the /book page, plain
 * forms, post/redirect/get; desktop). Runs share one server, so each variant and project books and moves to times
 * of its own: booked on the last day offered, moved to the day before it.
 */
const TOKEN_LINK = /\/booking\/([A-Za-z0-9_-]{43})/
type Variant = 'js' | 'plain'
/** Axe runs in the page, so only where scripts run; the pages without JavaScript are the same HTML. */
async function checkAccessibility(page: Page, variant: Variant) {
  if (variant !== 'js') return
  // From the top of the page: a footer link that a picked time scrolled under the fixed chat launcher would count
  // as a too-small target, depending only on where the scroll happened to stop.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectNoAxeViolations(page)
}
/** Each variant's own Melbourne time, on the days it books and moves to: free times are listed, so indices would shift. */
const variantTime = (variant: Variant, testInfo: TestInfo) =>
  ({ js: ['9:00 AM', '10:30 AM'], plain: ['12:00 PM', '1:30 PM'] })[variant][testInfo.project.name === 'phone' ? 1 : 0]!

/** The link in the confirmation email, as the visitor would open it (on this test server's origin). */
async function manageLinkFromEmail(email: string): Promise<string> {
  const confirmation = await waitForMail(email, 'Reschedule or cancel:')
  const token = confirmation.text.match(TOKEN_LINK)?.[1]
  expect(token, 'a manage link in the confirmation').toBeTruthy()
  return `/booking/${token}`
}

/**
 * Chooses a free time on the last day offered (nth -1) or the one before it (-2), a radio named 'Tuesday 8
 * December, 9:00 AM', by its label as a visitor does (the radio itself is visually hidden). The variant's own time
 * when it is free, else the first free one from the variant's end of the day (other specs book on these days too);
 * answers the time chosen.
 */
async function chooseTime(page: Page, day: number, preferred: string, fromEnd: boolean): Promise<string> {
  const dayTimes = page.locator('fieldset fieldset:has(input[name="slot"])').nth(day)
  await expect(dayTimes.getByRole('radio').first()).toBeAttached()
  const free = (await dayTimes.getByRole('radio').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''))).map(timeIn)
  const time = pickTime(free, preferred, fromEnd)
  expect(time, 'a free time on that day').toBeTruthy()
  const radio = dayTimes.getByRole('radio', { name: `, ${time}` })
  // The page as the visitor sees it, its stylesheet and fonts in: a click aimed before they arrive can land on the
  // neighbouring time once the text reflows (seen once without JavaScript on a busy machine: 12:00 PM unchecked).
  await page.waitForLoadState('load')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await radio.locator('xpath=ancestor::label').click()
  await expect(radio).toBeChecked()
  return time!
}

/** The preferred time when it is free, else the first free one from the start or the end of the day. */
const pickTime = (free: string[], preferred: string, fromEnd: boolean) => (free.includes(preferred) ? preferred : (fromEnd ? free.toReversed() : free)[0])

/** '9:00 AM' out of a slot's label text. */
const timeIn = (label: string) => label.match(/\d{1,2}:\d{2} [AP]M/)?.[0] ?? ''

async function rescheduleAndCancel(page: Page, link: string, email: string, variant: Variant, testInfo: TestInfo) {
  const opened = await page.goto(link)
  expect(opened?.status()).toBe(200)
  expect(opened?.headers()['cache-control']).toBe('private, no-store')
  // No other site hears the address (no-referrer would make the browser send the page's forms as Origin: null).
  expect(opened?.headers()['referrer-policy']).toBe('same-origin')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  if (variant === 'js') await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeVisible()
  await expect(page.getByText(/Melbourne time \(AE[DS]T\)/).first()).toBeVisible()
  // After hydration the browser adds the visitor's own clock (the test browser is in Los Angeles).
  if (variant === 'js') await expect(page.getByText('Your time (Los Angeles)')).toBeVisible()
  await checkAccessibility(page, variant)

  await page.getByRole('link', { name: 'Reschedule' }).click()
  const newTime = await chooseTime(page, -2, variantTime(variant, testInfo), testInfo.project.name === 'phone')
  await checkAccessibility(page, variant)
  await page.getByRole('button', { name: 'Move my consultation' }).click()
  const done = page.getByRole('status').filter({ hasText: 'Done: your consultation is now on' })
  await expect(done).toBeVisible()
  await expect(done).toContainText(`${newTime} Melbourne time`)
  await expect(page).toHaveURL(/\?done=rescheduled$/)
  await checkAccessibility(page, variant)
  // The updated invitation (its SEQUENCE is checked in tests/api/manage-booking.test.ts and the email tests) says the new time in words.
  const moved = await waitForMail(email, 'Your free consultation has moved')
  expect(moved.text).toMatch(new RegExp(`Now: [^\\n]*, ${newTime} Melbourne time`))

  await page.getByRole('link', { name: 'Cancel booking' }).click()
  await page.getByLabel('Reason').fill('Something came up at work.')
  await checkAccessibility(page, variant)
  await page.getByRole('button', { name: 'Yes, cancel my consultation' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation is cancelled' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Book another time' }).or(page.getByRole('link', { name: 'Book another time' })).first()).toBeVisible()
  await checkAccessibility(page, variant)
  await waitForMail(email, 'Your free consultation is cancelled')

  // From now on every use of the link is Gone.
  const again = await page.goto(link)
  expect(again?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1, name: 'This booking was cancelled' })).toBeVisible()
  const cancelAgain = await page.request.post(`/api/bookings${link.replace('/booking', '')}/cancel`, { data: {}, headers: { Origin: new URL(page.url()).origin } })
  expect(cancelAgain.status()).toBe(410)
}

test.describe('with JavaScript', () => {
  test.use({ timezoneId: 'America/Los_Angeles', allowConsoleErrors: ['status of 404', 'status of 410'] })

  // @phone: the one journey through the booking dialog's steps and the manage page's at phone size (their layout
  // and accessibility there); the desktop and phone runs take times of their own.
  test('a visitor books in the dialog, then moves and cancels the call from the email link', { tag: '@phone' }, async ({ page }, testInfo) => {
    // A booking, three emails and five accessibility checks: more than the default 30 seconds on a busy machine.
    test.setTimeout(120_000)
    // The address every Book Call button leads to: the dialog over the page. The home page on purpose, with its
    // sections below the first screen not hydrated (no waitForHydration): the booking's answer must not wait for them.
    await page.goto('/?book=1')
    const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' }).filter({ hasText: /Step \d of 3/ })
    await dialog.getByRole('button', { name: /times? free$/ }).last().click()
    // The variant's own time when it is free, else the first free one from the project's end of the day.
    const times = dialog.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M/ })
    await expect(times.first()).toBeVisible()
    const free = (await times.allInnerTexts()).map(timeIn)
    const time = pickTime(free, variantTime('js', testInfo), testInfo.project.name === 'phone')
    await dialog.getByRole('button', { name: new RegExp(`^${time}`) }).click()
    const email = `manage.js.${testInfo.project.name}.${Date.now()}@example.com.au`
    await dialog.getByLabel('Name').fill('Jordan Smith')
    await dialog.getByLabel('Phone').fill(uniquePhone())
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click()

    // One outcome: the time in Melbourne and on the visitor's clock, the calendar file and the manage link at once.
    await expect(dialog.getByRole('heading', { name: 'Booking received' })).toBeVisible()
    await expect(dialog.getByText(`, ${time} Melbourne time (AE`)).toBeVisible()
    await expect(dialog.getByText('Your time (Los Angeles)')).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Add to calendar (.ics)' }).click()])
    expect(download.suggestedFilename()).toBe('consultation.ics')
    expect(await readFile((await download.path())!, 'utf8')).toMatch(/METHOD:PUBLISH[^]*BEGIN:VEVENT[^]*DTSTART:\d{8}T\d{6}Z/)
    // The spec's success toast, once (the dialog's own toaster; none behind it).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
    await expect(page.locator('[data-sonner-toast]')).toContainText('Booking Submitted Successfully!')
    const shownLink = await dialog.getByRole('link', { name: 'Reschedule or cancel' }).getAttribute('href')
    // The email's link is the same credential.
    expect(shownLink).toBe(await manageLinkFromEmail(email))

    await rescheduleAndCancel(page, shownLink!, email, 'js', testInfo)
  })

  test('an unknown link is a 404 page', { tag: '@phone' }, async ({ page }) => {
    const response = await page.goto(`/booking/${'A'.repeat(43)}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: ['status of 404', 'status of 410'] })

  test('a visitor books on /book, then moves and cancels the call from the email link', async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    await page.goto('/book')
    await chooseTime(page, -1, variantTime('plain', testInfo), testInfo.project.name === 'phone')
    const email = `manage.plain.${testInfo.project.name}.${Date.now()}@example.com.au`
    await page.getByLabel('Name').fill('Jordan Plain')
    await page.getByLabel('Phone').fill(uniquePhone())
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(page).toHaveURL(/\/book\?booked=/)
    // The confirmation offers the manage link and the calendar file at once, also without JavaScript.
    const link = await manageLinkFromEmail(email)
    await expect(page.getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute('href', link)
    const invite = await page.request.get(`${link}/consultation.ics`)
    expect(invite.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('href', `${link}/consultation.ics`)

    await rescheduleAndCancel(page, link, email, 'plain', testInfo)
  })
})
