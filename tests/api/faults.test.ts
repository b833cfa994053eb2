import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '../../server/config.ts'
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts'
import { bookings, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { createOutboxWorker } from '../../server/domain/notify/outbox-worker.ts'
import { smtpTransport } from '../../server/domain/notify/smtp-transport.ts'
import { createApp } from '../../server/http/app.ts'
import { createLogger } from '../../server/logger.ts'
import { createServices } from '../../server/services.ts'
import { freePort } from '../support/server-process.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { startTcpProxy } from '../support/tcp-proxy.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { type TestDatabase, createTestDatabase, databaseKinds, onPostgres } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

const LEAD_ENV = { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A contact message whose marker (in the email) finds its row, or proves it has none. */
function contactMessage() {
  const marker = `m${randomBytes(6).toString('hex')}`
  return { marker, body: { fullName: 'Priya Nair', email: `${marker}@example.com.au`, message: `Please call me about an AI receptionist (${marker}).` } }
}

type Outcome = { marker: string; status: number | 'network'; body?: { id?: number; error?: { code: string; message: string } }; ms: number; at: number }

/** Sends one contact message to baseUrl and records what came back (an HTTP answer, or no answer at all). */
async function submitContact(baseUrl: string): Promise<Outcome> {
  const { marker, body } = contactMessage()
  const { json, headers } = visitorPost(body)
  const startedAt = Date.now()
  try {
    const response = await fetch(`${baseUrl}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(json), signal: AbortSignal.timeout(15_000) })
    return { marker, status: response.status, body: (await response.json()) as Outcome['body'], ms: Date.now() - startedAt, at: startedAt }
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name) || 'unknown'
    if (!['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(code)) throw error
    return { marker, status: 'network', ms: Date.now() - startedAt, at: startedAt }
  }
}

/** Every stored inquiry whose email carries one of the markers, with how many outbox rows announce it. */
async function storedInquiries(db: DatabaseHandle['db']) {
  const rows = await db.execute(sql`
    select i.email, i.id, (select count(*)::int from outbox o where (o.payload->>'inquiryId')::int = i.id) as emails
    from contact_inquiries i where i.email like 'm%@example.com.au'`)
  return (rows as unknown as { rows: { email: string; id: number; emails: number }[] }).rows
}

function expectNothingHalfWritten(outcomes: Outcome[], stored: { email: string; id: number; emails: number }[]) {
  const byMarker = new Map<string, { id: number; emails: number }[]>()
  for (const row of stored) byMarker.set(row.email.split('@')[0]!, [...(byMarker.get(row.email.split('@')[0]!) ?? []), row])
  for (const outcome of outcomes) {
    const rows = byMarker.get(outcome.marker) ?? []
    // An accepted lead is stored exactly once, under the id the visitor was given.
    if (outcome.status === 201) expect(rows.map((row) => row.id), `accepted ${outcome.marker}`).toEqual([outcome.body?.id])
    else expect(rows.length, `refused ${outcome.marker} stored at most once`).toBeLessThanOrEqual(1)
  }
  // No inquiry without the two emails that announce it.
  expect(stored.filter((row) => row.emails !== 2)).toEqual([])
}

type BookableDays = { date: string; slots: { time: string }[] }[]

const databaseUnavailable = { error: { code: 'database_unavailable', message: expect.stringMatching(/temporarily unavailable|not answering/) } }

describe.runIf(onPostgres)('the database stops mid-run and comes back (PostgreSQL behind a TCP proxy)', () => {
  let database: TestDatabase
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  let appDatabase: DatabaseHandle
  let server: Server
  let baseUrl: string

  /** Every connection broken by the outage went back to the pool: none is held forever (the pool would run dry). */
  const expectNoConnectionLent = () => {
    const pool = (appDatabase.driver as { pool: pg.Pool }).pool
    expect({ lent: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }).toEqual({ lent: 0, waiting: 0 })
  }

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    const directUrl = new URL((database.driver as { pool: pg.Pool }).pool.options.connectionString!)
    proxy = await startTcpProxy({ targetPort: Number(directUrl.port || 5432), targetHost: directUrl.hostname })
    const proxiedUrl = new URL(directUrl)
    proxiedUrl.hostname = '127.0.0.1'
    proxiedUrl.port = String(proxy.port)
    appDatabase = await openDatabase({ kind: 'postgres', url: proxiedUrl.toString() })
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', DATABASE_URL: proxiedUrl.toString(), ...LEAD_ENV })
    const logger = createLogger(config.logLevel)
    const services = await createServices({ database: appDatabase, config, logger })
    server = createApp({ config, logger, services }).listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => server.once('listening', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    await appDatabase?.close().catch(() => {})
    await proxy?.close()
    await database?.drop()
  })

  test('while it is down requests get a prompt 503, then the app recovers by itself and nothing is half-written', async () => {
    const outcomes: Outcome[] = []
    type Phase = 'before' | 'down' | 'after'
    let phase = 'before' as Phase
    let running = true
    const phases = new Map<Outcome, Phase>()
    // Four visitors keep submitting the whole time.
    const visitors = Array.from({ length: 4 }, async () => {
      while (running) {
        const startedIn = phase
        const outcome = await submitContact(baseUrl)
        outcomes.push(outcome)
        phases.set(outcome, startedIn)
        if (outcome.status !== 201) await sleep(50)
      }
    })

    await sleep(700)
    await proxy.cut()
    phase = 'down'
    const cutAt = Date.now()
    await sleep(1_500)
    const health = await fetch(`${baseUrl}/api/health`)
    expect(health.status).toBe(503)
    expect(await health.json()).toEqual(databaseUnavailable)

    await proxy.restore()
    phase = 'after'
    const restoredAt = Date.now()
    // The pool reconnects on its own: the next submissions are accepted again without a restart.
    while (!outcomes.some((outcome) => outcome.at > restoredAt && outcome.status === 201) && Date.now() - restoredAt < 10_000) await sleep(50)
    await sleep(500)
    running = false
    await Promise.all(visitors)
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200)

    const before = outcomes.filter((outcome) => phases.get(outcome) === 'before')
    const down = outcomes.filter((outcome) => phases.get(outcome) === 'down' && outcome.at > cutAt + 100 && outcome.at + outcome.ms < restoredAt)
    const after = outcomes.filter((outcome) => outcome.at > restoredAt + 200)
    expect(before.filter((outcome) => outcome.status === 201).length).toBeGreaterThan(3)
    // Down: every answer is the 503 envelope, and it comes at once rather than after a hang.
    expect(down.length).toBeGreaterThan(4)
    for (const outcome of down) {
      expect(outcome.status).toBe(503)
      expect(outcome.body).toMatchObject(databaseUnavailable)
      expect(outcome.ms).toBeLessThan(3_000)
    }
    // Whatever was in flight at the cut got an answer: accepted or 503, never a 500 or a hang.
    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([])
    expect(after.length).toBeGreaterThan(0)
    expect(after.every((outcome) => outcome.status === 201)).toBe(true)

    expectNothingHalfWritten(outcomes, await storedInquiries(database.db))
    expectNoConnectionLent()
  })

  test('the connection dropping between the inquiry and its emails leaves neither', async () => {
    // Each email row now takes a moment to write, so the cut lands inside the transaction.
    await database.db.execute(sql.raw(`
      create function slow_outbox() returns trigger language plpgsql as $$ begin perform pg_sleep(0.4); return new; end $$;
      create trigger slow_outbox before insert on outbox for each row execute function slow_outbox();`))
    try {
      const pending = submitContact(baseUrl)
      await sleep(250)
      await proxy.cut()
      const outcome = await pending
      expect(outcome.status).toBe(503)
      expect(outcome.body).toMatchObject(databaseUnavailable)
      await proxy.restore()
      await sleep(800)
      const rows = await database.db.select().from(contactInquiries).where(eq(contactInquiries.email, `${outcome.marker}@example.com.au`))
      expect(rows).toEqual([])
    } finally {
      await proxy.restore()
      await database.db.execute(sql.raw('drop trigger if exists slow_outbox on outbox; drop function if exists slow_outbox();'))
    }
    expect((await submitContact(baseUrl)).status).toBe(201)
    expectNoConnectionLent()
  })
})

describe.each(databaseKinds)('a failure between two writes of one operation (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, LEAD_ENV)
  })
  afterAll(async () => {
    await app?.close()
  })

  /** From now until `heal`, writing an email to the outbox fails, after the lead itself was written. */
  const breakOutbox = async () => {
    await app.database.db.execute(sql.raw(`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused (fault test)'; end $$`))
    await app.database.db.execute(sql.raw('create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()'))
  }
  const heal = async () => {
    await app.database.db.execute(sql.raw('drop trigger if exists refuse_outbox on outbox'))
    await app.database.db.execute(sql.raw('drop function if exists refuse_outbox()'))
  }

  test('a contact message is either stored with its emails or not at all', async () => {
    const { marker, body } = contactMessage()
    await breakOutbox()
    try {
      const response = await app.request('/api/contact', visitorPost(body))
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong', requestId: expect.any(String) } })
    } finally {
      await heal()
    }
    expect(await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, `${marker}@example.com.au`))).toEqual([])
    expect(await app.database.db.select().from(outbox)).toEqual([])
    expect((await app.request('/api/contact', visitorPost(body))).status).toBe(201)
    expect(await app.database.db.select().from(outbox)).toHaveLength(2)
  })

  test('a booking is either made with its inquiry and emails or not at all, and the slot stays free', async () => {
    const { days } = (await (await app.request('/api/booking-days')).json()) as { days: BookableDays }
    const date = days[0]!.date
    const time = days[0]!.slots[0]!.time
    const booking = { date, time, name: 'Jordan Smith', email: 'jordan.fault@example.com.au', phone: '0412 000 111' }
    const outboxBefore = (await app.database.db.select().from(outbox)).length
    await breakOutbox()
    try {
      const response = await app.request('/api/bookings', visitorPost(booking))
      expect(response.status).toBe(500)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('internal_error')
    } finally {
      await heal()
    }
    expect(await app.database.db.select().from(bookings)).toEqual([])
    expect(await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, booking.email))).toEqual([])
    expect(await app.database.db.select().from(outbox)).toHaveLength(outboxBefore)
    const free = (await (await app.request('/api/booking-days')).json()) as { days: BookableDays }
    expect(free.days.find((day) => day.date === date)?.slots.map((slot) => slot.time)).toContain(time)
    expect((await app.request('/api/bookings', visitorPost(booking))).status).toBe(201)
  })
})

