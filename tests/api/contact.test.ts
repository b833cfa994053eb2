import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { settingDefaults } from '../../contract/site-settings.ts'
import { siteSettings } from '../../server/db/schema/content.ts'
import { contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { createOutboxWorker } from '../../server/domain/notify/outbox-worker.ts'
import { smtpTransport } from '../../server/domain/notify/smtp-transport.ts'
import { renderEmail } from '../../server/domain/notify/templates.ts'
import { createLogger } from '../../server/logger.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds, onPostgres } from '../support/test-database.ts'
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

  test('the form guard endpoint gives a signed token, a random honeypot name and the 2-second time trap', async () => {
    const guard = await (await app.request('/api/form-guard')).json()
    expect(guard.token).toMatch(/^\d{13}\.\d{13}\.[\w-]+\.[\w-]+$/)
    expect(guard.honeypotName).toMatch(/^hp_[0-9a-f]{8}$/)
    expect(guard.minFillMs).toBe(2_000)
  })

  describe('one-line fields and what the visitor is sent', () => {
    const identity = { siteName: settingDefaults.site_name, businessEmail: settingDefaults.contact_email, publicUrl: 'https://melbourneai.com.au' }
    const stored = async () => ({
      inquiries: (await app.database.db.select({ id: contactInquiries.id }).from(contactInquiries)).length,
      emails: (await app.database.db.select({ id: outbox.id }).from(outbox)).length,
    })

    test.each([
      ['/api/contact', 'fullName', 'Priya\r\nBcc: victim@example.com', "Full name can't contain line breaks"],
      ['/api/contact', 'email', 'priya@example.com.au\r\nBcc: victim@example.com', "Email can't contain line breaks"],
      ['/api/contact', 'phone', '0412 345 678\nBcc: victim@example.com', "Phone can't contain line breaks"],
      ['/api/contact', 'fullName', 'Priya\u2028Nair', "Full name can't contain line breaks"],
      ['/api/contact', 'fullName', 'Priya\tNair', "Full name can't contain control characters"],
      ['/api/contact-inquiries', 'company', 'Smile Dental\rBcc: victim@example.com', "Company can't contain line breaks"],
    ])('%s refuses %s %j with 400 and stores and sends nothing', async (path, field, value, message) => {
      const before = await stored()
      const response = await app.request(path, visitorPost({ ...homeMessage, [field]: value }))
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } })
      expect(await stored()).toEqual(before)
    })

    test("a message keeps its line breaks for the business; the visitor's confirmation holds none of the visitor's text", async () => {
      const typed = { fullName: 'Ann Prizewinner', email: 'ann@example.com.au', phone: '0412 999 000', company: 'Free Prizes Pty Ltd', message: 'You won!\r\nClaim at http://prize.example\nToday only.' }
      const response = await app.request('/api/contact-inquiries', visitorPost(typed))
      expect(response.status).toBe(201)
      const { id } = await response.json()
      expect((await inquiry(id))?.message).toBe(typed.message)

      const messages = await messagesFor(id)
      const business = await renderEmail(messages.find((message) => message.kind === 'inquiry.business')!, identity)
      expect(business.text).toContain(`Message: ${typed.message}`)
      for (const text of [typed.fullName, typed.phone, typed.company]) expect(business.text).toContain(text)

      const visitor = messages.find((message) => message.kind === 'inquiry.visitor')!
      expect(visitor.recipient).toBe(typed.email)
      expect(visitor.payload).toEqual({ inquiryId: id })
      const confirmation = await renderEmail(visitor, identity)
      expect(confirmation.text).toContain('\nHello,\n')
      for (const text of ['Ann', 'Prizewinner', 'prize.example', 'Free Prizes', '0412 999 000']) expect(JSON.stringify(confirmation)).not.toContain(text)
    })

    test("the /contact page's confirmation names the chosen service by its label and nothing the visitor wrote", async () => {
      const response = await app.request('/api/contact', visitorPost({ fullName: 'Al Lee', email: 'al@example.com.au', message: 'Call me', service: 'web-development', source: 'contact' }))
      const { id } = await response.json()
      const visitor = (await messagesFor(id)).find((message) => message.kind === 'inquiry.visitor')!
      expect(visitor.payload).toEqual({ inquiryId: id, service: 'Web Development' })
      expect((await renderEmail(visitor, identity)).text).toContain('Service: Web Development')
    })
  })
})

