import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { chat } from './chat-locators'
import { uniquePhone } from '../support/booker.ts'

/*
 * The e2e server has no AI service configured, so the built-in assistant books here; the AI service's
 * booking tools are covered against a scripted fake in tests/api/chat-booking.test.ts. The server runs on
 * the real clock and other tests book too: the visitor takes whichever time is offered, and picks again if
 * another test took it in between.
 */

async function say(page: Page, text: string): Promise<string> {
  const { input, log } = chat(page)
  // Counted by the assistant's messages: the log's text also shrinks, when the times a reply offered go.
  const replies = log.getByText('Assistant:')
  const before = await replies.count()
  await input.fill(text)
  await input.press('Enter')
  await expect(log).toContainText(text)
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 })
  await expect(chat(page).panel.getByText('Assistant is typing')).toBeHidden({ timeout: 15_000 })
  const all = await log.innerText()
  return all.slice(all.lastIndexOf(text) + text.length)
}

test.use({ timezoneId: 'America/Los_Angeles' })

test('a visitor books a consultation in the chat, gets the manage link, and the admin sees it with the conversation', async ({ page }) => {
  // Eight chat turns, the admin's pages and two accessibility checks.
  test.setTimeout(120_000)
  const project = test.info().project.name
  const email = `chat-booking-${project}-${Date.now().toString(36)}@example.com.au`
  await page.goto('/')
  await waitForHydration(page)
  const { launcher, panel, input } = chat(page)
  await launcher.click()
  await expect(input).toBeFocused()

  const offer = await say(page, 'Hi, can I book a call?')
  expect(offer).toContain('free 30-minute phone consultation')
  expect(offer).toMatch(/The next free times \(Melbourne time\) are \w+day \d{1,2} \w+: \d{1,2}:\d{2} [AP]M/)
  await page.screenshot({ path: test.info().outputPath('chat-booking-offer.png') })

  let answer = await say(page, 'the first one')
  expect(answer).toContain('To book it I just need your full name, your email address and the best phone number to call you on.')
  const phone = uniquePhone()
  answer = await say(page, `I'm Jordan Smith, ${email}, ${phone}`)
  expect(answer).toMatch(new RegExp(`Shall I book \\w+day \\d{1,2} \\w+ at \\d{1,2}:\\d{2} [AP]M Melbourne time for Jordan Smith, ${phone}`))
  await page.screenshot({ path: test.info().outputPath('chat-booking-confirm.png') })

  answer = await say(page, 'yes')
  // Another test may have taken the time between the question and the yes: the assistant offers others.
  for (let attempt = 0; attempt < 2 && /just booked by someone else/.test(answer); attempt++) {
    await say(page, 'the last one')
    answer = await say(page, 'yes')
  }
  expect(answer).toMatch(/You're booked: \w+day \d{1,2} \w+ at \d{1,2}:\d{2} [AP]M Melbourne time/)
  const link = panel.getByRole('link', { name: /\/booking\// })
  await expect(link).toHaveAttribute('href', /\/booking\/[A-Za-z0-9_-]{43}$/)
  // The booking ends as the dialog's does: the booked time on the visitor's clock too, the calendar file, one toast.
  const token = (await link.getAttribute('href'))!.split('/').pop()
  await expect(panel.getByText('Consultation booked')).toBeVisible()
  await expect(panel.getByText('Your time (Los Angeles)')).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('href', `/booking/${token}/consultation.ics`)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
  await expect(page.locator('[data-sonner-toast]')).toContainText('Booking Submitted Successfully!')
  // The conversation's one accessibility scan, once it holds the question, the booking and its link.
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('chat-booking-booked.png') })

  // The admin sees the booking with the conversation, and the deep link opens that conversation.
  await signInAsAdmin(page, '/admin?tab=leads')
  const item = page.locator('li[id^="conversation-"]').filter({ hasText: email })
  await expect(item.getByRole('link', { name: /^Booked a consultation: \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M$/ })).toHaveAttribute('href', /^\/admin\?tab=bookings&booking=\d+$/)
  const conversationId = (await item.getAttribute('id'))!.replace('conversation-', '')

  await page.goto(`/admin?tab=leads&conversation=${conversationId}`)
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'Jordan Smith' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Transcript' })).toContainText("You're booked")
  await expect(dialog.getByRole('region', { name: 'Transcript' })).toContainText('use the link in the confirmation email')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('chat-booking-admin-dialog.png') })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.locator(`#conversation-${conversationId}`).getByRole('article')).toHaveAttribute('aria-current', 'true')
  await expect(page.locator(`#conversation-${conversationId}`)).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('chat-booking-admin-card.png') })
})

test('a booking asked for in one message, day, time and details, is confirmed once and booked @phone', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const { launcher, panel, input } = chat(page)
  await launcher.click()
  await expect(input).toBeFocused()
  // The first free day's last time: named by its weekday, nothing earlier can be meant.
  const { days } = (await (await page.request.get('/api/booking-days')).json()) as { days: { date: string; weekdayLabel: string; slots: { time: string }[] }[] }
  const [first] = days
  const weekday = first!.weekdayLabel.split(' ')[0]
  const time = first!.slots.at(-1)!.time
  const phone = uniquePhone()
  const email = `one-message-${test.info().project.name}-${Date.now().toString(36)}@example.com.au`

  const answer = await say(page, `${weekday} ${time} please, I'm Sam Lee, ${email}, ${phone}`)
  expect(answer).toContain(`Shall I book ${first!.weekdayLabel} at ${time} Melbourne time for Sam Lee, ${phone}, ${email}?`)
  let booked = await say(page, 'yes')
  for (let attempt = 0; attempt < 2 && /just booked by someone else/.test(booked); attempt++) {
    await say(page, 'the last one')
    booked = await say(page, 'yes')
  }
  expect(booked).toMatch(/You're booked: \w+day \d{1,2} \w+ at \d{1,2}:\d{2} [AP]M Melbourne time/)
  await expect(panel.getByText('Consultation booked')).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('chat-one-message-booking.png') })
})

test('the offered times are buttons: a tap chooses one, and they go once the conversation moves on @phone', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const { launcher, panel, input } = chat(page)
  await launcher.click()
  await expect(input).toBeFocused()
  await say(page, 'can I book a call?')
  const times = panel.getByRole('group', { name: 'Times to choose from' })
  const last = times.getByRole('button').last()
  await expect(last).toHaveText(/^\w+day \d{1,2} \w+ at \d{1,2}:\d{2} [AP]M$/)
  const chosen = (await last.textContent())!
  await expectNoAxeViolations(page)
  await last.click()
  await expect(chat(page).log).toContainText(`You: ${chosen}`)
  await expect(chat(page).log).toContainText(/is free\. To book it I just need|was just booked|is not free/)
  await expect(times).toHaveCount(0)
})
