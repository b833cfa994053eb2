import { RateLimiterRes } from 'rate-limiter-flexible'
import type { OpsEvents } from '../ops/ops-events.ts'
import type { RateLimitStore } from './rate-limit-store.ts'

/** `limit` hits per client in `windowMs`; the window starts at the client's first hit. */
export type RateLimitRule = { name: string; limit: number; windowMs: number }
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = {
  /** Which store counts (see createRateLimitStore). */
  readonly store: RateLimitStore['kind']
  hit(rule: RateLimitRule, client: string): Promise<RateLimitResult>
  ready(): Promise<void>
  close(): Promise<void>
}

/** Per-client limits of the public forms, chat, ROI and form tokens, counted in the given store; each refusal is told to `events`. */
export function createRateLimiter({ store, events }: { store: RateLimitStore; events?: OpsEvents }): RateLimiter {
  return {
    store: store.kind,
    async hit(rule, client) {
      try {
        await store.limiter({ name: rule.name, points: rule.limit, windowMs: rule.windowMs }).consume(client)
        return { allowed: true }
      } catch (refusal) {
        // rate-limiter-flexible refuses with the count and the time until the window ends; anything else is a failure.
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        events?.emit('rateLimited', { limit: rule.name, at: new Date() })
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusal.msBeforeNext) }
      }
    },
    ready: () => store.ready(),
    close: () => store.close(),
  }
}

/** Whole seconds for Retry-After, at least 1. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000))
}
