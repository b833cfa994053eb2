import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AdminBooking, adminBookingSchema, bookingListSchema } from '../../contract/admin-bookings.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { bookingEvents, bookings, chatConversations } from '../../server/db/schema/leads.ts'
import { type SignedInClient, signInAsAdmin, signInAsNonAdmin } from '../support/admin-client.ts'
import { newSessionId } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/** A booking written straight to the database, as the past cannot be booked through the API. */
type Seed = { date: string; time: string; startsAt: string; name: string; status?: string; sequence?: number; conversationId?: number; cancelReason?: string }

describe.each(databaseKinds)('admin bookings on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let staff: SignedInClient
  let upcomingId: number

  beforeAll(async () => {
    app = await startTestApp(kind)
    admin = await signInAsAdmin(app)
    staff = await signInAsNonAdmin(app)
    // A real booking through the service, on the first day that still has two free times whatever the hour now.
    const day = (await app.services.bookings.bookingDays()).find((candidate) => candidate.slots.length >= 2)!
    const outcome = await app.services.bookings.book(
      { date: day.date, time: day.slots[1]!.time, name: 'Una Upcoming', email: 'una@example.com.au', phone: '0412 345 678', service: 'Free Consultation', company: 'Una Pty Ltd', message: 'About a chatbot', promoCode: undefined },
      { spam: false },
    )
    if (!outcome.ok) throw new Error(`the set-up booking was refused: ${JSON.stringify(outcome)}`)
    upcomingId = outcome.booking.id
  })
  afterAll(async () => {
    await app?.close()
  })

  async function seed(values: Seed): Promise<number> {
    const { startsAt, ...rest } = values
    const [row] = await app.database.db
      .insert(bookings)
      .values({ ...rest, startsAt: new Date(startsAt), email: `${values.name.split(' ')[0]!.toLowerCase()}@example.com.au`, phone: '03 9000 0000' })
      .returning({ id: bookings.id })
    await app.database.db.insert(bookingEvents).values({ bookingId: row!.id, kind: 'booked', actor: 'visitor', toDate: values.date, toTime: values.time })
    return row!.id
  }

  async function list(scope: 'upcoming' | 'past') {
    const response = await admin.get(`/api/admin/bookings?scope=${scope}`)
    expect(response.status).toBe(200)
    return bookingListSchema.parse(await response.json()).bookings
  }

  async function mark(id: number, status: string) {
    return admin.patch(`/api/admin/bookings/${id}`, { status })
  }

  test.each(['/api/admin/bookings', '/api/admin/bookings?scope=past', '/api/admin/bookings/1'])('GET %s answers 401 signed out and 403 to a non-admin', async (path) => {
    expect((await app.request(path)).status).toBe(401)
    expect((await staff.get(path)).status).toBe(403)
  })

    test('upcoming lists the booking with its facts and its history, soonest first', async () => {
    const later = await seed({ date: '2099-06-01', time: '9:00 AM', startsAt: '2099-05-31T23:00:00Z', name: 'Later Person' })
    const upcoming = await list('upcoming')
    const ids = upcoming.map((booking) => booking.id)
    expect(ids.indexOf(upcomingId)).toBeLessThan(ids.indexOf(later))
    const made = upcoming.find((booking) => booking.id === upcomingId)!
    expect(made).toMatchObject({ name: 'Una Upcoming', email: 'una@example.com.au', phone: '0412 345 678', company: 'Una Pty Ltd', service: 'Free Consultation', status: 'confirmed', displayStatus: 'booked', conversationId: null })
    expect(made.inquiryId).toEqual(expect.any(Number))
    expect(made.history).toEqual([expect.objectContaining({ kind: 'booked', actor: 'visitor', toDate: made.date, toTime: made.time })])
    expect((await list('past')).map((booking) => booking.id)).not.toContain(upcomingId)
  })

  test('past lists the most recent first, with rescheduled, cancelled and chat bookings told apart', async () => {
    const conversation = await app.database.db.insert(chatConversations).values({ sessionId: newSessionId() }).returning({ id: chatConversations.id })
    const older = await seed({ date: '2026-03-02', time: '9:00 AM', startsAt: '2026-03-01T22:00:00Z', name: 'Olga Older', conversationId: conversation[0]!.id })
    const moved = await seed({ date: '2026-03-03', time: '10:30 AM', startsAt: '2026-03-02T23:30:00Z', name: 'Milo Moved', sequence: 1 })
    await app.database.db
      .insert(bookingEvents)
      .values({ bookingId: moved, kind: 'rescheduled', actor: 'visitor', fromDate: '2026-03-02', fromTime: '3:00 PM', toDate: '2026-03-03', toTime: '10:30 AM' })
    const cancelled = await seed({ date: '2026-03-04', time: '9:00 AM', startsAt: '2026-03-03T22:00:00Z', name: 'Cara Cancelled', status: 'cancelled', sequence: 1, cancelReason: 'Found another agency' })
    const past = await list('past')
    const ids = past.map((booking) => booking.id)
    expect(ids.indexOf(cancelled)).toBeLessThan(ids.indexOf(moved))
    expect(ids.indexOf(moved)).toBeLessThan(ids.indexOf(older))
    const byId = (id: number) => past.find((booking) => booking.id === id)!
    expect(byId(older)).toMatchObject({ displayStatus: 'booked', conversationId: conversation[0]!.id })
    expect(byId(moved)).toMatchObject({ displayStatus: 'rescheduled' })
    expect(byId(moved).history.map((entry) => entry.kind)).toEqual(['booked', 'rescheduled'])
    expect(byId(moved).history[1]).toMatchObject({ fromDate: '2026-03-02', fromTime: '3:00 PM', toDate: '2026-03-03', toTime: '10:30 AM' })
    expect(byId(cancelled)).toMatchObject({ displayStatus: 'cancelled', cancelReason: 'Found another agency' })
  })

  test('GET one booking answers it with its history; an unknown or malformed id is 404 or 400', async () => {
    const response = await admin.get(`/api/admin/bookings/${upcomingId}`)
    expect(response.status).toBe(200)
    expect(adminBookingSchema.parse(await response.json())).toMatchObject({ id: upcomingId, name: 'Una Upcoming' })
    const missing = await admin.get('/api/admin/bookings/999999')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found', message: 'No booking with id 999999.' } })
    expect((await admin.get('/api/admin/bookings/abc')).status).toBe(400)
    expect((await admin.get('/api/admin/bookings?scope=someday')).status).toBe(400)
  })

  test('a past call is marked completed, then no-show, then set back: each recorded and audited', async () => {
    const id = await seed({ date: '2026-04-07', time: '1:30 PM', startsAt: '2026-04-07T03:30:00Z', name: 'Pat Past' })

    const completed = await mark(id, 'completed')
    expect(completed.status).toBe(200)
    expect(adminBookingSchema.parse(await completed.json())).toMatchObject({ status: 'completed', displayStatus: 'completed' })

    expect((await mark(id, 'no_show')).status).toBe(200)
    const undone = await mark(id, 'confirmed')
    expect(undone.status).toBe(200)
    const booking: AdminBooking = adminBookingSchema.parse(await undone.json())
    expect(booking).toMatchObject({ status: 'confirmed', displayStatus: 'booked' })
    expect(booking.history.map((entry) => [entry.kind, entry.actor])).toEqual([
      ['booked', 'visitor'],
      ['completed', 'owner'],
      ['no_show', 'owner'],
      ['reopened', 'owner'],
    ])

    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bookings'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id)
    expect(audited.map((row) => [row.action, row.actorEmail, (row.before as AdminBooking).status, (row.after as AdminBooking).status])).toEqual([
      ['update', admin.user.email, 'confirmed', 'completed'],
      ['update', admin.user.email, 'completed', 'no_show'],
      ['update', admin.user.email, 'no_show', 'confirmed'],
    ])
    expect(audited[0]!.after).not.toHaveProperty('history')

    // Setting the status it has changes nothing and records nothing.
    expect((await mark(id, 'confirmed')).status).toBe(200)
    expect(await app.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'bookings'), eq(auditLog.entityId, id)))).toHaveLength(3)
  })

  test('a call still to come cannot be marked (409) and stays as it was', async () => {
    const response = await mark(upcomingId, 'completed')
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ error: { code: 'conflict', message: 'This call has not started yet, so it cannot be marked completed.' } })
    expect((await mark(upcomingId, 'no_show')).status).toBe(409)
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, upcomingId))
    expect(row!.status).toBe('confirmed')
    expect(await app.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, upcomingId))).toHaveLength(1)
  })

  test('a cancelled booking cannot be marked nor set back (409)', async () => {
    const id = await seed({ date: '2026-04-08', time: '9:00 AM', startsAt: '2026-04-07T23:00:00Z', name: 'Cy Cancelled', status: 'cancelled' })
    for (const status of ['completed', 'no_show', 'confirmed']) {
      const response = await mark(id, status)
      expect(response.status).toBe(409)
      expect(await response.json()).toMatchObject({ error: { code: 'conflict', message: 'This booking was cancelled, so it cannot be marked.' } })
    }
  })

  test('a mark with a status it does not know is 400, an unknown booking 404', async () => {
    const bad = await mark(upcomingId, 'cancelled')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'validation_failed', fields: { status: 'status must be completed, no_show or confirmed' } } })
    expect((await admin.patch(`/api/admin/bookings/${upcomingId}`, {})).status).toBe(400)
    const extra = await admin.patch(`/api/admin/bookings/${upcomingId}`, { status: 'completed', cancelReason: 'x' })
    expect(extra.status).toBe(400)
    expect(await extra.json()).toMatchObject({ error: { fields: { _: 'Unknown field: cancelReason' } } })
    expect((await mark(999999, 'completed')).status).toBe(404)
  })
})
