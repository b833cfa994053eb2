import { describe, expect, test } from 'vitest'
import {
  INVALID_JSON_MESSAGE,
  auditQuerySchema,
  entityIdSchema,
  pricingPlanCreateSchema,
  pricingPlanUpdateSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
  settingValueProblem,
  siteSettingCreateSchema,
  storedSettingValue,
} from './admin-content.ts'

describe('create and update schemas', () => {
  test('a create fills the defaults in; an update of the same entity never does', () => {
    expect(serviceCreateSchema.parse({ title: 'Chatbots', description: 'x' })).toEqual({
      title: 'Chatbots',
      description: 'x',
      price: 0,
      features: [],
      icon: 'bot',
      color: 'blue',
      isActive: true,
      sortOrder: 0,
    })
    expect(serviceUpdateSchema.parse({ price: 10 })).toEqual({ price: 10 })
    expect(pricingPlanCreateSchema.parse({ name: 'Plan', price: '$1' })).toMatchObject({ currency: 'AUD', isActive: true, isFeatured: false })
    expect(pricingPlanUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false })
  })

  test('empty optional text becomes null so a cleared dialog field clears the column', () => {
    expect(serviceUpdateSchema.parse({ highlight: '  ', priceNote: '' })).toEqual({ highlight: null, priceNote: null })
    expect(pricingPlanUpdateSchema.parse({ originalPrice: '' })).toEqual({ originalPrice: null })
  })

  test('a reason for a price change is optional text; it changes nothing by itself', () => {
    expect(serviceUpdateSchema.parse({ price: 10, priceChangeReason: '  Winter offer ' })).toEqual({ price: 10, priceChangeReason: 'Winter offer' })
    expect(pricingPlanUpdateSchema.parse({ price: '$999', priceChangeReason: '' })).toEqual({ price: '$999', priceChangeReason: null })
    expect(pricingPlanCreateSchema.parse({ name: 'Plan', price: '$1', priceChangeReason: 'Launch price' })).toMatchObject({ priceChangeReason: 'Launch price' })
    for (const schema of [serviceUpdateSchema, pricingPlanUpdateSchema]) {
      expect(schema.safeParse({ priceChangeReason: 'Why' }).error?.issues).toEqual([expect.objectContaining({ path: ['_'], message: 'Send at least one field to change' })])
    }
    expect(serviceUpdateSchema.safeParse({ price: 10, priceChangeReason: 'x'.repeat(501) }).error?.issues).toEqual([
      expect.objectContaining({ path: ['priceChangeReason'], message: 'Reason for price change must be at most 500 characters' }),
    ])
    expect(serviceUpdateSchema.safeParse({ price: 10, priceChangeReason: 'x'.repeat(500) }).success).toBe(true)
  })

  test('unknown fields are named in one message on the whole body', () => {
    const result = serviceCreateSchema.safeParse({ title: 'x', description: 'x', owner: 'a', extra: 1 })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [], message: 'Unknown fields: owner, extra' })])
  })

  test('plan prices must show an amount above zero', () => {
    for (const price of ['$899', '$1,299', '499', 'From $19.50 a month']) expect(pricingPlanCreateSchema.safeParse({ name: 'x', price }).success).toBe(true)
    for (const price of ['free', '$0', '$0.00', '  ']) expect(pricingPlanCreateSchema.safeParse({ name: 'x', price }).success).toBe(false)
  })
})

