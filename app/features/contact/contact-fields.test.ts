import { describe, expect, test } from 'vitest'
import { contactFieldErrors, givenValues, readContactValues, validateContact } from './contact-fields'

const valid = { fullName: 'Jane Citizen', email: 'jane@example.com.au', phone: '', message: 'We miss calls after hours.' }

describe('validating a contact form', () => {
  test('a complete home form passes, trimmed, without the blank phone', async () => {
    const check = await validateContact('home', { ...valid, fullName: '  Jane Citizen ' })
    expect(check).toEqual({ ok: true, data: { fullName: 'Jane Citizen', email: 'jane@example.com.au', message: 'We miss calls after hours.' } })
  })

  test('a short name, a bad email and a short message give the spec messages on the home form', async () => {
    const check = await validateContact('home', { fullName: 'J', email: 'jane@', phone: '', message: 'Hi' })
    expect(check).toEqual({
      ok: false,
      fields: {
        fullName: 'Full name must be at least 2 characters',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters',
      },
    })
  })

  test('an empty home form asks for name, email and message but not the optional phone', async () => {
    const check = await validateContact('home', { fullName: '', email: '', phone: '', message: '' })
    expect(check.ok).toBe(false)
    expect(Object.keys(check.ok ? {} : check.fields)).toEqual(['fullName', 'email', 'message'])
  })

  test('the /contact page form has no length bounds and leaves the service optional', async () => {
    expect((await validateContact('page', { fullName: 'J', email: 'j@example.com', phone: '', service: '', message: 'Hi' })).ok).toBe(true)
    const withService = await validateContact('page', { fullName: 'J', email: 'j@example.com', phone: '', service: 'automation', message: 'Hi' })
    expect(withService.ok && withService.data.service).toBe('automation')
  })

  test('a phone with letters is refused', async () => {
    const check = await validateContact('page', { fullName: 'Jane', email: 'j@example.com', phone: 'call me', service: '', message: 'Hi' })
    expect(check).toEqual({ ok: false, fields: { phone: 'Please enter a valid phone number' } })
  })

  test('a promo code is optional, and one that cannot exist is not valid', async () => {
    const base = { fullName: 'Jane', email: 'j@example.com', phone: '', service: '', message: 'Hi' }
    expect(await validateContact('page', { ...base, promoCode: '' })).toMatchObject({ ok: true })
    expect(await validateContact('page', { ...base, promoCode: ' spring-20 ' })).toEqual({ ok: true, data: { fullName: 'Jane', email: 'j@example.com', message: 'Hi', promoCode: 'spring-20' } })
    expect(await validateContact('page', { ...base, promoCode: 'two words' })).toEqual({ ok: false, fields: { promoCode: 'This promo code is not valid.' } })
  })

  test('only the variant fields are read from the form', async () => {
    const form = new FormData()
    form.set('fullName', 'Jane')
    form.set('service', 'other')
    form.set('hp_7f3a', 'bot')
    form.set('promoCode', 'SPRING20')
    expect(readContactValues('home', form)).toEqual({ fullName: 'Jane', email: '', phone: '', message: '', promoCode: 'SPRING20' })
    expect(readContactValues('page', form).service).toBe('other')
  })
})

describe('the fields a form sent', () => {
  test('a blank field was not given; everything filled in is kept as typed', () => {
    expect(givenValues({ fullName: ' Jane ', phone: '', service: undefined, hp_website: '', formToken: 't' })).toEqual({ fullName: ' Jane ', formToken: 't' })
  })

  test("a field's first message counts, and only for the variant's own fields", () => {
    const issues = [
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['email'], message: 'Email must be at most 320 characters' },
      { path: ['service'], message: 'Please pick one of the listed services' },
      { path: ['formToken'], message: 'Bad token' },
      { path: [], message: 'Expected an object' },
    ]
    expect(contactFieldErrors('home', issues)).toEqual({ email: 'Please enter a valid email address' })
    expect(contactFieldErrors('page', issues)).toEqual({ email: 'Please enter a valid email address', service: 'Please pick one of the listed services' })
  })
})
