import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { waitForMail } from './inbox'
import { chat } from './chat-locators'

const GREETING = "Hi! I'm your AI assistant from the agency. How can I help you transform your business with AI solutions today?"
const SESSION_KEY = 'chat:session-id'


/** Every POST /api/chat the page makes, to prove that some key presses send nothing. */
function countChatPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/chat') posts.push(request.postData() ?? '')
  })
  return posts
}

async function openChat(page: Page) {
  const widget = chat(page)
  await widget.launcher.click()
  await expect(widget.panel).toBeVisible()
  await expect(widget.input).toBeFocused()
  return widget
}

/** Holds every chat request until `release` is called, then lets it reach the real server. */
async function holdChatRequests(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/chat', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await released
    await route.continue()
  })
  return release
}

const INTRO_TITLE = 'Questions about AI for your business?'

/**
 * Each time the invitation came into the page, the path the page was on then: recorded by the page itself from its
 * first script on, so an invitation that showed for a moment only is caught too.
 */
async function recordIntroAppearances(page: Page) {
  await page.addInitScript((title) => {
    const appearances: string[] = []
    let inPage = false
    Object.assign(window, { introAppearances: appearances })
    new MutationObserver(() => {
      const now = [...document.querySelectorAll('h2')].some((heading) => heading.textContent === title)
      if (now && !inPage) appearances.push(location.pathname)
      inPage = now
    }).observe(document, { childList: true, subtree: true })
  }, INTRO_TITLE)
  return () => page.evaluate(() => (window as unknown as { introAppearances: string[] }).introAppearances)
}

/**
 * Holds the invitation's code back, so that it cannot show before the test is ready for it. `letThrough()` moves
 * the page's clock past the invitation's 3 s, lets its code through once the page asks for it and gives it a second
 * to show the invitation: after that, an invitation that is not on screen decided not to be.
 */
async function holdIntroCode(page: Page) {
  const code = /\/assets\/intro-popup-[\w-]+\.js$/
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(code, async (route) => {
    await released
    await route.fallback()
  })
  const requested = page.waitForRequest(code)
  return {
    async letThrough() {
      await page.clock.runFor(3_000)
      await requested
      const arrived = page.waitForResponse(code)
      release()
      await arrived
      await page.clock.runFor(1_000)
    },
  }
}

/** The layout shifts from now on, read with `shifts()`. */
async function recordLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift' })
    Object.assign(window, { layoutShiftObserver: observer, layoutShifts: [] })
  })
  return () =>
    page.evaluate(() => {
      const { layoutShiftObserver, layoutShifts } = window as unknown as { layoutShiftObserver: PerformanceObserver; layoutShifts: number[] }
      layoutShifts.push(...layoutShiftObserver.takeRecords().map((entry) => (entry as PerformanceEntry & { value: number }).value))
      return layoutShifts
    })
}

test('the launcher is in the server HTML, bottom-right, with room for a thumb', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/pricing')
  const { launcher } = chat(page)
  await expect(launcher).toBeVisible()
  const box = (await launcher.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.width).toBeGreaterThanOrEqual(56)
  expect(box.width).toBeLessThanOrEqual(64)
  expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32)
  expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32)
  const html = await (await page.request.get('/pricing')).text()
  expect(html).toContain('aria-label="Open chat with our AI assistant"')
})

