import { expect, test } from 'vitest'
import { contactSentLocation, isContactSent } from './contact-answer'

test('a form sent without JavaScript lands on its page at the form, flagged as sent', () => {
  expect(contactSentLocation('/contact')).toBe('/contact?sent=1#contact-form')
  expect(contactSentLocation('/')).toBe('/?sent=1#contact-form')
  const landed = new URL(contactSentLocation('/contact'), 'https://example.com.au')
  expect(isContactSent(landed.searchParams)).toBe(true)
  expect(isContactSent(new URLSearchParams())).toBe(false)
  expect(isContactSent(new URLSearchParams('sent=yes'))).toBe(false)
})
