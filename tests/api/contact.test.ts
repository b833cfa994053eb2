import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { settingDefaults } from '../../contract/site-settings.ts'
import { siteSettings } from '../../server/db/schema/content.ts'
import { contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

const homeMessage = { fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'We would like an AI receptionist for our clinic.' }

describe.each(databaseKinds)('contact lead paths on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const inquiry = async (id: number) => (await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]
  const messagesFor = async (id: number) =>
    (await app.database.db.select().from(outbox)).filter((message) => (message.payload as { inquiryId?: number }).inquiryId === id)

  test('a home message is stored as a new inquiry and announced to the business and the visitor in one go', async () => {
    const response = await app.request('/api/contact', visitorPost(homeMessage))
    expect(response.status).toBe(201)
    const created = await response.json()
    expect(created).toMatchObject({ status: 'new' })
    expect(await inquiry(created.id)).toMatchObject({ fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', source: 'home', status: 'new' })
    const messages = await messagesFor(created.id)
    expect(messages.map((message) => [message.kind, message.recipient, message.status]).sort()).toEqual([
      ['inquiry.business', 'hello@melbourneai.com.au', 'pending'],
      ['inquiry.visitor', 'priya@example.com.au', 'pending'],
    ])
    expect(messages.find((message) => message.kind === 'inquiry.business')?.payload).toMatchObject({ message: homeMessage.message, phone: homeMessage.phone })
  })

  test.each([
    [{ fullName: 'P' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
    [{ phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
    [{ fullName: undefined }, 'fullName', 'Full name must be at least 2 characters'],
  ])('the home form refuses %o with the spec message on %s', async (change, field, message) => {
    const response = await app.request('/api/contact', visitorPost({ ...homeMessage, ...change }))
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } })
  })

  test('the /contact page form stores the chosen service and accepts a short message', async () => {
    const body = { fullName: 'Al', email: 'al@example.com', message: 'Call me', service: 'automation', source: 'contact' }
    const response = await app.request('/api/contact', visitorPost(body))
    expect(response.status).toBe(201)
    expect(await inquiry((await response.json()).id)).toMatchObject({ service: 'automation', source: 'contact', status: 'new' })
    const bad = await app.request('/api/contact', visitorPost({ ...body, service: 'catering' }))
    expect((await bad.json()).error.fields).toEqual({ service: 'Please pick one of the listed services' })
  })

  test('a filled honeypot is answered like a success but kept as spam and announced to nobody', async () => {
    const request = visitorPost(homeMessage)
    const honeypot = Object.keys(request.json).find((key) => key.startsWith('hp_'))!
    const response = await app.request('/api/contact', { ...request, json: { ...request.json, [honeypot]: 'https://cheap-pills.example' } })
    expect(response.status).toBe(201)
    const created = await response.json()
    expect((await inquiry(created.id))?.status).toBe('spam')
    expect(await messagesFor(created.id)).toEqual([])
  })

  test('a form sent within 2 seconds, or without a valid token, is kept as spam', async () => {
    const fast = await app.request('/api/contact', visitorPost(homeMessage, { issuedMsAgo: 500 }))
    expect((await inquiry((await fast.json()).id))?.status).toBe('spam')
    const bare = await app.request('/api/contact', { method: 'POST', json: homeMessage, headers: { 'X-Forwarded-For': '198.51.100.7' } })
    expect(bare.status).toBe(201)
    expect((await inquiry((await bare.json()).id))?.status).toBe('spam')
  })

  test('a client sending too many messages gets 429 with Retry-After and a clear message', async () => {
    const ip = '192.0.2.99'
    for (let i = 0; i < 10; i++) expect((await app.request('/api/contact', visitorPost(homeMessage, { ip }))).status).toBe(201)
    const limited = await app.request('/api/contact', visitorPost(homeMessage, { ip }))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).error).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Please wait') })
    expect((await app.request('/api/contact', visitorPost(homeMessage))).status).toBe(201)
  })

  test("the spec's plain inquiry call stores a new inquiry with its company", async () => {
    const body = { fullName: 'Sam Lee', email: 'sam@example.com.au', phone: '+61 3 7010 0000', message: 'Preferred date: 2026-11-24', company: 'Lee Plumbing', status: 'new' }
    const response = await app.request('/api/contact-inquiries', visitorPost(body))
    expect(response.status).toBe(201)
    expect(await inquiry((await response.json()).id)).toMatchObject({ company: 'Lee Plumbing', source: 'api', status: 'new' })
    const wrongStatus = await app.request('/api/contact-inquiries', visitorPost({ ...body, status: 'won' }))
    expect(wrongStatus.status).toBe(400)
  })

  describe('many visitors at once (their leads share transactions)', () => {
    /** A visitor of its own: a unique address (no shared rate-limit budget) and a unique email to find the row by. */
    const visitor = (n: number, { spam = false } = {}) => {
      const request = visitorPost({ ...homeMessage, fullName: `Visitor ${n}`, email: `crowd-${kind}-${n}@example.com.au` }, { ip: `100.64.${n >> 8}.${n & 255}` })
      const honeypot = Object.keys(request.json).find((key) => key.startsWith('hp_'))!
      return spam ? { ...request, json: { ...request.json, [honeypot]: 'https://cheap-pills.example' } } : request
    }
    const outboxByInquiry = async () => {
      const counts = new Map<number, { kind: string; recipient: string }[]>()
      for (const message of await app.database.db.select().from(outbox)) {
        const id = (message.payload as { inquiryId?: number }).inquiryId
        if (id !== undefined) counts.set(id, [...(counts.get(id) ?? []), { kind: message.kind, recipient: message.recipient }])
      }
      return counts
    }

    test('each of 80 simultaneous messages gets its own id, its own stored row and exactly its two emails', async () => {
      const responses = await Promise.all(Array.from({ length: 80 }, (_, n) => app.request('/api/contact', visitor(n))))
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201))
      const created = (await Promise.all(responses.map((response) => response.json()))) as { id: number; status: string }[]
      expect(new Set(created.map(({ id }) => id)).size).toBe(80)
      const announced = await outboxByInquiry()
      for (const [n, { id, status }] of created.entries()) {
        expect(status).toBe('new')
        expect(await inquiry(id)).toMatchObject({ fullName: `Visitor ${n}`, email: `crowd-${kind}-${n}@example.com.au`, status: 'new' })
        expect(announced.get(id)?.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
          { kind: 'inquiry.business', recipient: 'hello@melbourneai.com.au' },
          { kind: 'inquiry.visitor', recipient: `crowd-${kind}-${n}@example.com.au` },
        ])
      }
    })

    test('spam sent among real messages is kept as spam and announces nothing, while its neighbours are announced', async () => {
      const isSpam = (n: number) => n % 3 === 0
      const numbers = Array.from({ length: 30 }, (_, i) => 100 + i)
      const responses = await Promise.all(numbers.map((n) => app.request('/api/contact', visitor(n, { spam: isSpam(n) }))))
      const created = (await Promise.all(responses.map((response) => response.json()))) as { id: number; status: string }[]
      const announced = await outboxByInquiry()
      for (const [i, n] of numbers.entries()) {
        const { id } = created[i]!
        expect(await inquiry(id)).toMatchObject({ email: `crowd-${kind}-${n}@example.com.au`, status: isSpam(n) ? 'spam' : 'new' })
        expect(announced.get(id)?.length ?? 0).toBe(isSpam(n) ? 0 : 2)
      }
    })

    test('a lead the database refuses fails alone: the leads sent with it are stored and announced', async () => {
      const lead = (n: number, fullName = `Visitor ${n}`) => ({ ...homeMessage, fullName, email: `crowd-${kind}-${n}@example.com.au`, source: 'home' as const })
      // Validation keeps such a name out of the API; the service is called directly to make one row fail in the database.
      const tooLong = 'N'.repeat(300)
      const outcomes = await Promise.allSettled([200, 201, 202, 203, 204, 205].map((n) => app.services.inquiries.submit(lead(n, n === 203 ? tooLong : undefined), { spam: false })))
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
      const announced = await outboxByInquiry()
      for (const [i, n] of [200, 201, 202, 204, 205].entries()) {
        const { id } = (outcomes.filter((outcome) => outcome.status === 'fulfilled')[i] as PromiseFulfilledResult<{ id: number }>).value
        expect(await inquiry(id)).toMatchObject({ email: `crowd-${kind}-${n}@example.com.au`, status: 'new' })
        expect(announced.get(id)?.length).toBe(2)
      }
      expect(await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, `crowd-${kind}-203@example.com.au`))).toEqual([])
    })
  })

  test('the form guard endpoint gives a signed token and a random honeypot name', async () => {
    const guard = await (await app.request('/api/form-guard')).json()
    expect(guard.token).toMatch(/^\d{13}\.[\w-]+$/)
    expect(guard.honeypotName).toMatch(/^hp_[0-9a-f]{8}$/)
  })
})

