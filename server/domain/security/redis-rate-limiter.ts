import type { createClient } from 'redis'
import type { Logger } from '../../logger.ts'
import type { RateLimitResult, RateLimitRule, RateLimiter } from './rate-limiter.ts'

/** A Redis that does not answer this fast is treated as down for this request. */
const COMMAND_TIMEOUT_MS = 250

/**
 * The same fixed-window counters in Redis (REDIS_URL): one round trip and no database write per
 * request, shared by every instance using that Redis. While Redis is unreachable the database counters
 * take over, so limits still hold (an outage can at most split a client's budget between the two).
 */
export function createRedisRateLimiter({ url, fallback, logger, now = () => Date.now() }: { url: string; fallback: RateLimiter; logger: Logger; now?: () => number }) {
  // The client library loads in the background, so it never delays the start; until it is connected
  // the database counts.
  let client: ReturnType<typeof createClient> | undefined
  let warned = false
  // The first connection attempt settles on 'ready' or on its first error; reconnecting goes on after.
  const connected = import('redis').then(
    ({ createClient }) =>
      new Promise<void>((resolve) => {
        const redis = createClient({
          url,
          socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
          commandOptions: { timeout: COMMAND_TIMEOUT_MS },
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
        const [hits] = (await client.multi().incr(key).pExpire(key, rule.windowMs + 1_000).exec()) as unknown as [number, unknown]
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
      await client?.close().catch(() => client?.destroy())
    },
  }
}
