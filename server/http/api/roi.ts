import { Router } from 'express'
import type { AppServices } from '../../services.ts'
import { clientAddress } from '../client-address.ts'
import { httpError } from '../errors.ts'

// Named where the API applies it too (the rate-limit test counts against it).
export { ROI_RATE_LIMIT } from '../../domain/roi/roi-calculator.ts'

/** The ROI calculator: the visitor's figures against the price of the cheapest active voice agent plan. */
export function roiRouter({ roi }: AppServices): Router {
  const router = Router()
  router.post('/calculate-roi', async (req, res) => {
    const outcome = await roi.calculate({ input: req.body, client: clientAddress(req) })
    if (outcome.kind === 'rate_limited') {
      res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
      throw httpError(429, 'rate_limited', outcome.message)
    }
    // The error handler answers a schema's refusal with a message for each field, as parseInput does.
    if (outcome.kind === 'invalid') throw outcome.error
    res.json(outcome.result)
  })
  return router
}
