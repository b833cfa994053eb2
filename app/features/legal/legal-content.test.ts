import { describe, expect, test } from 'vitest'
import { businessDetailsFrom, lastUpdated } from './legal-content'
import { privacyPolicy } from './privacy-content'
import { termsOfService } from './terms-content'

describe('businessDetailsFrom', () => {
  test('uses the saved settings and falls back to the defaults for missing ones', () => {
    const details = businessDetailsFrom({ legal_name: 'Example Pty Ltd', contact_email: '  ' })
    expect(details.legalName).toBe('Example Pty Ltd')
    expect(details.contactEmail).toBe('hello@melbourneai.com.au')
    expect(details.abn).toBe('53 618 420 041')
  })
})

describe('lastUpdated', () => {
  test('prints the date on the Melbourne calendar, en-AU', () => {
    expect(lastUpdated('2026-11-21T02:00:00.000Z')).toEqual({ label: '21 November 2026', dateTime: '2026-11-21' })
  })

  test('late evening UTC is already the next day in Melbourne', () => {
    expect(lastUpdated('2026-11-20T14:30:00.000Z')).toEqual({ label: '21 November 2026', dateTime: '2026-11-21' })
  })

  test('follows Melbourne daylight saving (UTC+10 in winter)', () => {
    expect(lastUpdated('2026-06-30T13:59:00.000Z').label).toBe('30 June 2026')
    expect(lastUpdated('2026-06-30T14:00:00.000Z').label).toBe('1 July 2026')
  })
})

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
])('%s structure', (_name, build) => {
  const document = build(businessDetailsFrom({}))
  const all = document.notice ? [...document.sections, document.notice] : document.sections

  test('every section has a unique anchor id and some content', () => {
    const ids = all.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of all) {
      expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(section.blocks.length).toBeGreaterThan(0)
    }
  })
})