test('visitor opens the chat, minimises it to a bar, expands it and closes it back to the launcher', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const { launcher, panel, log, input } = await openChat(page)
  await expect(launcher).toBeHidden()
  await expect(log).toContainText(GREETING)
  await expect(log).toHaveAttribute('aria-live', 'polite')

  const viewport = page.viewportSize()!
  const open = (await panel.boundingBox())!
  expect(open.height).toBeCloseTo(Math.min(600, viewport.height - 24), 0)
  if (viewport.width >= 640) expect(open.width).toBeCloseTo(380, 0)
  else expect(open.width).toBeGreaterThanOrEqual(viewport.width - 32)
  expect(open.x).toBeGreaterThanOrEqual(0)
  expect(open.x + open.width).toBeLessThanOrEqual(viewport.width)
  expect(open.y).toBeGreaterThanOrEqual(0)
  await expectNoAxeViolations(page)

  await panel.getByRole('button', { name: 'Minimise chat' }).click()
  await expect(input).toBeHidden()
  expect((await panel.boundingBox())!.height).toBeCloseTo(64, 0)
  await expect(panel.getByRole('button', { name: 'Expand chat' })).toBeFocused()

  await panel.getByRole('button', { name: 'Expand chat' }).click()
  await expect(input).toBeFocused()
  expect((await panel.boundingBox())!.height).toBeCloseTo(open.height, 0)

  await panel.getByRole('button', { name: 'Close chat' }).click()
  await expect(panel).toHaveCount(0)
  await expect(launcher).toBeVisible()
  await expect(launcher).toBeFocused()
})

test('the chat works from the keyboard: Enter on the launcher opens it, Escape closes it', async ({ page }) => {
  await page.goto('/faq')
  await waitForHydration(page)
  const { launcher, panel, input } = chat(page)
  await launcher.focus()
  await page.keyboard.press('Enter')
  await expect(input).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(panel.getByRole('log')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(launcher).toBeFocused()
})

test('Enter sends, Shift+Enter starts a new line and blank text is never sent', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const posts = countChatPosts(page)
  const { log, input, send } = await openChat(page)

  await expect(send).toBeDisabled()
  await input.press('Enter')
  await input.fill('   \n  ')
  await expect(send).toBeDisabled()
  await input.press('Enter')
  await input.fill('')
  await input.pressSequentially('Hello there')
  await input.press('Shift+Enter')
  await input.pressSequentially('second line')
  await expect(input).toHaveValue('Hello there\nsecond line')
  expect(posts).toEqual([])
  await expect(log.getByText('You:')).toHaveCount(0)

  const sentAt = Date.now()
  await input.press('Enter')
  await expect(log).toContainText('Hello there\nsecond line')
  await expect(input).toHaveValue('')
  await expect.poll(() => posts.length).toBe(1)
  expect(JSON.parse(posts[0]!)).toMatchObject({ message: 'Hello there\nsecond line', sessionId: expect.stringMatching(/^session_\d{10,16}_[a-z0-9]{16,64}$/) })
  // The reply arrives no sooner than the spec's 500 ms, and the box is ready for the next message.
  await expect(log.getByText('Assistant:')).toHaveCount(2)
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(500)
  await expect(input).toBeEnabled()
  await expect(input).toBeFocused()
})

test('while a reply is awaited the typing dots show and the message box and send are disabled', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const release = await holdChatRequests(page)
  const posts = countChatPosts(page)
  const { log, input, send, typing } = await openChat(page)
  await input.fill('What does a website cost?')
  await send.click()

  await expect(typing).toBeAttached()
  await expect(input).toBeDisabled()
  await expect(send).toBeDisabled()
  await expectNoAxeViolations(page)

  release()
  await expect(log).toContainText('$499')
  await expect(typing).toHaveCount(0)
  await expect(input).toBeEnabled()
  await expect(input).toBeFocused()
  expect(posts).toHaveLength(1)
})

test.describe('when the chat request fails', () => {
  test.use({ allowConsoleErrors: ['status of 500', 'net::ERR_FAILED', 'Failed to load resource'] })

  test('the assistant says it has a technical issue with the error text', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.route('**/api/chat', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } }) : route.fallback(),
    )
    const { log, input } = await openChat(page)
    await input.fill('How much is a chatbot?')
    await input.press('Enter')
    await expect(log).toContainText(
      "I'm experiencing a technical issue (Something went wrong). Please try refreshing the page or contact us directly for assistance.",
    )
    await expect(input).toBeEnabled()

    await page.unroute('**/api/chat')
    await page.route('**/api/chat', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()))
    await input.fill('Are you there?')
    await input.press('Enter')
    await expect(log).toContainText("I'm experiencing a technical issue (Failed to fetch). Please try refreshing the page or contact us directly for assistance.")
    // The message takes the purple 'contact' callout, scanned with a link in it by 'visitor asks for a price ...'.
  })
})

