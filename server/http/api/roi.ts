import { Router } from 'express'
import { roiInputSchema } from '../../../contract/roi.ts'
import { calculateRoi, cheapestVoicePlan } from '../../domain/roi/roi.ts'
import type { AppServices } from '../../services.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import { parseInput } from '../validate.ts'

/** Generous: a visitor tries several scenarios; the limit only stops scripted floods. */
export const ROI_RATE_LIMIT = { name: 'roi', limit: 60, windowMs: 15 * 60_000 }
const TOO_MANY_CALCULATIONS = 'You have run many calculations in a short time. Please wait a few minutes and try again.'

/** The ROI calculator: the visitor's figures against the price of the cheapest active voice agent plan. */
export function roiRouter({ catalog, rateLimiter }: AppServices): Router {
  const router = Router()
  router.post('/calculate-roi', rateLimit(rateLimiter, ROI_RATE_LIMIT, TOO_MANY_CALCULATIONS), async (req, res) => {
    const input = parseInput(roiInputSchema, req.body)
    const voicePlanPrice = cheapestVoicePlan(await catalog.listActivePlans())
    res.json(calculateRoi(input, { voicePlanPrice }))
  })
  return router
}
