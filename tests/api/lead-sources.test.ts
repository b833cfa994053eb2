import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LeadOverview, SourceRow } from '../../contract/lead-overview.ts'
import { chatConversations, contactInquiries } from '../../server/db/schema/leads.ts'
import { people } from '../../server/db/schema/people.ts'
import { createNextStepsDue } from '../../server/domain/people/next-steps-due.ts'
import { signInAsAdmin, type SignedInClient } from '../support/admin-client.ts'
import { newSessionId } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

const newsletter = { page: '/contact', referrerHost: 'mail.example.org', utm: { source: 'newsletter', campaign: 'spring-launch' } }
const roiSnapshot = {
  input: { monthlyCalls: 400, missedCalls: 40, callDuration: 5, hourlyRate: 40, conversionRate: 20, orderValue: 300 },
  result: {
    monthlySavings: 2000,
    annualSavings: 24000,
    annualROI: 300,
    paybackPeriod: 3,
    breakdown: { labourSavedPerMonth: 500, revenueRecoveredPerMonth: 1800, runningCostsPerMonth: 300, investment: 6000, investmentSource: 'default' },
    assumptions: ['Calls answered by the agent'],
    cumulative: [{ month: 1, savings: 2000 }],
  },
}
const homeMessage = (email: string) => ({ fullName: 'Priya Nair', email, phone: '0412 345 678', message: 'We would like an AI receptionist for our clinic.' })

