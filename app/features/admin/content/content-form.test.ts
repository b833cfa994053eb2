import { describe, expect, it } from 'vitest'
import { INVALID_JSON_MESSAGE, serviceUpdateSchema, settingValueProblem, siteSettingCreateSchema } from '../../../../contract/admin-content'
import { type ContentField, bodyFromForm, checkBody, firstErrorField, initialText, otherErrors } from './content-form'

const price: ContentField = { name: 'price', label: 'Price', kind: 'number' }
const salePrice: ContentField = { name: 'salePrice', label: 'Sale price', kind: 'number', nullable: true }
const features: ContentField = { name: 'features', label: 'Features', kind: 'lines' }
const fields: ContentField[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  price,
  salePrice,
  features,
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
]

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? null

describe('bodyFromForm', () => {
  it('turns lines into a list, numbers into numbers and a ticked box into true', () => {
    const body = bodyFromForm(
      fields,
      reader({
        title: 'Chatbots',
        price: '1299.5',
        salePrice: '',
        features: ' One \n\n Two\n',
        isActive: 'on',
      }),
    )
    expect(body).toEqual({
      title: 'Chatbots',
      price: 1299.5,
      salePrice: null,
      features: ['One', 'Two'],
      isActive: true,
    })
  })

  it('leaves out an empty number that cannot be cleared, and sends text that is not a number as is', () => {
    const body = bodyFromForm(fields, reader({ title: 'x', price: '', salePrice: 'cheap', features: '' }))
    expect(body).toEqual({
      title: 'x',
      salePrice: 'cheap',
      features: [],
      isActive: false,
    })
  })
})

describe('initialText', () => {
  it('shows a list one item per line, JSON pretty and nothing for null', () => {
    expect(initialText(features, ['a', 'b'])).toBe('a\nb')
    expect(initialText({ name: 'value', label: 'Value', kind: 'json-or-text' }, { a: 1 })).toBe('{\n  "a": 1\n}')
    expect(initialText(salePrice, null)).toBe('')
    expect(initialText(price, 12)).toBe('12')
  })
})

describe('checkBody', () => {
  it("keeps the schema's first message per field", () => {
    const check = checkBody(serviceUpdateSchema, {
      title: '  ',
      price: 'cheap',
    })
    expect(check).toEqual({
      ok: false,
      fields: {
        title: 'Please enter a title',
        price: 'Price must be a number',
      },
    })
  })

  it('refuses a setting value that starts with { but is not JSON', () => {
    const check = checkBody(siteSettingCreateSchema, {
      key: 'test_setting',
      category: 'general',
      value: '{not json',
    })
    expect(check).toEqual({
      ok: false,
      fields: { value: INVALID_JSON_MESSAGE },
    })
  })

  it('adds the extra rule and passes the body through unchanged when all is well', () => {
    const extra = (body: Record<string, unknown>): Record<string, string> => {
      const problem = settingValueProblem(String(body.key), body.value)
      return problem ? { value: problem } : {}
    }
    expect(checkBody(siteSettingCreateSchema, { key: 'a_b', category: 'general', value: '[1, 2]' }, extra)).toEqual({
      ok: true,
      body: { key: 'a_b', category: 'general', value: '[1, 2]' },
    })
    expect(
      checkBody(serviceUpdateSchema, { title: 'Fine' }, () => ({
        title: 'Taken',
      })),
    ).toEqual({ ok: false, fields: { title: 'Taken' } })
  })
})

describe('firstErrorField and otherErrors', () => {
  it('find the first shown field with a message, and gather messages for fields not shown', () => {
    const errors = {
      isActive: 'Active must be true or false',
      price: 'Price cannot be negative',
      _: 'Unknown field: colour',
    }
    expect(firstErrorField(fields, errors)).toBe('price')
    expect(otherErrors(fields, errors)).toBe('Unknown field: colour')
    expect(otherErrors(fields, { title: 'x' })).toBeUndefined()
  })
})

describe('date fields', () => {
  const day: ContentField = { name: 'saleStartDate', label: 'Sale first day', kind: 'date' }
  it('a stored Melbourne midnight shows as its Melbourne day', () => {
    expect(initialText(day, '2026-04-03T13:00:00.000Z')).toBe('2026-04-04')
    expect(initialText(day, '2026-06-30T14:00:00.000Z')).toBe('2026-07-01')
    expect(initialText(day, null)).toBe('')
  })
  it('an empty date box clears the day, a filled one sends it', () => {
    expect(bodyFromForm([day], () => '')).toEqual({ saleStartDate: null })
    expect(bodyFromForm([day], () => '2026-04-04')).toEqual({ saleStartDate: '2026-04-04' })
  })
})
