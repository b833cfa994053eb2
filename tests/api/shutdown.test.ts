import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

/*
 * SIGTERM under load, on the real server as an operator runs it. Clients keep their connections open between
 * requests, as browsers and proxies do, some sending back to back and some pausing (so connections sit idle when
 * the signal comes). Nobody may see a connection reset, every message acknowledged must be stored with its
 * emails, the outbox must not leave an email sent but unrecorded, and the process exits 0 within 10 seconds.
 */

const GRACE_MS = 10_000
const CLIENTS = 24
/** The signal comes once this many messages were acknowledged, or after LOAD_MS; the clients carry on until the server is gone. */
const SIGNAL_AFTER = 800
const LOAD_MS = 8_000
/** How long the server answers not ready before it closes its listener (SHUTDOWN_DRAIN_MS). */
const DRAIN_MS = 1_500

type Answer = { kind: 'answer'; status: number; body: string } | { kind: 'refused' } | { kind: 'reset'; code: string }

/** One POST on the client's own keep-alive connection: an answer, a refused connection (nothing was sent), or a reset. */
function post(agent: http.Agent, baseUrl: string, path: string, json: unknown, headers: Record<string, string>): Promise<Answer> {
  const body = JSON.stringify(json)
  return new Promise((resolve) => {
    const request = http.request(`${baseUrl}${path}`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ kind: 'answer', status: response.statusCode ?? 0, body: text }))
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'reset', code: error.code ?? error.message }))
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'reset', code: error.code ?? error.message }))
    request.end(body)
  })
}

/** Polls /api/ready on fresh connections until it answers other than 200; undefined if it never does before the listener closes. */
async function firstNotReady(baseUrl: string, since: number) {
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/ready`, { headers: { Connection: 'close' }, signal: AbortSignal.timeout(2_000) }).then(
      async (response) => ({ status: response.status, code: ((await response.json()) as { error?: { code: string } }).error?.code }),
      () => undefined,
    )
    if (answer === undefined) return undefined
    if (answer.status !== 200) return { ...answer, afterMs: Date.now() - since }
    await sleep(20)
  }
}

// The HTTP server's limits on slow clients do not depend on the process or the database: server/http/http-server.test.ts.
describe.each(databaseKinds)('the real server as a child process on %s: SIGTERM under load', (kind) => {
  let server: ServerProcess | undefined
  let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined
  beforeAll(async () => {
    smtp = await startSmtpSink()
    server = await startServerProcess(kind, {
      SESSION_SECRET: TEST_FORM_SECRET,
      TRUST_PROXY: 'loopback',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'admin@example.com.au',
      ADMIN_PASSWORD: 'shutdown-test-password-1',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    })
  }, 90_000)
  afterAll(async () => {
    await server?.cleanUp()
    await smtp?.close()
  })

  test('SIGTERM: readiness fails at once, no connection is reset, every acknowledged message is stored with its emails, and the process exits 0 in time', { timeout: 120_000 }, async () => {
    const { baseUrl, child } = server!
    const mail = smtp!

    const acknowledged = new Map<string, number>()
    const resets: string[] = []
    const unexpected: string[] = []
    let signalledAt = 0
    let clientNumber = 0
    let readinessAfterSignal: Promise<{ status: number; code?: string; afterMs: number } | undefined> | undefined
    const signal = () => {
      if (signalledAt) return
      signalledAt = Date.now()
      child.kill('SIGTERM')
      readinessAfterSignal = firstNotReady(baseUrl, signalledAt)
    }

    const client = async (index: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      // Half the clients pause between messages, so their connections are idle at any moment.
      const pause = index % 2 === 0 ? () => 0 : () => Math.floor(Math.random() * 400)
      try {
        for (;;) {
          const marker = `s${randomBytes(6).toString('hex')}`
          const { json } = visitorPost({ fullName: 'Priya Nair', email: `${marker}@example.com.au`, message: `Please call me about an AI receptionist (${marker}).` })
          clientNumber++
          const ip = `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`
          const answer = await post(agent, baseUrl, '/api/contact', json, { 'X-Forwarded-For': ip })
          if (answer.kind === 'refused') return
          if (answer.kind === 'reset') resets.push(answer.code)
          else if (answer.status === 201) acknowledged.set(marker, (JSON.parse(answer.body) as { id: number }).id)
          else unexpected.push(`${answer.status} ${answer.body}`)
          if (acknowledged.size >= SIGNAL_AFTER) signal()
          const wait = pause()
          if (wait) await sleep(wait)
        }
      } finally {
        agent.destroy()
      }
    }

    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
    // However fast or slow the machine, the signal comes under load.
    const fallbackSignal = setTimeout(signal, LOAD_MS)
    await clients
    clearTimeout(fallbackSignal)
    const exit = await server!.exited

    expect(signalledAt).toBeGreaterThan(0)
    // A load balancer polling /api/ready sees 503 well inside the drain delay, while the listener still answers.
    const notReady = await readinessAfterSignal
    expect(notReady).toMatchObject({ status: 503, code: 'draining' })
    expect(notReady!.afterMs).toBeLessThan(DRAIN_MS)
    expect({ code: exit.code, signal: exit.signal }, server!.output()).toEqual({ code: 0, signal: null })
    expect(exit.at - signalledAt).toBeLessThan(GRACE_MS)
    expect(acknowledged.size).toBeGreaterThan(200)
    expect(resets).toEqual([])
    expect(unexpected).toEqual([])

    const database = await server!.openItsDatabase()
    try {
      const result = (await database.db.execute(sql`
        select i.email, i.id, i.status, (select count(*)::int from outbox o where (o.payload->>'inquiryId')::int = i.id) as emails
        from contact_inquiries i where i.email like 's%@example.com.au'`)) as unknown as { rows: { email: string; id: number; status: string; emails: number }[] }
      const stored = new Map(result.rows.map((row) => [row.email.split('@')[0]!, row]))
      // Every acknowledged message is stored as itself, with its two emails; nothing was stored that was not acknowledged.
      for (const [marker, id] of acknowledged) expect(stored.get(marker), marker).toMatchObject({ id, status: 'new', emails: 2 })
      expect(stored.size).toBe(acknowledged.size)

      // The outbox finished the email it was sending and recorded it: what reached the SMTP server is what is marked sent.
      const sentRows = (await database.db.execute(sql`select count(*)::int as count from outbox where status = 'sent'`)) as unknown as { rows: { count: number }[] }
      expect(mail.received.length).toBe(sentRows.rows[0]!.count)
    } finally {
      await database.close()
    }
  })
})