test('a streamed reply that breaks off ends in the technical-issue message, not half a sentence', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.route('**/api/chat', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 200,
          headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
          body: 'event: delta\ndata: {"text":"Our AI Voice Agent is"}\n\nevent: error\ndata: {"message":"Something went wrong (request 42)."}\n\n',
        })
      : route.fallback(),
  )
  const { log, input } = await openChat(page)
  await input.fill('How much is a voice agent?')
  await input.press('Enter')
  await expect(log).toContainText(
    "I'm experiencing a technical issue (Something went wrong (request 42)). Please try refreshing the page or contact us directly for assistance.",
  )
  await expect(log).not.toContainText('Our AI Voice Agent is')
  await expect(input).toBeEnabled()
})

test('visitor asks for a price, leaves their details, and the business gets the lead by email', async ({ page }, testInfo) => {
  // Unique per run: the inbox is shared by both projects and by repeated runs.
  const email = `priya.chat.${testInfo.project.name}.${Date.now()}@example.com.au`
  const plans = (await (await page.request.get('/api/pricing-plans')).json()) as { name: string; price: string }[]
  const voicePrice = plans.find((plan) => plan.name === 'AI Voice Agent')!.price

  await page.goto('/')
  await waitForHydration(page)
  const { log, input } = await openChat(page)
  await input.fill('How much is a voice agent?')
  await input.press('Enter')
  await expect(log).toContainText(voicePrice)
  await expect(input).toBeEnabled()

  await input.fill(`My name is Priya, email ${email}. We run a dental clinic in Preston.`)
  await input.press('Enter')
  await expect(log).toContainText('Thanks, Priya')
  await expect(log.getByRole('link', { name: email }).last()).toHaveAttribute('href', `mailto:${email}`)
  await expectNoAxeViolations(page)

  const mail = await waitForMail('hello@melbourneai.com.au', email)
  expect(mail.text).toContain('Priya')
  expect(mail.text).toContain('How much is a voice agent?')
})

test('the conversation comes back after a reload and on another page', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const { log, input } = await openChat(page)
  await input.fill('What does hosting cost per month?')
  await input.press('Enter')
  await expect(log).toContainText(/hosting[^.]*\$\d+-\d+\/month/i)
  const sessionId = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)
  expect(sessionId).toMatch(/^session_\d{10,16}_[a-z0-9]{16,64}$/)
  const before = (await log.textContent())!

  await page.reload()
  await waitForHydration(page)
  await openChat(page)
  await expect(chat(page).log).toHaveText(before)

  // A full page load elsewhere, then a client-side navigation with the chat open.
  await page.goto('/pricing')
  await waitForHydration(page)
  const other = await openChat(page)
  await expect(other.log).toHaveText(before)
  await other.panel.getByRole('button', { name: 'Minimise chat' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL(/\/faq$/)
  await other.panel.getByRole('button', { name: 'Expand chat' }).click()
  await expect(other.log).toHaveText(before)
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBe(sessionId)

  // The greeting is shown but never stored: the server holds exactly the two messages.
  const history = (await (await page.request.get(`/api/chat/${sessionId}`)).json()) as { messages: { role: string; content: string }[] }
  expect(history.messages.map((message) => message.role)).toEqual(['user', 'assistant'])
  expect(history.messages[0]!.content).toBe('What does hosting cost per month?')
})

