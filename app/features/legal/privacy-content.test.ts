import { describe, expect, test } from 'vitest'
import { businessDetailsFrom, documentText } from './legal-content'
import { privacyPolicy } from './privacy-content'
import { RETENTION, periodText } from '../../../core/retention'

const details = {
  legalName: 'Example Holdings Pty Ltd',
  abn: '11 222 333 444',
  siteName: 'Example AI',
  contactEmail: 'privacy@example.com.au',
  businessPhone: '(03) 9000 0000',
  officeAddress: '1 Example Street, Melbourne VIC 3000',
}

describe('privacy policy', () => {
  const policy = privacyPolicy(details)
  const text = documentText(policy)

  test('has exactly 11 sections', () => {
    expect(policy.sections).toHaveLength(11)
  })

  test('is made under the Australian Privacy Principles and the Privacy Act 1988 (Cth)', () => {
    expect(text).toContain('Australian Privacy Principles')
    expect(text).toContain('Privacy Act 1988 (Cth)')
    expect(text).toContain('APP 8')
  })

  test('covers each topic the spec lists, in order', () => {
    expect(policy.sections.map((section) => section.id)).toEqual([
      'about-this-policy',
      'information-we-collect',
      'how-we-use-your-information',
      'sharing-and-disclosure',
      'security',
      'your-rights',
      'retention',
      'cookies',
      'third-party-links',
      'changes-to-this-policy',
      'contact-us',
    ])
  })

  test('names what is collected: contact forms, bookings, chat conversations', () => {
    for (const source of ['Contact forms', 'Consultation bookings', 'Chat assistant conversations']) expect(text).toContain(source)
  })

  test('says what the analytics tag collects, and from which host, only when one is configured', () => {
    expect(text).not.toContain('analytics tag from')
    expect(text).toContain('It loads no analytics or advertising tags.')
    const withTag = documentText(privacyPolicy(details, { host: 'plausible.io' }))
    expect(withTag).toContain('Analytics: a few seconds after a page loads, our website loads an analytics tag from plausible.io.')
    expect(withTag).toContain('Global Privacy Control or Do Not Track')
    expect(withTag).not.toContain('It loads no analytics')
  })

  test('names hosting, email delivery and AI model providers as recipients', () => {
    for (const provider of ['hosting', 'email delivery', 'AI model providers']) expect(text).toContain(provider)
  })

  test('promises a response to access and correction requests within 30 days', () => {
    expect(text).toContain('within 30 days')
  })

  test('states the retention periods of the spec', () => {
    expect(text).toContain('plus 7 years')
    expect(text).toContain('up to 26 months')
    expect(text).toContain('3 years')
    expect(text).toContain('until you opt out')
  })

  test('states every period the retention job deletes by, from core/retention.ts', () => {
    for (const period of Object.values(RETENTION)) expect(text).toContain(periodText(period))
    expect(text).toContain('spam: 30 days')
    expect(text).toContain('left no contact details: 12 months')
  })

  test('points complaints to the OAIC with its website and phone number', () => {
    expect(text).toContain('Office of the Australian Information Commissioner (OAIC)')
    expect(text).toContain('www.oaic.gov.au')
    expect(text).toContain('1300 363 992')
  })

  test('quotes the business details from settings', () => {
    for (const value of Object.values(details)) expect(text).toContain(value)
  })

  test('falls back to the default business details', () => {
    expect(documentText(privacyPolicy(businessDetailsFrom({})))).toContain('Melbourne AI Solutions Pty Ltd (ABN 53 618 420 041)')
  })
})
