import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SERVICE_PAGE_IDS } from '../../app/features/services/service-pages.ts'
import { outbox } from '../../server/db/schema/leads.ts'
import { CONTACT_RATE_LIMIT } from '../../server/domain/leads/lead-intake.ts'
import { newSessionId } from '../support/chat-client.ts'
import { emailedToken } from '../support/emailed-manage-token.ts'
import { declaredMetrics, parseSamples, sampleValue } from '../support/prometheus-text.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'
import { uniquePhone } from '../support/booker.ts'

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789'
const scraper = { Authorization: `Bearer ${METRICS_TOKEN}` }

const who = (n: number) => ({ name: `Metric Visitor ${n}`, email: `metrics-${n}@example.com.au`, phone: uniquePhone() })
const message = { fullName: 'Priya Nair', email: 'priya@example.com.au', phone: '0412 345 678', message: 'We would like an AI receptionist for our clinic.' }

describe.each(databaseKinds)('GET /metrics on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback', METRICS_TOKEN })
  })
  afterAll(async () => {
    await app?.close()
  })

  async function scrape() {
    const response = await app.request('/metrics', { headers: scraper })
    expect(response.status).toBe(200)
    const text = await response.text()
    return { text, samples: parseSamples(text), response }
  }

  test('without METRICS_TOKEN there is no metrics endpoint: the API’s JSON 404', async () => {
    const bare = await startTestApp(kind)
    try {
      const response = await bare.request('/metrics', { headers: scraper })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No API route matches GET /metrics.' } })
    } finally {
      await bare.close()
    }
  })

  test.each([
    ['no Authorization header', {}],
    ['a wrong bearer token', { Authorization: 'Bearer not-the-metrics-token-0123456789' }],
    ['the token one character short', { Authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` }],
    ['the token under the Basic scheme', { Authorization: `Basic ${Buffer.from(`prometheus:${METRICS_TOKEN}`).toString('base64')}` }],
  ])('%s is refused with 401 and a Bearer challenge, and no metrics', async (_name, headers: Record<string, string>) => {
    const response = await app.request('/metrics', { headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.text()
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'unauthorized' } })
    expect(body).not.toContain('process_cpu')
  })

  test('the token answers Prometheus text with every named series, uncached', async () => {
    const { text, response } = await scrape()
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const declared = declaredMetrics(text)
    expect(Object.fromEntries([...declared].filter(([name]) => EXPECTED[name]))).toEqual(EXPECTED)
    // A scrape answers again at once: no rate limit counts the scraper.
    for (let i = 0; i < 5; i++) expect((await app.request('/metrics', { headers: scraper })).status).toBe(200)
  })

  test('the counters move with leads, bookings, chat replies and rate-limit refusals', async () => {
    const before = (await scrape()).samples

    // A contact message, and one without a form token (kept as spam).
    expect((await app.request('/api/contact', visitorPost(message))).status).toBe(201)
    expect((await app.request('/api/contact', { method: 'POST', json: message, headers: { 'X-Forwarded-For': '198.51.100.200' } })).status).toBe(201)

    // A booking, moved and then cancelled through its manage link.
    const { days } = (await (await app.request('/api/booking-days')).json()) as { days: { date: string; slots: { time: string }[] }[] }
    const [first, second] = [days[0]!, days[1]!]
    const booked = await app.request('/api/bookings', visitorPost({ ...who(1), date: first.date, time: first.slots[0]!.time }))
    expect(booked.status).toBe(201)
    const token = await emailedToken(app, ((await booked.json()) as { booking: { id: number } }).booking.id)
    const change = (action: string, json: unknown) => app.request(`/api/bookings/${token}/${action}`, { method: 'POST', json, headers: { 'X-Forwarded-For': '198.51.100.201' } })
    expect((await change('reschedule', { date: second.date, time: second.slots[0]!.time })).status).toBe(200)
    expect((await change('cancel', {})).status).toBe(200)

    // A chat message answered by the built-in assistant, and a conversation that becomes a lead.
    const sessionId = newSessionId()
    const chat = (text: string) => app.request('/api/chat', { method: 'POST', json: { sessionId, message: text }, headers: { 'X-Forwarded-For': '198.51.100.202' } })
    expect((await chat('What are your business hours?')).status).toBe(200)
    expect((await chat("I'm interested in the AI voice agent. My name is Priya Nair, email priya@brightsmile.com.au, phone 0412 345 678")).status).toBe(200)

    // One client over the contact form's limit.
    const ip = '192.0.2.77'
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await app.request('/api/contact', visitorPost(message, { ip }))).status).toBe(201)
    expect((await app.request('/api/contact', visitorPost(message, { ip }))).status).toBe(429)

    const after = (await scrape()).samples
    const moved = (name: string, labels: Record<string, string> = {}) => sampleValue(after, name, labels) - sampleValue(before, name, labels)
    expect({
      inquiries: moved('leads_created_total', { kind: 'inquiry' }),
      spam: moved('leads_created_total', { kind: 'spam' }),
      bookingLeads: moved('leads_created_total', { kind: 'booking' }),
      chatLeads: moved('leads_created_total', { kind: 'chat' }),
      booked: moved('bookings_total', { change: 'booked', actor: 'visitor' }),
      rescheduled: moved('bookings_total', { change: 'rescheduled', actor: 'visitor' }),
      cancelled: moved('bookings_total', { change: 'cancelled', actor: 'visitor' }),
      builtInReplies: moved('chat_replies_total', { provider: 'built-in' }),
      aiReplies: moved('chat_replies_total', { provider: 'ai' }),
      fallbacks: moved('chat_fallbacks_total'),
      contactRefusals: moved('rate_limit_rejections_total', { limit: 'contact' }),
    }).toEqual({
      inquiries: 1 + CONTACT_RATE_LIMIT.limit,
      spam: 1,
      bookingLeads: 1,
      chatLeads: 1,
      booked: 1,
      rescheduled: 1,
      cancelled: 1,
      builtInReplies: 2,
      aiReplies: 0,
      fallbacks: 0,
      contactRefusals: 1,
    })
  })

  test('request durations are labelled by route pattern and status class, never by the URL as sent', async () => {
    const madeUpToken = 'A'.repeat(43)
    expect((await app.request(`/api/bookings/${madeUpToken}`)).status).toBe(404)
    // Letters, so no metric's value can happen to hold it (a bare '12345' once matched the resident memory's bytes).
    const madeUpPath = '/api/no-such-thing/order-qx12345'
    expect((await app.request(madeUpPath)).status).toBe(404)
    const { text, samples } = await scrape()
    const count = (route: string, method: string, statusClass: string) =>
      sampleValue(samples, 'http_request_duration_seconds_count', { method, route, status_class: statusClass })
    expect(count('/api/bookings/:token', 'GET', '4xx')).toBeGreaterThanOrEqual(1)
    expect(count('/api/contact', 'POST', '2xx')).toBeGreaterThanOrEqual(1)
    expect(count('/api/contact', 'POST', '4xx')).toBeGreaterThanOrEqual(1)
    expect(count('unmatched', 'GET', '4xx')).toBeGreaterThanOrEqual(1)
    expect(count('/metrics', 'GET', '2xx')).toBeGreaterThanOrEqual(1)
    expect(count('/metrics', 'GET', '4xx')).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain(madeUpToken)
    expect(text).not.toContain('order-qx12345')
    const routes = new Set(samples.filter((sample) => sample.name === 'http_request_duration_seconds_count').map((sample) => sample.labels.route))
    for (const route of routes) expect(route).toMatch(/^(\/[\w./:-]*|unmatched|static)$/)
  })

  test('the outbox gauges count what is due, planned for later and failed, and how long the oldest has waited', async () => {
    const before = (await scrape()).samples
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    const inserted = await app.database.db
      .insert(outbox)
      .values([
        // Queued 10 minutes ago, tried and failed once, waiting for its next attempt.
        { kind: 'inquiry.business', recipient: 'owner@example.com.au', subject: 'Retried', payload: {}, attempts: 1, createdAt: minutesAgo(10), nextAttemptAt: new Date(Date.now() + 60_000) },
        // Due now, never tried.
        { kind: 'inquiry.visitor', recipient: 'visitor@example.com.au', subject: 'Due', payload: {} },
        // A reminder for tomorrow: planned, not pending.
        { kind: 'booking.reminder', recipient: 'visitor@example.com.au', subject: 'Tomorrow', payload: {}, nextAttemptAt: new Date(Date.now() + 24 * 60 * 60_000) },
        { kind: 'inquiry.business', recipient: 'owner@example.com.au', subject: 'Gave up', payload: {}, status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' },
      ])
      .returning({ id: outbox.id })
    try {
      const after = (await scrape()).samples
      const moved = (name: string) => sampleValue(after, name) - sampleValue(before, name)
      expect({ pending: moved('outbox_pending_messages'), scheduled: moved('outbox_scheduled_messages'), failed: moved('outbox_failed_messages') }).toEqual({ pending: 2, scheduled: 1, failed: 1 })
      expect(sampleValue(after, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(10 * 60 - 5)
    } finally {
      await app.database.db.delete(outbox).where(sql`${outbox.id} in ${inserted.map((row) => row.id)}`)
    }
  })
})

describe('GET /metrics with the site’s pages', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('pglite', { METRICS_TOKEN }, { pages: true })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  test('pages are labelled by their React Router route pattern, and unknown pages by the not-found route', async () => {
    const serviceId = SERVICE_PAGE_IDS[0]
    expect((await app.request(`/services/${serviceId}`)).status).toBe(200)
    expect((await app.request('/pricing')).status).toBe(200)
    expect((await app.request('/pricing.data')).status).toBe(200)
    // The second answer of the home page comes from the page cache, past React Router (its CSP lists script hashes).
    expect((await app.request('/')).status).toBe(200)
    const cached = await app.request('/')
    expect(cached.status).toBe(200)
    expect(cached.headers.get('content-security-policy')).toContain("'sha256-")
    expect((await app.request('/no-such-page-4711')).status).toBe(404)
    // A request is counted when the server has finished its answer, which may be after the client read its status
    // (a page streams): scrape until the last one is in.
    let text = ''
    const counts = async () => {
      text = await (await app.request('/metrics', { headers: scraper })).text()
      const samples = parseSamples(text)
      const count = (route: string, statusClass: string) => sampleValue(samples, 'http_request_duration_seconds_count', { method: 'GET', route, status_class: statusClass })
      return { detail: count('/services/:serviceId', '2xx'), pricing: count('/pricing', '2xx'), home: count('/', '2xx'), notFound: count('/*', '4xx') }
    }
    await expect.poll(counts, { timeout: 10_000 }).toEqual({ detail: 1, pricing: 2, home: 2, notFound: 1 })
    expect(text).not.toContain(serviceId)
    expect(text).not.toContain('4711')
  })
})

/** Every series the README names, with its type. */
const EXPECTED: Record<string, string> = {
  http_request_duration_seconds: 'histogram',
  process_cpu_user_seconds_total: 'counter',
  process_resident_memory_bytes: 'gauge',
  process_open_fds: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
  nodejs_eventloop_lag_p99_seconds: 'gauge',
  nodejs_eventloop_active_seconds_total: 'counter',
  nodejs_heap_size_used_bytes: 'gauge',
  nodejs_gc_duration_seconds: 'histogram',
  outbox_pending_messages: 'gauge',
  outbox_scheduled_messages: 'gauge',
  outbox_oldest_pending_age_seconds: 'gauge',
  outbox_failed_messages: 'gauge',
  leads_created_total: 'counter',
  bookings_total: 'counter',
  chat_replies_total: 'counter',
  chat_fallbacks_total: 'counter',
  rate_limit_rejections_total: 'counter',
}
