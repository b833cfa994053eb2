import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, inArray, like, lte, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bookings, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { type OutboxWorker, createOutboxWorker } from '../../server/domain/notify/outbox-worker.ts'
import { createLogger } from '../../server/logger.ts'
import { type AppInstance, type AppInstances, startAppInstances } from '../support/app-instances.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { onPostgres } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { PLANNED_LATER } from '../support/planned-later.ts'
import { uniquePhone } from '../support/booker.ts'

type Day = { date: string; slots: { time: string; startsAt: string }[] }

// Enough messages that 100 are always in flight for several seconds (each instance's group commit batches them),
// and over a thousand emails for the two outbox workers to compete for; the bench measures throughput, not this.
const CONTACTS = 600
const IN_FLIGHT = 100
const RACERS = 100
const ADMIN = { email: 'load-admin@example.com.au', password: 'a long load-test admin password' }

// PGlite serves one process: only a real PostgreSQL server can be shared by two instances.
describe.runIf(onPostgres)('two app instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let cluster: AppInstances
  let instances: AppInstance[]
  beforeAll(async () => {
    sink = await startSmtpSink()
    // Loopback is the trusted proxy, so each request names its own client (no shared rate-limit budget).
    cluster = await startAppInstances(2, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback', SMTP_URL: sink.url })
    instances = cluster.instances
  })
  afterAll(async () => {
    await cluster?.close()
    await sink?.close()
  })

  const db = () => cluster.database.db
  const pick = (index: number) => instances[index % instances.length]!

  test('a session started on one instance works on the other, and signing out on either ends it on both', async () => {
    const [a, b] = [pick(0), pick(1)]
    await a.services.auth.createAdmin(ADMIN.email, ADMIN.password)
    const login = await a.request('/api/admin/login', { method: 'POST', json: ADMIN })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('sid='))
      ?.split(';')[0]
    expect(cookie).toBeDefined()
    const asAdmin = (instance: AppInstance, path: string, init: RequestInit & { json?: unknown } = {}) => instance.request(path, { ...init, headers: { Cookie: cookie! } })

    const user = await asAdmin(b, '/api/auth/user')
    expect(user.status).toBe(200)
    expect(await user.json()).toMatchObject({ email: ADMIN.email, role: 'admin' })
    const statuses = await Promise.all(Array.from({ length: 40 }, async (_, i) => (await asAdmin(pick(i), '/api/auth/user')).status))
    expect(statuses.every((status) => status === 200)).toBe(true)

    const created = await asAdmin(b, '/api/admin/site-settings', { method: 'POST', json: { key: 'load_test_note', value: 'Written through instance B' } })
    expect(created.status).toBe(201)
    const settings = (await (await asAdmin(a, '/api/admin/site-settings')).json()) as { key: string; value: unknown }[]
    expect(settings.find((setting) => setting.key === 'load_test_note')?.value).toBe('Written through instance B')

    expect((await asAdmin(b, '/api/admin/logout', { method: 'POST', json: {} })).status).toBe(200)
    expect((await asAdmin(a, '/api/auth/user')).status).toBe(401)
    expect((await asAdmin(a, '/api/admin/site-settings')).status).toBe(401)
    expect((await asAdmin(b, '/api/auth/user')).status).toBe(401)
  })

  test(`${RACERS} visitors racing for one slot across both instances: exactly one booking, the rest 409`, async () => {
    const { days } = (await (await pick(0).request('/api/booking-days')).json()) as { days: Day[] }
    const day = days[days.length - 1]!
    const { time } = day.slots[day.slots.length - 1]!
    const emails = Array.from({ length: RACERS }, (_, i) => `racer${i}@load.example.com`)
    const answers = await Promise.all(
      emails.map(async (email, i) => {
        const response = await pick(i).request('/api/bookings', visitorPost({ name: `Racer ${i}`, email, phone: uniquePhone(), date: day.date, time }, { ip: nextClient() }))
        return { status: response.status, body: (await response.json()) as { booking?: { id: number }; error?: { code: string } } }
      }),
    )
    const won = answers.filter((answer) => answer.status === 201)
    const lost = answers.filter((answer) => answer.status === 409)
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([])
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(RACERS - 1)
    expect(lost.every((answer) => answer.body.error?.code === 'slot_taken')).toBe(true)

    const rows = await db().select().from(bookings).where(and(eq(bookings.date, day.date), eq(bookings.time, time)))
    expect(rows).toHaveLength(1)
    const [booking] = rows
    expect(booking!.id).toBe(won[0]!.body.booking!.id)
    const inquiries = await db().select().from(contactInquiries).where(inArray(contactInquiries.email, emails))
    expect(inquiries.map((inquiry) => [inquiry.id, inquiry.email, inquiry.source])).toEqual([[booking!.inquiryId, booking!.email, 'booking']])
    // Its reminders are planned too (tests/api/manage-booking.test.ts checks them).
    const messages = (await db().select().from(outbox)).filter((message) => emails.includes(String(message.payload.email)) && !PLANNED_LATER.includes(message.kind))
    expect(messages.map((message) => [message.kind, message.payload.bookingId]).sort()).toEqual([
      ['booking.business', booking!.id],
      ['booking.visitor', booking!.id],
    ])
    for (const instance of instances) expect(await (await instance.request('/api/booked-slots')).json()).toContainEqual({ date: day.date, time })
  })

  test('the outbox workers of both instances, draining one queue together over SMTP, deliver every message exactly once', { timeout: 60_000 }, async () => {
    // Leads of its own besides the booking's emails. The sink answers a new connection after about 0.1 s, so the queue stays small.
    await queueLeads('reader', 40)
    const expected = await pendingKeys()
    sink.received.length = 0

    const started = performance.now()
    const drained = await Promise.all(instances.map((instance) => drain(instance.services.outbox)))
    console.info(`${expected.size} emails over SMTP by ${instances.length} workers: ${((performance.now() - started) / 1000).toFixed(1)} s (${drained.map((worker) => worker.sent).join(' + ')})`)

    expectEachOnce(expected, sink.received.map((mail) => `${mail.to.join(', ')} | ${subjectOf(mail.raw)}`))
    expect(drained.every((worker) => worker.sent > 0)).toBe(true)
    await expectAllSent()
  })

  test(`${CONTACTS} contact messages at full speed across both instances are all stored once, each with its two emails`, { timeout: 90_000 }, async () => {
    const run = `load-${Date.now().toString(36)}`
    const marker = (i: number) => `[${run}-${String(i).padStart(4, '0')}]`
    const started = performance.now()
    const answers = await inParallel(CONTACTS, IN_FLIGHT, async (i) => {
      const body = { fullName: `Visitor ${i}`, email: `visitor${i}@load.example.com`, message: `Please call me about an AI receptionist ${marker(i)}` }
      const response = await pick(i).request('/api/contact', visitorPost(body, { ip: nextClient() }))
      return { status: response.status, body: (await response.json()) as { id: number; status: string } }
    })
    const seconds = (performance.now() - started) / 1000
    console.info(`${CONTACTS} contact messages over ${instances.length} instances (${IN_FLIGHT} in flight): ${seconds.toFixed(1)} s, ${Math.round(CONTACTS / seconds)} requests/s`)

    expect(answers.filter((answer) => answer.status !== 201)).toEqual([])
    expect(answers.every((answer) => answer.body.status === 'new')).toBe(true)
    const ids = answers.map((answer) => answer.body.id)
    expect(new Set(ids).size).toBe(CONTACTS)

    const rows = await db().select({ id: contactInquiries.id, message: contactInquiries.message }).from(contactInquiries).where(like(contactInquiries.message, `%[${run}-%`))
    expect(rows).toHaveLength(CONTACTS)
    const stored = new Map(rows.map((row) => [row.message.slice(row.message.lastIndexOf('[')), row.id]))
    expect(stored.size).toBe(CONTACTS)
    expect(answers.every((answer, i) => stored.get(marker(i)) === answer.body.id)).toBe(true)

    const wanted = new Set(ids)
    const kindsByInquiry = new Map<number, string[]>()
    for (const message of await db().select({ kind: outbox.kind, payload: outbox.payload }).from(outbox)) {
      const inquiryId = Number(message.payload.inquiryId)
      if (wanted.has(inquiryId)) kindsByInquiry.set(inquiryId, [...(kindsByInquiry.get(inquiryId) ?? []), message.kind])
    }
    expect(kindsByInquiry.size).toBe(CONTACTS)
    expect([...kindsByInquiry.values()].every((kinds) => kinds.sort().join() === 'inquiry.business,inquiry.visitor')).toBe(true)
  })

  test('after the burst, two workers on their own pools drain over a thousand queued emails, each sent exactly once', { timeout: 120_000 }, async () => {
    await queueLeads('burst', 100)
    const expected = await pendingKeys()
    expect(expected.size).toBeGreaterThanOrEqual(200)
    const sent: string[] = []
    // The same worker as the instances', on each instance's own pool, with a transport that only records (and takes a moment, as a network would).
    const workers = instances.map((instance) =>
      createOutboxWorker({
        db: instance.database.db,
        from: 'hello@melbourneai.com.au',
        logger: createLogger('silent'),
        sender: async () => ({ siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au', publicUrl: 'https://melbourneai.com.au' }),
        transport: {
          async send({ to, subject }) {
            await sleep(Math.random() < 0.5 ? 0 : 1)
            sent.push(`${to} | ${subject}`)
          },
        },
      }),
    )

    const started = performance.now()
    const drained = await Promise.all(workers.map((worker) => drain(worker)))
    console.info(`${expected.size} emails by ${workers.length} workers: ${((performance.now() - started) / 1000).toFixed(1)} s (${drained.map((worker) => worker.sent).join(' + ')})`)

    expectEachOnce(expected, sent)
    expect(drained.every((worker) => worker.sent > 0)).toBe(true)
    await expectAllSent()
  })

  /** `count` contact messages through alternating instances. */
  async function queueLeads(name: string, count: number) {
    const statuses = await inParallel(count, 20, async (i) => {
      const body = { fullName: `${name} ${i}`, email: `${name}${i}@load.example.com`, message: 'Please send me your price list.' }
      const response = await pick(i).request('/api/contact', visitorPost(body, { ip: nextClient() }))
      await response.body?.cancel()
      return response.status
    })
    expect(statuses.filter((status) => status !== 201)).toEqual([])
  }

  /** The emails due now (not the reminders planned for later), each told apart by recipient and subject (every visitor has an address and a name of their own). */
  async function pendingKeys(): Promise<Set<string>> {
    const pending = await db().select({ recipient: outbox.recipient, subject: outbox.subject }).from(outbox).where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, new Date())))
    const keys = new Set(pending.map((message) => `${message.recipient} | ${message.subject}`))
    expect(keys.size).toBe(pending.length)
    return keys
  }

  async function expectAllSent() {
    const rows = await db().select({ id: outbox.id, status: outbox.status, attempts: outbox.attempts }).from(outbox).where(notInArray(outbox.kind, PLANNED_LATER))
    expect(rows.filter((message) => message.status !== 'sent' || message.attempts !== 1)).toEqual([])
  }
})

