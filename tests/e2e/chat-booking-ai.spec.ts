import type { Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { bookingEvents, bookings, chatConversations } from '../../server/db/schema/leads.ts'
import { manageTokenHash } from '../../server/domain/booking/manage-token.ts'
import { type FakeBehaviour, startFakeOpenAi } from '../support/fake-openai.ts'
import { type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { expect, test, waitForHydration } from './fixtures'
import { chat } from './chat-locators'
import { uniquePhone } from '../support/booker.ts'

/*
 * The chat books through an OpenAI-compatible service: a scripted fake on loopback calls list_free_times, asks
 * for a yes to one of the times the server offered, then calls book_consultation and answers from its result.
 * The shared e2e server has no AI service (the other chat specs need the built-in assistant), so this spec starts
 * a server of its own, with its own embedded database, pointed at the fake. It books on the real clock, so it takes
 * whichever time the server offers. One server and one booking: it runs at desktop size only, as every journey (the
 * chat panel at phone size is covered by chat-widget.spec.ts).
 */
const TOKEN_LINK = /\/booking\/([A-Za-z0-9_-]{43})$/
type FreeTimes = { freeTimes: { date: string; time: string; inWords: string }[]; inWords: string }
const jordan = { name: 'Jordan Smith', email: 'jordan.ai-chat@example.com.au', phone: uniquePhone() }

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
let server: ServerProcess

test.beforeAll(async () => {
  // A fresh embedded database migrates and seeds on start; a loaded machine takes a while. It runs the production
  // build: the e2e runner (scripts/test-all.mjs) or the shared e2e server (scripts/start.mjs) builds it first.
  test.setTimeout(120_000)
  fake = await startFakeOpenAi()
  server = await startServerProcess('pglite', { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'test-key', CHAT_MODEL: 'fake-model', CHAT_TIMEOUT_MS: '20000' })
})

test.afterAll(async () => {
  await server?.cleanUp()
  await fake?.close()
})


/** Sends a message and waits for the whole answer; returns the text after the message. */
async function say(page: Page, text: string, expected: RegExp | string): Promise<string> {
  const { input, log, panel } = chat(page)
  await input.fill(text)
  await input.press('Enter')
  await expect(log).toContainText(text)
  await expect(log).toContainText(expected, { timeout: 20_000 })
  await expect(panel.getByText('Assistant is typing')).toBeHidden({ timeout: 20_000 })
  const all = await log.innerText()
  return all.slice(all.lastIndexOf(text) + text.length)
}

const toolCall = (name: string, args: unknown): FakeBehaviour => ({ kind: 'tool-call', name, args: JSON.stringify(args) })

test('the chat books a consultation through an OpenAI-compatible service and answers with the manage link', async ({ page }) => {
  // Three chat turns (five model requests), the manage page and a server stop.
  test.setTimeout(120_000)
  await page.goto(server.baseUrl)
  await waitForHydration(page)
  const { launcher, panel, input } = chat(page)
  await launcher.click()
  await expect(input).toBeFocused()

  // 1. The model lists the free times (whatever the clock leaves today) and asks for the details.
  let offered: FreeTimes | undefined
  fake.next(toolCall('list_free_times', {}), {
    kind: 'stream-from-tool-result',
    write: (result) => {
      offered = result as FreeTimes
      return `The next free times are ${offered.inWords}. Which suits you? To book it I need your full name, email and phone number.`
    },
  })
  await say(page, 'Hi, can I book a call?', 'Which suits you?')
  expect(offered?.freeTimes.length, 'the server offers free times').toBeGreaterThan(0)
  // The last time offered is the furthest ahead: no clock passes it between the offer and the yes.
  const chosen = offered!.freeTimes.at(-1)!
  expect(chosen.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await expect(panel).toContainText(offered!.inWords)

  // 2. The visitor picks the last time and gives the details; the model asks for a yes naming that time.
  const question = `Shall I book ${chosen.inWords} for ${jordan.name}, ${jordan.phone}, ${jordan.email}? Please reply yes to confirm.`
  fake.next({ kind: 'stream', pieces: [question.slice(0, 20), question.slice(20)] })
  await say(page, `The last one please. I'm ${jordan.name}, ${jordan.email}, ${jordan.phone}`, question)

  // 3. Yes: the model books that time; the server adds the confirmation with the manage link the model never saw.
  fake.next(toolCall('book_consultation', { date: chosen.date, time: chosen.time, ...jordan }), {
    kind: 'stream-from-tool-result',
    write: (result) => `Done: ${(result as { booked: string }).booked}. Talk soon!`,
  })
  const answer = await say(page, 'yes', /You're booked: /)
  expect(answer).toContain(`Done: ${chosen.inWords}. Talk soon!`)
  expect(answer).toContain(`You're booked: ${chosen.inWords}`)
  const link = panel.getByRole('link', { name: /\/booking\// })
  await expect(link).toHaveAttribute('href', new RegExp(`^${server.baseUrl.replaceAll('.', '\\.')}/booking/[A-Za-z0-9_-]{43}$`))
  const href = (await link.getAttribute('href'))!
  const token = TOKEN_LINK.exec(href)![1]!
  expect(JSON.stringify(fake.requests.map((request) => request.body))).not.toContain(token)
  const toolNames = (fake.requests.at(-1)?.body.tools as { function: { name: string } }[]).map((tool) => tool.function.name)
  expect(toolNames).toEqual(expect.arrayContaining(['list_free_times', 'book_consultation']))
  // The chat with the booking and its link is scanned by chat-booking.spec.ts (the same panel).
  await page.screenshot({ path: test.info().outputPath('chat-booking-ai-booked.png') })

  // The manage link opens the booking page with the booked time.
  await page.goto(href)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeVisible()
  const when = page.locator('dt', { hasText: 'When' }).locator('xpath=following-sibling::dd')
  await expect(when).toContainText(`${chosen.time} Melbourne time`)
  const [year, month, day] = chosen.date.split('-').map(Number) as [number, number, number]
  const dayInWords = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, day, 12)))
  await expect(when).toContainText(dayInWords.replace(',', ''))
  await page.screenshot({ path: test.info().outputPath('chat-booking-ai-manage.png') })

  // The booking belongs to the conversation and was made by the chat. The embedded database opens once the
  // server stopped (one process at a time).
  server.child.kill('SIGTERM')
  await server.exited
  const database = await server.openItsDatabase()
  try {
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.manageTokenHash, manageTokenHash(token)))
    expect(booking).toMatchObject({ date: chosen.date, time: chosen.time, name: jordan.name, email: jordan.email, phone: jordan.phone, status: 'confirmed' })
    expect(booking!.conversationId).not.toBeNull()
    const [conversation] = await database.db.select().from(chatConversations).where(eq(chatConversations.id, booking!.conversationId!))
    expect(conversation?.messages.at(-1)?.content).toContain("You're booked")
    const events = await database.db.select({ kind: bookingEvents.kind, actor: bookingEvents.actor }).from(bookingEvents).where(eq(bookingEvents.bookingId, booking!.id))
    expect(events).toEqual([{ kind: 'booked', actor: 'chat' }])
  } finally {
    await database.close()
  }
})
