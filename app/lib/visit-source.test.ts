import { describe, expect, it } from 'vitest'
import { leadSource, recordPageView, rememberRoiCalculation, roiSnapshot, trackingFormFields, utmOf, visitAfter } from './visit-source'

function memoryStore() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

const SITE = 'https://example.com.au'
const roi = {
  input: { monthlyCalls: 400, missedCalls: 40, callDuration: 5, hourlyRate: 40, conversionRate: 20, orderValue: 300 },
  result: {
    monthlySavings: 2000,
    annualSavings: 24000,
    annualROI: 300,
    paybackPeriod: 3,
    breakdown: { labourSavedPerMonth: 500, revenueRecoveredPerMonth: 1800, runningCostsPerMonth: 300, investment: 6000, investmentSource: 'default' as const },
    assumptions: ['Calls answered by the agent'],
    cumulative: [{ month: 1, savings: 2000 }],
  },
}

describe('utmOf', () => {
  it('reads the five UTM parameters without their prefix and ignores the rest', () => {
    expect(utmOf(new URL(`${SITE}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=x`))).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring' })
  })
  it('is undefined for a URL without them (or with blank ones)', () => {
    expect(utmOf(new URL(`${SITE}/pricing?utm_source=%20`))).toBeUndefined()
  })
})

describe('visitAfter', () => {
  it('records the referring site and the UTM parameters of the first landing', () => {
    expect(visitAfter(undefined, { url: `${SITE}/?utm_source=google&utm_medium=cpc`, referrer: 'https://www.google.com/search?q=ai' })).toEqual({
      referrerHost: 'www.google.com',
      utm: { source: 'google', medium: 'cpc' },
    })
  })
  it('does not count this site as a referrer, nor a direct visit', () => {
    expect(visitAfter(undefined, { url: `${SITE}/pricing`, referrer: `${SITE}/` })).toEqual({ referrerHost: undefined, utm: undefined })
    expect(visitAfter(undefined, { url: `${SITE}/pricing`, referrer: '' })).toEqual({ referrerHost: undefined, utm: undefined })
  })
  it('keeps the first landing through the pages browsed after it', () => {
    const first = visitAfter(undefined, { url: `${SITE}/?utm_source=newsletter`, referrer: 'https://mail.example.org/' })
    expect(visitAfter(first, { url: `${SITE}/contact`, referrer: 'https://mail.example.org/' })).toBe(first)
  })
  it('lets a later landing with new UTM values replace them', () => {
    const first = visitAfter(undefined, { url: `${SITE}/?utm_source=newsletter&utm_campaign=spring`, referrer: 'https://mail.example.org/' })
    expect(visitAfter(first, { url: `${SITE}/pricing?utm_source=linkedin`, referrer: '' })).toEqual({ referrerHost: 'mail.example.org', utm: { source: 'linkedin' } })
    expect(visitAfter(first, { url: `${SITE}/pricing?utm_source=linkedin`, referrer: 'https://www.linkedin.com/' })).toEqual({ referrerHost: 'www.linkedin.com', utm: { source: 'linkedin' } })
  })
})

describe('the visit in session storage', () => {
  it('gives a lead the page it is sent from with the visit it belongs to', () => {
    const store = memoryStore()
    recordPageView({ url: `${SITE}/?utm_source=newsletter`, referrer: '' }, store)
    recordPageView({ url: `${SITE}/contact`, referrer: '' }, store)
    expect(leadSource('/contact', store)).toEqual({ page: '/contact', utm: { source: 'newsletter' } })
  })
  it('carries the last ROI calculation as JSON form fields when asked for it', () => {
    const store = memoryStore()
    recordPageView({ url: `${SITE}/`, referrer: 'https://www.bing.com/' }, store)
    expect(roiSnapshot(store)).toBeUndefined()
    rememberRoiCalculation(roi, store)
    expect(roiSnapshot(store)).toEqual(roi)
    const fields = trackingFormFields({ withRoi: true }, '/', store)
    expect(JSON.parse(fields.leadSource!)).toEqual({ page: '/', referrerHost: 'www.bing.com' })
    expect(JSON.parse(fields.roiSnapshot!)).toEqual(roi)
    expect(trackingFormFields({ withRoi: false }, '/', store)).not.toHaveProperty('roiSnapshot')
  })
  it('sends the page alone when storage holds nothing readable', () => {
    const store = memoryStore()
    store.setItem('visit-source', '{not json')
    expect(leadSource('/book', store)).toEqual({ page: '/book' })
    expect(leadSource('/book', undefined)).toEqual({ page: '/book' })
  })
})
