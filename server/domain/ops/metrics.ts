import { performance } from 'node:perf_hooks'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Database } from '../../db/client.ts'
import type { Logger } from '../../logger.ts'
import { type OutboxHealth, readOutboxHealth } from '../notify/outbox-health.ts'
import type { OpsEvents } from './ops-events.ts'

/** The labels of one answered request; every value comes from a bounded set (see server/http/route-label.ts). */
export type RequestLabels = { method: string; route: string; status_class: string }

/**
 * The site's Prometheus metrics, in a registry of its own: API tests run many apps in one process, and
 * prom-client's global registry would mix their counts (and refuse the second app's metrics by name).
 * Counters follow `events`; the outbox gauges are read from the database at each scrape, in one query.
 */
export function createMetrics({ db, events, logger }: { db: Database; events: OpsEvents; logger: Logger }) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  registerEventLoopUtilization(registry)

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  })

  registerOutboxGauges(registry, () => readOutboxHealth(db), logger)

  const leads = new Counter({ name: 'leads_created_total', help: 'Leads stored, by kind (inquiry, booking, chat, spam).', labelNames: ['kind'] as const, registers: [registry] })
  const bookings = new Counter({
    name: 'bookings_total',
    help: 'Bookings made, moved and cancelled, by change and by who made it (visitor, chat).',
    labelNames: ['change', 'actor'] as const,
    registers: [registry],
  })
  const chatReplies = new Counter({ name: 'chat_replies_total', help: 'Chat replies, by the assistant that wrote them (ai, built-in).', labelNames: ['provider'] as const, registers: [registry] })
  const chatFallbacks = new Counter({ name: 'chat_fallbacks_total', help: 'Chat replies the built-in assistant wrote because the AI service failed or did not answer in time.', registers: [registry] })
  const rateLimited = new Counter({ name: 'rate_limit_rejections_total', help: 'Requests refused by a rate limit, by the limit’s name.', labelNames: ['limit'] as const, registers: [registry] })

  events.on('leadCreated', ({ kind }) => leads.inc({ kind }))
  events.on('bookingChanged', ({ change, actor }) => bookings.inc({ change, actor }))
  events.on('chatReply', ({ provider, fallback }) => {
    chatReplies.inc({ provider })
    if (fallback) chatFallbacks.inc()
  })
  events.on('rateLimited', ({ limit }) => rateLimited.inc({ limit }))

  return {
    contentType: registry.contentType,
    /** The exposition text of every metric, as Prometheus scrapes it. */
    text: () => registry.metrics(),
    observeRequest(labels: RequestLabels, seconds: number) {
      requestDuration.observe(labels, seconds)
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/**
 * prom-client reports event-loop lag but not utilisation. The loop's busy time as a counter lets Prometheus
 * compute utilisation over any window (`rate(nodejs_eventloop_active_seconds_total[1m])`), whoever scrapes and how often.
 */
function registerEventLoopUtilization(registry: Registry) {
  let previous = performance.eventLoopUtilization()
  new Counter({
    name: 'nodejs_eventloop_active_seconds_total',
    help: 'Time the event loop spent busy (not waiting for I/O); its rate is the event-loop utilisation.',
    registers: [registry],
    collect() {
      const current = performance.eventLoopUtilization()
      this.inc(Math.max(0, (current.active - previous.active) / 1000))
      previous = current
    },
  })
}

/**
 * Outbox gauges read at scrape time. The four gauges of one scrape share one query. When the database does
 * not answer they read NaN (a gap in a graph, not a stale or a reassuring number) and the scrape still answers
 * with the process metrics; `/api/ready` is what says the database is down.
 */
function registerOutboxGauges(registry: Registry, read: () => Promise<OutboxHealth>, logger: Logger) {
  let inFlight: Promise<OutboxHealth | undefined> | undefined
  const shared = () =>
    (inFlight ??= read()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'the outbox could not be read for the metrics')
        return undefined
      })
      .finally(() => (inFlight = undefined)))
  const gauge = (name: string, help: string, value: (health: OutboxHealth) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const health = await shared()
        this.set(health ? value(health) : Number.NaN)
      },
    })
  gauge('outbox_pending_messages', 'Emails due or being retried, not sent yet.', (health) => health.pending)
  gauge('outbox_scheduled_messages', 'Emails planned for later (reminders, pre-call briefs), not due yet.', (health) => health.scheduled)
  gauge('outbox_oldest_pending_age_seconds', 'How long the longest-waiting pending email has been due, in seconds.', (health) => health.oldestPendingAgeSeconds)
  gauge('outbox_failed_messages', 'Emails given up on after every attempt failed.', (health) => health.failed)
}
