import { describe, expect, test } from 'vitest'
import type { PricingPlan } from '../../../contract/content.ts'
import type { Catalog } from '../content/catalog.ts'
import type { RateLimitResult, RateLimiter } from '../security/rate-limiter.ts'
import { ROI_RATE_LIMIT, createRoiCalculator } from './roi-calculator.ts'

const tradie = { monthlyCalls: 500, missedCalls: 50, callDuration: 4, hourlyRate: 35, conversionRate: 20, orderValue: 300 }

function calculatorWith({ admission = { allowed: true } as RateLimitResult, plans = [] as Pick<PricingPlan, 'name' | 'price' | 'isActive'>[] } = {}) {
  const hits: string[] = []
  const rateLimiter: Pick<RateLimiter, 'hit'> = { hit: async (rule) => (hits.push(rule.name), admission) }
  const catalog = { listActivePlans: async () => plans } as unknown as Catalog
  return { roi: createRoiCalculator({ catalog, rateLimiter }), hits }
}

describe('calculating the ROI', () => {
  test("the figures are priced at the cheapest active voice plan, counted against the client's budget", async () => {
    const { roi, hits } = calculatorWith({ plans: [{ name: 'AI Voice Agent', price: '$899', isActive: true }] })
    const outcome = await roi.calculate({ input: tradie, client: 'x' })
    expect(outcome.kind === 'calculated' && outcome.result).toMatchObject({ monthlySavings: 1493.33, breakdown: { investment: 899, planName: 'AI Voice Agent' } })
    expect(hits).toEqual([ROI_RATE_LIMIT.name])
  })

  test('invalid figures are the schema refusal; a refused client is answered before they are read', async () => {
    const outcome = await calculatorWith().roi.calculate({ input: { ...tradie, missedCalls: 600 }, client: 'x' })
    expect(outcome.kind === 'invalid' && outcome.error.issues[0]?.message).toBe('Missed calls cannot be more than monthly calls')
    const refused = await calculatorWith({ admission: { allowed: false, retryAfterSeconds: 30 } }).roi.calculate({ input: null, client: 'x' })
    expect(refused).toEqual({ kind: 'rate_limited', message: expect.stringContaining('Please wait a few minutes'), retryAfterSeconds: 30 })
  })
})
