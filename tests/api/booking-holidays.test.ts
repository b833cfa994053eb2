import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * No consultation on a Victorian public holiday (date-holidays, AU/VIC): Melbourne Cup Day 2026 is
 * Tuesday 3 November. Only Date is faked, to Monday 2 November, 8:00 AM in Melbourne: the server runs
 * in this process.
 */
const visitor = { name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 345 678', service: 'Voice Agents' }
type Day = { date: string; slots: { time: string }[] }

describe.each(databaseKinds)('consultations skip Victorian public holidays on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-01T21:00:00Z') })
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET })
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
  })

  test('Melbourne Cup Day is not offered: the list goes from Monday to Wednesday', async () => {
    const days: Day[] = (await (await app.request('/api/booking-days')).json()).days
    expect(days.slice(0, 2).map((day) => day.date)).toEqual(['2026-11-02', '2026-11-04'])
  })

  test('a booking for Melbourne Cup Day is refused with 400 and the reason on the date field; the next day books', async () => {
    const refused = await app.request('/api/bookings', visitorPost({ ...visitor, date: '2026-11-03', time: '10:30 AM' }))
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.fields).toEqual({ date: 'We are closed for Melbourne Cup, a public holiday in Victoria. Please pick another day.' })
    const booked = await app.request('/api/bookings', visitorPost({ ...visitor, date: '2026-11-04', time: '10:30 AM' }))
    expect(booked.status).toBe(201)
  })
})
