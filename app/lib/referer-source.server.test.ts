import { describe, expect, it } from 'vitest'
import { formLeadSource, refererLeadSource } from './referer-source.server'

const post = (referer?: string) => new Request('https://example.com.au/contact', { method: 'POST', headers: referer ? { Referer: referer } : {} })

describe('refererLeadSource', () => {
  it('takes the page, and any UTM parameters, of a page of this site', () => {
    expect(refererLeadSource(post('https://example.com.au/?utm_source=newsletter#contact'))).toEqual({ page: '/', utm: { source: 'newsletter' } })
    expect(refererLeadSource(post('https://example.com.au/contact'))).toEqual({ page: '/contact' })
  })
  it('says nothing of another site, a missing header or a malformed one', () => {
    expect(refererLeadSource(post('https://evil.example/contact'))).toBeUndefined()
    expect(refererLeadSource(post())).toBeUndefined()
    expect(refererLeadSource(post('not a url'))).toBeUndefined()
  })
})

describe('formLeadSource', () => {
  it('prefers what the page script filled in', () => {
    expect(formLeadSource({ leadSource: '{"page":"/pricing"}' }, post('https://example.com.au/contact'))).toBe('{"page":"/pricing"}')
    expect(formLeadSource({}, post('https://example.com.au/contact'))).toEqual({ page: '/contact' })
  })
})