test.describe('with a session the server does not know', () => {
  test.use({ allowConsoleErrors: ['status of 404'] })

  test('the chat starts afresh with the greeting and a new session', async ({ page }) => {
    const unknown = 'session_1700000000000_zzzzzzzzzzzzzzzzzzzzzzzz'
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [SESSION_KEY, unknown])
    await page.goto('/')
    await waitForHydration(page)
    // The conversation's code loads when the chat is opened; it finds the session unknown and forgets it.
    const { log, input } = await openChat(page)
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
    await expect(log.getByText('Assistant:')).toHaveCount(1)
    await expect(log).toContainText(GREETING)
    await input.fill('Hello')
    await input.press('Enter')
    await expect(log.getByText('Assistant:')).toHaveCount(2)
    const fresh = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)
    expect(fresh).toMatch(/^session_\d{10,16}_[a-z0-9]{16,64}$/)
    expect(fresh).not.toBe(unknown)
  })
})

test.describe('the intro popup', () => {
  test('appears 3 s after load with a quiet chime, hides itself after 8 s and not again in this visit', async ({ page }) => {
    // Records what the chime asks the speakers for, without changing the sound.
    await page.addInitScript(() => {
      const levels: number[] = []
      Object.assign(window, { chimeLevels: levels })
      const ramp = AudioParam.prototype.linearRampToValueAtTime
      AudioParam.prototype.linearRampToValueAtTime = function (value, endTime) {
        levels.push(value)
        return ramp.call(this, value, endTime)
      }
    })
    await page.clock.install()
    await page.goto('/services')
    // Browsers play sound only after the visitor has interacted with the page.
    await page.getByRole('heading', { level: 1 }).click()
    const { popup } = chat(page)

    // Its code and the page's hydration come first: on a loaded machine that alone has taken seconds.
    await expect(popup).toBeVisible({ timeout: 15_000 })
    // Seen at most a moment after it appeared, and never before 3 s.
    const seenAt = await page.evaluate(() => performance.now())
    expect(seenAt).toBeGreaterThanOrEqual(3_000)
    // From here the page's time moves only when the test moves it.
    // A margin the page's clock cannot overtake before the pause arrives, on a busy machine too.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const pausedAt = await page.evaluate(() => performance.now())
    expect(pausedAt).toBeLessThan(seenAt + 7_000)
    await expect(popup.getByRole('button', { name: 'Start Chatting Now' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => (window as unknown as { chimeLevels: number[] }).chimeLevels)).toEqual([0.1, 0.1])

    await page.clock.runFor(seenAt + 7_000 - pausedAt)
    await expect(popup).toBeVisible()
    await page.clock.runFor(1_100)
    await expect(popup).toBeHidden()

    await page.clock.resume()
    await page.reload()
    await waitForHydration(page)
    await page.clock.runFor(5_000)
    await expect(popup).toBeHidden()
  })

  // @phone: the invitation's place and size on a phone, too.
  test('it stays while the visitor is on it, and its close button dismisses it and gives the focus to the launcher', { tag: '@phone' }, async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await waitForHydration(page)
    const { popup, launcher } = chat(page)
    await page.clock.runFor(3_000)
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Start Chatting Now' }).focus()
    await expectNoAxeViolations(page)
    await page.clock.runFor(9_000)
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Dismiss chat invitation' }).click()
    await expect(popup).toBeHidden()
    await expect(launcher).toBeFocused()
  })

  test("'Start Chatting Now' opens the chat, and the popup never comes back once the chat was opened", async ({ page, context }) => {
    await page.clock.install()
    await page.goto('/')
    await waitForHydration(page)
    const { popup, panel, input } = chat(page)
    await page.clock.runFor(3_000)
    await popup.getByRole('button', { name: 'Start Chatting Now' }).click()
    await expect(panel).toBeVisible()
    await expect(popup).toBeHidden()
    await expect(input).toBeFocused()

    // A new tab is a new visit: only the memory of the opened chat keeps the popup away.
    const second = await context.newPage()
    await second.clock.install()
    await second.goto('/pricing')
    await waitForHydration(second)
    await second.clock.runFor(5_000)
    await expect(chat(second).popup).toBeHidden()
    await second.close()
  })

  test('a visitor who opens the chat before 3 s never sees it', async ({ page }) => {
    await page.clock.install()
    await page.goto('/faq')
    await waitForHydration(page)
    await openChat(page)
    await page.getByRole('dialog', { name: 'AI Assistant' }).getByRole('button', { name: 'Close chat' }).click()
    await page.clock.runFor(5_000)
    await expect(chat(page).popup).toBeHidden()
  })
})

