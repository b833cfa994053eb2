import { describe, expect, it, vi } from 'vitest'
import { fetchPriceHistory } from './price-history-api'

const entry = {
  id: 3,
  serviceId: 7,
  pricingPlanId: null,
  oldPrice: '699.00',
  newPrice: '749.00',
  changeType: 'price',
  changeReason: 'New hosting costs',
  effectiveDate: '2026-11-26T02:05:00.000Z',
  createdAt: '2026-11-26T02:05:00.000Z',
}

const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

describe('fetchPriceHistory', () => {
  it("reads the row's history from its own path", async () => {
    const fetcher = answering(200, [entry])
    expect(await fetchPriceHistory('services', 7, fetcher)).toEqual({ kind: 'listed', entries: [entry] })
    expect(fetcher).toHaveBeenCalledWith('/api/admin/services/7/price-history', expect.objectContaining({ headers: { Accept: 'application/json' } }))
  })

  it('tells a lost session, a deleted row and a failure apart', async () => {
    expect(await fetchPriceHistory('pricing-plans', 1, answering(401, {}))).toEqual({ kind: 'signed-out' })
    expect(await fetchPriceHistory('pricing-plans', 1, answering(404, {}))).toEqual({ kind: 'gone' })
    expect(await fetchPriceHistory('pricing-plans', 1, answering(500, {}))).toEqual({ kind: 'failed' })
    expect(await fetchPriceHistory('pricing-plans', 1, answering(200, [{ ...entry, changeType: 'discount' }]))).toEqual({ kind: 'failed' })
    expect(await fetchPriceHistory('pricing-plans', 1, vi.fn(async () => Promise.reject(new TypeError('offline'))))).toEqual({ kind: 'failed' })
  })
})
