import { eq } from 'drizzle-orm'
import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bookings, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { SLOT_TAKEN_MESSAGE } from '../../server/domain/booking/bookings.ts'
import { BOOKING_RATE_LIMIT } from '../../server/domain/booking/request-booking.ts'
import { createSpamGuard } from '../../server/domain/leads/spam-guard.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, afterHumanPause, visitorPost } from '../support/visitor.ts'
import { PLANNED_LATER } from '../support/planned-later.ts'
import { uniquePhone } from '../support/booker.ts'

/*
 * The /book page: booking without JavaScript (the browser posts the form, post/redirect/get to the confirmation),
 * and the same action answering React Router's data request, which the booking dialog sends with a fetcher.
 */

type Day = { date: string; weekdayLabel: string; slots: { time: string; startsAt: string }[] }
type Page = ReturnType<typeof parseDocument>

const visitor = { name: 'Nora Script', phone: '0412 345 678', email: 'nora@example.com.au', company: 'Script Plumbing', message: 'Sent with JavaScript off.' }

let clientNumber = 0
/** A client address of its own for each visitor, so no test spends another's rate-limit budget. */
const nextIp = () => `198.51.100.${(++clientNumber % 250) + 1}`

/** A form token issued `issuedMsAgo` ago with the app's secret: what the page's cookie holds after the visitor took that long. */
const tokenIssuedAgo = (issuedMsAgo = 5_000) => createSpamGuard({ secret: TEST_FORM_SECRET, now: () => Date.now() - issuedMsAgo }).issue().token

const slotValue = (date: string, time: string) => `${date} ${time}`

function inputs(page: Page, name: string) {
  return DomUtils.findAll((element) => element.name === 'input' && element.attribs.name === name, page.children)
}
function field(page: Page, name: string) {
  return DomUtils.findOne((element) => (element.name === 'input' || element.name === 'textarea') && element.attribs.name === name, page.children)
}
function byId(page: Page, id: string | undefined) {
  return id ? DomUtils.findOne((element) => element.attribs.id === id, page.children) : null
}
/** The free times the page offers, as their radio values. */
const offeredSlots = (page: Page) => inputs(page, 'slot').map((radio) => radio.attribs.value)
/** A control's message: the text of the element its aria-describedby names. */
const messageOf = (page: Page, name: string) => DomUtils.textContent(byId(page, field(page, name)?.attribs['aria-describedby']) ?? [])
const text = (page: Page) => DomUtils.textContent(page).replace(/\s+/g, ' ')