describe.skipIf(onPostgres)('SMTP down, then up', () => {
  let app: TestApp
  let smtpPort: number
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined
  beforeAll(async () => {
    smtpPort = await freePort()
    // Nothing listens on this port yet: the mail server is down.
    app = await startTestApp('pglite', { ...LEAD_ENV, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
  })
  afterAll(async () => {
    await app?.close()
    await sink?.close()
  })

  test('leads are accepted while mail is down, their emails wait with attempts counted, then each is delivered once', async () => {
    const names = ['Priya Nair', 'Sam Lee', 'Alex Chen']
    for (const [index, fullName] of names.entries()) {
      const response = await app.request('/api/contact', visitorPost({ fullName, email: `visitor${index}@example.com.au`, message: `Please call me back about automation, ${fullName}.` }))
      expect(response.status).toBe(201)
    }
    const worker = (offsetMs: number) =>
      createOutboxWorker({
        db: app.database.db,
        transport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`),
        from: 'hello@melbourneai.com.au',
        sender: async () => ({ siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au', publicUrl: 'https://melbourneai.com.au' }),
        logger: createLogger('silent'),
        now: () => new Date(Date.now() + offsetMs),
      })

    expect(await app.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 6 })
    expect(await worker(10 * 60_000).deliverDue()).toEqual({ sent: 0, failed: 6 })
    const waiting = await app.database.db.select().from(outbox)
    expect(waiting).toHaveLength(6)
    expect(waiting.every((message) => message.status === 'pending' && message.attempts === 2 && /ECONNREFUSED|connect/i.test(message.lastError ?? ''))).toBe(true)

    sink = await startSmtpSink({ port: smtpPort })
    expect(await worker(60 * 60_000).deliverDue()).toEqual({ sent: 6, failed: 0 })
    expect(await worker(3 * 60 * 60_000).deliverDue()).toEqual({ sent: 0, failed: 0 })
    const delivered = sink.received.map((mail) => `${mail.to.join(',')} ${/^Subject: (.*)$/m.exec(mail.raw)?.[1]}`).sort()
    expect(delivered).toHaveLength(6)
    expect(new Set(delivered).size).toBe(6)
    for (const [index, fullName] of names.entries()) {
      expect(delivered).toContain(`visitor${index}@example.com.au We received your message`)
      expect(delivered.some((line) => line.endsWith(`New inquiry from ${fullName}`))).toBe(true)
    }
    const sent = await app.database.db.select().from(outbox)
    expect(sent.every((message) => message.status === 'sent' && message.attempts === 3 && message.sentAt !== null)).toBe(true)
  })
})