test.describe('the intro popup knows its place', () => {
  test('on a phone it is a small card over at most a fifth of the screen, upright or on its side, and moves nothing', { tag: '@phone' }, async ({ page }) => {
    await page.clock.install()
    await page.goto('/services')
    await waitForHydration(page)
    const shifts = await recordLayoutShifts(page)
    const { popup, launcher } = chat(page)
    await page.clock.runFor(3_000)
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Start Chatting Now' })).toBeVisible()
    expect(await shifts()).toEqual([])

    // As the phone is held, then on its side: a fifth of the screen at most, inside it, and clear of the launcher.
    for (const size of [page.viewportSize()!, { width: 844, height: 390 }]) {
      await page.setViewportSize(size)
      const card = (await popup.boundingBox())!
      expect(card.width * card.height, `${size.width}x${size.height}`).toBeLessThanOrEqual((size.width * size.height) / 5)
      expect(card.x).toBeGreaterThanOrEqual(0)
      expect(card.y).toBeGreaterThanOrEqual(0)
      expect(card.x + card.width).toBeLessThanOrEqual(size.width)
      expect(card.y + card.height).toBeLessThanOrEqual((await launcher.boundingBox())!.y)
    }
    await expectNoAxeViolations(page)
  })

  for (const { place, path, allowConsoleErrors } of [
    { place: 'the contact page', path: '/contact', allowConsoleErrors: [] },
    { place: 'the booking page', path: '/book', allowConsoleErrors: [] },
    // A link to a booking that is not there (any more) answers 404 with the page that says so.
    { place: "a booking's own page", path: '/booking/not-a-booking-token', allowConsoleErrors: ['status of 404'] },
  ]) {
    test.describe(place, () => {
      test.use({ allowConsoleErrors })

      test(`it never shows on ${place}, and appears when the visitor moves on to a page that has it`, async ({ page }) => {
        const appearances = await recordIntroAppearances(page)
        const introCode = await holdIntroCode(page)
        await page.clock.install()
        await page.goto(path)
        await waitForHydration(page)
        await introCode.letThrough()
        await page.clock.runFor(10_000)
        const { popup } = chat(page)
        await expect(popup).toHaveCount(0)
        expect(await appearances()).toEqual([])

        // It waited for its place rather than spending its turn: the next page shows it at once.
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
        await expect(page).toHaveURL(/\/pricing$/)
        await expect(popup).toBeVisible()
        expect(await appearances()).toEqual(['/pricing'])
      })
    })
  }

  test('it never shows over the booking dialog, comes back when it closes, and once dismissed stays away this visit', async ({ page }) => {
    const appearances = await recordIntroAppearances(page)
    const introCode = await holdIntroCode(page)
    await page.clock.install()
    // The address opens the booking dialog as the page loads, so it is open when the invitation is due.
    await page.goto('/pricing?book=1')
    await waitForHydration(page)
    // Its steps, which take the place of the frame the page opens first.
    const booking = page.getByRole('dialog', { name: 'Book a Free Consultation' }).filter({ hasText: /Step \d of 3/ })
    await expect(booking).toBeVisible()
    await introCode.letThrough()
    const { popup } = chat(page)
    await expect(popup).toHaveCount(0)

    await booking.getByRole('button', { name: 'Close booking dialog' }).click()
    await expect(booking).toBeHidden()
    await expect(popup).toBeVisible()

    // Opened while the invitation is up: it steps aside and its 8 s stop until the dialog is closed.
    await page.getByRole('banner').getByRole('button', { name: 'Book Call' }).click()
    await expect(booking).toBeVisible()
    await expect(popup).toHaveCount(0)
    await page.clock.runFor(10_000)
    await booking.getByRole('button', { name: 'Close booking dialog' }).click()
    await expect(booking).toBeHidden()
    await expect(popup).toBeVisible()
    expect(await appearances()).toEqual(['/pricing', '/pricing'])

    await popup.getByRole('button', { name: 'Dismiss chat invitation' }).click()
    await expect(popup).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await page.clock.runFor(10_000)
    expect(await appearances()).toEqual(['/pricing', '/pricing'])

    // A reload is the same visit.
    await page.reload()
    await waitForHydration(page)
    await page.clock.runFor(5_000)
    await expect(popup).toHaveCount(0)
    expect(await appearances()).toEqual([])
  })

  test.describe('on a phone', () => {
    test.skip(({ isMobile }) => !isMobile, 'the menu button is for narrow screens')

    test('it steps aside while the menu is open and comes back when the menu closes', { tag: '@phone' }, async ({ page }) => {
      await page.clock.install()
      await page.goto('/services')
      await waitForHydration(page)
      const { popup } = chat(page)
      await page.clock.runFor(3_000)
      await expect(popup).toBeVisible()

      await page.getByRole('button', { name: 'Open menu' }).tap()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu).toBeVisible()
      await expect(popup).toHaveCount(0)
      await page.clock.runFor(10_000)
      await expect(popup).toHaveCount(0)

      await menu.getByRole('button', { name: 'Close menu' }).tap()
      await expect(menu).toBeHidden()
      await expect(popup).toBeVisible()
    })
  })
})