let clientCount = 0
/** A client address of its own for every request: 10.0.0.1, 10.0.0.2, ... */
function nextClient(): string {
  const n = ++clientCount
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** Runs task(0) ... task(count - 1) with at most `limit` of them in flight; results in order. */
async function inParallel<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const index = next++
        results[index] = await task(index)
      }
    }),
  )
  return results
}

/** One worker sending until the queue is empty; a round that finds every due message locked by the other worker waits and looks again. */
async function drain(worker: OutboxWorker): Promise<{ sent: number; rounds: number }> {
  let sent = 0
  for (let rounds = 1; rounds <= 5_000; rounds++) {
    const round = await worker.deliverDue({ batchSize: 5 })
    if (round.failed > 0) throw new Error(`${round.failed} emails were refused during the drain`)
    sent += round.sent
    if (round.sent === 0) {
      if ((await worker.dueCount()) === 0) return { sent, rounds }
      await sleep(5)
    }
  }
  throw new Error('the outbox did not empty')
}

/** Every expected email arrived once: none missing, none twice, none unknown. */
function expectEachOnce(expected: Set<string>, delivered: string[]) {
  const counts = new Map<string, number>()
  for (const key of delivered) counts.set(key, (counts.get(key) ?? 0) + 1)
  expect({
    missing: [...expected].filter((key) => !counts.has(key)),
    duplicated: [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${key} (${count} times)`),
    unexpected: [...counts.keys()].filter((key) => !expected.has(key)),
  }).toEqual({ missing: [], duplicated: [], unexpected: [] })
  expect(delivered).toHaveLength(expected.size)
}

/** The Subject header of a raw message, unfolded. */
function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  return /^Subject: (.*)$/im.exec(headers)?.[1] ?? ''
}
