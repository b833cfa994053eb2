import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminConversationSchema } from '../../contract/admin-chat.ts'
import { inquiryWithBookingSchema } from '../../contract/admin-inquiries.ts'
import { bookings, chatConversations, contactInquiries } from '../../server/db/schema/leads.ts'
import { type SignedInClient, signInAsAdmin, signInAsNonAdmin } from '../support/admin-client.ts'
import { newSessionId } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

const LEAD_ROUTES = ['/api/admin/chat-conversations', '/api/admin/chat-conversations.csv', '/api/admin/contact-inquiries.csv']

describe.each(databaseKinds)('admin lead reads and exports on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  let staff: SignedInClient

  beforeAll(async () => {
    app = await startTestApp(kind)
    admin = await signInAsAdmin(app)
    staff = await signInAsNonAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  test.each(LEAD_ROUTES)('GET %s answers 401 signed out and 403 to a non-admin', async (path) => {
    expect((await app.request(path)).status).toBe(401)
    expect((await staff.get(path)).status).toBe(403)
  })

  test('lists chat conversations newest first with their lead data, quality and summary', async () => {
    const older = newSessionId()
    const newer = newSessionId()
    await app.database.db.insert(chatConversations).values([
      {
        sessionId: older,
        messages: [{ role: 'user', content: 'Hi', timestamp: '2026-03-01T00:00:00.000Z' }],
        leadQuality: 'low',
        createdAt: new Date('2026-03-01T00:00:00Z'),
      },
      {
        sessionId: newer,
        messages: [
          { role: 'user', content: 'I run a dental clinic', timestamp: '2026-03-02T00:00:00.000Z' },
          { role: 'assistant', content: 'Great, tell me more.', timestamp: '2026-03-02T00:00:01.000Z' },
        ],
        leadData: { name: 'Dr Lee', email: 'lee@example.com.au', business: 'dental clinic' },
        leadQuality: 'high',
        summary: 'Dental clinic\nWants a voice agent',
        createdAt: new Date('2026-03-02T00:00:00Z'),
      },
    ])

    const response = await admin.get('/api/admin/chat-conversations')
    expect(response.status).toBe(200)
    const list = adminConversationSchema.array().parse(await response.json())
    const sessions = list.map((conversation) => conversation.sessionId)
    expect(sessions.indexOf(newer)).toBeLessThan(sessions.indexOf(older))
    const lead = list.find((conversation) => conversation.sessionId === newer)
    expect(lead).toMatchObject({
      leadData: { name: 'Dr Lee', email: 'lee@example.com.au', business: 'dental clinic' },
      leadQuality: 'high',
      summary: 'Dental clinic\nWants a voice agent',
      status: 'active',
      createdAt: '2026-03-02T00:00:00.000Z',
    })
    expect(lead?.messages.map((message) => message.content)).toEqual(['I run a dental clinic', 'Great, tell me more.'])
  })

  test('the inquiry list carries the booked date and time, null for a plain inquiry', async () => {
    const [booked, plain] = await app.database.db
      .insert(contactInquiries)
      .values([
        { fullName: 'Booked Person', email: 'booked@example.com.au', message: 'Booking', source: 'booking' },
        { fullName: 'Plain Person', email: 'plain@example.com.au', message: 'Hello', source: 'contact' },
      ])
      .returning()
    await app.database.db.insert(bookings).values({
      inquiryId: booked!.id,
      date: '2026-12-03',
      time: '10:30 AM',
      startsAt: new Date('2026-12-02T23:30:00Z'),
      name: 'Booked Person',
      email: 'booked@example.com.au',
      phone: '0400 000 000',
    })

    const list = inquiryWithBookingSchema.array().parse(await (await admin.get('/api/contact-inquiries')).json())
    expect(list.find((inquiry) => inquiry.id === booked!.id)?.booking).toEqual({ date: '2026-12-03', time: '10:30 AM' })
    expect(list.find((inquiry) => inquiry.id === plain!.id)?.booking).toBeNull()
  })

  test('exports inquiries as a safe CSV download', async () => {
    await app.database.db.insert(contactInquiries).values({
      fullName: '=HYPERLINK("http://evil.example","Click")',
      email: 'csv@example.com.au',
      message: 'She said "hi", then\nleft',
      source: 'contact',
    })

    const response = await admin.get('/api/admin/contact-inquiries.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-inquiries-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    expect(text.startsWith('ID,Received (Melbourne),Name,Email,Phone,Company,Service,Message,Source,Status,Booking date,Booking time,Promo code\r\n')).toBe(true)
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",csv@example.com.au,,,,"She said ""hi"", then\nleft",contact,new,,,\r\n`)
  })

  test('exports chat leads as a CSV download', async () => {
    const sessionId = newSessionId()
    await app.database.db.insert(chatConversations).values({ sessionId, leadData: { name: '+Plus Name', budget: '$1,000' }, leadQuality: 'medium', summary: 'Two\nlines' })

    const response = await admin.get('/api/admin/chat-conversations.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="chat-leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = (await response.text()).replace(/^\uFEFF/, '')
    expect(text.split('\r\n')[0]).toBe('ID,Started (Melbourne),Last message (Melbourne),Quality,Name,Email,Phone,Company,Business,Interest,Budget,Summary,Messages,Status,Session ID')
    expect(text).toContain(`,medium,'+Plus Name,,,,,,"$1,000","Two\nlines",0,active,${sessionId}\r\n`)
  })
})