describe.each(databaseKinds)('confirmations to one address on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let app: TestApp
  beforeAll(async () => {
    sink = await startSmtpSink()
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback', SMTP_URL: sink.url, MAIL_FROM: 'hello@melbourneai.com.au' })
  })
  afterAll(async () => {
    await app?.close()
    await sink?.close()
  })

  const inquiryFrom = (email: string, message: string) => app.request('/api/contact', visitorPost({ fullName: 'Someone Else', email, message }))
  const rowsTo = async (address: string) =>
    (await app.database.db.select().from(outbox)).filter((message) => message.recipient.toLowerCase() === address).sort((a, b) => a.id - b.id)

  test('four inquiries to one address in a day: three confirmations are sent, the fourth is suppressed, and the business hears of all four', async () => {
    const spellings = ['target@example.com.au', 'Target@Example.com.au', 'TARGET@EXAMPLE.COM.AU', 'target@EXAMPLE.com.au']
    const messages = spellings.map((_email, n) => `Relay attempt number ${n + 1}, please read this.`)
    for (const [n, email] of spellings.entries()) expect((await inquiryFrom(email, messages[n]!)).status).toBe(201)

    await drain(app)
    const confirmations = await rowsTo('target@example.com.au')
    expect(confirmations.map((message) => [message.kind, message.status])).toEqual([
      ['inquiry.visitor', 'sent'],
      ['inquiry.visitor', 'sent'],
      ['inquiry.visitor', 'sent'],
      ['inquiry.visitor', 'suppressed'],
    ])
    expect(confirmations[3]!.lastError).toMatch(/already received 3 contact-form confirmations in the last 24 hours/)
    expect(confirmations[3]!.sentAt).toBeNull()
    expect(sink.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === 'target@example.com.au'))).toHaveLength(3)
    for (const message of messages) {
      expect(sink.received.filter((mail) => mail.to.includes('hello@melbourneai.com.au') && mail.raw.includes(message))).toHaveLength(1)
    }
  })

  test('two workers (two instances) sending at the same moment still send only three to one address', async () => {
    const address = `race-${kind}@example.com.au`
    await app.database.db
      .insert(outbox)
      .values(Array.from({ length: 6 }, (_, n) => ({ kind: 'inquiry.visitor', subject: 'We received your message', payload: {}, recipient: n % 3 === 0 ? address.toUpperCase() : address })))
    // A slow mail server keeps each worker's transaction open while it sends, so both would count the same sends.
    const smtp = smtpTransport(sink.url)
    const worker = () =>
      createOutboxWorker({
        db: app.database.db,
        transport: { send: async (message) => void (await new Promise((resolve) => setTimeout(resolve, 50)), await smtp.send(message)) },
        from: 'hello@melbourneai.com.au',
        sender: async () => ({ siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au', publicUrl: 'https://melbourneai.com.au' }),
        logger: createLogger('silent'),
      })
    await Promise.all([drainWith(worker(), 1), drainWith(worker(), 1)])
    const statuses = (await rowsTo(address)).map((message) => message.status)
    expect(statuses.filter((status) => status === 'sent')).toHaveLength(3)
    expect(statuses.filter((status) => status === 'suppressed')).toHaveLength(3)
    expect(sink.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address))).toHaveLength(3)
  })
})

type Worker = TestApp['services']['outbox']

/** Delivers until nothing is due; a round that sends nothing (all suppressed, or the other worker holds the address) just looks again. */
async function drainWith(worker: Worker, batchSize = 10) {
  for (let round = 0; round < 500; round++) {
    const { failed } = await worker.deliverDue({ batchSize })
    if (failed > 0) throw new Error(`${failed} emails were refused`)
    if ((await worker.dueCount()) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  throw new Error('the outbox did not empty')
}
const drain = (app: TestApp, batchSize?: number) => drainWith(app.services.outbox, batchSize)

describe.skipIf(onPostgres)('notification address', () => {
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

describe.skipIf(onPostgres)('the time trap set by FORM_TIME_TRAP_MS', () => {
  test('at 0 a form sent the moment it was shown is a lead, and the form guard says so', async () => {
    const app = await startTestApp('pglite', { FORM_TIME_TRAP_MS: '0' })
    try {
      const guard = await (await app.request('/api/form-guard')).json()
      expect(guard.minFillMs).toBe(0)
      const response = await app.request('/api/contact', { method: 'POST', json: { ...homeMessage, formToken: guard.token, [guard.honeypotName]: '' } })
      expect(response.status).toBe(201)
      expect((await inquiryIn(app, (await response.json()).id))?.status).toBe('new')
    } finally {
      await app.close()
    }
  })
})

const inquiryIn = async (app: TestApp, id: number) => (await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]
