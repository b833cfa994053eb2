import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { type AvailabilityRules, DEFAULT_AVAILABILITY } from '../../contract/availability.ts'
import { auditPageSchema } from '../../contract/admin-content.ts'
import { bookings } from '../../server/db/schema/leads.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { ownContact } from '../support/booker.ts'

/*
 * The owner's availability (issue 19 items 1, 2 and 7) through the API. Only Date is faked, to Monday 2 November
 * 2026, 8:00 AM in Melbourne: Tuesday 3 November is Melbourne Cup Day, Wednesday the 4th an ordinary weekday.
 */
const visitor = {
  name: 'Jordan Smith',
  email: 'jordan@example.com.au',
  phone: '0412 345 678',
  company: 'Smith; Sons, Ltd',
  service: 'Voice Agents',
}
type Day = { date: string; slots: { time: string }[] }

describe.each(databaseKinds)('the owner’s availability on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  beforeAll(async () => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.parse('2026-11-01T21:00:00Z'),
    })
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET })
    admin = await signInAsAdmin(app)
  }, 120_000)
  afterEach(async () => {
    await put(DEFAULT_AVAILABILITY)
  })
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
  })

  const put = (rules: unknown) => admin.request('/api/admin/availability', { method: 'PUT', json: rules })
  const offeredDates = async () => ((await (await app.request('/api/booking-days')).json()).days as Day[]).map((day) => day.date)
  const newestAudit = async () => auditPageSchema.parse(await (await admin.get('/api/admin/audit-log?limit=1')).json()).entries[0]

  test('signed out, every call answers 401 and nothing changes', async () => {
    expect((await app.request('/api/admin/availability')).status).toBe(401)
    expect(
      (
        await app.request('/api/admin/availability', {
          method: 'PUT',
          json: { ...DEFAULT_AVAILABILITY, daysAhead: 3 },
        })
      ).status,
    ).toBe(401)
    expect((await app.request('/api/admin/availability/feed')).status).toBe(401)
    expect(
      (
        await app.request('/api/admin/availability/feed-secret', {
          method: 'POST',
        })
      ).status,
    ).toBe(401)
    expect(await (await admin.get('/api/admin/availability')).json()).toEqual(DEFAULT_AVAILABILITY)
  })

  test('with no rules stored, GET gives the defaults', async () => {
    const response = await admin.get('/api/admin/availability')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(DEFAULT_AVAILABILITY)
  })

  test('bad input answers 400 with a message for each field, and the rules stay', async () => {
    const response = await put({
      ...DEFAULT_AVAILABILITY,
      daysAhead: 0,
      weekdays: { ...DEFAULT_AVAILABILITY.weekdays, monday: ['9:05 AM'] },
      blackoutDates: [{ date: 'soon' }],
    })
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields).sort()).toEqual(['blackoutDates.0.date', 'daysAhead', 'weekdays.monday.0'])
    expect((await put('not rules')).status).toBe(400)
    expect(await (await admin.get('/api/admin/availability')).json()).toEqual(DEFAULT_AVAILABILITY)
  })

  test('closing Wednesday takes it out of the booking days and the server refuses it; the change is audited', async () => {
    expect(await offeredDates()).toContain('2026-11-04')
    const rules: AvailabilityRules = {
      ...DEFAULT_AVAILABILITY,
      weekdays: { ...DEFAULT_AVAILABILITY.weekdays, wednesday: [] },
    }
    const saved = await put(rules)
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual(rules)
    expect(await (await admin.get('/api/admin/availability')).json()).toEqual(rules)

    expect(await offeredDates()).not.toContain('2026-11-04')
    const refused = await app.request('/api/bookings', visitorPost({ ...visitor, ...ownContact(), date: '2026-11-04', time: '10:30 AM' }))
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.fields).toEqual({
      date: 'We do not take consultations on Wednesdays. Please pick another day.',
    })

    expect(await newestAudit()).toMatchObject({
      action: 'update',
      entity: 'availability',
      entityId: 1,
      actorEmail: admin.user.email,
      before: DEFAULT_AVAILABILITY,
      after: rules,
    })
  })

  test('a blackout date is not offered and not bookable', async () => {
    expect(
      (
        await put({
          ...DEFAULT_AVAILABILITY,
          blackoutDates: [{ date: '2026-11-05', note: 'Dentist' }],
        })
      ).status,
    ).toBe(200)
    expect(await offeredDates()).not.toContain('2026-11-05')
    const refused = await app.request('/api/bookings', visitorPost({ ...visitor, ...ownContact(), date: '2026-11-05', time: '10:30 AM' }))
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.fields).toEqual({
      date: 'We are closed that day. Please pick another day.',
    })
  })

  test('Melbourne Cup Day is listed among the holidays to open; opened, it is offered and books', async () => {
    const holidays = (await (await admin.get('/api/admin/availability/holidays')).json()) as { date: string; name: string }[]
    expect(holidays[0]).toEqual({ date: '2026-11-03', name: 'Melbourne Cup' })
    expect(holidays.map((holiday) => holiday.name)).toContain('Christmas Day')
    expect(await offeredDates()).not.toContain('2026-11-03')

    expect(
      (
        await put({
          ...DEFAULT_AVAILABILITY,
          openedDates: [{ date: '2026-11-03', note: 'Working the Cup' }],
        })
      ).status,
    ).toBe(200)
    expect((await offeredDates()).slice(0, 2)).toEqual(['2026-11-02', '2026-11-03'])
    const booked = await app.request('/api/bookings', visitorPost({ ...visitor, ...ownContact(), date: '2026-11-03', time: '1:30 PM' }))
    expect(booked.status).toBe(201)
  })

  test('a time the owner adds on a Saturday is offered and books', async () => {
    expect(
      (
        await put({
          ...DEFAULT_AVAILABILITY,
          weekdays: {
            ...DEFAULT_AVAILABILITY.weekdays,
            saturday: ['10:15 AM'],
          },
        })
      ).status,
    ).toBe(200)
    const days = (await (await app.request('/api/booking-days')).json()).days as Day[]
    expect(days.find((day) => day.date === '2026-11-07')?.slots.map((slot) => slot.time)).toEqual(['10:15 AM'])
    expect((await app.request('/api/bookings', visitorPost({ ...visitor, ...ownContact(), date: '2026-11-07', time: '10:15 AM' }))).status).toBe(201)
    expect((await app.request('/api/bookings', visitorPost({ ...visitor, ...ownContact(), date: '2026-11-07', time: '10:30 AM' }))).status).toBe(400)
  })

  test('the calendar feed lists bookings as events, answers 404 to a wrong secret, and to the old one after a rotation', async () => {
    const booked = await app.request('/api/bookings', visitorPost({ ...visitor, date: '2026-11-06', time: '3:00 PM' }))
    expect(booked.status).toBe(201)
    const { booking } = await booked.json()

    const { url } = (await (await admin.get('/api/admin/availability/feed')).json()) as { url: string }
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    const path = new URL(url).pathname
    const feed = await app.request(path)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(feed.headers.get('cache-control')).toBe('no-store')
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '')
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    const event = ics.split('BEGIN:VEVENT').find((block) => block.includes(`UID:booking-${booking.id}@`))
    expect(event).toBeDefined()
    expect(event).toContain('SUMMARY:Consultation: Jordan Smith')
    expect(event).toContain('DTSTART:20261106T040000Z')
    expect(event).toContain('DTEND:20261106T043000Z')
    expect(event).toContain('SEQUENCE:0')
    expect(event).toContain('STATUS:CONFIRMED')
    expect(event).toContain('Phone: 0412 345 678\\nEmail: jordan@example.com.au\\nCompany: Smith\\; Sons\\, Ltd\\nService: Voice Agents')
    expect(event).toContain(`/admin?tab=bookings&booking=${booking.id}`)

    expect((await app.request('/calendar/not-the-secret-at-all-0000000000.ics')).status).toBe(404)
    expect((await app.request(`${path.slice(0, -5)}x.ics`)).status).toBe(404)

    const rotated = await admin.post('/api/admin/availability/feed-secret')
    expect(rotated.status).toBe(200)
    const next = ((await rotated.json()) as { url: string }).url
    expect(next).not.toBe(url)
    expect((await app.request(path)).status).toBe(404)
    expect((await app.request(new URL(next).pathname)).status).toBe(200)
    const audit = await newestAudit()
    expect(audit).toMatchObject({
      action: 'update',
      entity: 'calendar-feed',
      actorEmail: admin.user.email,
    })
    expect(JSON.stringify(audit)).not.toContain(new URL(next).pathname.slice(10, 30))

    // A cancelled booking stays in the feed as a cancelled event with the raised sequence, so calendars drop it.
    await app.database.db.update(bookings).set({ status: 'cancelled', sequence: 1, cancelReason: 'Found another time' }).where(eq(bookings.id, booking.id))
    const cancelled = (await (await app.request(new URL(next).pathname)).text()).replace(/\r\n[ \t]/g, '')
    const cancelledEvent = cancelled.split('BEGIN:VEVENT').find((block) => block.includes(`UID:booking-${booking.id}@`))
    expect(cancelledEvent).toContain('STATUS:CANCELLED')
    expect(cancelledEvent).toContain('SEQUENCE:1')
    expect(cancelledEvent).toContain('Cancelled: Found another time')
  })
})
