import type { CommandParser } from 'redis'
import type { Logger } from '../../logger.ts'
import type { RateLimitResult, RateLimitRule, RateLimiter } from './rate-limiter.ts'

/** A Redis that does not answer this fast is treated as down for this request. */
const COMMAND_TIMEOUT_MS = 250
/**
 * Commands waiting for a Redis that has stopped answering: past this many, a hit is refused at once (and
 * counted in the database) instead of queueing without bound.
 */
const MAX_WAITING_COMMANDS = 1_000

/**
 * Counts a hit in a window's counter and, on the window's first hit, gives the counter its lifetime: one
 * command (EVALSHA) per request, atomic like the MULTI it replaces, which took four (MULTI, INCR,
 * PEXPIRE, EXEC) on the busiest public POSTs.
 */
const COUNT_HIT = {
  NUMBER_OF_KEYS: 1,
  SCRIPT: `local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits`,
  parseCommand(parser: CommandParser, key: string, lifetimeMs: number) {
    parser.pushKey(key)
    parser.push(String(lifetimeMs))
  },
  transformReply: (hits: unknown) => Number(hits),
}

/**
 * The same fixed-window counters in Redis (REDIS_URL): one round trip and no database write per
 * request, shared by every instance using that Redis. While Redis is unreachable the database counters
 * take over, so limits still hold (an outage can at most split a client's budget between the two).
 */
export function createRedisRateLimiter({ url, fallback, logger, now = () => Date.now() }: { url: string; fallback: RateLimiter; logger: Logger; now?: () => number }) {
  // The client library loads in the background, so it never delays the start; until it is connected
  // the database counts.
  let client: RedisClient | undefined
  let warned = false
  // The first connection attempt settles on 'ready' or on its first error; reconnecting goes on after.
  const connected = import('redis').then(
    ({ createClient, defineScript }) =>
      new Promise<void>((resolve) => {
        const redis = createClient({
          url,
          scripts: { countHit: defineScript(COUNT_HIT) },
          socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
          // The deadline is our own timer (withinDeadline): the client's command timeout costs an AbortSignal, a
          // listener and a timer that fires later for every command, a few percent of a busy server.
          commandsQueueMaxLength: MAX_WAITING_COMMANDS,
        })
        client = redis
        redis.on('error', (error: unknown) => {
          if (!warned) logger.warn({ err: error }, 'Redis for rate limits is unreachable; counting in the database until it is back')
          warned = true
        })
        redis.on('ready', () => {
          if (warned) logger.info('Redis for rate limits is back')
          warned = false
        })
        redis.once('ready', () => resolve())
        redis.once('error', () => resolve())
        redis.connect().catch(() => undefined)
      }),
  )

  return {
    async hit(rule: RateLimitRule, clientKey: string): Promise<RateLimitResult> {
      if (!client?.isReady) return fallback.hit(rule, clientKey)
      const time = now()
      const windowStart = Math.floor(time / rule.windowMs) * rule.windowMs
      const key = `rate:${rule.name}:${clientKey}:${windowStart}`
      try {
        const hits = await withinDeadline(client.countHit(key, rule.windowMs + 1_000), COMMAND_TIMEOUT_MS)
        if (hits <= rule.limit) return { allowed: true }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - time) / 1000)) }
      } catch {
        return fallback.hit(rule, clientKey)
      }
    },

    /** Settles once the first connection attempt has succeeded or failed (tests wait for it; the app does not). */
    ready: () => connected,

    async close(): Promise<void> {
      await connected
      // Closed once every request has been answered, so no count is waiting: dropping the connection loses
      // nothing, and cannot hang on a Redis that has stopped answering, as waiting for a polite close would.
      if (client?.isOpen) client.destroy()
    },
  }
}

/** The answer, or a rejection once `ms` have passed without one. */
function withinDeadline<T>(answer: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    answer.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** What the limiter uses of its client. */
type RedisClient = { readonly isReady: boolean; readonly isOpen: boolean; countHit(key: string, lifetimeMs: number): Promise<number>; destroy(): void }
