import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { settingDefaults } from '../../contract/site-settings.ts'
import { melbourneDate } from '../../server/domain/booking/slots.ts'
import { melbourneTimeInWords } from '../../server/domain/notify/emails/when.ts'
import { renderEmail } from '../../server/domain/notify/templates.ts'
import { bookings, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { databaseKinds } from '../support/test-database.ts'
import { PLANNED_LATER } from '../support/planned-later.ts'
import { ownContact, uniquePhone } from '../support/booker.ts'

const visitor = { name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 345 678', company: 'Smith Plumbing', message: 'After-hours calls', service: 'Voice Agents' }
type Day = { date: string; slots: { time: string; startsAt: string }[] }

describe.each(databaseKinds)('consultation bookings on %s', (kind) => {
  let app: TestApp
  let days: Day[]
  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    days = (await (await app.request('/api/booking-days')).json()).days
  })
  afterAll(async () => {
    await app?.close()
  })

  test('the offered days are weekdays in the next two weeks, at most seven, each with free times', async () => {
    expect(days.length).toBeGreaterThan(0)
    expect(days.length).toBeLessThanOrEqual(7)
    for (const day of days) {
      expect([0, 6]).not.toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay())
      expect(day.slots.length).toBeGreaterThan(0)
      for (const slot of day.slots) expect(new Date(slot.startsAt).getTime()).toBeGreaterThan(Date.now())
    }
  })

  test('a booking stores the booking, its inquiry with the composed message and the emails, and hides the slot', async () => {
    const [day] = days
    const slot = day!.slots[0]!
    const response = await app.request('/api/bookings', visitorPost({ ...visitor, date: day!.date, time: slot.time }))
    expect(response.status).toBe(201)
    const { booking } = await response.json()
    expect(booking).toMatchObject({ date: day!.date, time: slot.time, startsAt: slot.startsAt, service: 'Voice Agents' })

    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({ name: 'Jordan Smith', phone: '0412 345 678', status: 'confirmed' })
    const [inquiry] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, row!.inquiryId!))
    expect(inquiry).toMatchObject({ source: 'booking', status: 'new', company: 'Smith Plumbing' })
    expect(inquiry!.message).toContain(`Preferred time: ${slot.time} (Melbourne time)`)
    expect(inquiry!.message).toContain('Company: Smith Plumbing')
    expect(inquiry!.message).toContain('Service: Voice Agents')
    expect(inquiry!.message).toContain('Message: After-hours calls')
    // Its reminders are queued too, as many as are still ahead (tests/api/manage-booking.test.ts checks them).
    const messages = (await app.database.db.select().from(outbox)).filter((message) => (message.payload as { bookingId?: number }).bookingId === booking.id && !PLANNED_LATER.includes(message.kind))
    expect(messages.map((message) => [message.kind, message.recipient]).sort()).toEqual([
      ['booking.business', 'hello@melbourneai.com.au'],
      ['booking.visitor', 'jordan@example.com.au'],
    ])

    const booked = await (await app.request('/api/booked-slots')).json()
    expect(booked).toContainEqual({ date: day!.date, time: slot.time })
    expect(Object.keys(booked[0]).sort()).toEqual(['date', 'time'])
    const after: Day[] = (await (await app.request('/api/booking-days')).json()).days
    expect(after.find((d) => d.date === day!.date)?.slots.map((s) => s.time) ?? []).not.toContain(slot.time)
  })

  test('a taken slot answers 409 with a clear message', async () => {
    const [day] = days
    const time = day!.slots[1]?.time ?? day!.slots[0]!.time
    await app.request('/api/bookings', visitorPost({ ...visitor, ...ownContact(), date: day!.date, time }))
    const second = await app.request('/api/bookings', visitorPost({ ...visitor, phone: uniquePhone(), email: 'other@example.com', date: day!.date, time }))
    expect(second.status).toBe(409)
    expect((await second.json()).error).toMatchObject({ code: 'slot_taken', message: expect.stringContaining('Please pick another time') })
  })

  test('twenty visitors racing for one slot: exactly one gets it', async () => {
    const day = days[days.length - 1]!
    const time = day.slots[day.slots.length - 1]!.time
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.request('/api/bookings', visitorPost({ ...visitor, phone: uniquePhone(), email: `racer${i}@example.com`, date: day.date, time }))),
    )
    const statuses = results.map((result) => result.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const rows = await app.database.db.select().from(bookings).where(eq(bookings.date, day.date))
    expect(rows.filter((row) => row.time === time)).toHaveLength(1)
    const losers = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, 'racer0@example.com'))
    expect(losers.length).toBeLessThanOrEqual(1)
  })

  test.each([
    ['a weekend day', () => nextWeekday(6), '9:00 AM', 'date', 'We do not take consultations on Saturdays. Please pick another day.'],
    ['a past day', () => melbourneDate(new Date(Date.now() - 3 * 86_400_000)), '9:00 AM', 'date', 'That time has already passed. Please pick another.'],
    ['a day beyond two weeks', () => melbourneDate(new Date(Date.now() + 30 * 86_400_000)), '9:00 AM', 'date', 'We take bookings up to 14 days ahead.'],
    ['a time that is not offered', () => days.at(-1)!.date, '9:15 AM', 'time', 'That time is not offered that day. Please pick one of the offered times.'],
    ['a time that is no slot label', () => days[0]!.date, '09:15', 'time', 'Please pick one of the offered times.'],
  ])('%s is refused with 400', async (_case, date, time, field, message) => {
    const response = await app.request('/api/bookings', visitorPost({ ...visitor, ...ownContact(), date: date(), time }))
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields[field]).toBe(message)
  })

  test('missing name, email or phone is refused with field messages', async () => {
    const response = await app.request('/api/bookings', visitorPost({ date: days[0]!.date, time: days[0]!.slots[0]!.time, name: '', email: 'nope', phone: '' }))
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(['email', 'name', 'phone'])
  })

  test('a suspected bot gets a success answer, with links that open nothing, but holds no slot', async () => {
    // A day no other test books: late in a Melbourne afternoon today's one or two times are taken above.
    const current: Day[] = (await (await app.request('/api/booking-days')).json()).days
    const day = current[1]!
    const slot = day.slots[day.slots.length - 1]!
    const request = visitorPost({ ...visitor, phone: uniquePhone(), email: 'bot@example.com', date: day.date, time: slot.time })
    const honeypot = Object.keys(request.json).find((key) => key.startsWith('hp_'))!
    const response = await app.request('/api/bookings', { ...request, json: { ...request.json, [honeypot]: 'x' } })
    expect(response.status).toBe(201)
    const { booking } = await response.json()
    expect(booking.id).toEqual(expect.any(Number))
    expect(booking.links.manage).toMatch(/^\/booking\/[\w-]{43}$/)
    expect((await app.request(booking.links.manage)).status).toBe(404)
    expect((await app.request(booking.links.invite)).status).toBe(404)
    expect((await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, 'bot@example.com')))[0]?.status).toBe('spam')
  })

  describe('one-line fields and what the visitor is sent', () => {
    /** A slot still free now (the tests above took some). */
    const freeSlot = async () => {
      const current: Day[] = (await (await app.request('/api/booking-days')).json()).days
      const day = current[1] ?? current[0]!
      return { date: day.date, time: day.slots[0]!.time }
    }
    const stored = async () => ({
      bookings: (await app.database.db.select({ id: bookings.id }).from(bookings)).length,
      inquiries: (await app.database.db.select({ id: contactInquiries.id }).from(contactInquiries)).length,
      emails: (await app.database.db.select({ id: outbox.id }).from(outbox)).length,
    })

    test.each([
      ['name', 'Jordan\r\nBcc: victim@example.com', "Name can't contain line breaks"],
      ['email', 'jordan@example.com.au\r\nBcc: victim@example.com', "Email can't contain line breaks"],
      ['phone', '0412\n345 678', "Phone can't contain line breaks"],
      ['company', 'Smith\nPlumbing', "Company can't contain line breaks"],
      ['company', 'Smith\u0085Plumbing', "Company can't contain line breaks"],
      ['name', 'Jordan\u001bSmith', "Name can't contain control characters"],
    ])('a %s of %j is refused with 400 and nothing is stored', async (field, value, message) => {
      const before = await stored()
      const response = await app.request('/api/bookings', visitorPost({ ...visitor, ...(await freeSlot()), [field]: value }))
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } })
      expect(await stored()).toEqual(before)
    })

    test("the message keeps its line breaks for the business; the visitor's confirmation and invite hold only the booking's facts", async () => {
      const typed = { ...visitor, name: 'Ann Prizewinner', email: 'ann@example.com.au', phone: '0412 999 000', company: 'Free Prizes Pty Ltd', message: 'You won!\r\nClaim at http://prize.example\nToday only.' }
      const slot = await freeSlot()
      const response = await app.request('/api/bookings', visitorPost({ ...typed, ...slot }))
      expect(response.status).toBe(201)
      const { booking } = await response.json()
      const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, booking.id))
      expect(row!.message).toBe(typed.message)

      // Its reminders are queued too, as many as are still ahead (tests/api/manage-booking.test.ts checks them).
      const messages = (await app.database.db.select().from(outbox)).filter((message) => (message.payload as { bookingId?: number }).bookingId === booking.id && !PLANNED_LATER.includes(message.kind))
      const identity = { siteName: settingDefaults.site_name, businessEmail: settingDefaults.contact_email, publicUrl: 'https://melbourneai.com.au' }
      const business = await renderEmail(messages.find((message) => message.kind === 'booking.business')!, identity)
      for (const text of [typed.name, typed.phone, typed.company, typed.message]) expect(business.text).toContain(text)

      const visitorRow = messages.find((message) => message.kind === 'booking.visitor')!
      expect(visitorRow.payload).toEqual({ bookingId: booking.id, date: slot.date, time: slot.time, startsAt: booking.startsAt, service: 'Voice Agents', email: typed.email, sequence: 0, manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
      const confirmation = await renderEmail(visitorRow, identity)
      expect(confirmation.text).toContain(`When: ${melbourneTimeInWords(new Date(booking.startsAt))}`)
      expect(confirmation.text).toContain(`${slot.time} Melbourne time`)
      expect(confirmation.text).toContain(`Reschedule or cancel: https://melbourneai.com.au/booking/${visitorRow.payload.manageToken}`)
      expect(confirmation.text).toContain('Service: Voice Agents')
      expect(confirmation.text).toContain('We will call you on the number you gave us.')
      const invite = confirmation.attachments![0]!.content.replace(/\r\n /g, '')
      expect(invite).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:MAILTO:ann@example.com.au')
      for (const text of ['Ann', 'Prizewinner', 'prize.example', 'Free Prizes', '0412 999 000']) {
        expect(confirmation.text).not.toContain(text)
        expect(confirmation.html).not.toContain(text)
        expect(invite).not.toContain(text)
      }
    })
  })
})

/** The next date that falls on the given UTC weekday (0 Sunday ... 6 Saturday), within the next week. */
function nextWeekday(weekday: number): string {
  for (let offset = 1; offset <= 7; offset++) {
    const date = melbourneDate(new Date(Date.now() + offset * 86_400_000))
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date
  }
  throw new Error('unreachable')
}
