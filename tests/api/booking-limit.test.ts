import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bookings, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { emailedToken } from '../support/emailed-manage-token.ts'

/*
 * One person cannot hold every consultation time (issue 32 item 5): at most 2 upcoming bookings per email and per
 * normalised phone. Only Date is faked, to Monday 30 November 2026, 8:00 AM in Melbourne: the next two weeks'
 * weekday slots are free.
 */
const MONDAY_8AM = Date.parse('2026-11-29T21:00:00Z')

let people = 0
const someone = (overrides: { email?: string; phone?: string } = {}) => ({ name: 'Jordan Smith', email: `holder${++people}@example.com.au`, phone: `04${String(10_000_000 + people * 7919).slice(-8)}`, ...overrides })

describe.each(databaseKinds)('at most 2 upcoming consultations per person on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_8AM })
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
  })

  const request = (date: string, time: string, who: { name: string; email: string; phone: string }) => app.request('/api/bookings', visitorPost({ ...who, date, time }))
  async function book(date: string, time: string, who: { name: string; email: string; phone: string }) {
    const response = await request(date, time, who)
    expect(response.status).toBe(201)
    const { booking } = await response.json()
    return { id: booking.id as number, token: await emailedToken(app, booking.id) }
  }
  const linkEmails = (bookingId: number) =>
    app.database.db.select().from(outbox).where(sql`${outbox.kind} = 'booking.visitor-link' and ${outbox.payload} ->> 'bookingId' = ${String(bookingId)}`)
  const bookingCount = async () => (await app.database.db.select({ id: bookings.id }).from(bookings)).length

  test('a third booking with the same email (any letter case) is 409 naming the days held; each booking is emailed a new link, which replaces the old', async () => {
    const holder = someone()
    const first = await book('2026-12-01', '9:00 AM', holder)
    const second = await book('2026-12-03', '1:30 PM', { ...holder, phone: '0499 111 222' })
    const [before, inquiriesBefore] = [await bookingCount(), (await app.database.db.select().from(contactInquiries)).length]

    const third = await request('2026-12-04', '9:00 AM', { ...holder, email: holder.email.toUpperCase(), phone: '0499 333 444' })
    expect(third.status).toBe(409)
    const { error } = await third.json()
    expect(error.code).toBe('booking_limit')
    expect(error.message).toBe(
      "This email address already has 2 upcoming consultations, on Tuesday 1 December and Thursday 3 December: 2 at a time is the most we can hold for one person. We've emailed a new link to manage them to that address (earlier links no longer work). Move or cancel one there to book another time, or call us.",
    )
    expect(error.fields).toEqual({ email: error.message })
    // Nothing of the refused request was written: no booking, no inquiry, and the slot is still free.
    expect(await bookingCount()).toBe(before)
    expect((await app.database.db.select().from(contactInquiries)).length).toBe(inquiriesBefore)

    for (const held of [first, second]) {
      const [link] = await linkEmails(held.id)
      expect(link).toMatchObject({ recipient: holder.email, status: 'pending', subject: 'Your link to manage your consultation' })
      const fresh = link!.payload.manageToken as string
      expect(fresh).not.toBe(held.token)
      expect((await app.request(`/api/bookings/${held.token}`)).status).toBe(404)
      expect((await app.request(`/api/bookings/${fresh}`)).status).toBe(200)
      // The confirmation and reminders still waiting carry the new link, not the dead one.
      const waiting = await app.database.db.select().from(outbox).where(sql`${outbox.status} = 'pending' and ${outbox.payload} ->> 'bookingId' = ${String(held.id)} and ${outbox.payload} ? 'manageToken'`)
      expect(waiting.length).toBeGreaterThanOrEqual(3)
      for (const message of waiting) expect(message.payload.manageToken).toBe(fresh)
    }

    // Asked again the same day: refused alike, but nothing more is sent and the links stay as they are.
    const again = await request('2026-12-04', '10:30 AM', holder)
    expect(again.status).toBe(409)
    expect((await again.json()).error.message).toContain('A link to manage them was emailed to that address in the last 24 hours.')
    expect(await linkEmails(first.id)).toHaveLength(1)

    // Once one is cancelled, the person may book another time.
    const [link] = await linkEmails(first.id)
    expect((await app.request(`/api/bookings/${link!.payload.manageToken}/cancel`, { method: 'POST', json: {}, headers: { 'X-Forwarded-For': '198.51.100.9' } })).status).toBe(200)
    await book('2026-12-04', '9:00 AM', holder)
  })

  test('the same phone number written another way, under other emails, is 409 on the phone field; the links go to the addresses booked with', async () => {
    const first = await book('2026-12-07', '9:00 AM', someone({ phone: '0412 555 019' }))
    const second = await book('2026-12-08', '9:00 AM', someone({ phone: '+61 412 555 019' }))
    const stranger = someone({ phone: '(04) 1255 5019' })
    const third = await request('2026-12-09', '9:00 AM', stranger)
    expect(third.status).toBe(409)
    const { error } = await third.json()
    expect(error.code).toBe('booking_limit')
    expect(error.message).toMatch(/^This phone number already has 2 upcoming consultations, on Monday 7 December and Tuesday 8 December: .* We've emailed a new link to manage them to the address they were booked with/)
    expect(Object.keys(error.fields)).toEqual(['phone'])
    const recipients = [...(await linkEmails(first.id)), ...(await linkEmails(second.id))].map((message) => message.recipient)
    expect(recipients).toHaveLength(2)
    expect(recipients).not.toContain(stranger.email)
  })

  test('past and cancelled bookings do not count, and parallel requests of one person cannot together take more than 2', async () => {
    const racer = someone()
    await book('2026-11-30', '10:30 AM', racer)
    vi.setSystemTime(Date.parse('2026-11-29T23:31:00Z'))
    // Its call has started, so it no longer counts; three at once for one person: two are booked, one refused.
    const answers = await Promise.all(['9:00 AM', '10:30 AM', '12:00 PM'].map((time) => request('2026-12-10', time, racer)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409])
    const held = await app.database.db.select().from(bookings).where(eq(bookings.email, racer.email))
    expect(held.filter((booking) => booking.status === 'confirmed')).toHaveLength(3)
    vi.setSystemTime(MONDAY_8AM)
  })
})