describe.each(databaseKinds)('lead sources on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let days: { date: string; slots: { time: string }[] }[]
  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    admin = await signInAsAdmin(app)
    days = (await (await app.request('/api/booking-days')).json()).days
  })
  afterAll(async () => {
    await app?.close()
  })

  const inquiry = async (id: number) => (await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]!
  const conversation = async (sessionId: string) => (await app.database.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId)))[0]!
  const overview = async () => (await (await admin.get('/api/admin/lead-overview')).json()) as LeadOverview
  const sourceRow = (table: LeadOverview['sources'], source: string) => table.rows.find((row) => row.source === source)
  const chat = (sessionId: string, message: string, leadSource?: unknown) =>
    app.request('/api/chat', { method: 'POST', json: { sessionId, message, leadSource }, headers: visitorPost({}).headers })

  test('the home and contact forms store the source and the ROI calculation sent with them, as objects or JSON text', async () => {
    const home = await app.request('/api/contact', visitorPost({ ...homeMessage('source-home@example.com'), leadSource: newsletter, roiSnapshot }))
    expect(home.status).toBe(201)
    expect(await inquiry((await home.json()).id)).toMatchObject({ source: 'home', leadSource: newsletter, roiSnapshot })

    const page = await app.request('/api/contact', visitorPost({ ...homeMessage('source-page@example.com'), source: 'contact', leadSource: JSON.stringify(newsletter), roiSnapshot: JSON.stringify(roiSnapshot) }))
    expect(page.status).toBe(201)
    expect(await inquiry((await page.json()).id)).toMatchObject({ source: 'contact', leadSource: newsletter, roiSnapshot })
  })

  test('tracking data that is not valid is dropped, and the lead is stored without it', async () => {
    for (const [leadSource, roi] of [
      ['not json', '{"input":{}}'],
      [{ page: 42, utm: 'x' }, { input: roiSnapshot.input }],
      [[1, 2], 7],
    ] as const) {
      const response = await app.request('/api/contact', visitorPost({ ...homeMessage('source-bad@example.com'), leadSource, roiSnapshot: roi }))
      expect(response.status).toBe(201)
      expect(await inquiry((await response.json()).id)).toMatchObject({ leadSource: null, roiSnapshot: null })
    }
    const partly = await app.request('/api/contact', visitorPost({ ...homeMessage('source-part@example.com'), leadSource: { page: 'https://elsewhere.example/', referrerHost: 'www.google.com', utm: { source: 'x'.repeat(500) } } }))
    expect((await inquiry((await partly.json()).id)).leadSource).toEqual({ referrerHost: 'www.google.com' })
  })

  test('a booking stores the source and the ROI calculation on its inquiry', async () => {
    const [day] = days
    const response = await app.request(
      '/api/bookings',
      visitorPost({ name: 'Jordan Smith', email: 'source-booking@example.com', phone: '0412 345 678', date: day!.date, time: day!.slots.at(-1)!.time, leadSource: { ...newsletter, page: '/pricing' }, roiSnapshot }),
    )
    expect(response.status).toBe(201)
    const rows = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, 'source-booking@example.com'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ source: 'booking', leadSource: { ...newsletter, page: '/pricing' }, roiSnapshot })
  })

  test("a chat conversation keeps the source of its first message, whatever later messages say", async () => {
    const sessionId = newSessionId()
    expect((await chat(sessionId, 'Hi, what does a chatbot cost?', { page: '/services', referrerHost: 'www.google.com' })).status).toBe(200)
    expect((await conversation(sessionId)).leadSource).toEqual({ page: '/services', referrerHost: 'www.google.com' })
    expect((await chat(sessionId, 'My email is source-chat@example.com', { page: '/pricing', utm: { source: 'linkedin' } })).status).toBe(200)
    expect((await conversation(sessionId)).leadSource).toEqual({ page: '/services', referrerHost: 'www.google.com' })

    const bad = newSessionId()
    expect((await chat(bad, 'Hello there', 'garbage')).status).toBe(200)
    expect((await conversation(bad)).leadSource).toBeNull()
  })

  test('the overview counts non-spam leads of each door by UTM source, else referring site, else Direct', async () => {
    const campaign = `overview-${kind}`
    const before = await overview()
    expect(sourceRow(before.sources, campaign)).toBeUndefined()
    const send = (email: string, body: Record<string, unknown>, options = {}) => app.request('/api/contact', visitorPost({ ...homeMessage(email), ...body }, options))
    expect((await send('overview-1@example.com', { leadSource: { page: '/', utm: { source: campaign } } })).status).toBe(201)
    expect((await send('overview-2@example.com', { source: 'contact', leadSource: { page: '/contact', utm: { source: campaign.toUpperCase() } } })).status).toBe(201)
    // A form sent within the time trap is kept as spam: it is nobody's lead and counts nowhere.
    expect((await send('overview-3@example.com', { leadSource: { page: '/', utm: { source: campaign } } }, { issuedMsAgo: 500 })).status).toBe(201)
    // A chat with contact details is a chat lead; one without is not.
    await chat(newSessionId(), 'My email is overview-4@example.com', { page: '/', utm: { source: campaign } })
    await chat(newSessionId(), 'Just looking, thanks', { page: '/', utm: { source: campaign } })
    await send('overview-5@example.com', { leadSource: { page: '/', referrerHost: `${campaign}.example.org` } })

    const after = await overview()
    expect(sourceRow(after.sources, campaign)).toEqual<SourceRow>({ source: campaign, recent: { home: 1, contact: 1, booking: 0, chat: 1 }, recentTotal: 3, allTime: 3 })
    expect(sourceRow(after.sources, `${campaign}.example.org`)).toMatchObject({ recent: { home: 1 }, allTime: 1 })
    expect(after.sources.allTime).toBe(before.sources.allTime + 4)
    expect(sourceRow(after.sources, 'Direct')!.allTime).toBeGreaterThanOrEqual(1)

    // Leads older than 30 days count all-time only.
    await app.database.db.execute(sql`update contact_inquiries set created_at = now() - interval '31 days' where email = 'overview-1@example.com'`)
    expect(sourceRow((await overview()).sources, campaign)).toMatchObject({ recent: { home: 0, contact: 1, chat: 1 }, recentTotal: 2, allTime: 3 })
  })

  test('the overview lists people whose next step is due today and overdue, by the Melbourne calendar', async () => {
    const person = async (email: string) => (await app.database.db.select().from(people).where(eq(people.email, email)))[0]!
    for (const email of ['due-today@example.com', 'due-before@example.com', 'due-later@example.com']) {
      expect((await app.request('/api/contact', visitorPost(homeMessage(email)))).status).toBe(201)
    }
    const melbourneToday = (await app.database.db.execute(sql`select (now() at time zone 'Australia/Melbourne')::date::text as day`)) as unknown as { rows: { day: string }[] }
    const today = melbourneToday.rows[0]!.day
    const set = (email: string, nextStep: string, due: string) => app.database.db.update(people).set({ nextStep, nextStepDue: due }).where(eq(people.email, email))
    await set('due-today@example.com', 'Send the proposal', today)
    await set('due-before@example.com', 'Call back about pricing', '2020-01-15')
    await set('due-later@example.com', 'Check in', '2999-01-01')

    const { steps } = await overview()
    expect(steps.today).toBe(today)
    const todayPerson = await person('due-today@example.com')
    expect(steps.dueToday).toContainEqual({ personId: todayPerson.id, name: 'Priya Nair', email: 'due-today@example.com', nextStep: 'Send the proposal', due: today })
    expect(steps.overdue.map((step) => step.email)).toContain('due-before@example.com')
    expect([...steps.dueToday, ...steps.overdue].map((step) => step.email)).not.toContain('due-later@example.com')

    // At 1:30 am in Melbourne on 27 November (still the 26th in UTC), a step due on the 27th is due today.
    const clock = createNextStepsDue({ db: app.database.db, now: () => new Date('2030-11-26T14:30:00Z') })
    await set('due-later@example.com', 'Check in', '2030-11-27')
    await set('due-today@example.com', 'Send the proposal', '2030-11-26')
    const at = await clock.list()
    expect(at.today).toBe('2030-11-27')
    expect(at.dueToday.map((step) => step.email)).toEqual(['due-later@example.com'])
    expect(at.overdue.map((step) => step.email)).toContain('due-today@example.com')
  })

  test('the overview is for admins only', async () => {
    expect((await app.request('/api/admin/lead-overview')).status).toBe(401)
  })
})