describe.each(databaseKinds)('the /book page on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' }, { pages: true })
    // The first render compiles the pages: done here rather than inside a test's time.
    await app.request('/book')
  }, 240_000)
  afterAll(async () => {
    await app?.close()
  })

  const freeDays = async (): Promise<Day[]> => (await (await app.request('/api/booking-days')).json()).days
  /** A free slot no other test has taken: each test asks for its own index into today's list. */
  const freeSlot = async (index: number) => {
    const all = (await freeDays()).flatMap((day) => day.slots.map((slot) => ({ date: day.date, weekdayLabel: day.weekdayLabel, ...slot })))
    return all[index % all.length]!
  }
  const bookingsAt = (date: string, time: string) => app.database.db.select().from(bookings).where(eq(bookings.date, date)).then((rows) => rows.filter((row) => row.time === time))
  const inquiriesFrom = (email: string) => app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, email))

  /** The form as a browser without JavaScript sends it: form-encoded, from this site, with the page's cookie. */
  function postForm(fields: Record<string, string>, { path = '/book', cookieToken = tokenIssuedAgo(), origin = app.publicUrl, ip = nextIp() } = {}) {
    return app.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: `form_guard=${cookieToken}`, 'X-Forwarded-For': ip },
      body: new URLSearchParams({ hp_website: '', ...fields }).toString(),
    })
  }
  const getPage = async (path = '/book') => {
    const response = await app.request(path)
    return { response, page: parseDocument(await response.text()) }
  }

  test('the page lists exactly the free times the dialog offers, grouped by Melbourne day, and sets a form token cookie', async () => {
    const days = await freeDays()
    const { response, page } = await getPage()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toMatch(/^form_guard=[\w.-]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/)

    expect(offeredSlots(page)).toEqual(days.flatMap((day) => day.slots.map((slot) => slotValue(day.date, slot.time))))
    const legends = DomUtils.findAll((element) => element.name === 'legend', page.children).map((legend) => DomUtils.textContent(legend).trim())
    for (const day of days) expect(legends).toContain(day.weekdayLabel)
    // Each time's accessible name says its day too.
    const first = inputs(page, 'slot')[0]!
    const label = DomUtils.getParent(first) as Element
    expect(label.name).toBe('label')
    expect(DomUtils.textContent(label).replace(/\s+/g, ' ').trim()).toBe(`${days[0]!.weekdayLabel}, ${days[0]!.slots[0]!.time}`)

    for (const [name, autocomplete] of [['name', 'name'], ['phone', 'tel'], ['email', 'email'], ['company', 'organization']] as const) {
      expect(field(page, name)?.attribs.autocomplete).toBe(autocomplete)
    }
    for (const name of ['name', 'phone', 'email']) expect(field(page, name)?.attribs['aria-required']).toBe('true')
    expect(field(page, 'hp_website')?.attribs.tabindex).toBe('-1')
    expect(DomUtils.findAll((element) => element.name === 'button' && element.attribs.type === 'submit', page.children).map((button) => DomUtils.textContent(button).trim())).toEqual(['Confirm Booking'])
    expect(DomUtils.findOne((element) => element.name === 'title', page.children, true)?.children.map((child) => DomUtils.textContent(child)).join('')).toMatch(/^Book a Free Consultation \| /)
  })

  test('a visitor without JavaScript books: 303 to the confirmation, stored as a real booking, and a reload sends nothing', async () => {
    const ip = nextIp()
    // The real flow: the page's own cookie, sent after a person's pause (the time trap is 2 seconds).
    const { response: shown, page } = await getPage()
    const cookieToken = /form_guard=([^;]+)/.exec(shown.headers.get('set-cookie') ?? '')![1]!
    const slot = offeredSlots(page)[0]!
    const [date, ...time] = slot.split(' ')
    const weekdayLabel = (await freeDays()).find((day) => day.date === date)!.weekdayLabel
    const sent = await afterHumanPause(() => postForm({ ...visitor, slot, service: 'Voice Agents' }, { cookieToken, ip }))
    expect(sent.status).toBe(303)
    const location = sent.headers.get('location')!
    expect(location).toMatch(/^\/book\?booked=[\w-]+\.[\w-]+$/)
    // The address holds nothing the visitor typed.
    for (const typed of [visitor.name, visitor.email, visitor.phone, 'Nora']) expect(decodeURIComponent(location)).not.toContain(typed)

    const [row] = await bookingsAt(date!, time.join(' '))
    expect(row).toMatchObject({ name: visitor.name, email: visitor.email, phone: visitor.phone, company: visitor.company, message: visitor.message, status: 'confirmed' })
    const [inquiry] = await inquiriesFrom(visitor.email)
    expect(inquiry).toMatchObject({ source: 'booking', status: 'new', service: 'Voice Agents' })
    // Reminders (as many as are still ahead) are left out: tests/api/manage-booking.test.ts checks them.
    const emails = (await app.database.db.select().from(outbox)).filter((message) => (message.payload as { bookingId?: number }).bookingId === row!.id && !PLANNED_LATER.includes(message.kind))
    expect(emails.map((message) => message.kind).sort()).toEqual(['booking.business', 'booking.visitor'])

    const counts = async () => ({ bookings: (await app.database.db.select().from(bookings)).length, inquiries: (await app.database.db.select().from(contactInquiries)).length })
    const before = await counts()
    for (let reload = 0; reload < 2; reload++) {
      const { response, page: confirmation } = await getPage(location)
      expect(response.status).toBe(200)
      expect(text(confirmation)).toContain('Booking Submitted Successfully!')
      expect(text(confirmation)).toContain("We'll contact you within 24 hours to confirm your consultation.")
      expect(text(confirmation)).toContain(`${time.join(' ')} Melbourne time`)
      expect(text(confirmation)).toContain(weekdayLabel)
      expect(text(confirmation)).toContain('Voice Agents')
      expect(text(confirmation)).not.toContain(visitor.phone)
      expect(DomUtils.findOne((element) => element.name === 'meta' && element.attribs.name === 'robots', confirmation.children)?.attribs.content).toBe('noindex')
    }
    expect(await counts()).toEqual(before)
    // The slot is gone from the list.
    expect(offeredSlots((await getPage()).page)).not.toContain(slot)
  })

  test('a confirmation address that was forged or altered shows the form, not a booking', async () => {
    const slot = await freeSlot(1)
    const sent = await postForm({ ...visitor, phone: uniquePhone(), email: 'real@example.com.au', slot: slotValue(slot.date, slot.time) })
    const receipt = new URL(sent.headers.get('location')!, app.baseUrl).searchParams.get('booked')!
    const [payload, signature] = receipt.split('.')
    const altered = Buffer.from(JSON.stringify([1, '2030-01-07', '9:00 AM', 'Free Consultation'])).toString('base64url')
    for (const forged of [`${altered}.${signature}`, `${payload}.${signature!.slice(0, -2)}AA`, '1', '']) {
      const { page } = await getPage(`/book?booked=${forged}`)
      expect(text(page)).not.toContain('Booking Submitted Successfully!')
      expect(offeredSlots(page).length).toBeGreaterThan(0)
    }
  })

  test('invalid fields come back with 400, the messages beside the fields and everything typed kept', async () => {
    const slot = await freeSlot(2)
    const chosen = slotValue(slot.date, slot.time)
    const response = await postForm({ ...visitor, name: '', email: 'nora@', slot: chosen, service: 'AI Chatbots' })
    expect(response.status).toBe(400)
    const page = parseDocument(await response.text())

    expect(messageOf(page, 'name')).toBe('Please enter your name')
    expect(messageOf(page, 'email')).toBe('Please enter a valid email address')
    expect(field(page, 'name')?.attribs['aria-invalid']).toBe('true')
    expect(field(page, 'email')?.attribs['aria-invalid']).toBe('true')
    expect(field(page, 'phone')?.attribs['aria-invalid']).toBeUndefined()

    expect(field(page, 'email')?.attribs.value).toBe('nora@')
    expect(field(page, 'phone')?.attribs.value).toBe(visitor.phone)
    expect(field(page, 'company')?.attribs.value).toBe(visitor.company)
    expect(DomUtils.textContent(field(page, 'message')!)).toBe(visitor.message)
    expect(inputs(page, 'slot').filter((radio) => 'checked' in radio.attribs).map((radio) => radio.attribs.value)).toEqual([chosen])
    expect(inputs(page, 'service').filter((radio) => 'checked' in radio.attribs).map((radio) => radio.attribs.value)).toEqual(['AI Chatbots'])
    expect(await bookingsAt(slot.date, slot.time)).toHaveLength(0)
  })

  test('a third upcoming booking of one email comes back with 409 and the reason beside the email, everything typed kept', async () => {
    const holder = { ...visitor, phone: uniquePhone(), email: 'holder@example.com.au' }
    for (const n of [4, 5]) {
      const slot = await freeSlot(n)
      expect((await app.request('/api/bookings', visitorPost({ ...holder, date: slot.date, time: slot.time }))).status).toBe(201)
    }
    const slot = await freeSlot(6)
    const response = await postForm({ ...holder, phone: uniquePhone(), slot: slotValue(slot.date, slot.time) })
    expect(response.status).toBe(409)
    const page = parseDocument(await response.text())
    expect(messageOf(page, 'email')).toMatch(/^This email address already has 2 upcoming consultations, on \w+day \d{1,2} \w+ and \w+day \d{1,2} \w+: /)
    expect(field(page, 'email')?.attribs['aria-invalid']).toBe('true')
    expect(field(page, 'email')?.attribs.value).toBe(holder.email)
    expect(field(page, 'name')?.attribs.value).toBe(visitor.name)
    expect(await bookingsAt(slot.date, slot.time)).toHaveLength(0)
  })

  test('no time chosen is a message at the times, with the details kept', async () => {
    const response = await postForm({ ...visitor })
    expect(response.status).toBe(400)
    const page = parseDocument(await response.text())
    const radio = inputs(page, 'slot')[0]!
    expect(radio.attribs['aria-invalid']).toBe('true')
    expect(DomUtils.textContent(byId(page, radio.attribs['aria-describedby'])!)).toBe('Please pick one of the offered times.')
    expect(field(page, 'name')?.attribs.value).toBe(visitor.name)
  })

  test('a time taken meanwhile gives the slot-taken message with the fresh list, and the details kept', async () => {
    const slot = await freeSlot(3)
    const first = await app.request('/api/bookings', visitorPost({ ...visitor, phone: uniquePhone(), email: 'quick@example.com.au', date: slot.date, time: slot.time }))
    expect(first.status).toBe(201)

    const response = await postForm({ ...visitor, phone: uniquePhone(), email: 'slow@example.com.au', slot: slotValue(slot.date, slot.time) })
    expect(response.status).toBe(409)
    const page = parseDocument(await response.text())
    expect(text(page)).toContain(SLOT_TAKEN_MESSAGE)
    expect(offeredSlots(page)).not.toContain(slotValue(slot.date, slot.time))
    expect(offeredSlots(page).length).toBeGreaterThan(0)
    expect(field(page, 'email')?.attribs.value).toBe('slow@example.com.au')
    expect(await bookingsAt(slot.date, slot.time)).toHaveLength(1)
  })

  test('a filled honeypot is answered like a booking, kept as spam, and holds no slot', async () => {
    const slot = await freeSlot(4)
    const response = await postForm({ ...visitor, phone: uniquePhone(), email: 'bot@example.com.au', slot: slotValue(slot.date, slot.time), hp_website: 'https://cheap-pills.example' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/^\/book\?booked=/)
    expect((await inquiriesFrom('bot@example.com.au')).map((inquiry) => inquiry.status)).toEqual(['spam'])
    expect(await bookingsAt(slot.date, slot.time)).toHaveLength(0)
    expect(offeredSlots((await getPage()).page)).toContain(slotValue(slot.date, slot.time))
  })

  test('a form sent within 2 seconds of its page, or without the cookie, is kept as spam', async () => {
    const fast = await freeSlot(5)
    expect((await postForm({ ...visitor, phone: uniquePhone(), email: 'fast@example.com.au', slot: slotValue(fast.date, fast.time) }, { cookieToken: tokenIssuedAgo(200) })).status).toBe(303)
    expect((await inquiriesFrom('fast@example.com.au')).map((inquiry) => inquiry.status)).toEqual(['spam'])
    const none = await app.request('/book', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.publicUrl, 'X-Forwarded-For': nextIp() },
      body: new URLSearchParams({ ...visitor, phone: uniquePhone(), email: 'nocookie@example.com.au', slot: slotValue(fast.date, fast.time) }).toString(),
    })
    expect(none.status).toBe(303)
    expect((await inquiriesFrom('nocookie@example.com.au')).map((inquiry) => inquiry.status)).toEqual(['spam'])
    expect(await bookingsAt(fast.date, fast.time)).toHaveLength(0)
  })

  describe("React Router's data request (the dialog's fetcher)", () => {
    /** What `fetcher.submit(fields, { method: 'post', action: '/book' })` sends: the route's `.data` URL, form-encoded, the token in the form. */
    const sendAsFetcher = (fields: Record<string, string>) => {
      const { token, honeypotName } = createSpamGuard({ secret: TEST_FORM_SECRET, now: () => Date.now() - 5_000 }).issue()
      return app.request('/book.data', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.publicUrl, 'X-Forwarded-For': nextIp() },
        body: new URLSearchParams({ formToken: token, [honeypotName]: '', ...fields }).toString(),
      })
    }

    test('a booking is answered with data, not a redirect, and stored as a real booking', async () => {
      const slot = await freeSlot(6)
      const response = await sendAsFetcher({ ...visitor, phone: uniquePhone(), email: 'dialog@example.com.au', date: slot.date, time: slot.time, service: 'Free Consultation' })
      expect(response.status).toBe(200)
      expect(response.headers.get('location')).toBeNull()
      expect(response.headers.get('x-remix-redirect')).toBeNull()
      const body = await response.text()
      for (const part of ['booked', slot.date, slot.time, slot.startsAt]) expect(body).toContain(part)
      expect(body).not.toContain('booked=')
      expect((await inquiriesFrom('dialog@example.com.au')).map((inquiry) => inquiry.status)).toEqual(['new'])
      expect(await bookingsAt(slot.date, slot.time)).toHaveLength(1)
    })

    test('invalid fields and a taken time are answered with their status and messages', async () => {
      const slot = await freeSlot(7)
      const invalid = await sendAsFetcher({ ...visitor, phone: '((((((', date: slot.date, time: slot.time })
      expect(invalid.status).toBe(400)
      expect(await invalid.text()).toContain('Please enter a phone number we can call')

      await app.request('/api/bookings', visitorPost({ ...visitor, phone: uniquePhone(), email: 'first@example.com.au', date: slot.date, time: slot.time }))
      const taken = await sendAsFetcher({ ...visitor, phone: uniquePhone(), email: 'second@example.com.au', date: slot.date, time: slot.time })
      expect(taken.status).toBe(409)
      // Data React Router decodes as the action's answer, not an error response.
      expect(taken.headers.get('x-remix-response')).toBe('yes')
      expect(await taken.text()).toContain(SLOT_TAKEN_MESSAGE)
    })
  })

  test('the page and the JSON API share one booking budget per client', async () => {
    const ip = nextIp()
    for (let sent = 0; sent < BOOKING_RATE_LIMIT.limit; sent++) {
      expect((await app.request('/api/bookings', { ...visitorPost({ name: '' }, { ip }) })).status).toBe(400)
    }
    const response = await postForm({ ...visitor }, { ip })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(text(parseDocument(await response.text()))).toContain('You have made several booking requests in a short time.')
  })

  test('a form sent from another site is refused with 403 and stores nothing', async () => {
    const slot = await freeSlot(8)
    const response = await postForm({ ...visitor, phone: uniquePhone(), email: 'csrf@example.com.au', slot: slotValue(slot.date, slot.time) }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await inquiriesFrom('csrf@example.com.au')).toHaveLength(0)
    const data = await postForm({ ...visitor, phone: uniquePhone(), email: 'csrf@example.com.au', date: slot.date, time: slot.time }, { path: '/book.data', origin: 'https://evil.example' })
    expect(data.status).toBe(403)
    expect(await inquiriesFrom('csrf@example.com.au')).toHaveLength(0)
  })
})
