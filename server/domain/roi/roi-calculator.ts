import type { ZodError } from 'zod'
import { type RoiResult, roiInputSchema } from '../../../contract/roi.ts'
import type { Catalog } from '../content/catalog.ts'
import type { RateLimiter } from '../security/rate-limiter.ts'
import { calculateRoi, cheapestVoicePlan } from './roi.ts'

/** Generous: a visitor tries several scenarios; the limit only stops scripted floods. */
export const ROI_RATE_LIMIT = { name: 'roi', limit: 60, windowMs: 15 * 60_000 }
const TOO_MANY_CALCULATIONS = 'You have run many calculations in a short time. Please wait a few minutes and try again.'

export type RoiOutcome =
  | { kind: 'calculated'; result: RoiResult }
  | { kind: 'invalid'; error: ZodError }
  | { kind: 'rate_limited'; message: string; retryAfterSeconds: number }

/**
 * The one way a calculation is made, for the JSON API and the home page's form action alike: the client's
 * budget first, then the figures against the `contract/` schema, priced at the cheapest active voice agent plan.
 */
export function createRoiCalculator({ catalog, rateLimiter }: { catalog: Catalog; rateLimiter: Pick<RateLimiter, 'hit'> }) {
  return {
    async calculate({ input, client }: { input: unknown; client: string }): Promise<RoiOutcome> {
      const admission = await rateLimiter.hit(ROI_RATE_LIMIT, client)
      if (!admission.allowed) return { kind: 'rate_limited', message: TOO_MANY_CALCULATIONS, retryAfterSeconds: admission.retryAfterSeconds }
      const parsed = roiInputSchema.safeParse(input)
      if (!parsed.success) return { kind: 'invalid', error: parsed.error }
      const voicePlanPrice = cheapestVoicePlan(await catalog.listActivePlans())
      return { kind: 'calculated', result: calculateRoi(parsed.data, { voicePlanPrice }) }
    },
  }
}

export type RoiCalculator = ReturnType<typeof createRoiCalculator>
