import { describe, expect, test, vi } from 'vitest'
import { ROI_FIELDS, nonPositiveFields, readRoiInput, requestRoi, roiOutcome, validateRoi } from './roi-request'

const typical = { monthlyCalls: 400, missedCalls: 60, callDuration: 4, hourlyRate: 38, conversionRate: 25, orderValue: 250 }
const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}
const answer = {
  monthlySavings: 3635,
  annualSavings: 43620,
  annualROI: 4752.1,
  paybackPeriod: 0.2,
  breakdown: { labourSavedPerMonth: 700, revenueRecoveredPerMonth: 3000, runningCostsPerMonth: 65, investment: 899, investmentSource: 'plan', planName: 'AI Voice Agent' },
  assumptions: ['one'],
  cumulative: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, savings: 3635 * (index + 1) })),
}

describe('readRoiInput', () => {
  test('reads numbers the way people type them: grouping commas, dollar and percent signs, spaces', () => {
    expect(readRoiInput(form({ monthlyCalls: '1,200', missedCalls: ' 60 ', callDuration: '3.5', hourlyRate: '$38', conversionRate: '25%', orderValue: '$1,250.50' }))).toEqual({
      monthlyCalls: 1200,
      missedCalls: 60,
      callDuration: 3.5,
      hourlyRate: 38,
      conversionRate: 25,
      orderValue: 1250.5,
    })
  })

  test('empty, missing or unreadable values become 0 (spec §5)', () => {
    expect(readRoiInput(form({ monthlyCalls: '', missedCalls: 'lots', callDuration: '1e999', hourlyRate: '-', conversionRate: '4.5.1' }))).toEqual({
      monthlyCalls: 0,
      missedCalls: 0,
      callDuration: 0,
      hourlyRate: 0,
      conversionRate: 0,
      orderValue: 0,
    })
  })
})

describe('nonPositiveFields', () => {
  test('names every field that is zero or less, in form order', () => {
    expect(nonPositiveFields(typical)).toEqual([])
    expect(nonPositiveFields({ ...typical, orderValue: 0, monthlyCalls: -5 })).toEqual(['monthlyCalls', 'orderValue'])
  })
})

describe('validateRoi', () => {
  test('applies the server rules before sending: missed calls within monthly calls, conversion at most 100%', async () => {
    await expect(validateRoi(typical)).resolves.toEqual({})
    await expect(validateRoi({ ...typical, missedCalls: 401 })).resolves.toEqual({ missedCalls: 'Missed calls cannot be more than monthly calls' })
    await expect(validateRoi({ ...typical, conversionRate: 101 })).resolves.toEqual({ conversionRate: 'Conversion rate cannot be more than 100%' })
  })
})

describe('roiOutcome', () => {
  test('a well-formed 200 is the result; a 200 of the wrong shape is a failure, never shown half-filled', async () => {
    await expect(roiOutcome(200, answer)).resolves.toEqual({ kind: 'calculated', result: answer })
    await expect(roiOutcome(200, { monthlySavings: 'lots' })).resolves.toEqual({ kind: 'failed' })
  })

  test('a 400 with messages for known fields goes next to those fields; unknown fields are dropped', async () => {
    const body = { error: { code: 'validation_failed', message: 'x', fields: { missedCalls: 'Missed calls cannot be more than monthly calls', _: 'ignored' } } }
    await expect(roiOutcome(400, body)).resolves.toEqual({ kind: 'invalid', fields: { missedCalls: 'Missed calls cannot be more than monthly calls' } })
    await expect(roiOutcome(400, { error: { code: 'validation_failed', message: 'x', fields: { _: 'Expected an object' } } })).resolves.toEqual({ kind: 'failed' })
  })

  test("a 429 carries the server's message, with a fallback", async () => {
    await expect(roiOutcome(429, { error: { code: 'rate_limited', message: 'Slow down please.' } })).resolves.toEqual({ kind: 'rate-limited', message: 'Slow down please.' })
    await expect(roiOutcome(429, undefined)).resolves.toMatchObject({ kind: 'rate-limited', message: expect.stringContaining('Please wait') })
  })

  test('anything else is a failure', async () => {
    await expect(roiOutcome(500, { error: { code: 'internal', message: 'x' } })).resolves.toEqual({ kind: 'failed' })
    await expect(roiOutcome(503, undefined)).resolves.toEqual({ kind: 'failed' })
  })
})

describe('requestRoi', () => {
  test('posts the six numbers as JSON to /api/calculate-roi', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    expect(await requestRoi(typical, fetcher)).toEqual({ kind: 'calculated', result: answer })
    expect(fetcher).toHaveBeenCalledWith('/api/calculate-roi', expect.objectContaining({ method: 'POST', body: JSON.stringify(typical) }))
  })

  test('a network error or a body that is not JSON is a failure', async () => {
    expect(await requestRoi(typical, async () => Promise.reject(new TypeError('offline')))).toEqual({ kind: 'failed' })
    expect(await requestRoi(typical, async () => new Response('<html>', { status: 502 }))).toEqual({ kind: 'failed' })
  })
})

test('the form prefills a typical business that passes the server rules', async () => {
  const example = Object.fromEntries(ROI_FIELDS.map((field) => [field.name, field.example])) as typeof typical
  await expect(validateRoi(example)).resolves.toEqual({})
})