describe('settingValueProblem', () => {
  test('text and JSON objects or lists are values; other JSON types are not', () => {
    expect(settingValueProblem('promo', 'Hello')).toBeUndefined()
    expect(settingValueProblem('promo', { a: 1 })).toBeUndefined()
    expect(settingValueProblem('promo', [1, 2])).toBeUndefined()
    expect(settingValueProblem('promo', 3)).toBe('Value must be text, or a JSON object or list')
    expect(settingValueProblem('promo', true)).toBe('Value must be text, or a JSON object or list')
  })

  test('text that starts like JSON must parse', () => {
    expect(settingValueProblem('promo', '{"a": 1}')).toBeUndefined()
    expect(settingValueProblem('promo', '  {"a": ')).toBe(INVALID_JSON_MESSAGE)
    expect(settingValueProblem('promo', '[citation needed]')).toBe(INVALID_JSON_MESSAGE)
    expect(settingValueProblem('promo', 'Open {daily}')).toBeUndefined()
  })

  test('business_hours needs its three days as text', () => {
    const hours = { 'monday-friday': '9:00 AM - 6:00 PM', saturday: 'Closed', sunday: 'Closed' }
    expect(settingValueProblem('business_hours', hours)).toBeUndefined()
    expect(settingValueProblem('business_hours', JSON.stringify(hours))).toBeUndefined()
    expect(settingValueProblem('business_hours', { ...hours, sunday: '' })).toMatch(/^Business hours need/)
    expect(settingValueProblem('business_hours', { ...hours, holidays: 'Closed' })).toMatch(/^Business hours need/)
  })

  test('seo_* settings need a title, description or keywords and nothing else', () => {
    expect(settingValueProblem('seo_home', { title: 'Home' })).toBeUndefined()
    expect(settingValueProblem('seo_faq', { keywords: ['ai', 'melbourne'] })).toBeUndefined()
    expect(settingValueProblem('seo_home', {})).toMatch(/^SEO settings need/)
    expect(settingValueProblem('seo_home', { title: 'x', robots: 'noindex' })).toMatch(/^SEO settings need/)
  })

  test('emails, text settings and structured data get their own shape', () => {
    expect(settingValueProblem('contact_email', 'hello@example.com.au')).toBeUndefined()
    expect(settingValueProblem('contact_email', 'hello')).toBe('Please enter a valid email address')
    expect(settingValueProblem('site_name', ['x'])).toBe('This setting takes text')
    // The site name is the sender's name in every calendar invite, so it stays on one line.
    expect(settingValueProblem('site_name', 'Melbourne AI\r\nMETHOD:CANCEL')).toBe("Site name can't contain line breaks")
    expect(settingValueProblem('site_name', '  Melbourne AI Solutions\n')).toBeUndefined()
    expect(settingValueProblem('contact_email', 'hello@example.com.au\r\nBcc: victim@example.com')).toBe('Please enter a valid email address')
    expect(settingValueProblem('structured_data', { sameAs: ['https://www.linkedin.com/company/x'] })).toBeUndefined()
    expect(settingValueProblem('structured_data', '{"founder": {"@type": "Person", "name": "Alex"}}')).toBeUndefined()
    expect(settingValueProblem('structured_data', '')).toBeUndefined()
    expect(settingValueProblem('structured_data', 'LocalBusiness')).toMatch(/^Structured data is not valid JSON/)
    expect(settingValueProblem('structured_data', '{"sameAs": ')).toBe(INVALID_JSON_MESSAGE)
    expect(settingValueProblem('structured_data', ['https://x.com.au'])).toMatch(/^Structured data must be a JSON object/)
    expect(settingValueProblem('structured_data', '"text"')).toMatch(/^Structured data must be a JSON object/)
    expect(settingValueProblem('structured_data', { '@type': 'LocalBusiness' })).toBe('Structured data cannot set @type; the site sets it')
    expect(settingValueProblem('structured_data', { telephone: '1' })).toBe('Structured data cannot set telephone; it comes from the business_phone setting')
  })

  test('a setting is stored as the JSON its text holds', () => {
    expect(storedSettingValue(' {"a": 1} ')).toEqual({ a: 1 })
    expect(storedSettingValue('  Hello ')).toBe('Hello')
    expect(siteSettingCreateSchema.parse({ key: 'seo_home', value: '{"title": "Home"}' })).toEqual({ key: 'seo_home', value: { title: 'Home' }, category: 'general' })
  })
})

describe('ids and paging', () => {
  test('path ids are positive whole numbers a PostgreSQL integer holds', () => {
    expect(entityIdSchema.parse('42')).toBe(42)
    expect(entityIdSchema.parse('2147483647')).toBe(2147483647)
    for (const id of ['0', '-1', '1.5', 'abc', '', '2147483648', '01']) expect(entityIdSchema.safeParse(id).success).toBe(false)
  })

  test('the audit query defaults to 50 and allows 1 to 200', () => {
    expect(auditQuerySchema.parse({})).toEqual({ limit: 50 })
    expect(auditQuerySchema.parse({ before: '10', limit: '200' })).toEqual({ before: 10, limit: 200 })
    for (const limit of ['0', '201', 'x']) expect(auditQuerySchema.safeParse({ limit }).success).toBe(false)
  })
})
