import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { preCallBriefSchema } from '../../contract/pre-call-brief.ts'
import { bookings, chatConversations, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { personActivities } from '../../server/db/schema/people.ts'
import { offerFor, loadChatKnowledge } from '../../server/domain/chat/knowledge.ts'
import { createOutboxWorker } from '../../server/domain/notify/outbox-worker.ts'
import { smtpTransport } from '../../server/domain/notify/smtp-transport.ts'
import { createLogger } from '../../server/logger.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { newSessionId } from '../support/chat-client.ts'
import { emailedToken } from '../support/emailed-manage-token.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { uniquePhone } from '../support/booker.ts'

const HOUR = 60 * 60_000
const ROI = {
  input: { monthlyCalls: 400, missedCalls: 60, callDuration: 4, hourlyRate: 45, conversionRate: 20, orderValue: 300 },
  result: {
    monthlySavings: 1850,
    annualSavings: 22200,
    annualROI: 2370,
    paybackPeriod: 0.5,
    breakdown: { labourSavedPerMonth: 200, revenueRecoveredPerMonth: 1800, runningCostsPerMonth: 150, investment: 899, investmentSource: 'plan' as const, planName: 'AI Voice Agent' },
    assumptions: ['Staff cost per hour as entered'],
    cumulative: [{ month: 1, savings: 1850 }],
  },
}

/*
 * The pre-call brief (issue 20 item 6): one person who chatted, wrote through the contact form, booked and cancelled,
 * then booked again. The brief of the new booking holds all of it; its email to the owner is planned an hour before
 * the call, re-planned on a reschedule, skipped on a cancellation, and composed from live data when sent.
 */
describe.each(databaseKinds)('the pre-call brief on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let slots: { date: string; time: string; startsAt: string }[]

  beforeAll(async () => {
    sink = await startSmtpSink()
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    admin = await signInAsAdmin(app)
    // Days ahead, whatever the hour now: the bookings' briefs are all due later than the set-up.
    const days = (await app.services.bookings.bookingDays()).slice(2)
    slots = days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, time: slot.time, startsAt: slot.startsAt })))
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await sink?.close()
  })

  let slotIndex = 0
  const nextSlot = () => slots[slotIndex++ * 3]!
  const post = (path: string, json: unknown) => app.request(path, { method: 'POST', json, headers: { 'X-Forwarded-For': '198.51.100.9' } })

  async function book(who: { name: string; email: string; company?: string; message?: string; service?: string }) {
    const slot = nextSlot()
    const response = await app.request('/api/bookings', visitorPost({ phone: uniquePhone(), ...who, date: slot.date, time: slot.time }))
    expect(response.status).toBe(201)
    const { booking } = await response.json()
    return { id: booking.id as number, startsAt: booking.startsAt as string, token: await emailedToken(app, booking.id) }
  }
  const briefsOf = (bookingId: number) =>
    app.database.db.select().from(outbox).where(sql`${outbox.kind} = 'booking.brief' and ${outbox.payload} ->> 'bookingId' = ${String(bookingId)}`).orderBy(outbox.id)
  const worker = (at: Date) =>
    createOutboxWorker({
      db: app.database.db,
      transport: smtpTransport(sink.url),
      from: 'hello@melbourneai.com.au',
      sender: async () => ({ siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au', publicUrl: 'http://localhost:3000' }),
      logger: createLogger('silent'),
      briefs: app.services.preCallBriefs,
      now: () => at,
    })

  /** Priya chats (giving her address in capitals), writes through the contact form, books and cancels, then books again. */
  async function priyasStory() {
    const email = `priya.${kind}@brightsmile.com.au`
    await app.database.db.insert(chatConversations).values({
      sessionId: newSessionId(),
      messages: [
        { role: 'user', content: 'hi', timestamp: '2026-11-20T01:00:00.000Z' },
        { role: 'assistant', content: 'Hello! How can I help?', timestamp: '2026-11-20T01:00:01.000Z' },
        { role: 'user', content: 'I run a dental clinic and we miss calls after hours', timestamp: '2026-11-20T01:01:00.000Z' },
        { role: 'user', content: 'Does the voice agent work with Cliniko?', timestamp: '2026-11-20T01:02:00.000Z' },
        { role: 'user', content: 'thanks', timestamp: '2026-11-20T01:03:00.000Z' },
      ],
      leadData: { name: 'Priya Nair', email: email.toUpperCase(), business: 'dental clinic', interest: 'AI voice agent' },
      leadQuality: 'high',
      summary: 'Visitor: Priya Nair (dental clinic)\nWants: AI voice agent',
      // A week before her person record is made (by the contact form below).
      createdAt: new Date('2026-11-20T01:00:00.000Z'),
    })
    const wrote = await app.request('/api/contact', visitorPost({ fullName: 'Priya Nair', email, message: 'We lose patients when nobody answers the phone after 5 pm.' }))
    expect(wrote.status).toBe(201)
    const first = await book({ name: 'Priya Nair', email })
    expect((await post(`/api/bookings/${first.token}/cancel`, { reason: 'Clinic emergency' })).status).toBe(200)
    const booked = await book({ name: 'Priya Nair', email: ` ${email} `, company: 'Bright Smile Dental', service: 'Voice Agents', message: 'Calls go unanswered after 5 pm.' })
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, booked.id))
    // The ROI capture is another helper's; here the booking's inquiry carries one as it would.
    await app.database.db.update(contactInquiries).set({ roiSnapshot: ROI, leadSource: { page: '/pricing', referrerHost: 'www.google.com', utm: { source: 'google' } } }).where(eq(contactInquiries.id, row!.inquiryId!))
    await app.database.db.insert(personActivities).values({ personId: row!.personId!, kind: 'note', text: 'Prefers morning calls', actorEmail: 'admin@example.com.au' })
    return { email, first, booked, personId: row!.personId! }
  }

  test('GET /api/admin/bookings/:id/brief answers 404 for an unknown booking and 400 for a malformed id', async () => {
    const missing = await admin.get('/api/admin/bookings/999999/brief')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found', message: 'No booking with id 999999.' } })
    expect((await admin.get('/api/admin/bookings/abc/brief')).status).toBe(400)
  })

  test('the brief holds who they are, what they wrote and asked in chat, their ROI, matching offers at live prices, the source and their history', async () => {
    const story = await priyasStory()
    const response = await admin.get(`/api/admin/bookings/${story.booked.id}/brief`)
    expect(response.status).toBe(200)
    const brief = preCallBriefSchema.parse(await response.json())

    expect(brief.booking).toMatchObject({ id: story.booked.id, name: 'Priya Nair', company: 'Bright Smile Dental', service: 'Voice Agents', status: 'confirmed' })
    expect(brief.person).toMatchObject({ id: story.personId, name: 'Priya Nair', email: story.email.toUpperCase(), company: 'Bright Smile Dental', stage: 'new' })
    expect(brief.source).toEqual({ page: '/pricing', referrerHost: 'www.google.com', utm: { source: 'google' } })
    // Her first contact is her chat, which is older than her person record.
    expect(brief.person!.since).toBe('2026-11-20T01:00:00.000Z')

    expect(brief.wrote.map((item) => [item.source, item.message])).toEqual([
      ['booking', 'Calls go unanswered after 5 pm.'],
      ['home', 'We lose patients when nobody answers the phone after 5 pm.'],
    ])
    expect(brief.chats).toHaveLength(1)
    expect(brief.chats[0]).toMatchObject({ summary: 'Visitor: Priya Nair (dental clinic)\nWants: AI voice agent', leadQuality: 'high', interest: 'AI voice agent', business: 'dental clinic' })
    expect(brief.chats[0]!.keyMessages.map((message) => message.text)).toEqual(['I run a dental clinic and we miss calls after hours', 'Does the voice agent work with Cliniko?'])
    expect(brief.roi).toMatchObject({ snapshot: ROI })

    const knowledge = await loadChatKnowledge(app.services.catalog)
    const voice = offerFor(knowledge, 'voice')!
    expect(brief.matches.basedOn).toEqual(expect.arrayContaining(['AI voice agent', 'dental clinic', 'Voice Agents']))
    expect(brief.matches.offers[0]).toMatchObject({ name: voice.name, priceText: voice.priceText })

    expect(brief.history.bookings).toEqual([expect.objectContaining({ id: story.first.id, status: 'cancelled', cancelReason: 'Clinic emergency' })])
    expect(brief.history.bookings[0]!.history.map((entry) => entry.kind)).toEqual(['booked', 'cancelled'])
    expect(brief.history.inquiries.map((inquiry) => inquiry.source).sort()).toEqual(['booking', 'home'])
    expect(brief.history.activities).toEqual([expect.objectContaining({ kind: 'note', text: 'Prefers morning calls' })])
  })

  test('a price changed in the admin shows in the next brief: the matches are read live', async () => {
    const made = await book({ name: 'Lena Live', email: `lena.${kind}@example.com.au`, service: 'Website Development' })
    const before = preCallBriefSchema.parse(await (await admin.get(`/api/admin/bookings/${made.id}/brief`)).json())
    const website = before.matches.offers.find((offer) => offer.source === 'plan')!
    expect(website).toBeDefined()
    await app.database.db.execute(sql`update pricing_plans set price = '777' where name = ${website.name}`)
    app.services.contentChanges.publish()
    const after = preCallBriefSchema.parse(await (await admin.get(`/api/admin/bookings/${made.id}/brief`)).json())
    expect(after.matches.offers.find((offer) => offer.name === website.name)!.priceText).toBe('$777')
  })

  test('the email is planned an hour before the call, re-planned on a reschedule, skipped on a cancellation', async () => {
    const made = await book({ name: 'Rhys Moved', email: `rhys.${kind}@example.com.au` })
    const [planned] = await briefsOf(made.id)
    const [business] = await app.database.db.select().from(outbox).where(sql`${outbox.kind} = 'booking.business' and ${outbox.payload} ->> 'bookingId' = ${String(made.id)}`)
    expect(planned).toMatchObject({ status: 'pending', recipient: business!.recipient, payload: { bookingId: made.id, startsAt: made.startsAt } })
    expect(planned!.nextAttemptAt.getTime()).toBe(Date.parse(made.startsAt) - HOUR)

    const to = nextSlot()
    expect((await post(`/api/bookings/${made.token}/reschedule`, { date: to.date, time: to.time })).status).toBe(200)
    const [old, replanned] = await briefsOf(made.id)
    expect(old).toMatchObject({ status: 'skipped', lastError: 'The booking has moved' })
    expect(replanned).toMatchObject({ status: 'pending', payload: { bookingId: made.id, startsAt: to.startsAt } })
    expect(replanned!.nextAttemptAt.getTime()).toBe(Date.parse(to.startsAt) - HOUR)

    expect((await post(`/api/bookings/${made.token}/cancel`, {})).status).toBe(200)
    expect((await briefsOf(made.id)).map((message) => message.status)).toEqual(['skipped', 'skipped'])
    // A worker reaching the time sends nothing for it.
    await worker(new Date(Date.parse(to.startsAt) - HOUR)).deliverDue({ batchSize: 100 })
    expect(sink.received.filter((mail) => mail.raw.includes('Pre-call brief: Rhys Moved'))).toHaveLength(0)
  })

  test('when due, the email goes to the owner composed from live data; one moved behind the worker is skipped', async () => {
    const story = await priyasStory()
    const due = new Date(Date.parse(story.booked.startsAt) - HOUR)
    // A note added after the brief was planned is in the email: it is composed when sent.
    await app.database.db.insert(personActivities).values({ personId: story.personId, kind: 'note', text: 'Ask about their second clinic', actorEmail: 'admin@example.com.au' })
    const briefMails = () => sink.received.map((mail) => ({ ...mail, raw: mail.raw.replace(/=\r?\n/g, '') })).filter((mail) => mail.raw.includes(`/admin/bookings/${story.booked.id}/brief`))
    await worker(new Date(due.getTime() - 60_000)).deliverDue({ batchSize: 100 })
    expect(briefMails()).toHaveLength(0)
    await worker(due).deliverDue({ batchSize: 100 })
    const [planned] = await briefsOf(story.booked.id)
    expect(planned).toMatchObject({ status: 'sent' })
    const mails = briefMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toContain(planned!.recipient)
    expect(mails[0]!.raw).toContain('Subject: Pre-call brief: Priya Nair')
    const raw = mails[0]!.raw
    for (const fact of ['Bright Smile Dental', 'Calls go unanswered after 5 pm.', 'Does the voice agent work with Cliniko?', 'Ask about their second clinic', 'Prefers morning calls', 'Clinic emergency', 'First-year ROI', `/admin/bookings/${story.booked.id}/brief`]) {
      expect(raw).toContain(fact)
    }
    expect(raw).toContain('text/html')

    // Moved by a write that does not go through the manage service: when due, the brief no longer applies.
    const other = await book({ name: 'Mo Behind', email: `mo.${kind}@example.com.au` })
    await app.database.db.update(bookings).set({ startsAt: new Date(Date.parse(other.startsAt) + 90 * 60_000) }).where(eq(bookings.id, other.id))
    await worker(new Date(Date.parse(other.startsAt) - HOUR)).deliverDue({ batchSize: 100 })
    expect((await briefsOf(other.id))[0]).toMatchObject({ status: 'skipped', lastError: 'The booking has moved' })
  })
})