describe('notification address', () => {
  test('NOTIFY_EMAIL receives the business copy instead of the contact_email setting', async () => {
    const app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET, NOTIFY_EMAIL: 'leads@example.com.au' })
    try {
      const response = await app.request('/api/contact', visitorPost(homeMessage))
      const { id } = await response.json()
      const business = (await app.database.db.select().from(outbox)).find((message) => message.kind === 'inquiry.business' && (message.payload as { inquiryId: number }).inquiryId === id)
      expect(business?.recipient).toBe('leads@example.com.au')
    } finally {
      await app.close()
    }
  })

  test('otherwise the contact_email setting as saved at the time, and the default when it is blank', async () => {
    const app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    const businessRecipientFor = async (contactEmail: string, ip: string) => {
      await app.database.db.update(siteSettings).set({ value: contactEmail }).where(eq(siteSettings.key, 'contact_email'))
      const { id } = await (await app.request('/api/contact', visitorPost(homeMessage, { ip }))).json()
      return (await app.database.db.select().from(outbox)).find((message) => message.kind === 'inquiry.business' && (message.payload as { inquiryId: number }).inquiryId === id)?.recipient
    }
    try {
      expect(await businessRecipientFor('team@example.com.au', '100.64.9.1')).toBe('team@example.com.au')
      expect(await businessRecipientFor('sales@example.com.au', '100.64.9.2')).toBe('sales@example.com.au')
      expect(await businessRecipientFor('   ', '100.64.9.3')).toBe(settingDefaults.contact_email)
    } finally {
      await app.close()
    }
  })
})
