import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { bookingEvents, bookings, outbox } from '../../server/db/schema/leads.ts'
import { manageTokenHash } from '../../server/domain/booking/manage-token.ts'
import { createOutboxWorker } from '../../server/domain/notify/outbox-worker.ts'
import { smtpTransport } from '../../server/domain/notify/smtp-transport.ts'
import { createLogger } from '../../server/logger.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { emailedToken } from '../support/emailed-manage-token.ts'
import { PLANNED_LATER } from '../support/planned-later.ts'
import { uniquePhone } from '../support/booker.ts'

/*
 * The manage link (issue 19 item 4) and the reminders (item 6). Only Date is faked, to Monday 30 November 2026,
 * 8:00 AM in Melbourne (AEDT, UTC+11): every weekday slot of the next two weeks is free and no public holiday
 * falls in them. The server runs in this process; the outbox workers get their own clocks.
 */
const MONDAY_8AM = Date.parse('2026-11-29T21:00:00Z')
const HOUR = 60 * 60_000

let people = 0
const person = () => ({ name: 'Jordan Smith', email: `visitor${++people}@example.com.au`, phone: uniquePhone() })

describe.each(databaseKinds)('a booking managed through its link on %s', (kind) => {
  let app: TestApp
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_8AM })
    sink = await startSmtpSink()
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
  }, 120_000)
  afterEach(() => vi.setSystemTime(MONDAY_8AM))
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
    await sink?.close()
  })

  async function book(date: string, time: string, who = person()): Promise<{ id: number; token: string; email: string; phone: string; startsAt: string }> {
    const response = await app.request('/api/bookings', visitorPost({ ...who, date, time }))
    expect(response.status).toBe(201)
    const { booking } = await response.json()
    return { id: booking.id, token: await emailedToken(app, booking.id), email: who.email, phone: who.phone, startsAt: booking.startsAt }
  }
  const post = (path: string, json: unknown, ip = '198.51.100.7') => app.request(path, { method: 'POST', json, headers: { 'X-Forwarded-For': ip } })
  const bookedSlots = async () => ((await (await app.request('/api/booked-slots')).json()) as { date: string; time: string }[]).map((slot) => `${slot.date} ${slot.time}`)
  const messagesOf = (bookingId: number) =>
    app.database.db.select().from(outbox).where(sql`${outbox.payload} ->> 'bookingId' = ${String(bookingId)}`).orderBy(outbox.id)
  const worker = (at: () => Date) =>
    createOutboxWorker({
      db: app.database.db,
      transport: smtpTransport(sink.url),
      from: 'hello@melbourneai.com.au',
      sender: async () => ({ siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au', publicUrl: 'http://localhost:3000' }),
      logger: createLogger('silent'),
      now: at,
    })

  test('the link shows the booking; a reschedule moves it, frees the old time, tells both sides and re-plans the reminders', async () => {
    const made = await book('2026-12-01', '9:00 AM')
    // The token itself is stored nowhere; its hash finds the booking.
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, made.id))
    expect(row!.manageTokenHash).toBe(manageTokenHash(made.token))

    const shown = await app.request(`/api/bookings/${made.token}`)
    expect(shown.status).toBe(200)
    expect((await shown.json()).booking).toEqual({ date: '2026-12-01', time: '9:00 AM', startsAt: '2026-11-30T22:00:00.000Z', service: 'Free Consultation', status: 'confirmed', name: 'Jordan Smith' })

    const moved = await post(`/api/bookings/${made.token}/reschedule`, { date: '2026-12-02', time: '1:30 PM' })
    expect(moved.status).toBe(200)
    expect((await moved.json()).booking).toMatchObject({ date: '2026-12-02', time: '1:30 PM', startsAt: '2026-12-02T02:30:00.000Z', status: 'confirmed' })
    expect(await bookedSlots()).toContain('2026-12-02 1:30 PM')
    expect(await bookedSlots()).not.toContain('2026-12-01 9:00 AM')
    const days = (await (await app.request('/api/booking-days')).json()).days as { date: string; slots: { time: string }[] }[]
    expect(days.find((day) => day.date === '2026-12-01')!.slots.map((slot) => slot.time)).toContain('9:00 AM')

    const [after] = await app.database.db.select().from(bookings).where(eq(bookings.id, made.id))
    expect(after!.sequence).toBe(1)
    const history = await app.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, made.id)).orderBy(bookingEvents.id)
    expect(history.map(({ kind, actor, fromDate, fromTime, toDate, toTime }) => ({ kind, actor, fromDate, fromTime, toDate, toTime }))).toEqual([
      { kind: 'booked', actor: 'visitor', fromDate: null, fromTime: null, toDate: '2026-12-01', toTime: '9:00 AM' },
      { kind: 'rescheduled', actor: 'visitor', fromDate: '2026-12-01', fromTime: '9:00 AM', toDate: '2026-12-02', toTime: '1:30 PM' },
    ])

    const messages = await messagesOf(made.id)
    const byKind = (kind: string) => messages.filter((message) => message.kind === kind)
    expect(byKind('booking.visitor-rescheduled')).toHaveLength(1)
    expect(byKind('booking.visitor-rescheduled')[0]).toMatchObject({
      recipient: made.email,
      status: 'pending',
      payload: { bookingId: made.id, date: '2026-12-02', time: '1:30 PM', startsAt: '2026-12-02T02:30:00.000Z', previousDate: '2026-12-01', previousTime: '9:00 AM', previousStartsAt: '2026-11-30T22:00:00.000Z', service: 'Free Consultation', email: made.email, sequence: 1, manageToken: made.token },
    })
    expect(byKind('booking.business-rescheduled')[0]).toMatchObject({
      recipient: 'hello@melbourneai.com.au',
      payload: { bookingId: made.id, name: 'Jordan Smith', email: made.email, phone: made.phone, previousDate: '2026-12-01', previousTime: '9:00 AM', date: '2026-12-02', time: '1:30 PM', startsAt: '2026-12-02T02:30:00.000Z', actor: 'visitor' },
    })
    // The first time's reminders are skipped at once (their token copy dropped); the new time's are planned.
    const reminders = byKind('booking.reminder').map((message) => ({ status: message.status, lead: message.payload.lead, startsAt: message.payload.startsAt, due: message.nextAttemptAt.toISOString(), token: message.payload.manageToken }))
    expect(reminders).toEqual([
      { status: 'skipped', lead: '24h', startsAt: '2026-11-30T22:00:00.000Z', due: '2026-11-29T22:00:00.000Z', token: undefined },
      { status: 'skipped', lead: '1h', startsAt: '2026-11-30T22:00:00.000Z', due: '2026-11-30T21:00:00.000Z', token: undefined },
      { status: 'pending', lead: '24h', startsAt: '2026-12-02T02:30:00.000Z', due: '2026-12-01T02:30:00.000Z', token: made.token },
      { status: 'pending', lead: '1h', startsAt: '2026-12-02T02:30:00.000Z', due: '2026-12-02T01:30:00.000Z', token: made.token },
    ])
  })

  test("whoever made a booking holds its links at once: the manage page and a calendar file that follows a move and ends with a cancel", async () => {
    const response = await app.request('/api/bookings', visitorPost({ ...person(), date: '2026-12-11', time: '1:30 PM' }))
    expect(response.status).toBe(201)
    const { booking } = await response.json()
    const token = await emailedToken(app, booking.id)
    // The same token as the email's: one credential, at once and by email.
    expect(booking.links).toEqual({ manage: `/booking/${token}`, invite: `/booking/${token}/consultation.ics` })
    expect((await app.request(`/api/bookings/${token}`)).status).toBe(200)

    const calendar = async () => {
      const file = await app.request(booking.links.invite)
      return { status: file.status, type: file.headers.get('content-type'), disposition: file.headers.get('content-disposition'), cache: file.headers.get('cache-control'), text: await file.text() }
    }
    const first = await calendar()
    expect(first).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8', disposition: 'attachment; filename=consultation.ics', cache: 'private, no-store' })
    // A file to import, not a meeting to answer: PUBLISH, no attendee; the booking's UID, so the emailed invitation updates the same event.
    expect(first.text).toContain('METHOD:PUBLISH')
    expect(first.text).not.toContain('ATTENDEE')
    expect(first.text).toMatch(new RegExp(`UID:booking-${booking.id}@melbourneai\\.com\\.au`))
    expect(first.text).toContain('DTSTART:20261211T023000Z')
    expect(first.text).toContain('SEQUENCE:0')

    expect((await post(`/api/bookings/${token}/reschedule`, { date: '2026-12-11', time: '4:30 PM' })).status).toBe(200)
    const moved = await calendar()
    expect(moved.text).toContain('DTSTART:20261211T053000Z')
    expect(moved.text).toContain('SEQUENCE:1')

    expect((await post(`/api/bookings/${token}/cancel`, {})).status).toBe(200)
    expect((await calendar()).status).toBe(404)
    expect((await app.request(`/booking/${'x'.repeat(43)}/consultation.ics`)).status).toBe(404)
  })

  test('a taken time is 409 and a same, refused or malformed one 400; the booking stays as it was', async () => {
    const mine = await book('2026-12-03', '9:00 AM')
    await book('2026-12-03', '10:30 AM')
    const taken = await post(`/api/bookings/${mine.token}/reschedule`, { date: '2026-12-03', time: '10:30 AM' })
    expect(taken.status).toBe(409)
    expect((await taken.json()).error.code).toBe('slot_taken')
    const same = await post(`/api/bookings/${mine.token}/reschedule`, { date: '2026-12-03', time: '9:00 AM' })
    expect(same.status).toBe(400)
    expect((await same.json()).error.fields).toEqual({ time: 'Your consultation is already at that time. Please pick a different time.' })
    const weekend = await post(`/api/bookings/${mine.token}/reschedule`, { date: '2026-12-05', time: '9:00 AM' })
    expect(weekend.status).toBe(400)
    expect((await weekend.json()).error.fields).toEqual({ date: 'We do not take consultations on Saturdays. Please pick another day.' })
    const malformed = await post(`/api/bookings/${mine.token}/reschedule`, { date: 'soon', time: '9:15' })
    expect(malformed.status).toBe(400)
    expect(Object.keys((await malformed.json()).error.fields).sort()).toEqual(['date', 'time'])
    const tooLong = await post(`/api/bookings/${mine.token}/cancel`, { reason: 'x'.repeat(1001) })
    expect(tooLong.status).toBe(400)
    expect((await tooLong.json()).error.fields).toHaveProperty('reason')

    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, mine.id))
    expect(row).toMatchObject({ date: '2026-12-03', time: '9:00 AM', status: 'confirmed', sequence: 0 })
    expect((await messagesOf(mine.id)).map((message) => message.kind).filter((kind) => !PLANNED_LATER.includes(kind))).toEqual(['booking.business', 'booking.visitor'])
  })

  test('two reschedules into one free slot: exactly one wins, the other is 409 and keeps its time', async () => {
    const first = await book('2026-12-04', '9:00 AM')
    const second = await book('2026-12-04', '10:30 AM')
    const answers = await Promise.all([first, second].map((made, n) => post(`/api/bookings/${made.token}/reschedule`, { date: '2026-12-04', time: '3:00 PM' }, `198.51.100.${20 + n}`)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const rows = await app.database.db.select({ time: bookings.time, sequence: bookings.sequence }).from(bookings).where(and(eq(bookings.date, '2026-12-04')))
    expect(rows.map((row) => row.time).sort()).toEqual(answers[0]!.status === 200 ? ['10:30 AM', '3:00 PM'] : ['3:00 PM', '9:00 AM'])
    expect(rows.map((row) => row.sequence).sort()).toEqual([0, 1])
  })

  test('cancel frees the time at once; from then on the link answers 410 Gone', async () => {
    const made = await book('2026-12-07', '12:00 PM')
    const cancelled = await post(`/api/bookings/${made.token}/cancel`, { reason: '  Found another time\nthat suits better  ' })
    expect(cancelled.status).toBe(200)
    expect((await cancelled.json()).booking).toMatchObject({ date: '2026-12-07', time: '12:00 PM', status: 'cancelled' })
    expect(await bookedSlots()).not.toContain('2026-12-07 12:00 PM')
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, made.id))
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Found another time\nthat suits better', sequence: 1 })
    expect(row!.cancelledAt?.getTime()).toBe(MONDAY_8AM)

    const messages = await messagesOf(made.id)
    expect(messages.find((message) => message.kind === 'booking.visitor-cancelled')).toMatchObject({ recipient: made.email, payload: { bookingId: made.id, date: '2026-12-07', time: '12:00 PM', startsAt: made.startsAt, service: 'Free Consultation', email: made.email, sequence: 1 } })
    expect(messages.find((message) => message.kind === 'booking.business-cancelled')).toMatchObject({ payload: { bookingId: made.id, name: 'Jordan Smith', date: '2026-12-07', time: '12:00 PM', reason: 'Found another time\nthat suits better', actor: 'visitor' } })
    expect(messages.filter((message) => message.kind === 'booking.reminder').map((message) => message.status)).toEqual(['skipped', 'skipped'])

    for (const response of [
      await app.request(`/api/bookings/${made.token}`),
      await post(`/api/bookings/${made.token}/reschedule`, { date: '2026-12-08', time: '12:00 PM' }),
      await post(`/api/bookings/${made.token}/cancel`, {}),
    ]) {
      expect(response.status).toBe(410)
      expect((await response.json()).error.code).toBe('booking_gone')
    }
    // Someone else may book the freed time.
    await book('2026-12-07', '12:00 PM')
  })

  test('a booking whose call has started is 410 for every use of its link', async () => {
    const made = await book('2026-11-30', '10:30 AM')
    vi.setSystemTime(Date.parse(made.startsAt) + 60_000)
    expect((await app.request(`/api/bookings/${made.token}`)).status).toBe(410)
    expect((await post(`/api/bookings/${made.token}/cancel`, {})).status).toBe(410)
    expect((await post(`/api/bookings/${made.token}/reschedule`, { date: '2026-12-08', time: '9:00 AM' })).status).toBe(410)
  })

  test('an unknown or ill-shaped token is 404; a write from another site is refused', async () => {
    const unknown = 'A'.repeat(43)
    expect((await app.request(`/api/bookings/${unknown}`)).status).toBe(404)
    expect((await post(`/api/bookings/${unknown}/cancel`, {})).status).toBe(404)
    expect((await post(`/api/bookings/not-a-token/reschedule`, { date: '2026-12-08', time: '9:00 AM' })).status).toBe(404)
    const made = await book('2026-12-08', '4:30 PM')
    const crossSite = await app.request(`/api/bookings/${made.token}/cancel`, { method: 'POST', json: {}, headers: { Origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
  })

  test('reminders: not planned inside their window, due on time, skipped once the booking is cancelled', async () => {
    // Booked at 8:00 AM for 1:30 PM the same day (5.5 hours ahead): only the 1-hour reminder.
    const soon = await book('2026-11-30', '1:30 PM')
    const later = await book('2026-12-09', '9:00 AM')
    const leads = async (id: number) => (await messagesOf(id)).filter((message) => message.kind === 'booking.reminder').map((message) => message.payload.lead)
    expect(await leads(soon.id)).toEqual(['1h'])
    expect(await leads(later.id)).toEqual(['24h', '1h'])

    await worker(() => new Date(MONDAY_8AM)).deliverDue({ batchSize: 100 })
    const remindersTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email) && mail.raw.includes('Subject: Reminder'))
    // 12:29 PM: this booking's reminder is not due yet; at 12:30 PM it goes.
    await worker(() => new Date(Date.parse(soon.startsAt) - HOUR - 60_000)).deliverDue({ batchSize: 100 })
    expect(remindersTo(soon.email)).toHaveLength(0)
    await worker(() => new Date(Date.parse(soon.startsAt) - HOUR)).deliverDue({ batchSize: 100 })
    expect(remindersTo(soon.email)).toHaveLength(1)

    // Cancelled after planning: its reminders never go, even when a worker reaches their time.
    expect((await post(`/api/bookings/${later.token}/cancel`, {})).status).toBe(200)
    await worker(() => new Date(Date.parse(later.startsAt) - HOUR)).deliverDue({ batchSize: 100 })
    expect(remindersTo(later.email)).toHaveLength(0)
  })

  test('a reminder moved under the worker (its booking rescheduled behind its back) or unconfirmed is skipped when due', async () => {
    const made = await book('2026-12-10', '9:00 AM')
    const due = () => new Date(Date.parse(made.startsAt) - 24 * HOUR)
    // The confirmation went out; then the booking is moved by a write that does not go through the manage service.
    await worker(() => new Date(MONDAY_8AM)).deliverDue({ batchSize: 100 })
    await app.database.db.update(bookings).set({ time: '10:30 AM', startsAt: new Date(Date.parse(made.startsAt) + 90 * 60_000) }).where(eq(bookings.id, made.id))
    await worker(due).deliverDue({ batchSize: 100 })
    const [reminder] = (await messagesOf(made.id)).filter((message) => message.kind === 'booking.reminder' && message.payload.lead === '24h')
    expect(reminder).toMatchObject({ status: 'skipped', lastError: 'The booking has moved' })
    expect(reminder!.payload).not.toHaveProperty('manageToken')

    // A booking whose confirmation never went out (the mail server refused it for good) gets no reminders.
    const quiet = await book('2026-12-10', '3:00 PM')
    await app.database.db.update(outbox).set({ status: 'failed' }).where(and(eq(outbox.kind, 'booking.visitor'), sql`${outbox.payload} ->> 'bookingId' = ${String(quiet.id)}`))
    await worker(() => new Date(Date.parse(quiet.startsAt) - HOUR)).deliverDue({ batchSize: 100 })
    const quietReminders = (await messagesOf(quiet.id)).filter((message) => message.kind === 'booking.reminder')
    expect(quietReminders.map((message) => message.status)).toEqual(['skipped', 'skipped'])
    expect(quietReminders[0]!.lastError).toBe("The booking's confirmation was not sent (failed)")
  })

  test("a stranger's contact forms naming a booker's address spend none of the booking's emails", async () => {
    const who = person()
    for (const n of [1, 2, 3, 4]) {
      const inquiry = await app.request('/api/contact', visitorPost({ fullName: 'A Stranger', email: who.email, message: `Contact form number ${n} aimed at someone else.` }))
      expect(inquiry.status).toBe(201)
    }
    const made = await book('2026-12-01', '10:30 AM', who)
    for (const time of ['12:00 PM', '3:00 PM']) expect((await post(`/api/bookings/${made.token}/reschedule`, { date: '2026-12-01', time })).status).toBe(200)
    expect((await post(`/api/bookings/${made.token}/cancel`, {})).status).toBe(200)
    await worker(() => new Date(MONDAY_8AM)).deliverDue({ batchSize: 100 })

    const toBooker = (await app.database.db.select().from(outbox).where(eq(outbox.recipient, who.email)).orderBy(outbox.id)).map((message) => [message.kind, message.status])
    expect(toBooker).toEqual([
      ['inquiry.visitor', 'sent'],
      ['inquiry.visitor', 'sent'],
      ['inquiry.visitor', 'sent'],
      ['inquiry.visitor', 'suppressed'],
      ['booking.visitor', 'sent'],
      ['booking.reminder', 'skipped'],
      ['booking.reminder', 'skipped'],
      ['booking.visitor-rescheduled', 'sent'],
      ['booking.reminder', 'skipped'],
      ['booking.reminder', 'skipped'],
      ['booking.visitor-rescheduled', 'sent'],
      ['booking.reminder', 'skipped'],
      ['booking.reminder', 'skipped'],
      ['booking.visitor-cancelled', 'sent'],
    ])
  })

  test("a booking sends at most 5 notices of a move a day; its cancellation still goes", async () => {
    const made = await book('2026-12-02', '9:00 AM')
    const moves = [['2026-12-02', '10:30 AM'], ['2026-12-02', '12:00 PM'], ['2026-12-02', '3:00 PM'], ['2026-12-02', '4:30 PM'], ['2026-12-11', '9:00 AM'], ['2026-12-11', '12:00 PM'], ['2026-12-11', '1:30 PM']]
    for (const [date, time] of moves) expect((await post(`/api/bookings/${made.token}/reschedule`, { date, time }, '198.51.100.44')).status).toBe(200)
    expect((await post(`/api/bookings/${made.token}/cancel`, {}, '198.51.100.44')).status).toBe(200)
    await worker(() => new Date(MONDAY_8AM)).deliverDue({ batchSize: 100 })

    const visitorMails = (await messagesOf(made.id)).filter((message) => message.recipient === made.email && message.kind !== 'booking.reminder')
    expect(visitorMails.map((message) => [message.kind, message.status])).toEqual([
      ['booking.visitor', 'sent'],
      ...Array.from({ length: 5 }, () => ['booking.visitor-rescheduled', 'sent']),
      ...Array.from({ length: 2 }, () => ['booking.visitor-rescheduled', 'suppressed']),
      ['booking.visitor-cancelled', 'sent'],
    ])
    expect(visitorMails[6]!.lastError).toBe('Not sent: this booking already sent 5 notices of a move in the last 24 hours; its manage page shows the current time')
    expect(visitorMails[6]!.payload).not.toHaveProperty('manageToken')
  })

  test('two workers on one database send each due reminder once; a sent message keeps no token', async () => {
    const made = await book('2026-12-11', '10:30 AM')
    await worker(() => new Date(MONDAY_8AM)).deliverDue({ batchSize: 100 })
    const at = () => new Date(Date.parse(made.startsAt) - 24 * HOUR)
    const rounds = await Promise.all([worker(at).deliverDue({ batchSize: 100 }), worker(at).deliverDue({ batchSize: 100 }), worker(at).deliverDue({ batchSize: 100 })])
    expect(rounds.reduce((sum, round) => sum + round.failed, 0)).toBe(0)
    await Promise.all([worker(at).deliverDue({ batchSize: 100 }), worker(at).deliverDue({ batchSize: 100 })])
    const reminders = sink.received.filter((mail) => mail.to.includes(made.email) && mail.raw.includes('Subject: Reminder'))
    expect(reminders).toHaveLength(1)

    const messages = await messagesOf(made.id)
    const confirmation = messages.find((message) => message.kind === 'booking.visitor')!
    expect(confirmation.status).toBe('sent')
    expect(confirmation.payload).not.toHaveProperty('manageToken')
    const [dayBefore, hourBefore] = messages.filter((message) => message.kind === 'booking.reminder')
    expect(dayBefore).toMatchObject({ status: 'sent' })
    expect(dayBefore!.payload).not.toHaveProperty('manageToken')
    expect(hourBefore).toMatchObject({ status: 'pending', payload: { manageToken: made.token } })
    // The confirmation carried the manage link.
    const mail = sink.received.find((received) => received.to.includes(made.email) && received.raw.includes('Your free consultation is booked'))!
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`Reschedule or cancel: http://localhost:3000/booking/${made.token}`)
  })
})
