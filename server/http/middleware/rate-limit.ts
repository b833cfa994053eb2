import type { RequestHandler } from 'express'
import type { RateLimitRule, RateLimiter } from '../../domain/security/rate-limiter.ts'
import { clientAddress } from '../client-address.ts'
import { httpError } from '../errors.ts'

/** Per-client limit on a route; the client is the connection's address (X-Forwarded-For only with TRUST_PROXY). */
export function rateLimit(limiter: RateLimiter, rule: RateLimitRule, message: string): RequestHandler {
  return async (req, res, next) => {
    try {
      const result = await limiter.hit(rule, clientAddress(req))
      if (result.allowed) return next()
      res.setHeader('Retry-After', String(result.retryAfterSeconds))
      next(httpError(429, 'rate_limited', message))
    } catch (error) {
      next(error)
    }
  }
}
