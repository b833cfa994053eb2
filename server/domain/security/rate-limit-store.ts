import type pg from 'pg'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible'
import type { DatabaseHandle } from '../../db/client.ts'
import type { Logger } from '../../logger.ts'

/** What a limit counts: `points` hits per key in a window of `windowMs` that starts at the key's first hit. */
export type LimiterSpec = { name: string; points: number; windowMs: number }

/** A rate-limiter-flexible limiter: consume, penalty, reward, get, delete. */
export type Limiter = RateLimiterAbstract

export type RateLimitStore = {
  readonly kind: 'memory' | 'postgres' | 'redis'
  /** The limiter for `spec` in this store, made once per name; its keys are prefixed with the name. */
  limiter(spec: LimiterSpec): Limiter
  /** Settles once Redis's first connection attempt is over (tests wait for it; the app does not). */
  ready(): Promise<void>
  close(): Promise<void>
}

/** rate-limiter-flexible makes this table itself (one for every limit: the keys carry the limit's name). */
export const RATE_LIMIT_TABLE = 'rate_limits'
/** A Redis that does not answer this fast is treated as down for this hit, which the fallback store counts. */
const REDIS_DEADLINE_MS = 250
/** Commands waiting for a Redis that has stopped answering: past this many, a hit goes to the fallback at once. */
const MAX_WAITING_COMMANDS = 1_000
const SWEEP_EVERY_MS = 5 * 60_000
const HOUR_MS = 60 * 60_000

/**
 * Where the counts live: in Redis when REDIS_URL is set (shared by every instance using it), else in
 * PostgreSQL (shared by every instance on it), else in this process's memory: the embedded database
 * serves one process, so there is nobody to share with. While Redis is unreachable or slow, the
 * store the database would use counts instead (rate-limiter-flexible's insurance limiter), so limits
 * still hold; an outage can at most split a client's budget between the two.
 */
export async function createRateLimitStore({ database, redisUrl, logger }: { database: DatabaseHandle; redisUrl?: string; logger: Logger }): Promise<RateLimitStore> {
  const local = database.driver.kind === 'postgres' ? await createPostgresStore(database.driver.pool) : createMemoryStore()
  return redisUrl ? createRedisStore({ url: redisUrl, fallback: local, logger }) : local
}

export function createMemoryStore(): RateLimitStore {
  return {
    kind: 'memory',
    limiter: madeOncePerName((spec) => new RateLimiterMemory(limiterOptions(spec))),
    ready: async () => undefined,
    // Its expiry timers are unref'd: nothing holds the process.
    close: async () => undefined,
  }
}

/**
 * Makes the table once (CREATE TABLE IF NOT EXISTS: any instance, any fresh database may), then limiters that
 * take it as made. One sweep of rows expired an hour ago serves every limiter, stopped by close().
 */
async function createPostgresStore(pool: pg.Pool): Promise<RateLimitStore> {
  const maker = await new Promise<RateLimiterPostgres>((resolve, reject) => {
    const made: RateLimiterPostgres = new RateLimiterPostgres(
      { storeClient: pool, tableName: RATE_LIMIT_TABLE, keyPrefix: 'sweep', points: 1, duration: 1, clearExpiredByTimeout: false },
      (error?: Error) => (error ? reject(error) : resolve(made)),
    )
  })
  // The method its own timer calls (clearExpiredByTimeout), missing from its type declarations; it never rejects.
  const sweep = () => void (maker as unknown as { clearExpired(before: number): Promise<void> }).clearExpired(Date.now() - HOUR_MS)
  const sweeping = setInterval(sweep, SWEEP_EVERY_MS)
  sweeping.unref()
  return {
    kind: 'postgres',
    limiter: madeOncePerName(
      (spec) => new RateLimiterPostgres({ storeClient: pool, tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: false, ...limiterOptions(spec) }),
    ),
    ready: async () => undefined,
    async close() {
      clearInterval(sweeping)
    },
  }
}

async function createRedisStore({ url, fallback, logger }: { url: string; fallback: RateLimitStore; logger: Logger }): Promise<RateLimitStore> {
  const { createClient } = await import('redis')
  const redis = createClient({
    url,
    // Refused at once while disconnected, instead of queued until Redis is back.
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_WAITING_COMMANDS,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  })
  let warned = false
  redis.on('error', (error: unknown) => {
    if (!warned) logger.warn({ err: error }, 'Redis for rate limits is unreachable; counting in the fallback store until it is back')
    warned = true
  })
  redis.on('ready', () => {
    if (warned) logger.info('Redis for rate limits is back')
    warned = false
  })
  // The start does not wait for Redis: until it is ready the fallback counts (rejectIfRedisNotReady). The
  // first connection attempt settles on 'ready' or on its first error; reconnecting goes on after.
  const connected = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve())
    redis.once('error', () => resolve())
    redis.connect().catch(() => undefined)
  })

  return {
    kind: 'redis',
    limiter: madeOncePerName(
      (spec) =>
        new RLWrapperTimeouts({
          // The insurance belongs to the wrapper only: a Redis call that fails after the deadline has already
          // been counted by the fallback, and must not be counted there twice.
          limiter: new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true, ...limiterOptions(spec) }),
          timeoutMs: REDIS_DEADLINE_MS,
          insuranceLimiter: fallback.limiter(spec),
        }),
    ),
    ready: () => connected,
    async close() {
      await connected
      // Closed once every request has been answered, so no count is waiting: dropping the connection loses
      // nothing, and cannot hang on a Redis that has stopped answering, as waiting for a polite close would.
      if (redis.isOpen) redis.destroy()
      await fallback.close()
    },
  }
}

function limiterOptions({ name, points, windowMs }: LimiterSpec) {
  return { keyPrefix: name, points, duration: Math.ceil(windowMs / 1000) }
}

/** One limiter per name: two limits under one name would count into the same keys. */
function madeOncePerName(make: (spec: LimiterSpec) => Limiter): (spec: LimiterSpec) => Limiter {
  const made = new Map<string, { spec: LimiterSpec; limiter: Limiter }>()
  return (spec) => {
    const existing = made.get(spec.name)
    if (existing) {
      if (existing.spec.points !== spec.points || existing.spec.windowMs !== spec.windowMs) throw new Error(`The rate limit ${spec.name} is already defined with other numbers`)
      return existing.limiter
    }
    const limiter = make(spec)
    made.set(spec.name, { spec, limiter })
    return limiter
  }
}
