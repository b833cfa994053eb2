import { describe, expect, test } from 'vitest'
import { businessDetailsFrom, documentText } from './legal-content'
import { termsOfService } from './terms-content'

describe('terms of service', () => {
  const details = businessDetailsFrom({ legal_name: 'Example Holdings Pty Ltd', abn: '11 222 333 444', contact_email: 'legal@example.com.au' })
  const terms = termsOfService(details)
  const text = documentText(terms)

  test('has exactly 15 numbered sections', () => {
    expect(terms.sections).toHaveLength(15)
  })

  test('ends with the Australian Consumer Law notice in the standard guarantee wording', () => {
    expect(terms.notice?.title).toBe('Australian Consumer Law')
    expect(documentText({ ...terms, sections: [] })).toContain(
      'Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law.',
    )
  })

  test.each([
    ['payment terms', 'Net 30 days'],
    ['deposit', '50% deposit may be required'],
    ['late fee', '1.5% per month'],
    ['warranty', '90 days'],
    ['termination notice', "30 days' written notice"],
    ['GST', 'include GST where applicable'],
    ['ownership model', 'one-time setup fee'],
    ['recurring costs', 'Only language-model usage costs may recur'],
    ['extras quoted separately', 'Custom configuration, integrations with other systems, training, ongoing support and maintenance'],
    ['intellectual property', 'passes to the client on full payment'],
    ['liability subject to the ACL', 'Subject to the Australian Consumer Law'],
    ['governing law', 'Victoria, Australia'],
  ])('states the %s figure: %s', (_figure, wording) => {
    expect(text).toContain(wording)
  })

  test('quotes the business details from settings', () => {
    expect(text).toContain('Example Holdings Pty Ltd (ABN 11 222 333 444)')
    expect(text).toContain('legal@example.com.au')
  })
})
