import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAud, formatLongDate, formatMonths, formatPercent, melbourneYear } from './format'

describe('formatAud', () => {
  it('writes whole dollars without cents and groups thousands', () => {
    expect(formatAud(0)).toBe('$0')
    expect(formatAud(899)).toBe('$899')
    expect(formatAud(1299)).toBe('$1,299')
    expect(formatAud(1234567)).toBe('$1,234,567')
    expect(formatAud(-4635)).toBe('-$4,635')
  })

  it('shows cents only when the amount has them', () => {
    expect(formatAud(12.5)).toBe('$12.50')
    expect(formatAud(1299.99)).toBe('$1,299.99')
    expect(formatAud(-0.05)).toBe('-$0.05')
  })

  it('writes any amount a page shows so that it reads back as the same amount', () => {
    const wholeDollars = fc.integer({ min: -1e9, max: 1e9 })
    const withCents = fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100)
    fc.assert(
      fc.property(fc.oneof(wholeDollars, withCents), (amount) => {
        const written = formatAud(amount)
        expect(written).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/)
        expect(written.includes('.')).toBe(!Number.isInteger(amount))
        expect(Number(written.replace(/[$,]/g, ''))).toBe(amount)
      }),
    )
  })
})

describe('formatPercent and formatMonths', () => {
  it('write one decimal place at most, and one month in the singular', () => {
    expect(formatPercent(4752.1)).toBe('4,752.1%')
    expect(formatPercent(-192.7)).toBe('-192.7%')
    expect(formatPercent(463.25)).toBe('463.3%')
    expect(formatMonths(1)).toBe('1 month')
    expect(formatMonths(0.2)).toBe('0.2 months')
    expect(formatMonths(18.4)).toBe('18.4 months')
  })
})

describe('the Melbourne calendar', () => {
  it('starts the new year in Melbourne while it is still the old one in UTC', () => {
    expect(melbourneYear(new Date('2026-12-31T12:59:00Z'))).toBe(2026)
    expect(melbourneYear(new Date('2026-12-31T13:00:00Z'))).toBe(2027)
  })

  it('writes dates as Australians do, on the Melbourne day', () => {
    expect(formatLongDate(new Date('2026-11-20T14:00:00Z'))).toBe('21 November 2026')
  })
})
