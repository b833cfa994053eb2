import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { roiResultSchema } from '../../contract/roi.ts'
import { TYPICAL_BUSINESS } from '../../core/roi-assumptions.ts'
import { pricingPlans } from '../../server/db/schema/content.ts'
import { ROI_RATE_LIMIT } from '../../server/http/api/roi.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/** 500 calls a month, 50 missed, 4 minutes each, $35/h staff, 20% of callers buy, $300 an order. */
const tradie = { monthlyCalls: 500, missedCalls: 50, callDuration: 4, hourlyRate: 35, conversionRate: 20, orderValue: 300 }

let clientNumber = 0
/** Each test is its own client, so no test spends another's rate-limit budget. */
const fromClient = (ip = `198.51.100.${(++clientNumber % 250) + 1}`) => ({ 'X-Forwarded-For': ip })

describe.each(databaseKinds)('POST /api/calculate-roi on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: 'loopback' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const calculate = (json: unknown, headers = fromClient()) => app.request('/api/calculate-roi', { method: 'POST', json, headers })

  test('prices the investment at the cheapest active voice agent plan (the seeded AI Voice Agent, $899)', async () => {
    const response = await calculate(tradie)
    expect(response.status).toBe(200)
    const result = roiResultSchema.parse(await response.json())
    // 25 of the 50 missed callers won back x 20% x $300 = $1,500; the other 25 callbacks x 4 / 60 x $35 = $58.33;
    // monthly 1558.33 - 65 = 1493.33; first-year ROI (12 x 1558.33 - (899 + 12 x 65)) / 1679 = 1013.8%.
    expect(result).toMatchObject({ monthlySavings: 1493.33, annualSavings: 17920, annualROI: 1013.8, paybackPeriod: 0.6 })
    expect(result.breakdown).toMatchObject({ investment: 899, investmentSource: 'plan', planName: 'AI Voice Agent' })
    expect(result.statedAsEstimate).toBe(true)
    expect(result.cumulative).toHaveLength(12)
    expect(result.cumulative.at(-1)).toEqual({ month: 12, savings: 17920 })
  })

  test("the form's typical business: 463.2% in the first year, between 208.8% and 717.6%, with the formula that reached it", async () => {
    const result = roiResultSchema.parse(await (await calculate(TYPICAL_BUSINESS)).json())
    expect(result).toMatchObject({ monthlySavings: 723, annualSavings: 8676, annualROI: 463.2, paybackPeriod: 1.2 })
    expect(result.statedAsEstimate).toBe(false)
    expect(result.range.low).toMatchObject({ lostCallerPercent: 25, monthlySavings: 367, annualROI: 208.8 })
    expect(result.range.high).toMatchObject({ lostCallerPercent: 75, monthlySavings: 1079, annualROI: 717.6 })
    expect(result.formula.map((step) => `${step.label}: ${step.working} = ${step.value}`)).toContain(
      'First-year cost: $899 setup (AI Voice Agent) + 12 × $65 running costs = $1,679',
    )
  })

  test('follows the catalogue: a cheaper active voice plan is used at once, an inactive one never; none means $699', async () => {
    const { db } = app.database
    const [voice] = await db.select().from(pricingPlans).where(eq(pricingPlans.name, 'AI Voice Agent'))
    const [cheap] = await db.insert(pricingPlans).values({ name: 'Voice Starter', price: '$450', features: [], isActive: true }).returning()
    try {
      expect((await (await calculate(tradie)).json()).breakdown).toMatchObject({ investment: 450, planName: 'Voice Starter' })
      await db.update(pricingPlans).set({ isActive: false }).where(eq(pricingPlans.id, cheap!.id))
      expect((await (await calculate(tradie)).json()).breakdown).toMatchObject({ investment: 899, planName: 'AI Voice Agent' })
      await db.update(pricingPlans).set({ isActive: false }).where(eq(pricingPlans.id, voice!.id))
      const fallback = await (await calculate(tradie)).json()
      expect(fallback.breakdown).toEqual(expect.objectContaining({ investment: 699, investmentSource: 'default' }))
      expect(fallback.annualROI).toBe(1164.4)
    } finally {
      await db.delete(pricingPlans).where(eq(pricingPlans.id, cheap!.id))
      await db.update(pricingPlans).set({ isActive: true }).where(eq(pricingPlans.id, voice!.id))
    }
  })

  test('savings that never cover the running costs come back as no payback, not a negative period', async () => {
    const response = await calculate({ monthlyCalls: 10, missedCalls: 1, callDuration: 2, hourlyRate: 30, conversionRate: 5, orderValue: 100 })
    const result = await response.json()
    expect(result).toMatchObject({ monthlySavings: -62, paybackPeriod: null })
    // (12 x $3 recovered - $1,679 first-year cost) / $1,679.
    expect(result.annualROI).toBe(-97.9)
  })

  test.each([
    [{ monthlyCalls: 0 }, 'monthlyCalls', 'Monthly calls must be more than 0'],
    [{ missedCalls: -3 }, 'missedCalls', 'Missed calls must be more than 0'],
    [{ callDuration: undefined }, 'callDuration', 'Call duration is required'],
    [{ hourlyRate: '35' }, 'hourlyRate', 'Hourly rate must be a number'],
    [{ conversionRate: 120 }, 'conversionRate', 'Conversion rate cannot be more than 100%'],
    [{ orderValue: 1e300 }, 'orderValue', 'Order value cannot be more than $10,000,000'],
    [{ missedCalls: 600 }, 'missedCalls', 'Missed calls cannot be more than monthly calls'],
  ])('refuses %o with a message on the field', async (change, field, message) => {
    const response = await calculate({ ...tradie, ...change })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } })
  })

  test.each([
    ['an array', [tradie]],
    ['null', null],
    ['a string', 'roi please'],
  ])('refuses %s as the body with 400 and the error envelope', async (_name, body) => {
    const response = await calculate(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
  })

  test('NaN and Infinity cannot be sent as JSON numbers, so they arrive as null and are refused', async () => {
    const response = await calculate({ ...tradie, hourlyRate: Number.NaN, orderValue: Number.POSITIVE_INFINITY })
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(['hourlyRate', 'orderValue'])
  })

  test(`answers 429 with Retry-After once a client has run ${ROI_RATE_LIMIT.limit} calculations in the window`, async () => {
    const headers = fromClient('192.0.2.77')
    for (let index = 0; index < ROI_RATE_LIMIT.limit; index++) expect((await calculate(tradie, headers)).status).toBe(200)
    const limited = await calculate(tradie, headers)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await limited.json()).error.code).toBe('rate_limited')
    expect((await calculate(tradie)).status).toBe(200)
  })
})
