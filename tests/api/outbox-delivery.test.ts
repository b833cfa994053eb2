import { and, eq, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createOutboxWorker } from '../../server/domain/notify/outbox-worker.ts'
import { smtpTransport } from '../../server/domain/notify/smtp-transport.ts'
import { createLogger } from '../../server/logger.ts'
import { outbox } from '../../server/db/schema/leads.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { PLANNED_LATER } from '../support/planned-later.ts'


describe('email delivery through the outbox over real SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let app: TestApp
  beforeAll(async () => {
    sink = await startSmtpSink()
    app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET, SMTP_URL: sink.url, MAIL_FROM: 'Melbourne AI Solutions <hello@melbourneai.com.au>' })
  })
  afterAll(async () => {
    await app?.close()
    await sink?.close()
  })

  test('an inquiry reaches the business with every field and the visitor gets a confirmation', async () => {
    await app.request('/api/contact', visitorPost({ fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'We need an AI receptionist for the clinic.' }))
    expect(await app.services.outbox.deliverDue()).toEqual({ sent: 2, failed: 0 })
    const business = sink.received.find((mail) => mail.to.includes('hello@melbourneai.com.au'))!
    expect(business.raw).toContain('Subject: New inquiry from Priya Nair')
    expect(business.raw).toContain('Phone: 0412 345 678')
    expect(business.raw).toContain('We need an AI receptionist for the clinic.')
    const confirmation = sink.received.find((mail) => mail.to.includes('priya@example.com.au'))!.raw
    expect(confirmation).toContain('within 24 hours')
    expect(confirmation).not.toContain('Priya')
    expect(confirmation).not.toContain('AI receptionist')
    expect(await app.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 })
  })

  test('a booking confirmation carries a calendar invite in UTC', async () => {
    const { days } = await (await app.request('/api/booking-days')).json()
    const slot = days[0].slots[0]
    await app.request('/api/bookings', visitorPost({ date: days[0].date, time: slot.time, name: 'Jordan Smith', email: 'jordan@example.com.au', phone: '0412 000 111' }))
    await app.services.outbox.deliverDue()
    const invite = sink.received.find((mail) => mail.to.includes('jordan@example.com.au'))!
    expect(invite.raw).toContain('consultation.ics')
    const decoded = attachmentText(invite.raw, 'consultation.ics')
    const start = new Date(slot.startsAt).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(decoded).toContain(`DTSTART:${start}`)
    expect(decoded).toContain('LOCATION:Phone call\r\n')
    // The invite goes to whatever address was typed, so it carries none of the visitor's details.
    expect(decoded).not.toContain('0412 000 111')
    expect(invite.raw).not.toContain('Jordan')
  })

  test('a refused message is kept, retried after a backoff and then delivered', async () => {
    await app.request('/api/contact', visitorPost({ fullName: 'Sam Lee', email: 'sam@example.com.au', message: 'Please call me about automation.' }))
    sink.refuse(2)
    expect(await app.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 2 })
    // The booking above also queued its reminders, due hours from now: not part of this round.
    const waiting = (await app.database.db.select().from(outbox).where(and(eq(outbox.status, 'pending'), notInArray(outbox.kind, PLANNED_LATER))))
    expect(waiting).toHaveLength(2)
    expect(waiting.every((message) => message.attempts === 1 && message.lastError?.includes('Mailbox busy') && message.nextAttemptAt.getTime() > Date.now())).toBe(true)
    expect(await app.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 })

    const later = createOutboxWorker({
      db: app.database.db,
      transport: smtpTransport(sink.url),
      from: 'hello@melbourneai.com.au',
      sender: async () => ({ siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au', publicUrl: 'https://melbourneai.com.au' }),
      logger: createLogger('silent'),
      now: () => new Date(Date.now() + 60_000),
    })
    expect(await later.deliverDue()).toEqual({ sent: 2, failed: 0 })
    expect(sink.received.some((mail) => mail.to.includes('sam@example.com.au'))).toBe(true)
    expect(await app.database.db.select().from(outbox).where(and(eq(outbox.status, 'pending'), notInArray(outbox.kind, PLANNED_LATER)))).toHaveLength(0)
  })
})

describe('a delivery round told to stop (the server is shutting down)', () => {
  test('finishes and records the email it is sending, and leaves the rest for another round', async () => {
    const sink = await startSmtpSink()
    const app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    try {
      for (const n of [1, 2, 3]) await app.request('/api/contact', visitorPost({ fullName: `Visitor ${n}`, email: `stop-${n}@example.com.au`, message: 'Please call me about an AI receptionist.' }))
      const stopping = new AbortController()
      const transport = smtpTransport(sink.url)
      const worker = createOutboxWorker({
        db: app.database.db,
        // The signal comes while the first email is on its way.
        transport: { send: async (message) => (stopping.abort(), transport.send(message)) },
        from: 'hello@melbourneai.com.au',
        sender: async () => ({ siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au', publicUrl: 'https://melbourneai.com.au' }),
        logger: createLogger('silent'),
      })
      expect(await worker.deliverDue({ signal: stopping.signal })).toEqual({ sent: 1, failed: 0 })
      expect(sink.received).toHaveLength(1)
      const rows = await app.database.db.select().from(outbox)
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1)
      expect(rows.filter((row) => row.status === 'pending')).toHaveLength(5)
    } finally {
      await app.close()
      await sink.close()
    }
  })
})

describe('without SMTP', () => {
  test('messages stay in the outbox, unsent', async () => {
    const app = await startTestApp('pglite', { SESSION_SECRET: TEST_FORM_SECRET })
    try {
      await app.request('/api/contact', visitorPost({ fullName: 'Priya Nair', email: 'priya@example.com.au', message: 'Hello, please call me back.' }))
      expect(await app.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 })
      expect(await app.services.outbox.pendingCount()).toBe(2)
    } finally {
      await app.close()
    }
  })
})

/** The decoded body of a base64 attachment in a raw MIME message. */
function attachmentText(raw: string, filename: string): string {
  const headersEnd = raw.indexOf('\r\n\r\n', raw.lastIndexOf(`filename=${filename}`))
  const body = raw.slice(headersEnd + 4, raw.indexOf('\r\n--', headersEnd))
  return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
}