test.describe('when the chat cannot run', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the launcher opens a panel that leads to the contact page', async ({ page }) => {
      await page.goto('/pricing')
      await chat(page).launcher.click()
      const frame = page.getByRole('dialog', { name: 'AI Assistant' })
      await expect(frame.getByText('The chat needs JavaScript')).toBeVisible()
      await expect(frame.getByText('Starting the chat')).toBeHidden()
      await frame.getByRole('link', { name: 'Contact us' }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })

  test.describe('when its code fails to download', () => {
    test.use({ allowConsoleErrors: ['Failed to load resource', 'net::ERR_FAILED'] })
    test('the panel says so, offers the contact page, and tries again on request', async ({ page }) => {
      let failing = true
      await page.route(/\/assets\/chat-experience-[\w-]+\.js$/, (route) => (failing ? route.abort('failed') : route.fallback()))
      await page.goto('/pricing')
      await waitForHydration(page)
      await chat(page).launcher.click()
      const frame = page.getByRole('dialog', { name: 'AI Assistant' })
      await expect(frame.getByRole('alert')).toContainText('The chat could not be loaded.')
      await expect(frame.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
      expect(new URL(page.url()).pathname).toBe('/pricing')

      failing = false
      await frame.getByRole('button', { name: 'Try again' }).click()
      await expect(chat(page).input).toBeVisible()
    })
  })
})

test('a person is one tap away: the panel’s button asks for one, and the reply says when the team will call @phone', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const { panel, log } = await openChat(page)
  const button = panel.getByRole('button', { name: 'Talk to a person' })
  await expect(button).toBeVisible()
  await button.click()
  await expect(log).toContainText("You: I'd like to talk to a person")
  // In business hours the team is told and calls shortly; out of hours the reply names the day and offers times.
  await expect(log).toContainText(/I've let the team know you'd like to talk to a real person|We're closed right now, so I've passed your request to the team/)
  await expect(log).toContainText("What's the best phone number to call you on?")
  await expectNoAxeViolations(page)
})
